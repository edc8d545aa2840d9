import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Chart } from './Chart';

// happy-dom has no canvas: the lazily loaded ECharts module is replaced by a recording fake.
const fake = vi.hoisted(() => ({
  instances: [] as { setOption: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; locale: string }[],
  /** Set: createChart throws it, as ECharts does without a 2D canvas context. */
  initError: null as Error | null,
}));
vi.mock('./echarts', () => ({
  createChart: (_node: HTMLElement, locale: string) => {
    if (fake.initError) throw fake.initError;
    let disposed = false;
    const instance = {
      locale,
      setOption: vi.fn(),
      resize: vi.fn(),
      getDataURL: vi.fn(() => 'data:image/png;base64,AAAA'),
      isDisposed: () => disposed,
      dispose: vi.fn(() => {
        disposed = true;
      }),
    };
    fake.instances.push(instance);
    return instance;
  },
}));

const categories = ['2026-11-25', '2026-11-26', '2026-11-27'];
const series = [
  { key: 'dl', name: '大连港', values: ['2450.50', null, '2432'] },
  { key: 'jz', name: '锦州港', values: ['2400', '2410', '2420'] },
];

describe('Chart', () => {
  beforeEach(() => {
    fake.instances.length = 0;
    fake.initError = null;
  });

  it('says 图表加载失败 and keeps the data table when ECharts cannot draw (no canvas context)', async () => {
    fake.initError = new TypeError("Cannot set properties of null (setting 'dpr')");
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Chart title="玉米港口价格" kind="line" categories={categories} series={series} />);
    await waitFor(() => expect(container.querySelector('[data-status="failed"]')).not.toBeNull());
    expect(screen.getByText('图表加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看数据表' }));
    expect(screen.getByRole('table', { name: '玉米港口价格' })).toBeTruthy();
  });

  it('is a figure named by its title with the drawing as an image named by the summary', async () => {
    const { unmount, container } = renderWithProviders(<Chart title="玉米港口价格" kind="line" unit="元/吨" categories={categories} series={series} />);
    expect(screen.getByRole('figure', { name: '玉米港口价格' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '玉米港口价格。大连港：最低 2432 元/吨（2026-11-27），最高 2450.50 元/吨（2026-11-25），最新 2432 元/吨（2026-11-27）；' +
        '锦州港：最低 2400 元/吨（2026-11-25），最高 2420 元/吨（2026-11-27），最新 2420 元/吨（2026-11-27）。',
    );
    await waitFor(() => expect(container.querySelector('[data-status="ready"]')).not.toBeNull());
    const [instance] = fake.instances;
    expect(instance!.locale).toBe('ZH');
    expect(instance!.setOption).toHaveBeenCalledTimes(1);
    expect(instance!.setOption.mock.calls[0]![0].series[0].data).toEqual([2450.5, null, 2432]);
    unmount();
    expect(instance!.dispose).toHaveBeenCalled();
  });

  it('toggles the data table: caption = title, values as given, — for none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Chart title="玉米港口价格" kind="line" categoryLabel="日期" categories={categories} series={series} />);
    await user.click(screen.getByRole('button', { name: '查看数据表' }));
    const table = screen.getByRole('table', { name: '玉米港口价格' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['日期大连港锦州港', '2026-11-252450.502400', '2026-11-26—2410', '2026-11-2724322420']);
    expect(screen.getByRole('button', { name: '保存图片' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '查看图表' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('saves the drawing as <fileName>.png', async () => {
    const user = userEvent.setup();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('玉米价格.png');
      expect(this.href).toBe('data:image/png;base64,AAAA');
    });
    const { container } = renderWithProviders(<Chart title="玉米港口价格" fileName="玉米价格" kind="bar" categories={categories} series={series} />);
    await waitFor(() => expect(container.querySelector('[data-status="ready"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: '保存图片' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('shows 暂无数据 without data, and a spinner while loading', () => {
    const { rerender } = renderWithProviders(<Chart title="各地区采购量" kind="bar" horizontal categories={[]} series={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('img', { name: '各地区采购量。暂无数据。' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看数据表' }).hasAttribute('disabled')).toBe(true);
    rerender(<Chart title="各地区采购量" kind="bar" horizontal categories={[]} series={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('speaks English and gives ECharts the EN locale', async () => {
    const { container } = renderWithProviders(<Chart title="Prices" kind="line" categories={categories} series={series.slice(1)} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'View data table' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Prices. 锦州港: lowest 2400 (2026-11-25), highest 2420 (2026-11-27), latest 2420 (2026-11-27).' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-status="ready"]')).not.toBeNull());
    expect(fake.instances[0]!.locale).toBe('EN');
  });
});

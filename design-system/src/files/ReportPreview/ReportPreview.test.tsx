import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ReportPreview } from './ReportPreview';
import type { ReportPreviewData } from './reportSections';

const report: ReportPreviewData = {
  title: '2026年第10周玉米市场周报',
  subjectType: '玉米',
  researchType: '市场研究',
  reportType: 'weekly',
  author: '李娜',
  date: '2026-03-06',
  content: '本周东北产区玉米价格小幅上涨。\n\n华北深加工企业收购价稳中偏强。',
  analyses: [
    { id: 1, title: '价格走势', content: '锦州港平仓价 2,350 元/吨。', images: [{ src: 'data:image/png;base64,iVBORw0KGgo=' }] },
    { id: 2, title: '库存分析', content: '港口库存下降。' },
  ],
  references: [
    { id: 1, referenceType: 1, name: '2026年第9周玉米市场周报', referenceReportId: 8 },
    { id: 2, referenceType: 2, name: '玉米价格数据.xlsx', fileId: 12 },
  ],
};

const section = (drawer: HTMLElement, name: string) => within(drawer).getByRole('region', { name });

describe('ReportPreview', () => {
  it('shows the four blocks: base info, 综合市场观点, 数据分析 with text and images, 其他参考', async () => {
    renderWithProviders(<ReportPreview defaultOpen report={report} />);
    const drawer = await screen.findByRole('dialog', { name: '报告预览' });
    expect(within(drawer).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['基本信息', '综合市场观点', '数据分析', '其他参考']);

    const info = section(drawer, '基本信息');
    const terms = within(info).getAllByRole('term').map((term) => term.textContent);
    const values = within(info).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['报告标题', '主题类型', '研究类型', '报告类型', '作者', '日期']);
    expect(values).toEqual(['2026年第10周玉米市场周报', '玉米', '市场研究', '周报', '李娜', '2026-03-06']);

    const view = section(drawer, '综合市场观点');
    expect(within(view).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(['本周东北产区玉米价格小幅上涨。', '华北深加工企业收购价稳中偏强。']);

    const analysis = section(drawer, '数据分析');
    expect(within(analysis).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['价格走势', '库存分析']);
    expect(within(analysis).getByRole('img', { name: '价格走势（图 1）' })).toBeTruthy();
    expect(within(analysis).getByText('锦州港平仓价 2,350 元/吨。')).toBeTruthy();

    const references = section(drawer, '其他参考');
    expect(within(references).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['报告2026年第9周玉米市场周报', '文件玉米价格数据.xlsx']);
  });

  it('shows the content blocks instead of the plain content when given', async () => {
    renderWithProviders(
      <ReportPreview
        defaultOpen
        report={{
          ...report,
          contentBlocks: [
            { type: 'paragraph', text: '图文第一段' },
            { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', alt: '锦州港价格走势' },
            { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=' },
            { type: 'paragraph', text: '图文第二段' },
          ],
        }}
      />,
    );
    const view = section(await screen.findByRole('dialog', { name: '报告预览' }), '综合市场观点');
    expect(within(view).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(['图文第一段', '图文第二段']);
    expect(within(view).getByRole('img', { name: '锦州港价格走势' })).toBeTruthy();
    expect(within(view).getByRole('img', { name: '综合市场观点（图 2）' })).toBeTruthy();
    expect(within(view).queryByText('本周东北产区玉米价格小幅上涨。')).toBeNull();
  });

  it('opens a reference when the page can, and leaves with 退出预览', async () => {
    const user = userEvent.setup();
    const onOpenReference = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<ReportPreview defaultOpen report={report} onOpenReference={onOpenReference} onOpenChange={onOpenChange} />);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '玉米价格数据.xlsx' }));
    expect(onOpenReference).toHaveBeenCalledWith(report.references?.[1]);
    await user.click(within(drawer).getByRole('button', { name: '退出预览' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows 暂无数据 in empty blocks and — for missing base info', async () => {
    renderWithProviders(<ReportPreview defaultOpen report={{ title: '空报告' }} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText('暂无数据')).toHaveLength(3);
    expect(within(section(drawer, '基本信息')).getAllByRole('definition').map((value) => value.textContent)).toEqual(['空报告', '—', '—', '—', '—', '—']);
  });

  it('loads the report on open, shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const loadReport = vi
      .fn<() => Promise<ReportPreviewData>>()
      .mockReturnValueOnce(
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
      )
      .mockResolvedValueOnce(report);
    renderWithProviders(<ReportPreview defaultOpen loadReport={loadReport} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    fail(new Error('boom'));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('报告加载失败');
    await user.click(within(drawer).getByRole('button', { name: '重试' }));
    expect(await within(drawer).findByText('2026年第10周玉米市场周报')).toBeTruthy();
    expect(loadReport).toHaveBeenCalledTimes(2);
  });

  it('speaks English', async () => {
    renderWithProviders(<ReportPreview defaultOpen report={report} />, { locale: 'en' });
    const drawer = await screen.findByRole('dialog', { name: 'Report preview' });
    expect(within(drawer).getByRole('region', { name: 'Comprehensive market view' })).toBeTruthy();
    expect(within(drawer).getByText('Weekly report')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Exit preview' })).toBeTruthy();
  });
});

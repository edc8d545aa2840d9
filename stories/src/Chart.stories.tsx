import { Chart, type ChartSeries } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A deterministic walk (a fixed linear congruential generator): the same prices on every run. */
function walk(seed: number, start: number, days: number): string[] {
  let state = seed;
  let price = start;
  const values: string[] = [];
  for (let day = 0; day < days; day += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    price += ((state / 2147483648) - 0.48) * 24;
    values.push((Math.round(price * 2) / 2).toFixed(2));
  }
  return values;
}

/** 90 days up to 2026-11-27 (UTC dates, fixed). */
const days = Array.from({ length: 90 }, (_, index) => new Date(Date.UTC(2026, 7, 30 + index)).toISOString().slice(0, 10));
const dalian = walk(20260830, 2385, 90);
const jinzhou = walk(19491001, 2362, 90);
// A day without a Jinzhou quote: a gap in the line, — in the table.
const jinzhouWithGap = jinzhou.map((value, index) => (index === 40 ? null : value));

const cornSeries: ChartSeries[] = [
  { key: 'C001:dalian', name: '大连港平舱价', values: dalian },
  { key: 'C002:jinzhou', name: '锦州港平舱价', values: jinzhouWithGap },
];

const meta: Meta<typeof Chart> = {
  title: 'Charts/Chart',
  component: Chart,
  // Still drawings for the screenshots (automated browsers are still anyway).
  args: { animation: false },
  argTypes: { kind: { control: 'inline-radio', options: ['line', 'bar'] } },
};

export default meta;
type Story = StoryObj<typeof Chart>;

/** Waits until ECharts has loaded and drawn; returns the figure. */
async function drawn(canvasElement: HTMLElement, title: string) {
  const figure = within(canvasElement).getByRole('figure', { name: title });
  await waitFor(() => expect(figure).toHaveAttribute('data-status', 'ready'), { timeout: 10000 });
  await expect(figure.querySelector('canvas')).not.toBeNull();
  return figure;
}

/** 90 days of two corn port prices with the zoom slider (the trend analysis page). */
export const LineWithZoom: Story = {
  args: {
    title: '玉米港口平舱价（元/吨）',
    description: '近 90 天大连港与锦州港二等黄玉米平舱价',
    kind: 'line',
    unit: '元/吨',
    categoryLabel: '日期',
    dataZoom: true,
    categories: days,
    series: cornSeries,
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '玉米港口平舱价（元/吨）');
    const image = within(figure).getByRole('img');
    await expect(image.getAttribute('aria-label')).toMatch(/^玉米港口平舱价（元\/吨）。近 90 天大连港与锦州港二等黄玉米平舱价。大连港平舱价：最低 .+ 元\/吨（2026-/);
    await expect(image.getAttribute('aria-label')).toContain(`最新 ${dalian[89]} 元/吨（2026-11-27）`);
    await expect(within(figure).getByRole('button', { name: '保存图片' })).toBeEnabled();
  },
};

/** This month's contract amount by category (the dashboard card). */
export const BarByCategory: Story = {
  args: {
    title: '本月合同金额（万元）',
    kind: 'bar',
    unit: '万元',
    categoryLabel: '品类',
    categories: ['玉米', '小麦', '大豆', '豆粕', '高粱', '大麦'],
    series: [{ key: 'amount', name: '合同金额', values: ['1286.40', '845.00', '612.75', '498.20', '136.00', '88.50'] }],
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '本月合同金额（万元）');
    await expect(within(figure).getByRole('img', { name: /合同金额：最低 88\.50 万元（大麦），最高 1286\.40 万元（玉米）/ })).toBeInTheDocument();
  },
};

/** Purchases by province, bars left to right (the resource map). */
export const HorizontalRegions: Story = {
  args: {
    title: '各地区采购量',
    kind: 'bar',
    horizontal: true,
    unit: '吨',
    categoryLabel: '地区',
    height: 320,
    categories: ['黑龙江省', '吉林省', '内蒙古自治区', '辽宁省', '山东省', '河北省', '河南省'],
    series: [{ key: 'quantity', name: '采购量', values: ['48620.500', '39210.000', '27450.250', '18300.000', '12880.750', '9640.000', '5120.000'] }],
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '各地区采购量');
    await expect(within(figure).getByRole('img', { name: /最高 48620\.500 吨（黑龙江省）/ })).toBeInTheDocument();
  },
};

/** Bars with a line over them: monthly picked quantity against the plan. */
export const MixedLineBar: Story = {
  args: {
    title: '月度提货量（吨）',
    kind: 'bar',
    unit: '吨',
    categoryLabel: '月份',
    categories: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    series: [
      { key: 'picked', name: '实际提货量', values: ['8200', '9150.5', '7640', '10320', '11080.25', '6930'] },
      { key: 'planned', name: '计划提货量', values: ['9000', '9000', '9500', '10000', '11000', '11000'], kind: 'line' },
    ],
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '月度提货量（吨）');
    await expect(within(figure).getByRole('img', { name: /计划提货量：最低 9000 吨（2026-06），最高 11000 吨（2026-10），最新 11000 吨（2026-11）/ })).toBeInTheDocument();
  },
};

/** No data: 暂无数据, and the table and the picture cannot be asked for. */
export const Empty: Story = {
  args: { title: '浮动盈亏（元）', kind: 'line', unit: '元', categories: [], series: [] },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '浮动盈亏（元）');
    await expect(within(figure).getByText('暂无数据')).toBeVisible();
    await expect(within(figure).getByRole('img', { name: '浮动盈亏（元）。暂无数据。' })).toBeInTheDocument();
    await expect(within(figure).getByRole('button', { name: '查看数据表' })).toBeDisabled();
    await expect(within(figure).getByRole('button', { name: '保存图片' })).toBeDisabled();
  },
};

/** The data is on its way: a spinner over the empty drawing. */
export const Loading: Story = {
  args: { title: '市场价差（元/吨）', kind: 'line', unit: '元/吨', isLoading: true, categories: [], series: [] },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '市场价差（元/吨）');
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(within(figure).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await expect(within(figure).queryByText('暂无数据')).toBeNull();
  },
};

/** 查看数据表 swaps the drawing for its table (values as given, — for a gap); 查看图表 swaps back. */
export const TableView: Story = {
  args: {
    ...LineWithZoom.args,
    title: '锦州港玉米平舱价（元/吨）',
    description: undefined,
    dataZoom: false,
    categories: days.slice(36, 46),
    series: [{ ...cornSeries[1]!, values: jinzhouWithGap.slice(36, 46) }],
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, '锦州港玉米平舱价（元/吨）');
    await userEvent.click(within(figure).getByRole('button', { name: '查看数据表' }));
    const table = within(figure).getByRole('table', { name: '锦州港玉米平舱价（元/吨）' });
    await expect(within(table).getByRole('columnheader', { name: '锦州港平舱价（元/吨）' })).toBeInTheDocument();
    const gapRow = within(table).getByRole('row', { name: /^2026-10-09/ });
    await expect(within(gapRow).getByRole('cell')).toHaveTextContent('—');
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('cell')).toHaveTextContent(jinzhou[36]!);
    await expect(within(figure).queryByRole('img')).toBeNull();
    await userEvent.click(within(figure).getByRole('button', { name: '查看图表' }));
    await expect(within(figure).getByRole('img')).toBeVisible();
    await userEvent.click(within(figure).getByRole('button', { name: '查看数据表' }));
    await expect(within(figure).getByRole('table')).toBeVisible();
  },
};

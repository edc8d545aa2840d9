import { ReportPreview, type ReportPreviewProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  englishReport,
  expectLoadFailed,
  failingHandler,
  fetchReport,
  longReport,
  OpenerDemo,
  openByKeyboard,
  overlayClosed,
  overlayOf,
  pendingHandler,
  REPORT_URL,
  reportHandler,
  weeklyReport,
  type OpenerDemoArgs,
} from './fixtures/print';

type DemoProps = Omit<OpenerDemoArgs, 'chosenLabel'> & Partial<ReportPreviewProps>;

/** A report list's 预览 action: the drawer loads the report from the gateway when it opens. */
function ReportDemo({ startOpen, openLabel = '预览', ...props }: DemoProps) {
  return (
    <OpenerDemo startOpen={startOpen} openLabel={openLabel} minHeight={720}>
      {({ isOpen, onOpenChange }) => <ReportPreview isOpen={isOpen} onOpenChange={onOpenChange} loadReport={fetchReport} {...props} />}
    </OpenerDemo>
  );
}

const meta: Meta<typeof ReportDemo> = {
  title: 'Files/ReportPreview',
  component: ReportDemo,
  args: { onOpenReference: fn() },
  parameters: { msw: { handlers: [reportHandler(weeklyReport)] } },
};

export default meta;
type Story = StoryObj<typeof ReportDemo>;

const drawerOf = (canvasElement: HTMLElement, name = '报告预览') => overlayOf(canvasElement, name);

/** Four blocks: base info, 综合市场观点, 数据分析 with text and charts, 其他参考; references open. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await within(drawer).findByText('2026年第10周玉米市场周报');
    await expect(within(drawer).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['基本信息', '综合市场观点', '数据分析', '其他参考']);
    const info = within(drawer).getByRole('region', { name: '基本信息' });
    await expect(within(info).getAllByRole('definition').map((value) => value.textContent)).toEqual(['2026年第10周玉米市场周报', '玉米', '市场研究', '周报', '李娜', '2026-03-06']);
    const analysis = within(drawer).getByRole('region', { name: '数据分析' });
    // An image shows once it has decoded, a moment after the drawer opens.
    await waitFor(() => expect(within(analysis).getByRole('img', { name: '近五周锦州港玉米平仓价柱状图' })).toBeVisible());
    await waitFor(() => expect(within(analysis).getByRole('img', { name: '库存分析（图 1）' })).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: '2026年第9周玉米市场周报' }));
    await expect(args.onOpenReference).toHaveBeenCalledWith(expect.objectContaining({ referenceType: 1, referenceReportId: 8 }));
  },
};

/** A report with nothing written yet: 暂无数据 in each empty block, — for missing base info. */
export const Empty: Story = {
  parameters: { msw: { handlers: [reportHandler({ title: '2026年第11周玉米市场周报（草稿）' })] } },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await within(drawer).findByText('2026年第11周玉米市场周报（草稿）');
    await expect(within(drawer).getAllByText('暂无数据')).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler(REPORT_URL)] } },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(within(drawer).getByRole('progressbar', { name: '加载中' })).toBeVisible();
  },
};

/** The report call failed: 报告加载失败 and 重试. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failingHandler(REPORT_URL, 500, '系统错误')] } },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expectLoadFailed(drawer, '报告加载失败');
  },
};

export const LongChineseText: Story = {
  parameters: { msw: { handlers: [reportHandler(longReport)] } },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const title = await within(drawer).findByText(longReport.title);
    // Long text wraps inside the drawer instead of widening it.
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(drawer.getBoundingClientRect().right);
    await expect(within(drawer).getByText('专题报告')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { openLabel: 'Preview' },
  parameters: { msw: { handlers: [reportHandler(englishReport)] } },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement, 'Report preview');
    await within(drawer).findByText('Corn market weekly, week 10 of 2026');
    await expect(within(drawer).getByRole('region', { name: 'Comprehensive market view' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Exit preview' })).toBeVisible();
  },
};

/** 退出预览 closes the drawer and focus returns to the 预览 button. */
export const ExitPreview: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement, canvas }) => {
    const trigger = await openByKeyboard(canvas, '预览');
    const drawer = await drawerOf(canvasElement);
    await within(drawer).findByText('2026年第10周玉米市场周报');
    await userEvent.click(within(drawer).getByRole('button', { name: '退出预览' }));
    await overlayClosed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The content as blocks (from RichTextEditor): paragraphs and images in order in 综合市场观点. */
export const ContentBlocks: Story = {
  parameters: {
    msw: {
      handlers: [
        reportHandler({
          ...weeklyReport,
          contentBlocks: [
            { type: 'paragraph', text: '本周东北产区玉米价格小幅上涨，深加工企业收购积极。' },
            { type: 'image', url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMQi/0PRwzEcQBLAhchHO334wAAAABJRU5ErkJggg==', alt: '锦州港玉米平仓价走势' },
            { type: 'paragraph', text: '华北地区小麦价格稳中偏强。' },
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await within(drawer).findByText('2026年第10周玉米市场周报');
    const view = within(drawer).getByRole('region', { name: '综合市场观点' });
    await expect(within(view).getByText('华北地区小麦价格稳中偏强。')).toBeVisible();
    await waitFor(() => expect(within(view).getByRole('img', { name: '锦州港玉米平仓价走势' })).toBeVisible());
  },
};

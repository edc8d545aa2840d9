import { DateRangePicker, rangeBounds, recentDays } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The calendar lives in a popover portal, outside the story's canvas. */
const page = () => within(document.body);

const segmentTexts = (root: HTMLElement, end: '开始日期' | '结束日期') =>
  within(root)
    .getAllByRole('spinbutton', { name: new RegExp(end) })
    .map((segment) => segment.textContent);

const meta: Meta<typeof DateRangePicker> = {
  title: 'Controls/DateRangePicker',
  component: DateRangePicker,
  // A fixed "today": stories never depend on the real date.
  args: { label: '下单日期', today: '2024-03-15', onChange: fn() },
  argTypes: {
    granularity: { control: 'inline-radio', options: ['day', 'second'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof DateRangePicker>;

/**
 * Form type daterange: two clicks in the calendar return `[start, end]`; a search sends them as
 * day bounds 00:00:00 and 23:59:59 (`rangeBounds`).
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年3月');
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月4日/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月8日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-03-04', '2024-03-08']);
    await expect(rangeBounds(['2024-03-04', '2024-03-08'])).toEqual(['2024-03-04 00:00:00', '2024-03-08 23:59:59']);
    await expect(segmentTexts(canvasElement, '结束日期')).toEqual(['2024', '03', '08']);
  },
};

/** The default recent window of 7 days (`recentDays(7, today)`), with the calendar open on it. */
export const RecentSevenDays: Story = {
  args: { defaultValue: recentDays(7, '2024-03-15') },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement;
    await expect(segmentTexts(root, '开始日期')).toEqual(['2024', '03', '09']);
    await expect(segmentTexts(root, '结束日期')).toEqual(['2024', '03', '15']);
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /2024年3月9日/ })).toHaveAttribute('data-selection-start');
    await expect(within(dialog).getByRole('button', { name: /2024年3月15日/ })).toHaveAttribute('data-selection-end');
  },
};

/** The keyboard picks a range too: Enter starts it, arrows extend it, Enter ends it. */
export const KeyboardInCalendar: Story = {
  args: { defaultValue: ['2024-02-20', '2024-02-21'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /2024年2月20日/ })).toHaveFocus());
    // Enter anchors the range on 20 February and react-aria moves focus to the next day.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /2024年2月21日/ })).toHaveFocus());
    // Two weeks down, across the leap day, then Enter ends the range.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-02-20', '2024-03-06']);
  },
};

/** Form types datetimerange / dateTimeRange: a range picked in the calendar runs from 00:00:00 to 23:59:59. */
export const WithTime: Story = {
  args: { label: '到货时间', withTime: true },
  decorators: [
    (Story) => (
      <div style={{ width: 560, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月4日/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月5日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2024-03-04 00:00:00', '2024-03-05 23:59:59']);
    await expect(segmentTexts(canvasElement, '结束日期')).toEqual(['2024', '03', '05', '23', '59', '59']);
  },
};

export const Hovered: Story = {
  args: { defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '下单日期' });
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  args: { defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
    await expect(canvas.getByRole('group', { name: '下单日期' })).toHaveAttribute('data-focus-within');
  },
};

/** Clearing empties both ends and returns null. */
export const Clearable: Story = {
  args: { defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /打开日历/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择下单日期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择下单日期')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '下单日期' }).closest('[data-invalid]')).not.toBeNull();
  },
};

/** Days after the fixed today cannot be picked. */
export const MaxToday: Story = {
  args: { maxValue: '2024-03-15', description: '不能选择今天之后的日期' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /2024年3月16日/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '饲料原料集中采购订单的计划到厂日期区间（含节假日）',
    description: '查询时开始日期按当天00:00:00、结束日期按当天23:59:59计算，跨年查询请分段导出。',
    defaultValue: ['2023-12-25', '2024-01-05'],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Order date', defaultValue: ['2024-03-01', '2024-03-31'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('to')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2024');
  },
};

import { DatePicker } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The calendar lives in a popover portal, outside the story's canvas. */
const page = () => within(document.body);

const meta: Meta<typeof DatePicker> = {
  title: 'Controls/DatePicker',
  component: DatePicker,
  // A fixed "today": stories never depend on the real date.
  args: { label: '交货日期', today: '2024-03-15', onChange: fn() },
  argTypes: {
    granularity: { control: 'inline-radio', options: ['day', 'second'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof DatePicker>;

/** Empty: the calendar opens on the fixed today's month; picking a day returns `YYYY-MM-DD`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年3月');
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月20日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-20');
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.textContent);
    await expect(segments).toEqual(['2024', '03', '20']);
  },
};

/** The open calendar with a value: Chinese month heading and weekday names, today outlined. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2024-03-08' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年3月');
    const weekdays = Array.from(dialog.querySelectorAll('thead th')).map((th) => th.textContent);
    await expect(weekdays).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    await expect(within(dialog).getByRole('button', { name: /2024年3月15日/ })).toHaveAttribute('data-current');
    // Focus starts on the selected day.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /2024年3月8日/ })).toHaveFocus());
  },
};

/** Arrow keys move in the calendar and Enter picks; the month turns across its end. */
export const KeyboardInCalendar: Story = {
  args: { defaultValue: '2024-02-28' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /2024年2月28日/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年3月');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-01');
  },
};

/** Typing into the segments (year, month, day) also returns the string. */
export const TypedSegments: Story = {
  play: async ({ canvas, args }) => {
    const [year] = canvas.getAllByRole('spinbutton');
    await userEvent.click(year!);
    await userEvent.keyboard('20240229');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-02-29');
  },
};

/** Form type datetime: hour, minute and second segments; values are `YYYY-MM-DD HH:mm:ss`. */
export const WithTime: Story = {
  args: { label: '到货时间', withTime: true, defaultValue: '2024-03-15 08:30:00' },
  play: async ({ canvas, args }) => {
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.textContent)).toEqual(['2024', '03', '15', '08', '30', '00']);
    await userEvent.click(segments[3]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15 09:30:00');
  },
};

export const Hovered: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '交货日期' });
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
    await expect(canvas.getByRole('group', { name: '交货日期' })).toHaveAttribute('data-focus-within');
  },
};

/** Days outside min and max are disabled; an unavailable day is struck through and cannot be picked. */
export const MinMaxAndUnavailable: Story = {
  args: {
    defaultValue: '2024-03-15',
    minValue: '2024-03-05',
    maxValue: '2024-03-25',
    isDateUnavailable: (date: string) => date === '2024-03-18',
    description: '只能选择3月5日至3月25日，3月18日停收',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /2024年3月4日/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: /2024年3月26日/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: /2024年3月18日/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The clear button empties the field and returns null. */
export const Clearable: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /打开日历/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2024-03-15' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打开日历/ }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '清空' })).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择交货日期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择交货日期')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '交货日期' }).closest('[data-invalid]')).not.toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    label: '东北产区二等黄玉米集中采购合同约定的最晚到厂交货日期',
    description: '到厂日期以地磅房过磅时间为准，逾期到货按合同约定扣减货款，节假日不顺延。',
    defaultValue: '2024-12-31',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Delivery date', defaultValue: '2024-03-08' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2024');
    const weekdays = Array.from(dialog.querySelectorAll('thead th')).map((th) => th.textContent);
    await expect(weekdays).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeVisible();
  },
};

export const EnglishWithTime: Story = {
  globals: { locale: 'en' },
  args: { label: 'Arrival time', withTime: true, defaultValue: '2024-03-15 18:05:00', errorMessage: 'Arrival is after the cut-off' },
};

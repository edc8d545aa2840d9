import { YearMonthPicker } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The grid lives in a popover portal, outside the story's canvas. */
const page = () => within(document.body);
const months = (dialog: HTMLElement) => within(dialog).getAllByRole('gridcell').map((cell) => cell.textContent);

const meta: Meta<typeof YearMonthPicker> = {
  title: 'Controls/YearMonthPicker',
  component: YearMonthPicker,
  // A fixed "today": stories never depend on the real date.
  args: { label: '结算月份', today: '2024-03-15', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof YearMonthPicker>;

/** Empty: 请选择结算月份; the grid shows 1月 … 12月 of today's year and a click returns `YYYY-MM`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '结算月份 请选择结算月份' }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年');
    await expect(months(dialog)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    await expect(within(dialog).getByRole('gridcell', { name: '2024年3月' })).toHaveAttribute('aria-current', 'date');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2024年5月' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05');
    await expect(canvas.getByRole('button', { name: '结算月份 2024-05' })).toBeVisible();
  },
};

/** The open grid with a selected month. */
export const GridOpen: Story = {
  args: { defaultValue: '2024-08' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /结算月份/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('gridcell', { name: '2024年8月' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '2024年8月' })).toHaveFocus());
  },
};

/** Arrows cross into the next year; PageUp goes back a year; Enter selects. */
export const Keyboard: Story = {
  args: { defaultValue: '2024-11' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '2024年11月' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2025年');
    await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '2025年2月' })).toHaveFocus());
    await userEvent.keyboard('{PageUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-02');
  },
};

/** The header buttons page by a year. */
export const Paging: Story = {
  args: { defaultValue: '2024-06' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /结算月份/ }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '上一年' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2023年');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一年' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '下一年' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2025年');
  },
};

/** Months outside min and max are disabled. */
export const MinMax: Story = {
  args: { defaultValue: '2024-03', minValue: '2024-02', maxValue: '2024-09', description: '只能选择2024年2月至9月' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /结算月份/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('gridcell', { name: '2024年1月' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2024年10月' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Hovered: Story = {
  args: { defaultValue: '2024-03' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  args: { defaultValue: '2024-03' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '结算月份 2024-03' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

export const Clearable: Story = {
  args: { defaultValue: '2024-03' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /结算月份/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2024-03' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /结算月份/ }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择结算月份' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /结算月份/ })).toHaveAccessibleDescription('请选择结算月份');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '供应商月度对账单对应的财务结算所属月份',
    description: '结算月份以发票开具月份为准，跨月到货的批次按最后一车过磅日期归属。',
    defaultValue: '2024-12',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Month', defaultValue: '2024-03' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Month 2024-03' }));
    const dialog = await page().findByRole('dialog');
    await expect(months(dialog)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024');
  },
};

import { YearPicker } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** The grid lives in a popover portal, outside the story's canvas. */
const page = () => within(document.body);
const years = (dialog: HTMLElement) => within(dialog).getAllByRole('gridcell').map((cell) => cell.textContent);

const meta: Meta<typeof YearPicker> = {
  title: 'Controls/YearPicker',
  component: YearPicker,
  // A fixed "today": stories never depend on the real date.
  args: { label: '年度', today: '2024-03-15', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof YearPicker>;

/** Empty: 请选择年度; the grid opens on the page of today's year, and a click returns `YYYY`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '年度 请选择年度' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2020 - 2031');
    await expect(within(dialog).getByRole('gridcell', { name: '2024年' })).toHaveAttribute('data-current');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2026年' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026');
    // Focus returns to the trigger once the popover has closed, a frame later.
    await waitFor(() => expect(canvas.getByRole('button', { name: '年度 2026' })).toHaveFocus());
  },
};

/** The open grid with a selected year. */
export const GridOpen: Story = {
  args: { defaultValue: '2023' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年度/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('gridcell', { name: '2023年' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '2023年' })).toHaveFocus());
  },
};

/** Arrows move by a year or a row (turning the page at its edges), Enter selects, Escape closes. */
export const Keyboard: Story = {
  args: { defaultValue: '2031' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('gridcell', { name: '2031年' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2032 - 2043');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2035');
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: '年度 2035' })).toHaveFocus());
  },
};

/** The header buttons page by 12 years. */
export const Paging: Story = {
  args: { defaultValue: '2024' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年度/ }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '前12年' }));
    await expect(years(dialog)[0]).toBe('2008');
    await userEvent.click(within(dialog).getByRole('button', { name: '后12年' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '后12年' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2032 - 2043');
  },
};

/** Years outside min and max are disabled, and so is a page button that leads only there. */
export const MinMax: Story = {
  args: { defaultValue: '2024', minValue: '2021', maxValue: '2027', description: '可选2021年至2027年' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年度/ }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '前12年' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '2028年' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Hovered: Story = {
  args: { defaultValue: '2024' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  args: { defaultValue: '2024' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '年度 2024' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

export const Clearable: Story = {
  args: { defaultValue: '2024' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: '年度 请选择年度' })).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /年度/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2024' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年度/ }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择年度' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /年度/ })).toHaveAccessibleDescription('请选择年度');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '饲料原料年度集中采购框架协议的执行年度',
    description: '执行年度决定协议价格表与返利政策的适用范围，跨年度执行需另行签订补充协议。',
    defaultValue: '2025',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Year', defaultValue: '2024' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Year 2024' }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Previous 12 years' })).toBeVisible();
  },
};

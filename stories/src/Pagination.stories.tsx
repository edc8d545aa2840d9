import { Pagination } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof Pagination> = {
  title: 'Display/Pagination',
  component: Pagination,
  args: { total: 400, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Pagination>;

function current(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[aria-current="page"]');
}

/** 共 400 条, 20 条/页, page 1 of 20; next moves to page 2. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共 400 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await expect(current(canvasElement)).toHaveAccessibleName('第 2 页');
  },
};

/** 1 … 48 49 [50] 51 52 … 500; the ellipsis jumps five pages. */
export const ManyPages: Story = {
  args: { total: 10000, defaultPage: 50 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(current(canvasElement)).toHaveTextContent('50');
    await expect(canvas.getByRole('button', { name: '第 500 页' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '向后 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(55, 20);
  },
};

export const FewPages: Story = {
  args: { total: 45 },
  play: async ({ canvas }) => {
    const pager = canvas.getByRole('list');
    await expect(within(pager).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '2', '3']);
  },
};

export const SinglePage: Story = { args: { total: 8 } };

/** A very large result whose total the server estimated: 约 1000000 条, paged the same way. */
export const EstimatedTotal: Story = {
  args: { total: 1_000_000, totalIsEstimate: true, defaultPage: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('约 1000000 条')).toBeVisible();
    await expect(canvas.queryByText(/^共/)).toBeNull();
    await expect(current(canvasElement)).toHaveAccessibleName('第 3 页');
  },
};

export const WithSelectedCount: Story = {
  args: { selectedCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已选择 3 项');
  },
};

/** Type a page in 跳至 [ ] 页 and press Enter; too large a page is clamped to the last. */
export const JumpToPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: '跳至页码' });
    await userEvent.type(input, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12, 20);
    await expect(current(canvasElement)).toHaveTextContent('12');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '999{Enter}');
    await expect(current(canvasElement)).toHaveTextContent('20');
  },
};

/** Open the size chooser by keyboard and pick 30 条/页: page 4 (rows 61-80) becomes page 3 (rows 61-90). */
export const ChangePageSizeByKeyboard: Story = {
  args: { defaultPage: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /20 条\/页/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '20 条/页' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 30);
    await waitFor(() => expect(canvas.getByRole('button', { name: /30 条\/页/ })).toBeVisible());
    await expect(current(canvasElement)).toHaveTextContent('3');
  },
};

/** The size chooser open, to review the list. */
export const SizeChooserOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /20 条\/页/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '第 3 页' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Keyboard focus on a page button shows the ring; Enter goes there. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page2 = canvas.getByRole('button', { name: '第 2 页' });
    page2.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('data-focus-visible', 'true');
    await expect(current(canvasElement)).toHaveTextContent('2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultPage: 3 },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '跳至页码' })).toBeDisabled();
  },
};

/** While a page loads the bar is disabled, so a second request cannot start. */
export const Loading: Story = { args: { isDisabled: true, total: 1234, defaultPage: 7, selectedCount: 0 } };

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 0 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/** Large numbers in a narrow bar: the parts wrap instead of overflowing. */
export const LongChineseText: Story = {
  args: { total: 1234567, defaultPage: 3086, selectedCount: 1200 },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { selectedCount: 2, defaultPage: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('400 in total')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

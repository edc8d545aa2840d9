import { Button, CascadeDialog, type CascadeDialogProps, type SelectKey } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryHandlers, categoryTree, loadCategoryTree, longCategoryTree } from './fixtures/pickers';

const fieldNames = { label: 'categoryName', value: 'categoryCode' };

/** A page field holding the chosen categories, with the button that opens the dialog. */
function Demo({ value, onConfirm, ...args }: CascadeDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly SelectKey[]>(value ?? []);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button onPress={() => setOpen(true)}>选择品类</Button>
      <output aria-label="已选品类">{chosen.join(',')}</output>
      <CascadeDialog
        {...args}
        isOpen={open}
        onOpenChange={setOpen}
        value={chosen}
        onConfirm={(keys, nodes) => {
          setChosen(keys);
          return onConfirm(keys, nodes);
        }}
      />
    </div>
  );
}

const meta: Meta<typeof CascadeDialog> = {
  title: 'Pickers/CascadeDialog',
  component: CascadeDialog,
  args: { title: '选择品类', loadOptions: loadCategoryTree, fieldNames, onConfirm: fn() },
  parameters: { msw: { handlers: categoryHandlers() } },
  render: (args) => <Demo {...args} />,
};

export default meta;
type Story = StoryObj<typeof CascadeDialog>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name: string | RegExp = '选择品类', firstRow: RegExp | null = /原料/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '选择品类' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull());
  if (firstRow) await within(dialog).findByRole('row', { name: firstRow });
  return dialog;
}

const row = (dialog: HTMLElement, name: string) => within(dialog).getByRole('row', { name });
const chosenNames = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: /已选项/ })).getAllByRole('listitem').map((item) => item.firstElementChild?.firstElementChild?.textContent);

/** 800 px: the tree on the left, the chosen items on the right; a branch tick chooses its leaves. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAttribute('data-width', 'medium');
    await expect((dialog.parentElement as HTMLElement).style.getPropertyValue('--srm-dialog-width')).toBe('800px');
    await expect(within(dialog).getByRole('treegrid', { name: '可选项' })).toBeVisible();
    await expect(within(dialog).getByText('暂未选择')).toBeVisible();
    await userEvent.click(within(row(dialog, '原料')).getByRole('button', { name: /扩展|展开|Expand/ }));
    await userEvent.click(within(row(dialog, '饼粕')).getByRole('checkbox'));
    await expect(chosenNames(dialog)).toEqual(['豆粕', '菜粕']);
    await expect(within(row(dialog, '原料')).getByRole('checkbox')).toBePartiallyChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(['100201', '100202'], [expect.objectContaining({ label: '豆粕' }), expect.objectContaining({ label: '菜粕' })]));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('status', { name: '已选品类' })).toHaveTextContent('100201,100202');
  },
};

/** Opened with a value: the chosen items listed with their paths, each with a 删除 link. */
export const Filled: Story = {
  args: { value: ['100101', '100201', '30'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(chosenNames(dialog)).toEqual(['玉米', '豆粕', '预混料']);
    await expect(within(dialog).getByText('原料 / 谷物 / 玉米')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '删除玉米' })).toHaveTextContent('删除');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除豆粕' }));
    await expect(chosenNames(dialog)).toEqual(['玉米', '预混料']);
    // Focus goes to the next 删除 link.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除预混料' })).toHaveFocus());
  },
};

/** The filter keeps the matches and the branches leading to them, opened; nothing found says 无匹配数据. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const filter = within(dialog).getByRole('searchbox', { name: '筛选' });
    await userEvent.type(filter, '粕');
    await waitFor(() => expect(row(dialog, '豆粕')).toBeVisible());
    await expect(row(dialog, '菜粕')).toBeVisible();
    await expect(within(dialog).queryByRole('row', { name: '玉米' })).toBeNull();
    await expect(within(dialog).queryByRole('row', { name: '包装物' })).toBeNull();
    await userEvent.clear(filter);
    await userEvent.type(filter, '鱼粉');
    await waitFor(() => expect(within(dialog).getByText('无匹配数据')).toBeVisible());
  },
};

/** By keyboard alone: arrows move and open branches, Space ticks, Tab reaches the 删除 links and 确定. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '选择品类' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择品类' });
    await within(dialog).findByRole('row', { name: '原料' });
    const tree = within(dialog).getByRole('treegrid', { name: '可选项' });
    while (!tree.contains(document.activeElement)) await userEvent.tab();
    await waitFor(() => expect(row(dialog, '原料')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row(dialog, '原料')).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row(dialog, '谷物')).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(chosenNames(dialog)).toEqual(['玉米', '小麦', '高粱']));
    const remove = within(dialog).getByRole('button', { name: '删除小麦' });
    while (document.activeElement !== remove) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chosenNames(dialog)).toEqual(['玉米', '高粱']));
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    while (document.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(['100101', '100103'], expect.any(Array)));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Any node may be chosen on its own (selectable="any"), branches included. */
export const AnyNode: Story = {
  args: { selectable: 'any', options: categoryTree, loadOptions: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(row(dialog, '原料')).getByRole('checkbox'));
    await expect(chosenNames(dialog)).toEqual(['原料']);
  },
};

/** An empty tree: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: categoryHandlers({ empty: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '选择品类', null);
    await waitFor(() => expect(within(dialog).getByText('暂无数据')).toBeVisible());
  },
};

/** While the tree loads: 加载中, and 确定 waits. */
export const Loading: Story = {
  parameters: { msw: { handlers: categoryHandlers({ wait: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '选择品类', null);
    await expect(dialog).toHaveAttribute('data-loading', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('加载中');
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** The tree fails to load: the server's message. */
export const ServerError: Story = {
  parameters: { msw: { handlers: categoryHandlers({ fail: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '选择品类', null);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('品类树加载失败');
  },
};

export const LongChineseText: Story = {
  args: { title: '选择进口转基因大豆及其压榨副产品的适用品类（用于年度集中采购框架合同）', value: ['9001'] },
  parameters: { msw: { handlers: categoryHandlers({}, longCategoryTree) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, /选择进口转基因大豆/, /进口转基因大豆及其压榨副产品/);
    await expect(chosenNames(dialog)).toEqual(['巴西进口转基因大豆（蛋白含量不低于百分之三十四）']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: undefined, value: ['100102'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Choose');
    await expect(within(dialog).getByRole('searchbox', { name: 'Filter' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete 小麦' })).toHaveTextContent('Delete');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

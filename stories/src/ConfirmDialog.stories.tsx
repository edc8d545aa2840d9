import { Button, ConfirmDialog, ConfirmProvider, DialogTrigger, ToastProvider, useConfirm, type ConfirmDialogProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A long message duration keeps the 已取消删除 toast on screen for the visual baseline. */
// No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close the toast.
const STORY_TOAST_DURATION = Infinity;

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { variant: 'delete', message: '删除后数据不可恢复，是否继续？', onConfirm: fn(), onCancel: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'delete', 'quickDelete'] },
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <ConfirmProvider>
          <Story />
        </ConfirmProvider>
      </ToastProvider>
    ),
  ],
  render: (args: ConfirmDialogProps) => (
    <DialogTrigger>
      <Button variant="danger">删除</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('alertdialog');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

/** Spec §5: the delete confirmation is titled 确认删除?; 取消 has focus first. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('确认删除?');
    await expect(dialog).toHaveAccessibleDescription('删除后数据不可恢复，是否继续？');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveAttribute('data-variant', 'danger');
  },
};

/** 确定 runs onConfirm and closes; focus returns to the trigger. */
export const ConfirmRuns: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '删除' })).toHaveFocus());
  },
};

/** Tab stays between 取消 and 确定; Escape cancels. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openByKeyboard(canvasElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Spec §2.5, quick start: titled 确定删除？. */
export const QuickDelete: Story = {
  args: { variant: 'quickDelete', message: '确定从快捷入口中删除“合同管理”吗？' },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('确定删除？');
  },
};

/** Spec §2.5: cancelling the quick-start delete shows the message 已取消删除. */
export const QuickDeleteCancelled: Story = {
  args: { variant: 'quickDelete', message: '确定从快捷入口中删除“合同管理”吗？' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    const notifications = body(canvasElement).getByRole('region', { name: '消息通知' });
    await expect(within(notifications).getByRole('status')).toHaveTextContent('已取消删除');
  },
};

export const DefaultVariant: Story = {
  args: { variant: 'default', message: '提交后将进入审批流程，审批期间不可修改，是否提交？' },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('提示');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus());
  },
};

export const LongChineseText: Story = {
  args: {
    title: '确认删除河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同及其全部执行合同?',
    message:
      '删除后，该框架合同下的十二份执行合同、四十三条到厂记录、结算单草稿以及全部附件将一并删除且不可恢复；已推送印章系统的电子签章流程将被撤回。请确认已导出需要留档的资料。',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName(/框架合同及其全部执行合同/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { message: 'The record cannot be restored. Continue?' },
  render: (args: ConfirmDialogProps) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirm deletion?');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

function ImperativeDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('尚未选择');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        variant="danger"
        onPress={async () => {
          const ok = await confirm({ variant: 'quickDelete', message: '确定从快捷入口中删除“需求申请”吗？' });
          setAnswer(ok ? '已删除' : '已保留');
        }}
      >
        删除快捷入口
      </Button>
      <output aria-live="polite">{answer}</output>
    </div>
  );
}

/** `await confirm({...})` from an event handler: true on 确定, false on 取消 (with 已取消删除). */
export const UseConfirm: Story = {
  render: () => <ImperativeDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除快捷入口' }));
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: '确定删除？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已删除'));
    await userEvent.click(canvas.getByRole('button', { name: '删除快捷入口' }));
    dialog = await body(canvasElement).findByRole('alertdialog', { name: '确定删除？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已保留'));
    const notifications = body(canvasElement).getByRole('region', { name: '消息通知' });
    await expect(within(notifications).getByRole('status')).toHaveTextContent('已取消删除');
    // Open it once more so the baseline shows the dialog.
    await userEvent.click(canvas.getByRole('button', { name: '删除快捷入口' }));
    await body(canvasElement).findByRole('alertdialog', { name: '确定删除？' });
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  },
};

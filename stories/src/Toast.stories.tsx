import { Button, ToastProvider, useToast, type SuccessMessage, type ToastProviderProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Stories keep messages on screen (the default is 5 s) so the visual baseline is stable. */
// No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close the toasts.
const STORY_DURATION = Infinity;

function AllKinds() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.successFor('deleted')}>成功</Button>
      <Button onPress={() => toast.info('已取消删除')}>提示</Button>
      <Button onPress={() => toast.warning('请至少选择一条数据')}>警告</Button>
      <Button onPress={() => toast.error('网络异常请重试')}>错误</Button>
    </div>
  );
}

const meta: Meta<typeof ToastProvider> = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  args: { duration: STORY_DURATION },
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <AllKinds />
    </ToastProvider>
  ),
};

export default meta;
type Story = StoryObj<typeof ToastProvider>;

const region = (canvasElement: HTMLElement, name = '消息通知') =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name });

async function press(canvasElement: HTMLElement, ...names: string[]) {
  for (const name of names) await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Success and info are announced politely (role status), warning and error as alerts; stacked top-centre. */
export const AllFourKinds: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, '成功', '提示', '警告', '错误');
    const stack = region(canvasElement);
    await expect(within(stack).getAllByRole('status').map((el) => el.textContent)).toEqual(['删除成功', '已取消删除']);
    await expect(within(stack).getAllByRole('alert').map((el) => el.textContent)).toEqual(['请至少选择一条数据', '网络异常请重试']);
    const rect = stack.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

function SpecSuccessMessages() {
  const toast = useToast();
  const kinds: SuccessMessage[] = ['deleted', 'operated', 'added', 'updated', 'copied'];
  return <Button onPress={() => kinds.forEach((kind) => toast.successFor(kind))}>全部成功提示</Button>;
}

/** Spec §8: 删除成功, 操作成功, 新增成功, 修改成功, 复制成功. */
export const SuccessMessages: Story = {
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <SpecSuccessMessages />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, '全部成功提示');
    const texts = within(region(canvasElement)).getAllByRole('status').map((el) => el.textContent);
    await expect(texts).toEqual(['删除成功', '操作成功', '新增成功', '修改成功', '复制成功']);
  },
};

/** The same message twice at once shows once. */
export const Dedupe: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, '错误', '错误', '错误');
    await expect(within(region(canvasElement)).getAllByRole('alert')).toHaveLength(1);
  },
};

/** Each message has a 关闭 button; keyboard focus moves to the next message's. */
export const Closable: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, '成功', '错误');
    const stack = region(canvasElement);
    const [first] = within(stack).getAllByRole('button', { name: '关闭' });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(stack).queryByText('删除成功')).toBeNull());
    const remaining = within(stack).getByRole('button', { name: '关闭' });
    await waitFor(() => expect(remaining).toHaveFocus());
    await expect(within(stack).getByRole('alert')).toHaveTextContent('网络异常请重试');
  },
};

/** The default duration is 5 s; here 300 ms shows a message going away by itself. */
export const ClosesByItself: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await press(canvasElement, '成功');
    const stack = region(canvasElement);
    await expect(within(stack).getByRole('status')).toHaveTextContent('删除成功');
    await waitFor(() => expect(within(stack).queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

function LongMessage() {
  const toast = useToast();
  return (
    <Button
      onPress={() =>
        toast.error('合同HT-101001-20261121-0001保存失败：该合同已被审批人退回，且关联的三份执行合同仍处于结算中，请先处理结算单后再修改合同金额与质量扣款条款。')
      }
    >
      保存合同
    </Button>
  );
}

export const LongChineseText: Story = {
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <LongMessage />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, '保存合同');
    await expect(within(region(canvasElement)).getByRole('alert')).toHaveTextContent(/请先处理结算单/);
  },
};

function EnglishDemo() {
  const toast = useToast();
  return (
    <Button
      onPress={() => {
        toast.successFor('added');
        toast.warning('Select at least one row');
      }}
    >
      Save
    </Button>
  );
}

export const English: Story = {
  globals: { locale: 'en' },
  render: (args: ToastProviderProps) => (
    <ToastProvider {...args}>
      <EnglishDemo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Save');
    const stack = region(canvasElement, 'Notifications');
    await expect(within(stack).getByRole('status')).toHaveTextContent('Added');
    await expect(within(stack).getByRole('alert')).toHaveTextContent('Select at least one row');
    await expect(within(stack).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};

import { Button, Dialog, DialogTrigger, TextField, type DialogProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const users = [
  { code: 'E10001', name: '张伟', company: '河北饲料有限公司', post: '采购经理' },
  { code: 'E10002', name: '王芳', company: '山东粮油贸易有限公司', post: '采购专员' },
  { code: 'E10003', name: '李娜', company: '河南农牧发展集团', post: '结算会计' },
];

function Footer({ close, confirm = '确定', cancel = '取消' }: { close: () => void; confirm?: string; cancel?: string }) {
  return (
    <>
      <Button onPress={close}>{cancel}</Button>
      <Button variant="primary" onPress={close}>
        {confirm}
      </Button>
    </>
  );
}

function AddressForm() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextField label="名称" />
      <TextField label="详细地址" />
    </div>
  );
}

const meta: Meta<typeof Dialog> = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: '新增地址' },
  argTypes: {
    width: { control: 'inline-radio', options: ['xsmall', 'small', 'medium', 'large'] },
  },
  render: ({ children, ...args }) => (
    <DialogTrigger>
      <Button variant="primary">打开</Button>
      <Dialog {...args} footer={({ close }) => <Footer close={close} />}>
        {children ?? <AddressForm />}
      </Dialog>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof Dialog>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the entry animation to end, so what is asserted (and screenshotted) is the settled dialog. */
async function settled(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

async function open(canvasElement: HTMLElement, name = '打开') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return settled(await body(canvasElement).findByRole('dialog'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('新增地址');
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '名称' })).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Tab and Shift+Tab go round the dialog's controls and never leave it. */
export const KeyboardTabStaysInside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Escape closes the dialog and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '打开' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The 关闭 button closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The cascade-selection dialog of spec §2.7: 800 px. */
export const CascadeWidth800: Story = {
  args: {
    title: '选择品类',
    width: 'medium',
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <ul aria-label="品类树" style={{ margin: 0 }}>
          <li>饲料原料</li>
          <li>玉米</li>
          <li>豆粕</li>
        </ul>
        <ul aria-label="已选品类" style={{ margin: 0 }}>
          <li>玉米</li>
        </ul>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-width', 'medium');
    const box = dialog.parentElement as HTMLElement;
    await expect(box.style.getPropertyValue('--srm-dialog-width')).toBe('800px');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(Math.min(800, window.innerWidth));
  },
};

/** The user picker dialog of spec §2.6: 1050 px (never wider than the viewport). */
export const UserPickerWidth1050: Story = {
  args: {
    title: '选择用户',
    width: 'large',
    children: (
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col">员工编码</th>
            <th scope="col">员工姓名</th>
            <th scope="col">公司</th>
            <th scope="col">岗位</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.code}>
              <td>{u.code}</td>
              <td>{u.name}</td>
              <td>{u.company}</td>
              <td>{u.post}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-width', 'large');
    await expect((dialog.parentElement as HTMLElement).style.getPropertyValue('--srm-dialog-width')).toBe('1050px');
    await expect(within(dialog).getByRole('columnheader', { name: '员工姓名' })).toBeVisible();
  },
};

/** While loading, the body shows 加载中 and is aria-busy. */
export const Loading: Story = {
  args: { title: '用户详情', isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAttribute('data-loading', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('加载中');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    title: '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同补充协议审批意见',
    children: (
      <p style={{ margin: 0 }}>
        经采购管理委员会审议，本补充协议对原框架合同中的质量扣款条款、运费结算方式以及到厂验收标准进行了调整：水分超过百分之十四的部分按每百分之零点五扣款百分之零点七五，霉变粒超过百分之二的部分拒收；运费按实际到厂吨位结算，并以过磅单为准。请在确认无误后提交印章系统进行电子签章。
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(/补充协议审批意见/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Add address' },
  render: (args: DialogProps) => (
    <DialogTrigger>
      <Button variant="primary">Open</Button>
      <Dialog {...args} footer={({ close }) => <Footer close={close} confirm="OK" cancel="Cancel" />}>
        <div style={{ display: 'grid', gap: 12 }}>
          <TextField label="Name" />
          <TextField label="Street address" />
        </div>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open');
    await expect(dialog).toHaveAccessibleName('Add address');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

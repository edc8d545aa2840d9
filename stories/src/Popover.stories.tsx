import { Button, DialogTrigger, Popover, type PopoverProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const shortcuts = ['合同管理', '需求申请', '提货管理', '结算单'];

const meta: Meta<typeof Popover> = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { title: '常用功能' },
  argTypes: {
    placement: { control: 'select', options: ['bottom', 'top', 'left', 'right', 'bottom start', 'bottom end'] },
  },
  render: ({ children, ...args }: PopoverProps) => (
    <div style={{ padding: '220px 120px' }}>
      <DialogTrigger>
        <Button>常用功能</Button>
        <Popover {...args}>
          {children ?? (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {shortcuts.map((s) => (
                <li key={s}>
                  <a href={`#${s}`}>{s}</a>
                </li>
              ))}
            </ul>
          )}
        </Popover>
      </DialogTrigger>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Popover>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const dialog = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('常用功能');
    await expect(within(dialog).getByRole('link', { name: '合同管理' })).toBeVisible();
    const popover = dialog.closest('[data-placement]') as HTMLElement;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    await expect(popover.querySelector('.srm-overlay-arrow')).not.toBeNull();
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  },
};

/** Escape closes it and returns focus to the trigger. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '常用功能' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false, title: undefined, 'aria-label': '批量上传', children: '已上传 3 个文件' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('批量上传');
    await expect((dialog.closest('[data-placement]') as HTMLElement).querySelector('.srm-overlay-arrow')).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    title: '河北饲料有限公司玉米原料年度集中采购框架合同说明',
    style: { width: 320 },
    children: '本合同为年度框架合同，执行合同须在框架额度内签订；质量扣款、运费结算和到厂验收以补充协议为准，超出额度需重新审批。',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent(/补充协议为准/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Shortcuts', children: 'Contracts, requests, pick-ups and settlements.' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Shortcuts');
  },
};

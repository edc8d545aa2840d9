import { TextField } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta: Meta<typeof TextField> = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: '合同名称', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '合同名称' });
    await expect(input).toHaveAttribute('placeholder', '请输入合同名称');
    await userEvent.type(input, '玉米采购合同');
    await expect(args.onChange).toHaveBeenLastCalledWith('玉米采购合同');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '合同名称' })).toHaveFocus());
  },
};

export const WithCounter: Story = {
  args: { label: '备注', showCount: true, defaultValue: '豆粕到厂价' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5/200')).toBeVisible();
  },
};

export const Required: Story = { args: { label: '供应商名称', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026年玉米年度框架合同' } };

export const ReadOnly: Story = {
  args: { label: '合同编号', isReadOnly: true, defaultValue: 'HT-101001-20261121-0001' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '合同编号' });
    await userEvent.type(input, 'X');
    await expect(input).toHaveValue('HT-101001-20261121-0001');
  },
};

export const InvalidWithMessage: Story = {
  args: { label: '用户名', isInvalid: true, errorMessage: '请输入用户名' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入用户名');
  },
};

export const Password: Story = {
  args: { label: '密码', type: 'password', revealable: true, defaultValue: 'Admin@123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购框架合同名称',
    description: '名称将显示在合同打印模板的抬头，请与盖章版本保持一致，最多200个字符。',
    defaultValue: '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同（含运费与质量扣款条款）',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Contract name', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Contract name' })).toHaveAttribute('placeholder', 'Enter Contract name');
  },
};

export const EnglishInvalid: Story = {
  globals: { locale: 'en' },
  args: { label: 'User name', isInvalid: true, errorMessage: 'Please enter the user name' },
};

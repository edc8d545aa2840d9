import { Checkbox, CheckboxGroup, applyCheckAll, checkAllState } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const grains = [
  { label: '玉米', value: 'corn' },
  { label: '豆粕', value: 'soymeal' },
  { label: '小麦', value: 'wheat' },
  { label: '高粱', value: 'sorghum', isDisabled: true },
];

const meta: Meta<typeof Checkbox> = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { children: '我已阅读并同意《采购协议》', onChange: fn() },
};

export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意《采购协议》' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const label = canvas.getByText('我已阅读并同意《采购协议》').closest('label') as HTMLElement;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Tab shows the focus ring; Space toggles. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Indeterminate: Story = {
  args: { children: '全选', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { errorMessage: '请先阅读并同意采购协议' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请先阅读并同意采购协议');
  },
};

export const Group: Story = {
  render: () => <CheckboxGroup label="采购品类" options={grains} defaultValue={['corn']} description="可多选" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '采购品类' });
    await expect(group).toHaveAttribute('data-orientation', 'horizontal');
    await userEvent.click(canvas.getByRole('checkbox', { name: '豆粕' }));
    await expect(canvas.getByRole('checkbox', { name: '玉米' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '豆粕' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '高粱' })).toBeDisabled();
  },
};

export const GroupVertical: Story = {
  render: () => (
    <CheckboxGroup label="通知方式" orientation="vertical" defaultValue={['sms']}>
      <Checkbox value="sms">短信</Checkbox>
      <Checkbox value="mail">邮件</Checkbox>
      <Checkbox value="oa" description="推送到集团 OA 待办">
        OA 待办
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '通知方式' })).toHaveAttribute('data-orientation', 'vertical');
  },
};

export const GroupInvalid: Story = {
  render: () => <CheckboxGroup label="采购品类" options={grains} isRequired isInvalid errorMessage="请选择采购品类" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '采购品类' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择采购品类');
  },
};

export const GroupDisabledAndReadOnly: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CheckboxGroup label="禁用的品类" options={grains} isDisabled defaultValue={['wheat']} />
      <CheckboxGroup label="只读的品类" options={grains} isReadOnly defaultValue={['wheat']} />
    </div>
  ),
  play: async ({ canvas }) => {
    const readOnlyCorn = canvas.getAllByRole('checkbox', { name: '玉米' })[1] as HTMLElement;
    await userEvent.click(readOnlyCorn);
    await expect(readOnlyCorn).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { name: '玉米' })[0]).toBeDisabled();
  },
};

/** A select-all checkbox: indeterminate while some options are ticked (checkAllState, applyCheckAll). */
function CheckAllDemo() {
  const options = grains.slice(0, 3);
  const [value, setValue] = useState<string[]>(['corn']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...checkAllState(value, options)} onChange={(select) => setValue(applyCheckAll(value, options, select))}>
        全选
      </Checkbox>
      <CheckboxGroup aria-label="采购品类" options={options} value={value} onChange={setValue} />
    </div>
  );
}

export const CheckAll: Story = {
  render: () => <CheckAllDemo />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '小麦' })).toBeChecked();
  },
};

export const LongChineseText: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <CheckboxGroup
        label="供应商准入时需要提交的资质文件（可多选，至少选择一项）"
        options={[
          { label: '营业执照副本（加盖公章）', value: 'license' },
          { label: '饲料原料生产许可证或经营备案凭证', value: 'permit' },
          { label: '近三年第三方质量检测报告及整改记录', value: 'report' },
        ]}
        description="所有文件需在有效期内，过期文件将导致准入审批被驳回。"
      />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <CheckboxGroup
      label="Categories"
      options={[
        { label: 'Corn', value: 'corn' },
        { label: 'Soybean meal', value: 'soymeal' },
      ]}
      errorMessage="Select at least one category"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Select at least one category');
  },
};

import { Button, LoadingOverlay, TextField } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

function ContractList() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16, width: 420 }}>
      <TextField label="合同名称" defaultValue="玉米采购合同" />
      <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
        <li>HT-101001-20261121-0001 河北饲料 二等黄玉米</li>
        <li>HT-101001-20261121-0002 山东饲料 豆粕</li>
        <li>HT-101001-20261121-0003 辽宁饲料 小麦麸</li>
      </ul>
    </div>
  );
}

const meta: Meta<typeof LoadingOverlay> = {
  title: 'Display/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, children: <ContractList /> },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof LoadingOverlay>;

/** Loading: the region is busy and covered; its content stays mounted. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: '合同名称' })).toHaveValue('玉米采购合同');
  },
};

export const NotLoading: Story = {
  args: { isLoading: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="false"]')).not.toBeNull();
  },
};

export const WithTip: Story = {
  args: { tip: '正在导出' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在导出' })).toBeVisible();
  },
};

/** Start and finish loading by keyboard: what was typed survives the load. */
export const ToggleKeepsContent: Story = {
  render: () => {
    function Demo() {
      const [loading, setLoading] = useState(false);
      return (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
          <Button onPress={() => setLoading((on) => !on)}>{loading ? '完成加载' : '开始加载'}</Button>
          <LoadingOverlay isLoading={loading}>
            <ContractList />
          </LoadingOverlay>
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '合同名称' });
    await userEvent.clear(input);
    await userEvent.type(input, '豆粕合同');
    await userEvent.click(canvas.getByRole('button', { name: '开始加载' }));
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '合同名称' })).toHaveValue('豆粕合同');
  },
};

export const LongChineseText: Story = {
  args: { tip: '正在汇总本月全部采购结算单与发票数据，请勿关闭页面' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { spinnerSize: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

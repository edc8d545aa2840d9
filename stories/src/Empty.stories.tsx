import { Button, Empty } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const onAdd = fn();

const meta: Meta<typeof Empty> = {
  title: 'Display/Empty',
  component: Empty,
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Empty>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    description: '暂无合同，请先新增',
    children: (
      <Button variant="primary" onPress={onAdd}>
        新增合同
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增合同' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** Keyboard focus reaches the action. */
export const KeyboardFocus: Story = {
  args: { children: <Button>刷新</Button> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '刷新' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const DisabledAction: Story = {
  args: { children: <Button isDisabled>新增</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增' })).toBeDisabled();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const WithoutImage: Story = { args: { image: null, description: '无匹配数据' } };

export const LongChineseText: Story = {
  args: {
    description: '当前筛选条件下没有找到符合要求的供应商准入申请记录，请调整组织、品类或日期范围后重新查询。',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

import { StatusTag, type StatusItem } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Contract statuses as the dictionary returns them (colours as listClass or colour names). */
const contractStatus: StatusItem[] = [
  { dictItemCode: '0', dictItemName: '草稿', listClass: 'info' },
  { dictItemCode: '1', dictItemName: '审批中', listClass: 'primary' },
  { dictItemCode: '2', dictItemName: '已审批', listClass: 'success' },
  { dictItemCode: '3', dictItemName: '已驳回', listClass: 'danger' },
  { dictItemCode: '4', dictItemName: '待签署', listClass: 'warning' },
  { dictItemCode: '5', dictItemName: '已签署', color: 'green' },
  { dictItemCode: '6', dictItemName: '已归档', color: 'gray' },
  { dictItemCode: '7', dictItemName: '已作废', listClass: 'default' },
];

const meta: Meta<typeof StatusTag> = {
  title: 'Display/StatusTag',
  component: StatusTag,
  args: { items: contractStatus, value: '2' },
};

export default meta;
type Story = StoryObj<typeof StatusTag>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('已审批').parentElement;
    await expect(tag).toHaveAttribute('data-variant', 'success');
    await expect(tag).toHaveAttribute('data-known', 'true');
  },
};

/** Every contract status, each in its dictionary colour. */
export const ContractStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {contractStatus.map((item) => (
        <StatusTag key={item.dictItemCode} {...args} value={item.dictItemCode} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [name, variant] of [
      ['草稿', 'info'],
      ['审批中', 'primary'],
      ['已审批', 'success'],
      ['已驳回', 'danger'],
      ['待签署', 'warning'],
      ['已签署', 'success'],
      ['已归档', 'info'],
      ['已作废', 'default'],
    ]) {
      await expect(canvas.getByText(name!).parentElement).toHaveAttribute('data-variant', variant);
    }
  },
};

/** A value missing from the dictionary shows as itself in the default colour. */
export const UnknownValue: Story = {
  args: { value: '99' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('99').parentElement;
    await expect(tag).toHaveAttribute('data-variant', 'default');
    await expect(tag).toHaveAttribute('data-known', 'false');
  },
};

/** While the dictionary is still loading, the raw value shows. */
export const DictionaryLoading: Story = {
  args: { items: undefined, value: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1')).toBeVisible();
  },
};

export const EmptyValue: Story = {
  args: { value: null, emptyContent: '-' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('-');
  },
};

export const Small: Story = { args: { value: '3', size: 'small' } };

export const LongChineseText: Story = {
  args: {
    items: [{ dictItemCode: 'S1', dictItemName: '已提交印章系统等待法务与财务双重电子签章确认', listClass: 'warning' }],
    value: 'S1',
    maxWidth: 180,
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('已提交印章系统等待法务与财务双重电子签章确认');
    await expect(text.parentElement).toHaveAttribute('title', '已提交印章系统等待法务与财务双重电子签章确认');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { dictItemCode: '1', dictItemName: 'In approval', listClass: 'primary' },
      { dictItemCode: '3', dictItemName: 'Rejected', listClass: 'danger' },
    ],
    value: '3',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected').parentElement).toHaveAttribute('data-variant', 'danger');
  },
};

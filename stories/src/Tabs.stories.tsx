import { Tab, TabList, TabPanel, Tabs } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';

/**
 * react-aria fills a tab list in after its first render; wait until the given tab is shown selected
 * before asserting on it or tabbing into the list.
 */
function selectedTab(canvas: ReturnType<typeof within>, name: string) {
  return waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

const meta: Meta<typeof Tabs> = {
  title: 'Display/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="待办">
        <Tab id="todo" count={3}>
          待办列表
        </Tab>
        <Tab id="done" count={12}>
          已办列表
        </Tab>
        <Tab id="cc">抄送我的</Tab>
      </TabList>
      <TabPanel id="todo">2026年玉米年度框架合同审批、豆粕到厂价调整、供应商准入复核</TabPanel>
      <TabPanel id="done">本周已处理 12 条审批</TabPanel>
      <TabPanel id="cc">暂无抄送</TabPanel>
    </Tabs>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Tabs>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await selectedTab(canvas, '待办列表 3');
    await userEvent.click(await canvas.findByRole('tab', { name: '已办列表 12' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('done');
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('本周已处理 12 条审批');
  },
};

/** Tab enters the list; arrows move and select; focus ring on keyboard focus only. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await selectedTab(canvas, '待办列表 3');
    await userEvent.tab();
    const first = await canvas.findByRole('tab', { name: '待办列表 3' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await selectedTab(canvas, '已办列表 12');
    await userEvent.keyboard('{End}');
    await waitFor(async () => expect(await canvas.findByRole('tab', { name: '抄送我的' })).toHaveFocus());
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: '抄送我的' });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered', 'true');
  },
};

/** A disabled tab cannot be chosen and is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['done'] },
  play: async ({ canvas }) => {
    const done = await canvas.findByRole('tab', { name: '已办列表 12' });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await selectedTab(canvas, '待办列表 3');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await canvas.findByRole('tab', { name: '抄送我的' })).toHaveFocus());
  },
};

export const AllDisabled: Story = { args: { isDisabled: true } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const LongChineseText: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="合同信息">
        <Tab id="base">合同基本信息与签约主体</Tab>
        <Tab id="items" count={128}>
          采购物料明细及价格条款
        </Tab>
        <Tab id="files">附件与电子签章记录</Tab>
      </TabList>
      <TabPanel id="base">甲方：河北饲料有限公司；乙方：东北粮食贸易有限公司</TabPanel>
      <TabPanel id="items">二等黄玉米 10000 吨</TabPanel>
      <TabPanel id="files">合同扫描件.pdf</TabPanel>
    </Tabs>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Tasks">
        <Tab id="todo" count={3}>
          To do
        </Tab>
        <Tab id="done">Done</Tab>
      </TabList>
      <TabPanel id="todo">Three approvals are waiting.</TabPanel>
      <TabPanel id="done">Nothing here yet.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await selectedTab(canvas, 'To do 3');
  },
};

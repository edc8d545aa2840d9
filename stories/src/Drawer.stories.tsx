import { Button, DialogTrigger, Drawer, type DrawerProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const columns = ['合同编号', '合同名称', '供应商', '品类', '签订日期', '合同金额', '状态'];

function ColumnSettings() {
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      <legend>显示的列</legend>
      {columns.map((column) => (
        <label key={column} style={{ display: 'flex', gap: 8 }}>
          <input type="checkbox" defaultChecked />
          {column}
        </label>
      ))}
    </fieldset>
  );
}

const meta: Meta<typeof Drawer> = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: '列设置' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['right', 'left'] },
    width: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  render: ({ children, ...args }: DrawerProps) => (
    <DialogTrigger>
      <Button>打开</Button>
      <Drawer
        {...args}
        footer={({ close }) => (
          <>
            <Button onPress={close}>重置</Button>
            <Button variant="primary" onPress={close}>
              确定
            </Button>
          </>
        )}
      >
        {children ?? <ColumnSettings />}
      </Drawer>
    </DialogTrigger>
  ),
};

export default meta;
type Story = StoryObj<typeof Drawer>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, name = '打开') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const drawer = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return drawer;
}

/** A side sheet on the right, full height. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(drawer).toHaveAccessibleName('列设置');
    await expect(drawer).toHaveAttribute('data-placement', 'right');
    const rect = drawer.getBoundingClientRect();
    await expect(Math.round(rect.right)).toBe(window.innerWidth);
    await expect(Math.round(rect.height)).toBe(window.innerHeight);
  },
};

export const Left: Story = {
  args: { placement: 'left', title: '导航' },
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(drawer).toHaveAttribute('data-placement', 'left');
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
  },
};

/** Tab stays inside; Escape closes and focus returns to the trigger. */
export const KeyboardEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '打开' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog');
    for (let i = 0; i < columns.length + 4; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The report preview drawer: 800 px wide. */
export const LargeReportPreview: Story = {
  args: {
    title: '报告预览',
    width: 'large',
    children: (
      <article>
        <h3 style={{ marginTop: 0 }}>综合市场观点</h3>
        <p>本周东北产区玉米价格小幅上涨，港口库存继续下降，饲料企业补库意愿增强。</p>
      </article>
    ),
  },
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(drawer).toHaveAttribute('data-width', 'large');
    await expect((drawer.parentElement as HTMLElement).style.getPropertyValue('--srm-drawer-width')).toBe('800px');
  },
};

export const Loading: Story = {
  args: { title: '报告预览', isLoading: true },
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(within(drawer).getByRole('status')).toHaveTextContent('加载中');
  },
};

export const LongChineseText: Story = {
  args: {
    title: '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同执行情况说明',
    children: (
      <p style={{ margin: 0 }}>
        截至本月底，框架合同项下已签订执行合同十二份，累计到厂数量四万三千六百吨，其中水分超标扣款批次三批、霉变粒超标拒收批次一批；运费按实际到厂吨位结算，剩余额度将在下一季度根据港口库存和价格走势分批释放。
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(drawer).toHaveAccessibleName(/执行情况说明/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Column settings' },
  play: async ({ canvasElement }) => {
    const drawer = await open(canvasElement);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

import { Badge, Button } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M9 2a5 5 0 0 0-5 5v3.5L2.5 13h13L14 10.5V7a5 5 0 0 0-5-5zM7 14.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M9 2v9M5 7.5L9 11.5l4-4M3 14.5h12" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function TodoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <rect x="3" y="2.5" width="12" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6 7l2 2 4-4M6 12h6" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

const onPress = fn();

const meta: Meta<typeof Badge> = {
  title: 'Display/Badge',
  component: Badge,
  args: { count: 3 },
  render: (args) => (
    <Badge {...args}>
      <Button variant="text" aria-label={`通知 ${args.count ?? 0} 条`} onPress={onPress}>
        <BellIcon />
      </Button>
    </Badge>
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Badge>;

/** The count sits on the icon button; the button's name carries it (通知 3 条). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '通知 3 条' })).toBeVisible();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const CustomMax: Story = { args: { count: 12, max: 9 } };

export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.srm-badge-count')).toBeNull();
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const Dot: Story = { args: { dot: true, count: 2 } };

/** The header's download, notice and to-do badges. */
export const HeaderIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 20 }}>
      <Badge count={2}>
        <Button variant="text" aria-label="下载中心 2 个任务进行中">
          <DownloadIcon />
        </Button>
      </Badge>
      <Badge count={128}>
        <Button variant="text" aria-label="通知 128 条">
          <BellIcon />
        </Button>
      </Badge>
      <Badge count={7} variant="primary">
        <Button variant="text" aria-label="待办 7 条">
          <TodoIcon />
        </Button>
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '通知 128 条' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Keyboard focus reaches the button under the badge. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '通知 3 条' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '通知 3 条' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Badge {...args}>
      <Button variant="text" aria-label="通知 3 条" isDisabled>
        <BellIcon />
      </Button>
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '通知 3 条' })).toBeDisabled();
  },
};

/** Standalone with a label: the label is read instead of the bare number. */
export const StandaloneWithLabel: Story = {
  args: { count: 5, 'aria-label': '待审批 5 条' },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      待审批 <Badge {...args} />
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待审批 5 条')).toBeInTheDocument();
  },
};

export const LongChineseText: Story = {
  args: { count: 36 },
  render: (args) => (
    <Badge {...args}>
      <Button aria-label="待审批的合同变更与补充协议申请 36 条">待审批的合同变更与补充协议申请</Button>
    </Badge>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Badge {...args}>
      <Button variant="text" aria-label="Notices: 3">
        <BellIcon />
      </Button>
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notices: 3' })).toBeVisible();
  },
};

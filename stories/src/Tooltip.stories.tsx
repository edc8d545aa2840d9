import { Button, Tooltip, isOverflowing } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof Tooltip> = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: '导出当前查询结果', children: <Button>导出</Button> },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 120px' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Tooltip>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settled(tooltip: HTMLElement) {
  await waitFor(() => expect(tooltip).not.toHaveAttribute('data-entering'));
  return tooltip;
}

/** Keyboard focus shows it at once; the trigger is described by it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: '导出' });
    await waitFor(() => expect(trigger).toHaveFocus());
    const tooltip = await settled(await body(canvasElement).findByRole('tooltip'));
    await expect(tooltip).toHaveTextContent('导出当前查询结果');
    await expect(trigger).toHaveAccessibleDescription('导出当前查询结果');
    await expect(tooltip).toHaveAttribute('data-placement', 'top');
  },
};

/** Hover shows it after the delay (500 ms by default). */
export const Hover: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    // As with a real mouse, the pointer moves over the page before it reaches the button.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '导出' }));
    const tooltip = await settled(await body(canvasElement).findByRole('tooltip', {}, { timeout: 3000 }));
    await expect(tooltip).toBeVisible();
  },
};

/** Escape hides it. */
export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await body(canvasElement).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', content: '刷新列表' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await settled(await body(canvasElement).findByRole('tooltip'));
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

const longName = '河北饲料有限公司2026年度东北产区二等黄玉米集中采购框架合同（含运费与质量扣款条款）';

/** A truncated cell: the tooltip shows only when the text is cut off, with the full text. */
function TruncatedCell({ text }: { text: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setCut(isOverflowing(ref.current));
  }, [text]);
  return (
    <Tooltip content={text} isDisabled={!cut}>
      <Button ref={ref} variant="link" style={{ display: 'block', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {text}
      </Button>
    </Tooltip>
  );
}

export const LongChineseTextTruncated: Story = {
  render: () => <TruncatedCell text={longName} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await settled(await body(canvasElement).findByRole('tooltip'));
    await expect(tooltip).toHaveTextContent(longName);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { content: 'Export the current results', children: <Button>Export</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await settled(await body(canvasElement).findByRole('tooltip'));
    await expect(tooltip).toHaveTextContent('Export the current results');
  },
};

import { BATCH_ACTION_LOCK_MS, Button, ROW_ACTION_LOCK_MS, useClickLock } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

interface ClickLockDemoProps {
  /** The lock window: 800 ms for row actions, 500 ms for batch buttons. */
  ms: number;
  /** The guarded action. */
  onAction: () => void;
  label: string;
}

/** A button whose action is wrapped by useClickLock; a refused press shows the hook's message. */
function ClickLockDemo({ ms, onAction, label }: ClickLockDemoProps) {
  const [runs, setRuns] = useState(0);
  const [message, setMessage] = useState('');
  const lock = useClickLock({ ms, onBlocked: setMessage });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <Button
        variant="primary"
        onPress={lock(() => {
          setRuns((count) => count + 1);
          onAction();
        })}
      >
        {label}
      </Button>
      <p data-testid="runs" style={{ margin: 0 }}>
        {runs}
      </p>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
    </div>
  );
}

const meta = {
  title: 'Hooks/useClickLock',
  component: ClickLockDemo,
  args: { ms: ROW_ACTION_LOCK_MS, onAction: fn(), label: '提交审批' },
} satisfies Meta<typeof ClickLockDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row action (800 ms): a double click runs the action once and shows the too-frequent message. */
export const DoubleClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '提交审批' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('runs')).toHaveTextContent('1');
    await expect(canvas.getByRole('status')).toHaveTextContent('操作过于频繁，请勿重复点击！');
  },
};

/** Batch button (500 ms): a second press after the window runs again, with no message. */
export const AfterTheWindow: Story = {
  args: { ms: BATCH_ACTION_LOCK_MS, label: '批量关闭' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '批量关闭' });
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, BATCH_ACTION_LOCK_MS + 100));
    await userEvent.click(button);
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(2));
    await expect(canvas.getByTestId('runs')).toHaveTextContent('2');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Submit' },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Too many clicks; please do not click repeatedly!');
  },
};

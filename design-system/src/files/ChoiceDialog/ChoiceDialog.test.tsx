import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { css } from '@emotion/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ChoiceDialog, ChoiceDialogGate, ChoiceRequired, type ChoiceDialogOpenProps } from './ChoiceDialog';
import { useChoiceConfirm } from './useChoiceConfirm';

/** A chooser of fruit: two toggle buttons stand in for the list. */
function FruitChooser({ onConfirm, ...openProps }: ChoiceDialogOpenProps & { onConfirm: (fruit: string) => void | Promise<void> }) {
  return <ChoiceDialogGate {...openProps}>{(close) => <FruitDialog onConfirm={onConfirm} onClose={close} />}</ChoiceDialogGate>;
}

function FruitDialog({ onConfirm, onClose }: { onConfirm: (fruit: string) => void | Promise<void>; onClose: () => void }) {
  const [fruit, setFruit] = useState<string | null>(null);
  const choice = useChoiceConfirm(() => fruit, onConfirm, onClose);
  return (
    <ChoiceDialog title="选择水果" width="small" choice={choice} onClose={onClose} aria-describedby={choice.describedBy} bodyStyles={() => css``} status="done">
      {['苹果', '梨'].map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={fruit === name}
          onClick={() => {
            setFruit(name);
            choice.clearRequired();
          }}
        >
          {name}
        </button>
      ))}
      <ChoiceRequired choice={choice}>请选择水果</ChoiceRequired>
    </ChoiceDialog>
  );
}

describe('ChoiceDialog', () => {
  it('says the required message when confirmed with nothing chosen, describing the dialog, until a choice is made', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<FruitChooser defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: '选择水果' });
    expect(dialog.querySelector('[data-status="done"]')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('请选择水果');
    expect(dialog.getAttribute('aria-describedby')).toBe(alert.id);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '梨' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.getAttribute('aria-describedby')).toBeNull();
  });

  it('closes after a plain confirmation, and reports the close', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<FruitChooser defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '苹果' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('苹果');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps 确定 pending while the confirmation runs, and stays open when it rejects', async () => {
    const user = userEvent.setup();
    let refuse!: (error: Error) => void;
    const onConfirm = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    renderWithProviders(<FruitChooser defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '梨' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' }).getAttribute('data-pending')).not.toBeNull());
    refuse(new Error('保存失败'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' }).getAttribute('data-pending')).toBeNull());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('starts afresh on each opening, and 取消 closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Page() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            打开
          </button>
          <FruitChooser isOpen={isOpen} onOpenChange={setOpen} onConfirm={onConfirm} />
        </>
      );
    }
    renderWithProviders(<Page />);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '打开' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

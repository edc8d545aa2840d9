import { useContext, useId, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog, type DialogWidth } from '../Dialog/Dialog';
import { ToastContext } from '../Toast/Toast';
import { confirmVariantSpec, type ConfirmVariant } from './confirmVariants';

export interface ConfirmDialogProps {
  /**
   * `'delete'` titles it 确认删除? (spec §5); `'quickDelete'` titles it 确定删除？ and shows the
   * message 已取消删除 when cancelled (spec §2.5). Both make 确定 a danger button and focus 取消 first.
   * @default 'default' (title 提示)
   */
  variant?: ConfirmVariant;
  /**
   * The title; it names the alertdialog.
   * @default the variant's title
   */
  title?: ReactNode;
  /** The question or explanation under the title; it describes the alertdialog. */
  message?: ReactNode;
  /**
   * Text of the confirm button.
   * @default 确定 (common.confirm)
   */
  confirmLabel?: ReactNode;
  /**
   * Text of the cancel button.
   * @default 取消 (common.cancel)
   */
  cancelLabel?: ReactNode;
  /**
   * Called on 确定. If it returns a promise, 确定 shows as pending until it settles; the dialog closes
   * when it resolves and stays open when it rejects (show the error with a toast).
   */
  onConfirm?: () => unknown;
  /** Called on 取消, Escape or another dismissal. */
  onCancel?: () => void;
  /** Controlled open state; inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Width of the box.
   * @default 'xsmall' (420 px)
   */
  width?: DialogWidth;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * A confirmation as an `alertdialog`: title, message, 取消 and 确定. Escape cancels. Focus starts on
 * 取消 for deletions (on 确定 otherwise), stays inside, and returns to the trigger. The message
 * carries `data-variant`; 确定 carries `data-pending` while an async `onConfirm` runs.
 */
export function ConfirmDialog({
  variant = 'default',
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
  width = 'xsmall',
}: ConfirmDialogProps) {
  const { t } = useLocale();
  const spec = confirmVariantSpec(variant);
  const toastQueue = useContext(ToastContext);
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownState = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const state = isOpen != null || defaultOpen != null || !triggerState ? ownState : triggerState;
  const [pending, setPending] = useState(false);
  const messageId = useId();

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    if (spec.cancelMessageKey) toastQueue?.add('info', t(spec.cancelMessageKey));
    state.close();
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (isThenable(result)) {
      setPending(true);
      try {
        await result;
      } catch {
        setPending(false);
        return;
      }
      setPending(false);
    }
    state.close();
  };

  return (
    <Dialog
      role="alertdialog"
      aria-describedby={message != null ? messageId : undefined}
      hideCloseButton
      width={width}
      isOpen={state.isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isKeyboardDismissDisabled={pending}
      title={title ?? t(spec.titleKey)}
      footer={
        <>
          <Button onPress={cancel} isDisabled={pending} autoFocus={spec.initialFocus === 'cancel'}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={spec.confirmTone}
            isPending={pending}
            onPress={() => void confirm()}
            autoFocus={spec.initialFocus === 'confirm'}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {message != null ? (
        <div id={messageId} className="srm-confirm-message" data-variant={variant}>
          {message}
        </div>
      ) : null}
    </Dialog>
  );
}

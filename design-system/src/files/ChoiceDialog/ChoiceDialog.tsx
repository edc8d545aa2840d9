import { ClassNames, css, type SerializedStyles, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog, type DialogWidth } from '../../overlays/Dialog';
import type { ChoiceConfirm } from './useChoiceConfirm';

/** The open state of a chooser dialog. */
export interface ChoiceDialogOpenProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (取消, Escape, ×, or after a confirmed choice). */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Renders `children(close)` only while open, controlled or not: the dialog's content is mounted on
 * each opening, so it starts afresh (page 1, the default choice, no message).
 */
export function ChoiceDialogGate({
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: ChoiceDialogOpenProps & { children: (close: () => void) => ReactNode }) {
  const [isOpen, setOpen] = useControlledState(isOpenProp, defaultOpen, onOpenChange);
  if (!isOpen) return null;
  return children(() => setOpen(false));
}

/** The body: a column of the list, its messages and pager; `.srm-choice-dialog-required` is the 请选择… message. */
function choiceBodyStyles(theme: Theme) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};

    .srm-choice-dialog-required {
      margin: 0;
      color: ${theme.colors.danger};
      font-size: ${theme.fontSizes.sm};
    }
  `;
}

export interface ChoiceDialogProps {
  title: string;
  width: DialogWidth;
  /** From `useChoiceConfirm`: 确定 and its pending state. */
  choice: ChoiceConfirm;
  /** Closes the dialog (取消, ×, Escape). */
  onClose: () => void;
  /** Ids describing the dialog. */
  'aria-describedby'?: string;
  /** The component's own body styles, added to the shared column. */
  bodyStyles: (theme: Theme) => SerializedStyles;
  /** `data-status` of the body. */
  status?: string;
  children: ReactNode;
}

/**
 * The dialog of a chooser (print template, contract sample): open while mounted, its body a column
 * styled by `bodyStyles`, and a footer of 取消 (closes) and 确定 (`choice.confirm`, pending while a
 * confirmation runs).
 */
export function ChoiceDialog({ title, width, choice, onClose, 'aria-describedby': describedBy, bodyStyles, status, children }: ChoiceDialogProps) {
  const { t } = useLocale();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width={width}
      aria-describedby={describedBy}
      footer={
        <>
          <Button onPress={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isPending={choice.isPending} onPress={() => void choice.confirm()}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <ClassNames>
        {({ css: toClass, theme }) => (
          <div className={toClass(choiceBodyStyles(theme), bodyStyles(theme))} data-status={status}>
            {children}
          </div>
        )}
      </ClassNames>
    </Dialog>
  );
}

/** The 请选择… message shown after 确定 with nothing chosen: an `alert` with the id `describedBy` points at. */
export function ChoiceRequired({ choice, children }: { choice: ChoiceConfirm; children: ReactNode }) {
  if (!choice.showRequired) return null;
  return (
    <p id={choice.requiredId} role="alert" className="srm-choice-dialog-required">
      {children}
    </p>
  );
}

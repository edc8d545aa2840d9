import { ClassNames } from '@emotion/react';
import { createContext, forwardRef, type CSSProperties, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Modal,
  ModalOverlay,
  useContextProps,
  type ContextValue,
  type ModalOverlayProps,
} from 'react-aria-components';
import { dialogWidths } from '../../theme/tokens';
import { backdropStyles, dialogBoxStyles, overlayChromeStyles } from './dialogStyles';
import { resolveOverlayWidth, type OverlayWidth } from './overlayWidth';
import { OverlayBody, OverlayHeader } from './parts';

export type DialogWidthPreset = keyof typeof dialogWidths;
/** A preset (`'xsmall'` 420, `'small'` 520, `'medium'` 800, `'large'` 1050), pixels, or a CSS length. */
export type DialogWidth = OverlayWidth<DialogWidthPreset>;

/** What the children and footer render functions receive. */
export interface DialogRenderProps {
  /** Closes the dialog (as the close button does). */
  close: () => void;
}

export interface DialogProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'isEntering' | 'isExiting'> {
  /** The title in the header; it names the dialog for assistive technology. */
  title?: ReactNode;
  /** The body. A function receives `{close}`. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** The action area under the body (buttons, right-aligned). A function receives `{close}`. */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * Width: `'xsmall'` (420 px), `'small'` (520 px), `'medium'` (800 px, the cascade dialog),
   * `'large'` (1050 px, the user picker), a number of pixels or a CSS length. Never wider than the
   * viewport.
   * @default 'small'
   */
  width?: DialogWidth;
  /**
   * Shows a spinner and 加载中 instead of the body, and marks the body `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether a click outside the dialog closes it. Off by default so a half-filled form is not lost.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hides the 关闭 (×) button in the header.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * The ARIA role: `'alertdialog'` for confirmations that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Names the dialog when it has no `title`. */
  'aria-label'?: string;
  /** Ids of elements describing the dialog (an alertdialog's message). */
  'aria-describedby'?: string;
  /** Extra class on the dialog element (role dialog). */
  className?: string;
  /** Extra style on the dialog box. */
  style?: CSSProperties;
}

/** Provides props to a `Dialog` from a parent (react-aria's slot pattern). */
export const DialogContext = createContext<ContextValue<DialogProps, HTMLElement>>(null);

/**
 * A modal dialog on react-aria-components: a title, a body, a footer of actions and a 关闭 button.
 * Escape closes it (and, with `isDismissable`, a click outside); focus moves in, stays inside while
 * open and returns to the trigger when it closes. Use it controlled (`isOpen`/`onOpenChange`) or
 * inside `DialogTrigger` next to a `Button`. The dialog element carries `data-width`, `data-loading`;
 * the overlay carries react-aria's `data-entering`/`data-exiting`.
 */
export const Dialog = forwardRef<HTMLElement, DialogProps>(function Dialog(ownProps, ownRef) {
  const [props, ref] = useContextProps(ownProps, ownRef, DialogContext);
  const {
    title,
    children,
    footer,
    width,
    isLoading = false,
    isDismissable = false,
    isKeyboardDismissDisabled = false,
    hideCloseButton = false,
    role = 'dialog',
    'aria-label': ariaLabel,
    'aria-describedby': ariaDescribedBy,
    className,
    style,
    ...overlayProps
  } = props;
  const resolved = resolveOverlayWidth(width, dialogWidths, 'small');

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const backdrop = css(backdropStyles(theme));
        const box = css(dialogBoxStyles(theme));
        const chrome = cx(css(overlayChromeStyles(theme)), className);
        return (
          <ModalOverlay
            {...overlayProps}
            isDismissable={isDismissable}
            isKeyboardDismissDisabled={isKeyboardDismissDisabled}
            className={backdrop}
          >
            <Modal className={box} style={{ ['--srm-dialog-width' as string]: resolved.css, ...style }}>
              <RACDialog
                ref={ref}
                role={role}
                aria-label={ariaLabel}
                aria-describedby={ariaDescribedBy}
                className={chrome}
                data-width={resolved.name}
                data-loading={isLoading || undefined}
              >
                {({ close }) => (
                  <>
                    <OverlayHeader title={title} onClose={close} hideCloseButton={hideCloseButton} />
                    <OverlayBody isLoading={isLoading}>
                      {typeof children === 'function' ? children({ close }) : children}
                    </OverlayBody>
                    {footer != null ? (
                      <div className="srm-overlay-footer">
                        {typeof footer === 'function' ? footer({ close }) : footer}
                      </div>
                    ) : null}
                  </>
                )}
              </RACDialog>
            </Modal>
          </ModalOverlay>
        );
      }}
    </ClassNames>
  );
});

export { DialogTrigger };
export type { DialogTriggerProps } from 'react-aria-components';

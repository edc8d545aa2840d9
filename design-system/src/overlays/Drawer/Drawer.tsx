import { ClassNames } from '@emotion/react';
import { createContext, forwardRef, type CSSProperties, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Modal,
  ModalOverlay,
  useContextProps,
  type ContextValue,
  type ModalOverlayProps,
} from 'react-aria-components';
import { drawerWidths } from '../../theme/tokens';
import { overlayChromeStyles } from '../Dialog/dialogStyles';
import { resolveOverlayWidth, type OverlayWidth } from '../Dialog/overlayWidth';
import { OverlayBody, OverlayHeader } from '../Dialog/parts';
import { drawerBackdropStyles, drawerBoxStyles } from './drawerStyles';

export type DrawerWidthPreset = keyof typeof drawerWidths;
/** A preset (`'small'` 378, `'medium'` 560, `'large'` 800), pixels, or a CSS length. */
export type DrawerWidth = OverlayWidth<DrawerWidthPreset>;
export type DrawerPlacement = 'right' | 'left';

export interface DrawerRenderProps {
  /** Closes the drawer. */
  close: () => void;
}

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'isEntering' | 'isExiting'> {
  /** The title in the header; it names the drawer for assistive technology. */
  title?: ReactNode;
  /** The body. A function receives `{close}`. */
  children?: ReactNode | ((renderProps: DrawerRenderProps) => ReactNode);
  /** The action area at the bottom (buttons, right-aligned). A function receives `{close}`. */
  footer?: ReactNode | ((renderProps: DrawerRenderProps) => ReactNode);
  /**
   * The side the sheet slides in from.
   * @default 'right'
   */
  placement?: DrawerPlacement;
  /**
   * Width: `'small'` (378 px), `'medium'` (560 px), `'large'` (800 px), pixels or a CSS length.
   * @default 'small'
   */
  width?: DrawerWidth;
  /**
   * Shows a spinner and 加载中 instead of the body.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether a click on the dimmed page closes the drawer.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored.
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hides the 关闭 (×) button.
   * @default false
   */
  hideCloseButton?: boolean;
  /** Names the drawer when it has no `title`. */
  'aria-label'?: string;
  /** Extra class on the dialog element. */
  className?: string;
  /** Extra style on the sheet. */
  style?: CSSProperties;
}

/** Provides props to a `Drawer` from a parent (react-aria's slot pattern). */
export const DrawerContext = createContext<ContextValue<DrawerProps, HTMLElement>>(null);

/**
 * A side sheet: a modal dialog pinned to the right (or left) edge at full height, with a title,
 * a scrolling body and a footer. Escape and (by default) a click on the dimmed page close it; focus
 * is trapped inside and restored on close. Works controlled or inside `DialogTrigger`.
 * The dialog element carries `data-placement`, `data-width` and `data-loading`.
 */
export const Drawer = forwardRef<HTMLElement, DrawerProps>(function Drawer(ownProps, ownRef) {
  const [props, ref] = useContextProps(ownProps, ownRef, DrawerContext);
  const {
    title,
    children,
    footer,
    placement = 'right',
    width,
    isLoading = false,
    isDismissable = true,
    isKeyboardDismissDisabled = false,
    hideCloseButton = false,
    'aria-label': ariaLabel,
    className,
    style,
    ...overlayProps
  } = props;
  const resolved = resolveOverlayWidth(width, drawerWidths, 'small');

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const backdrop = css(drawerBackdropStyles(theme));
        const box = css(drawerBoxStyles(theme));
        const chrome = cx(css(overlayChromeStyles(theme)), className);
        return (
          <ModalOverlay
            {...overlayProps}
            isDismissable={isDismissable}
            isKeyboardDismissDisabled={isKeyboardDismissDisabled}
            className={backdrop}
            data-placement={placement}
          >
            <Modal
              className={box}
              data-placement={placement}
              style={{ ['--srm-drawer-width' as string]: resolved.css, ...style }}
            >
              <RACDialog
                ref={ref}
                aria-label={ariaLabel}
                className={chrome}
                data-placement={placement}
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

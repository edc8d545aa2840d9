import { ClassNames } from '@emotion/react';
import { createContext, forwardRef, type CSSProperties, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  OverlayArrow,
  Popover as RACPopover,
  useContextProps,
  type ContextValue,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { overlayTokens } from '../../theme/tokens';
import { ARROW_PATH } from './arrow';
import { popoverStyles } from './popoverStyles';

export interface PopoverRenderProps {
  /** Closes the popover. */
  close: () => void;
}

export interface PopoverProps
  extends Omit<RACPopoverProps, 'children' | 'className' | 'style' | 'offset' | 'isEntering' | 'isExiting'> {
  /** A heading at the top; it names the popover's dialog. */
  title?: ReactNode;
  /** The content. A function receives `{close}`. */
  children?: ReactNode | ((renderProps: PopoverRenderProps) => ReactNode);
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Where the popover goes relative to its trigger; it flips when there is no room.
   * @default 'bottom'
   */
  placement?: RACPopoverProps['placement'];
  /** Names the popover when it has no `title`. */
  'aria-label'?: string;
  /** Extra class on the popover element. */
  className?: string;
  /** Extra style on the popover element (for example a fixed `width`). */
  style?: CSSProperties;
}

/** Provides props to a `Popover` from a parent (react-aria's slot pattern). */
export const PopoverContext = createContext<ContextValue<PopoverProps, HTMLElement>>(null);

/**
 * A non-modal-looking panel anchored to its trigger (react-aria Popover + Dialog), with an arrow.
 * Put it in `DialogTrigger` after a `Button`: the button gets `aria-expanded` and
 * `aria-haspopup="dialog"`, focus moves into the popover, Escape or a click outside closes it and
 * focus returns to the button. The popover element carries react-aria's `data-placement`,
 * `data-entering` and `data-trigger`.
 */
export const Popover = forwardRef<HTMLElement, PopoverProps>(function Popover(ownProps, ownRef) {
  const [props, ref] = useContextProps(ownProps, ownRef, PopoverContext);
  const {
    title,
    children,
    showArrow = true,
    placement = 'bottom',
    'aria-label': ariaLabel,
    className,
    style,
    ...popoverProps
  } = props;

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const base = cx(css(popoverStyles(theme)), className);
        return (
          <RACPopover
            {...popoverProps}
            ref={ref}
            placement={placement}
            offset={showArrow ? overlayTokens.offset : overlayTokens.offset / 2}
            className={base}
            style={style}
            data-arrow={showArrow || undefined}
          >
            {showArrow ? (
              <OverlayArrow className="srm-overlay-arrow">
                <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d={ARROW_PATH} />
                </svg>
              </OverlayArrow>
            ) : null}
            <RACDialog className="srm-popover-dialog" aria-label={ariaLabel}>
              {({ close }) => (
                <>
                  {title != null ? (
                    <Heading slot="title" className="srm-popover-title">
                      {title}
                    </Heading>
                  ) : null}
                  <div className="srm-popover-body">
                    {typeof children === 'function' ? children({ close }) : children}
                  </div>
                </>
              )}
            </RACDialog>
          </RACPopover>
        );
      }}
    </ClassNames>
  );
});

import { ClassNames } from '@emotion/react';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import { overlayTokens } from '../../theme/tokens';
import { ARROW_PATH } from '../Popover/arrow';
import { tooltipStyles } from './tooltipStyles';

export interface TooltipProps
  extends Omit<RACTooltipProps, 'children' | 'className' | 'style' | 'offset' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The text of the tooltip. Keep it short; it must not hold interactive content. */
  content: ReactNode;
  /**
   * The trigger: a react-aria focusable element, such as `Button`, or an element wrapped in
   * react-aria's `Focusable` that has an interactive role (a grid cell, for instance).
   */
  children: ReactElement;
  /**
   * Milliseconds of hover before the tooltip shows (keyboard focus shows it at once).
   * @default 500
   */
  delay?: number;
  /**
   * Milliseconds before it hides after the pointer leaves.
   * @default 0
   */
  closeDelay?: number;
  /**
   * Where it goes relative to the trigger; it flips when there is no room.
   * @default 'top'
   */
  placement?: RACTooltipProps['placement'];
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /**
   * Never show the tooltip (for example when a cell's text is not truncated).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `'focus'` shows it only on keyboard focus, not on hover.
   * @default undefined (hover and focus)
   */
  trigger?: 'focus';
  /** Controlled open state. */
  isOpen?: boolean;
  /**
   * Initially open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class on the tooltip element. */
  className?: string;
}

/** Provides default props (for example `placement` or `delay`) to every `Tooltip` below it. */
export const TooltipContext = createContext<Partial<Omit<TooltipProps, 'content' | 'children'>>>({});

/**
 * A short text label shown on hover (after `delay`) or keyboard focus of its trigger, on react-aria's
 * TooltipTrigger + Tooltip. The trigger gets `aria-describedby` pointing at the tooltip (role
 * tooltip); Escape hides it. The tooltip element carries `data-placement` and `data-entering`.
 */
export function Tooltip(ownProps: TooltipProps) {
  const props = { ...useContext(TooltipContext), ...ownProps };
  const {
    content,
    children,
    delay = 500,
    closeDelay = 0,
    placement = 'top',
    showArrow = true,
    isDisabled = false,
    trigger,
    isOpen,
    defaultOpen,
    onOpenChange,
    className,
    ...tooltipProps
  } = props;

  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <ClassNames>
        {({ css, cx, theme }) => {
          const base = cx(css(tooltipStyles(theme)), className);
          return (
            <RACTooltip
              {...tooltipProps}
              placement={placement}
              offset={showArrow ? overlayTokens.offset : overlayTokens.offset / 2}
              className={base}
            >
              {showArrow ? (
                <OverlayArrow className="srm-overlay-arrow">
                  <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <path d={ARROW_PATH} />
                  </svg>
                </OverlayArrow>
              ) : null}
              {content}
            </RACTooltip>
          );
        }}
      </ClassNames>
    </TooltipTrigger>
  );
}

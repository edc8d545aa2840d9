import { ClassNames } from '@emotion/react';
import { useContext, type ReactNode, type RefObject } from 'react';
import { OverlayArrow, Tooltip as RACTooltip, TooltipTriggerStateContext } from 'react-aria-components';
import { useTooltipTriggerState } from 'react-stately';
import { overlayTokens } from '../../theme/tokens';
import { ARROW_PATH } from '../Popover/arrow';
import { TooltipContext, type TooltipProps } from './Tooltip';
import { tooltipStyles } from './tooltipStyles';

export interface AnchoredTooltipProps {
  /** The element the tooltip points at; it positions itself next to it when it opens. */
  triggerRef: RefObject<Element | null>;
  /** The text of the tooltip. */
  content: ReactNode;
  /**
   * Whether it shows.
   * @default true
   */
  isOpen?: boolean;
  /** Called with `false` when react-aria closes it (the trigger scrolled away). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Where it goes relative to the element; it flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipProps['placement'];
  /**
   * Draws an arrow pointing at the element.
   * @default true
   */
  showArrow?: boolean;
  /** Extra class on the tooltip element. */
  className?: string;
}

/**
 * The design system's tooltip (same bubble, arrow and `role="tooltip"`) pointing at an element the
 * caller chooses, without a TooltipTrigger around it: one shared tooltip for many targets, such as
 * the truncated cells of a grid, where wrapping every cell in a trigger would cost a component per
 * cell. The caller decides when it shows (hover, focus) and hides it (Escape, leaving, scrolling).
 * Remount it (a new `key`) when `triggerRef` points at another element, so it measures again.
 */
export function AnchoredTooltip(ownProps: AnchoredTooltipProps) {
  const defaults = useContext(TooltipContext);
  const { triggerRef, content, isOpen = true, onOpenChange, placement = defaults.placement ?? 'top', showArrow = defaults.showArrow ?? true, className } = ownProps;
  const state = useTooltipTriggerState({ isOpen, onOpenChange });
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <ClassNames>
        {({ css, cx, theme }) => (
          <RACTooltip
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            placement={placement}
            offset={showArrow ? overlayTokens.offset : overlayTokens.offset / 2}
            className={cx(css(tooltipStyles(theme)), className)}
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
        )}
      </ClassNames>
    </TooltipTriggerStateContext.Provider>
  );
}

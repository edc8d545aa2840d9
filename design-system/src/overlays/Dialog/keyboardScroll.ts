/**
 * When a dialog or drawer body needs to be focusable itself: when its content overflows (it scrolls)
 * and nothing inside can take the focus, the keyboard could not scroll it otherwise (axe:
 * scrollable-region-focusable). A body with a control inside scrolls as the focus moves; it stays out
 * of the tab order. Pure over measured sizes.
 */
import { isOverflowing, type OverflowMetrics } from '../Tooltip/overflow';

/** What can take the focus inside a body (enabled controls, links, anything in the tab order). */
export const FOCUSABLE_INSIDE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function bodyNeedsFocus(metrics: OverflowMetrics, hasFocusableInside: boolean): boolean {
  return !hasFocusableInside && isOverflowing(metrics);
}

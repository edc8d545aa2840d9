/**
 * Whether an element's text is cut off (by `text-overflow: ellipsis` or a line clamp), so a
 * tooltip with the full text is worth showing. Pure over the element's measured sizes; a one-pixel
 * tolerance absorbs sub-pixel rounding.
 */
export interface OverflowMetrics {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight?: number;
  clientHeight?: number;
}

export function isOverflowing({ scrollWidth, clientWidth, scrollHeight = 0, clientHeight = 0 }: OverflowMetrics): boolean {
  return scrollWidth - clientWidth > 1 || scrollHeight - clientHeight > 1;
}

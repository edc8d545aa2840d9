/**
 * Where the 常用功能 button floats (spec 01 §2.4: a button fixed at the page's right side that can
 * be dragged up and down). Pure: positions are the button's top edge in px from the viewport top.
 */

/** localStorage key of the last position. */
export const FLOAT_POSITION_KEY = 'srm.commonFunctions.top';

/** A pointer must move this far (px) before a press becomes a drag. */
export const DRAG_THRESHOLD = 4;

/** One ArrowUp / ArrowDown moves the button this far (px). */
export const KEY_STEP = 24;

/** Where the button starts when nothing is stored: this share of the way down the free space. */
export const DEFAULT_RATIO = 0.6;

export interface VerticalBounds {
  min: number;
  max: number;
}

export interface BoundsInput {
  viewportHeight: number;
  buttonHeight: number;
  /** Space taken at the top (the header), which the button never covers. */
  topInset: number;
  /** Space kept from the top inset and from the bottom edge. */
  margin: number;
}

/** The top positions the button may take: under the header, above the bottom edge. */
export function verticalBounds({ viewportHeight, buttonHeight, topInset, margin }: BoundsInput): VerticalBounds {
  const min = topInset + margin;
  const max = Math.max(min, viewportHeight - buttonHeight - margin);
  return { min, max };
}

/** A position kept within the bounds. */
export function clampTop(top: number, bounds: VerticalBounds): number {
  if (!Number.isFinite(top)) return bounds.min;
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, top)));
}

/** The stored position, or null when there is none or it is not a number. */
export function parseStoredTop(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The starting position: the stored one (kept within the bounds), else DEFAULT_RATIO of the way down. */
export function initialTop(stored: number | null, bounds: VerticalBounds): number {
  if (stored !== null) return clampTop(stored, bounds);
  return clampTop(bounds.min + (bounds.max - bounds.min) * DEFAULT_RATIO, bounds);
}

/** Whether the pointer moved far enough from where it went down to count as a drag. */
export function isDrag(startY: number, currentY: number, threshold = DRAG_THRESHOLD): boolean {
  return Math.abs(currentY - startY) > threshold;
}

/** The position while dragging: the start position moved as far as the pointer, within the bounds. */
export function dragTop(startTop: number, startY: number, currentY: number, bounds: VerticalBounds): number {
  return clampTop(startTop + (currentY - startY), bounds);
}

/**
 * The position after a key: ArrowUp / ArrowDown move by `step`, Home / End go to the ends; null
 * for any other key (the key is not the button's to handle).
 */
export function keyTop(top: number, key: string, bounds: VerticalBounds, step = KEY_STEP): number | null {
  const current = clampTop(top, bounds);
  switch (key) {
    case 'ArrowUp':
      return clampTop(current - step, bounds);
    case 'ArrowDown':
      return clampTop(current + step, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** `56` from a token such as `'56px'`. */
export function pxOf(token: string): number {
  const value = Number.parseFloat(token);
  return Number.isFinite(value) ? value : 0;
}

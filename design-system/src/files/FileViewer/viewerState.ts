/**
 * The FileViewer's pure state: which file of the list is shown, and how it is zoomed and rotated
 * (spec 01 §2.7: the index wraps both ways, zoom steps of 0.2, 0.015 per mouse-wheel step, never
 * below 0.2, rotation by 90 degrees). No React, no DOM.
 */

/** Zoom step of the 放大 / 缩小 buttons and the +, = and - keys. */
export const ZOOM_STEP = 0.2;
/** Zoom step of one mouse-wheel step. */
export const WHEEL_ZOOM_STEP = 0.015;
/** The smallest scale: zooming out never goes below it. */
export const MIN_SCALE = 0.2;
/** The largest scale (as the original image viewer): zooming in stops there. */
export const MAX_SCALE = 7;
/** One rotation step, in degrees. */
export const ROTATE_STEP = 90;

export interface ViewTransform {
  /** 1 is the file's fitted size. */
  scale: number;
  /** Clockwise, in degrees: 0, 90, 180 or 270. */
  rotation: number;
}

export const initialTransform: ViewTransform = { scale: 1, rotation: 0 };

export type TransformAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** One wheel event: scrolling up (`deltaY < 0`) zooms in, down zooms out. */
  | { type: 'wheel'; deltaY: number }
  /** Clockwise by default; `direction: -1` turns anticlockwise. */
  | { type: 'rotate'; direction?: 1 | -1 }
  | { type: 'reset' };

/** Rounds away float noise (1 + 0.2 = 1.2, not 1.2000000000000002). */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Keeps a scale between MIN_SCALE and MAX_SCALE. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return initialTransform.scale;
  return round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)));
}

/** The scale after adding `delta` (negative to zoom out), clamped. */
export function zoomBy(scale: number, delta: number): number {
  return clampScale(scale + delta);
}

/** A rotation in [0, 360). */
export function normalizeRotation(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

export function canZoomIn(transform: ViewTransform): boolean {
  return transform.scale < MAX_SCALE;
}

export function canZoomOut(transform: ViewTransform): boolean {
  return transform.scale > MIN_SCALE;
}

export function isInitialTransform(transform: ViewTransform): boolean {
  return transform.scale === initialTransform.scale && transform.rotation === initialTransform.rotation;
}

/** The zoom and rotation reducer; an action that changes nothing returns the same object. */
export function transformReducer(state: ViewTransform, action: TransformAction): ViewTransform {
  let next: ViewTransform;
  switch (action.type) {
    case 'zoomIn':
      next = { ...state, scale: zoomBy(state.scale, ZOOM_STEP) };
      break;
    case 'zoomOut':
      next = { ...state, scale: zoomBy(state.scale, -ZOOM_STEP) };
      break;
    case 'wheel':
      if (action.deltaY === 0 || !Number.isFinite(action.deltaY)) return state;
      next = { ...state, scale: zoomBy(state.scale, action.deltaY < 0 ? WHEEL_ZOOM_STEP : -WHEEL_ZOOM_STEP) };
      break;
    case 'rotate':
      next = { ...state, rotation: normalizeRotation(state.rotation + ROTATE_STEP * (action.direction ?? 1)) };
      break;
    case 'reset':
      next = initialTransform;
      break;
  }
  return next.scale === state.scale && next.rotation === state.rotation ? state : next;
}

/** `index` brought into [0, count): -1 is the last file, `count` the first. 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The index one step before (`-1`) or after (`1`), wrapping from the last file to the first and back. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  return wrapIndex(wrapIndex(index, count) + step, count);
}

/** The counter text, 1-based: `2 / 5`. */
export function counterText(index: number, count: number): string {
  return count <= 0 ? '0 / 0' : `${wrapIndex(index, count) + 1} / ${count}`;
}

/** The scale as a whole percentage for display: 1.2 → 120. */
export function scalePercent(scale: number): number {
  // 1.015 × 100 is 101.49999… in floating point: round its decimal form instead.
  return Math.round(Number((scale * 100).toFixed(6)));
}

/** The size of the box that holds content of `width` × `height` once scaled and rotated. */
export function transformedBox(width: number, height: number, transform: ViewTransform): { width: number; height: number } {
  const quarterTurn = normalizeRotation(transform.rotation) % 180 !== 0;
  const w = width * transform.scale;
  const h = height * transform.scale;
  return quarterTurn ? { width: h, height: w } : { width: w, height: h };
}

export type ViewerCommand = 'previous' | 'next' | 'zoomIn' | 'zoomOut' | 'rotate' | 'reset';

/** What a key press does in the viewer, or null: ←/→ previous/next, + or = and - zoom, r rotates, 0 resets. */
export function commandForKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): ViewerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case 'r':
    case 'R':
      return 'rotate';
    case '0':
      return 'reset';
    default:
      return null;
  }
}

import { describe, expect, it } from 'vitest';
import { dragWidth, isResizable, keyResizeDelta, RESIZE_STEP } from './columnResize';

describe('keyResizeDelta', () => {
  it('is +10 for Alt+→ and −10 for Alt+←', () => {
    expect(keyResizeDelta({ key: 'ArrowRight', altKey: true })).toBe(RESIZE_STEP);
    expect(keyResizeDelta({ key: 'ArrowLeft', altKey: true })).toBe(-RESIZE_STEP);
    expect(RESIZE_STEP).toBe(10);
  });

  it('is null without Alt or for another key', () => {
    expect(keyResizeDelta({ key: 'ArrowRight' })).toBeNull();
    expect(keyResizeDelta({ key: 'ArrowDown', altKey: true })).toBeNull();
  });
});

describe('dragWidth', () => {
  const column = { width: 150, minWidth: 100 };

  it('follows the pointer from where the drag started, in whole pixels', () => {
    expect(dragWidth(column, 400, 437.6)).toBe(188);
    expect(dragWidth(column, 400, 380)).toBe(130);
  });

  it('stops at the column’s minimum', () => {
    expect(dragWidth(column, 400, 200)).toBe(100);
  });
});

describe('isResizable', () => {
  it('gives data columns a handle when the grid resizes columns', () => {
    expect(isResizable({ kind: 'data' }, true)).toBe(true);
    expect(isResizable({ kind: 'data' }, false)).toBe(false);
    expect(isResizable({ kind: 'action' }, true)).toBe(false);
    expect(isResizable({ kind: 'selection' }, true)).toBe(false);
  });
});

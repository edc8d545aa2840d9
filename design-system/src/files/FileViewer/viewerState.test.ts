import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  MIN_SCALE,
  clampScale,
  commandForKey,
  counterText,
  initialTransform,
  isInitialTransform,
  scalePercent,
  stepIndex,
  transformReducer,
  transformedBox,
  wrapIndex,
  type TransformAction,
  type ViewTransform,
} from './viewerState';

const run = (actions: TransformAction[], from: ViewTransform = initialTransform) => actions.reduce(transformReducer, from);
const times = (count: number, action: TransformAction) => Array.from({ length: count }, () => action);

describe('index', () => {
  it('wraps both ways: after the last comes the first, before the first the last', () => {
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(1, 3, -1)).toBe(0);
  });

  it('stays on the only file of a one-file list and is 0 for an empty list', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, -1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('brings any index into the list', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2.7, 4)).toBe(2);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });

  it('counts from 1 for the counter', () => {
    expect(counterText(0, 5)).toBe('1 / 5');
    expect(counterText(4, 5)).toBe('5 / 5');
    expect(counterText(7, 5)).toBe('3 / 5');
    expect(counterText(0, 0)).toBe('0 / 0');
  });
});

describe('zoom', () => {
  it('steps by 0.2 without float noise', () => {
    expect(run([{ type: 'zoomIn' }]).scale).toBe(1.2);
    expect(run(times(3, { type: 'zoomIn' })).scale).toBe(1.6);
    expect(run([{ type: 'zoomOut' }]).scale).toBe(0.8);
    expect(run([...times(3, { type: 'zoomIn' }), ...times(3, { type: 'zoomOut' })]).scale).toBe(1);
  });

  it('never goes below 0.2', () => {
    const out = run(times(10, { type: 'zoomOut' }));
    expect(out.scale).toBe(MIN_SCALE);
    expect(run([{ type: 'zoomOut' }], { scale: 0.3, rotation: 0 }).scale).toBe(0.2);
  });

  it('stops at the maximum scale', () => {
    expect(run(times(60, { type: 'zoomIn' })).scale).toBe(MAX_SCALE);
  });

  it('moves 0.015 per wheel step: up zooms in, down zooms out, sideways does nothing', () => {
    expect(run([{ type: 'wheel', deltaY: -100 }]).scale).toBe(1.015);
    expect(run([{ type: 'wheel', deltaY: 3 }]).scale).toBe(0.985);
    expect(run([...times(4, { type: 'wheel', deltaY: -1 })]).scale).toBe(1.06);
    expect(run([{ type: 'wheel', deltaY: 0 }])).toBe(initialTransform);
    expect(run(times(100, { type: 'wheel', deltaY: 1 })).scale).toBe(MIN_SCALE);
  });

  it('clamps odd values', () => {
    expect(clampScale(0)).toBe(MIN_SCALE);
    expect(clampScale(100)).toBe(MAX_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('shows the scale as a percentage', () => {
    expect(scalePercent(1.2)).toBe(120);
    expect(scalePercent(1.015)).toBe(102);
    expect(scalePercent(0.2)).toBe(20);
  });
});

describe('rotation and reset', () => {
  it('turns by 90 degrees, clockwise by default, and comes round', () => {
    expect(run([{ type: 'rotate' }]).rotation).toBe(90);
    expect(run(times(4, { type: 'rotate' })).rotation).toBe(0);
    expect(run([{ type: 'rotate', direction: -1 }]).rotation).toBe(270);
  });

  it('resets scale and rotation together', () => {
    const turned = run([{ type: 'zoomIn' }, { type: 'rotate' }]);
    expect(isInitialTransform(turned)).toBe(false);
    const reset = transformReducer(turned, { type: 'reset' });
    expect(reset).toEqual({ scale: 1, rotation: 0 });
    expect(isInitialTransform(reset)).toBe(true);
  });

  it('returns the same state when nothing changes', () => {
    const min = { scale: MIN_SCALE, rotation: 0 };
    expect(transformReducer(min, { type: 'zoomOut' })).toBe(min);
    expect(transformReducer(initialTransform, { type: 'reset' })).toBe(initialTransform);
  });

  it('sizes the box of a scaled, turned content', () => {
    expect(transformedBox(400, 300, { scale: 1, rotation: 0 })).toEqual({ width: 400, height: 300 });
    expect(transformedBox(400, 300, { scale: 1.5, rotation: 90 })).toEqual({ width: 450, height: 600 });
    expect(transformedBox(400, 300, { scale: 0.5, rotation: 180 })).toEqual({ width: 200, height: 150 });
    expect(transformedBox(400, 300, { scale: 1, rotation: 270 })).toEqual({ width: 300, height: 400 });
  });
});

describe('keys', () => {
  it.each([
    ['ArrowLeft', 'previous'],
    ['ArrowRight', 'next'],
    ['+', 'zoomIn'],
    ['=', 'zoomIn'],
    ['-', 'zoomOut'],
    ['r', 'rotate'],
    ['R', 'rotate'],
    ['0', 'reset'],
  ] as const)('%s → %s', (key, command) => {
    expect(commandForKey({ key })).toBe(command);
  });

  it('leaves other keys and modified keys to the browser', () => {
    expect(commandForKey({ key: 'Escape' })).toBeNull();
    expect(commandForKey({ key: 'ArrowDown' })).toBeNull();
    expect(commandForKey({ key: 'a' })).toBeNull();
    expect(commandForKey({ key: '+', ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: '0', metaKey: true })).toBeNull();
    expect(commandForKey({ key: 'r', altKey: true })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { activate, edgeEnabled, focusedOption, initialCursor, moveCursor, nextEnabled, type CascaderCursor } from './cascaderKeyboard';
import { regionFixture as tree } from './fixture';

const cities = tree[0]!.children!;

describe('nextEnabled and edgeEnabled', () => {
  it.each([
    [0, 1, 2],
    [2, -1, 0],
    [2, 1, 2],
    [0, -1, 0],
  ] as const)('from %i by %i lands on %i, skipping the disabled 唐山市', (from, delta, expected) => {
    expect(nextEnabled(cities, from, delta)).toBe(expected);
  });
  it('finds the first and last enabled options', () => {
    expect(edgeEnabled(cities, 'first')).toBe(0);
    expect(edgeEnabled([{ label: 'a', value: 'a', isDisabled: true }, ...cities], 'first')).toBe(1);
    expect(edgeEnabled(cities, 'last')).toBe(2);
    expect(edgeEnabled([{ label: 'a', value: 'a', isDisabled: true }], 'last')).toBe(-1);
  });
});

describe('initialCursor', () => {
  it.each([
    [[], { activePath: ['13'], column: 0 }],
    [['13', '1301', '130104'], { activePath: ['13', '1301', '130104'], column: 2 }],
    [['13', '1303'], { activePath: ['13', '1303'], column: 1 }],
    [['99'], { activePath: ['13'], column: 0 }],
  ])('starts at %j', (chosen, expected) => {
    expect(initialCursor(tree, chosen)).toEqual(expected);
  });
});

describe('moveCursor', () => {
  const at = (activePath: string[], column: number): CascaderCursor => ({ activePath, column });
  it.each([
    ['ArrowDown in the first column', at(['13'], 0), 'ArrowDown', at(['11'], 0)],
    ['ArrowDown at the end stays', at(['x'], 0), 'ArrowDown', at(['x'], 0)],
    ['ArrowUp', at(['11'], 0), 'ArrowUp', at(['13'], 0)],
    ['ArrowDown skips a disabled city', at(['13', '1301'], 1), 'ArrowDown', at(['13', '1303'], 1)],
    ['ArrowDown drops the deeper columns', at(['13', '1301', '130102'], 1), 'ArrowDown', at(['13', '1303'], 1)],
    ['End', at(['13'], 0), 'End', at(['x'], 0)],
    ['Home', at(['x'], 0), 'Home', at(['13'], 0)],
    ['ArrowRight enters the children', at(['13'], 0), 'ArrowRight', at(['13', '1301'], 1)],
    ['ArrowRight on a leaf stays', at(['x'], 0), 'ArrowRight', at(['x'], 0)],
    ['ArrowLeft goes back to the parent', at(['13', '1301', '130104'], 2), 'ArrowLeft', at(['13', '1301'], 1)],
    ['ArrowLeft in the first column stays', at(['13'], 0), 'ArrowLeft', at(['13'], 0)],
    ['Enter on a branch opens it', at(['11'], 0), 'Enter', at(['11', '1101'], 1)],
  ])('%s', (_name, cursor, key, expected) => {
    const move = moveCursor(tree, cursor, key, false);
    expect(move?.cursor).toEqual(expected);
    expect(move?.choose).toBeUndefined();
  });

  it('chooses a leaf with Enter or Space and closes', () => {
    expect(moveCursor(tree, at(['13', '1301', '130104'], 2), 'Enter', false)?.choose).toEqual({ values: ['13', '1301', '130104'], close: true });
    expect(moveCursor(tree, at(['x'], 0), ' ', false)?.choose).toEqual({ values: ['x'], close: true });
  });

  it('with changeOnSelect, chooses a branch without closing and opens it', () => {
    const move = moveCursor(tree, at(['13', '1303'], 1), 'Enter', true);
    expect(move).toEqual({ cursor: at(['13', '1303', '130302'], 2), choose: { values: ['13', '1303'], close: false } });
  });

  it('ignores other keys', () => {
    expect(moveCursor(tree, at(['13'], 0), 'a', false)).toBeNull();
  });
});

describe('activate (a click)', () => {
  it('chooses a leaf in an earlier column, replacing the deeper path', () => {
    const move = activate(tree, { activePath: ['13', '1301', '130102'], column: 2 }, 0, 'x', false);
    expect(move?.choose).toEqual({ values: ['x'], close: true });
  });
  it('does nothing for a disabled option', () => {
    expect(activate(tree, { activePath: ['13', '1301'], column: 1 }, 1, '1302', false)).toBeNull();
  });
  it('reports the option under the cursor', () => {
    expect(focusedOption(tree, { activePath: ['13', '1303'], column: 1 })?.label).toBe('秦皇岛市');
  });
});

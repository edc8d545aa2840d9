import { describe, expect, it } from 'vitest';
import { currentConfirm, enqueueConfirm, removeConfirm, type ConfirmQueueState, type ConfirmRequest } from './confirmQueue';

const request = (id: number): ConfirmRequest<string> => ({ id, options: `问题${id}`, resolve: () => {} });

describe('confirmQueue', () => {
  it.each<[string, ConfirmQueueState<string>, number | undefined]>([
    ['nothing asked', [], undefined],
    ['one request', [request(1)], 1],
    ['the oldest of several', [request(1), request(2), request(3)], 1],
  ])('current: %s', (_label, state, id) => {
    expect(currentConfirm(state)?.id).toBe(id);
  });

  it.each<[string, number[], number, number[]]>([
    ['answering the current shows the next', [1, 2, 3], 1, [2, 3]],
    ['a later one can be removed', [1, 2, 3], 2, [1, 3]],
    ['an unknown id changes nothing', [1, 2], 9, [1, 2]],
    ['the last one empties the line', [1], 1, []],
  ])('remove: %s', (_label, ids, remove, expected) => {
    const state = ids.reduce<ConfirmQueueState<string>>((s, id) => enqueueConfirm(s, request(id)), []);
    expect(removeConfirm(state, remove).map((r) => r.id)).toEqual(expected);
  });

  it('never mutates the previous state', () => {
    const empty: ConfirmQueueState<string> = [];
    const one = enqueueConfirm(empty, request(1));
    expect(empty).toEqual([]);
    const none = removeConfirm(one, 1);
    expect(one.map((r) => r.id)).toEqual([1]);
    expect(none).toEqual([]);
    expect(removeConfirm(one, 5)).toBe(one);
  });
});

import { describe, expect, it } from 'vitest';
import { imageReducer, initialImageState, type ImageEvent, type ImageState } from './imageStatus';

describe('initialImageState', () => {
  it.each([
    ['a.png', 'loading'],
    ['data:image/png;base64,AAAA', 'loading'],
    ['', 'error'],
    ['   ', 'error'],
    [undefined, 'error'],
  ] as const)('%s -> %s', (src, status) => {
    expect(initialImageState(src).status).toBe(status);
  });
});

describe('imageReducer', () => {
  const loading: ImageState = { src: 'a.png', status: 'loading' };
  it.each<[string, ImageState, ImageEvent, ImageState]>([
    ['load of the current source', loading, { type: 'load', src: 'a.png' }, { src: 'a.png', status: 'loaded' }],
    ['error of the current source', loading, { type: 'error', src: 'a.png' }, { src: 'a.png', status: 'error' }],
    ['late load of an old source', loading, { type: 'load', src: 'old.png' }, loading],
    ['late error of an old source', loading, { type: 'error', src: 'old.png' }, loading],
    ['a new source after an error', { src: 'a.png', status: 'error' }, { type: 'source', src: 'b.png' }, { src: 'b.png', status: 'loading' }],
    ['the same source again', { src: 'a.png', status: 'loaded' }, { type: 'source', src: 'a.png' }, { src: 'a.png', status: 'loaded' }],
    ['a blank new source', { src: 'a.png', status: 'loaded' }, { type: 'source', src: '' }, { src: '', status: 'error' }],
  ])('%s', (_name, state, event, expected) => {
    expect(imageReducer(state, event)).toEqual(expected);
  });
});

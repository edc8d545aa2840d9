export type ImageStatus = 'loading' | 'loaded' | 'error';

export interface ImageState {
  /** The source the status belongs to. */
  src: string | undefined;
  status: ImageStatus;
}

export type ImageEvent = { type: 'load' | 'error'; src: string | undefined } | { type: 'source'; src: string | undefined };

/** The first status of a source: a missing or blank source cannot load, so it is an error at once. */
export function initialImageState(src: string | undefined): ImageState {
  return { src, status: src && src.trim() ? 'loading' : 'error' };
}

/**
 * The image's status machine. A new source starts over (loading); load and error events only count
 * for the source they were fired for, so a late event of an old source cannot mark the new one.
 */
export function imageReducer(state: ImageState, event: ImageEvent): ImageState {
  if (event.type === 'source') return event.src === state.src ? state : initialImageState(event.src);
  if (event.src !== state.src) return state;
  const status: ImageStatus = event.type === 'load' ? 'loaded' : 'error';
  return status === state.status ? state : { src: state.src, status };
}

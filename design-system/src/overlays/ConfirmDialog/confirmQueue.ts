/**
 * Requests made through `useConfirm()` wait in line: one confirm dialog at a time, in the order
 * asked. Pure state transitions; the provider resolves the promises.
 */

export interface ConfirmRequest<Options> {
  id: number;
  options: Options;
  resolve: (ok: boolean) => void;
}

export type ConfirmQueueState<Options> = readonly ConfirmRequest<Options>[];

/** Adds a request at the end of the line. */
export function enqueueConfirm<O>(state: ConfirmQueueState<O>, request: ConfirmRequest<O>): ConfirmQueueState<O> {
  return [...state, request];
}

/** The request on screen: the oldest one. */
export function currentConfirm<O>(state: ConfirmQueueState<O>): ConfirmRequest<O> | undefined {
  return state[0];
}

/** Removes an answered request (unknown ids change nothing). */
export function removeConfirm<O>(state: ConfirmQueueState<O>, id: number): ConfirmQueueState<O> {
  return state.some((request) => request.id === id) ? state.filter((request) => request.id !== id) : state;
}

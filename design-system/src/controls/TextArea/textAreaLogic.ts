/** Default length limit of a multi-line text input (spec 01 §5 "Inputs", §9 "Text limits"). */
export const TEXTAREA_MAX_LENGTH = 2000;

/** Default number of visible text rows. */
export const TEXTAREA_ROWS = 4;

export interface CounterState {
  /** Characters used, counted as the browser's `maxlength` counts them (UTF-16 code units). */
  count: number;
  /** The limit. */
  max: number;
  /** A value set from outside (for example loaded from the server) can exceed the limit. */
  isOverLimit: boolean;
  /** Exactly at the limit: typing more is refused. */
  isAtLimit: boolean;
}

/** The `used/max` counter of a text area. */
export function counterState(value: string | null | undefined, max: number = TEXTAREA_MAX_LENGTH): CounterState {
  const count = (value ?? '').length;
  return { count, max, isOverLimit: count > max, isAtLimit: count === max };
}

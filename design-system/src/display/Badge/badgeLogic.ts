export interface BadgeDisplayInput {
  /** The number to show; undefined with `dot` shows a bare dot. */
  count?: number;
  /** Counts above this show as `{max}+`. */
  max: number;
  /** Show a dot instead of the number. */
  dot: boolean;
  /** Show the badge when the count is 0. */
  showZero: boolean;
  /** Force the badge hidden. */
  isHidden: boolean;
}

export interface BadgeDisplay {
  /** Whether the badge (number or dot) is drawn. */
  isVisible: boolean;
  /** The text drawn in it: '' for a dot. */
  text: string;
}

/**
 * What a badge shows: `99+` above `max`; hidden at 0 (or a negative or missing count) unless
 * `showZero`; a dot alone when `dot` is set and the count is missing or positive.
 */
export function badgeDisplay({ count, max, dot, showZero, isHidden }: BadgeDisplayInput): BadgeDisplay {
  if (isHidden) return { isVisible: false, text: '' };
  const hasCount = typeof count === 'number' && Number.isFinite(count);
  const value = hasCount ? Math.max(0, Math.floor(count)) : 0;
  if (dot) {
    return { isVisible: !hasCount || value > 0 || showZero, text: '' };
  }
  if (!hasCount) return { isVisible: false, text: '' };
  if (value === 0 && !showZero) return { isVisible: false, text: '' };
  return { isVisible: true, text: value > max ? `${max}+` : String(value) };
}

/**
 * Width props of dialogs and drawers: a preset name from the tokens, a number of pixels, or a CSS
 * length (`'60%'`, `'40rem'`). Pure, so the mapping is tested without rendering.
 */

export type OverlayWidth<Preset extends string> = Preset | number | string;

export interface ResolvedWidth {
  /** A CSS length to put on the overlay box. */
  css: string;
  /** The preset's name, or `'custom'`; rendered as `data-width`. */
  name: string;
}

const CSS_LENGTH = /^\d+(\.\d+)?(px|%|rem|em|vw|ch)$/;

/**
 * Resolves a width prop against a preset table. Anything unusable (a negative or non-finite number,
 * an unknown word) falls back to the given preset, so a typo never produces an unsized overlay.
 */
export function resolveOverlayWidth<Preset extends string>(
  width: OverlayWidth<Preset> | undefined,
  presets: Readonly<Record<Preset, string>>,
  fallback: Preset,
): ResolvedWidth {
  if (typeof width === 'number') {
    if (Number.isFinite(width) && width > 0) return { css: `${Math.round(width)}px`, name: 'custom' };
    return { css: presets[fallback], name: fallback };
  }
  if (typeof width === 'string') {
    if (Object.prototype.hasOwnProperty.call(presets, width)) {
      return { css: presets[width as Preset], name: width };
    }
    const trimmed = width.trim();
    if (CSS_LENGTH.test(trimmed)) return { css: trimmed, name: 'custom' };
  }
  return { css: presets[fallback], name: fallback };
}

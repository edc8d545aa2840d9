/** The colour variants of a tag; each keeps its text at 4.5:1 on its fill. */
export type TagVariant = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** Every tag variant, in a fixed order (for stylesheets that style all of them). */
export const TAG_VARIANTS: readonly TagVariant[] = ['default', 'primary', 'success', 'warning', 'danger', 'info'];

/** A variant, or a colour name that maps to one (as dictionaries store them). */
export type TagColor = TagVariant | 'blue' | 'green' | 'orange' | 'red' | 'gray' | 'grey' | (string & {});

const aliases: Record<string, TagVariant> = {
  default: 'default',
  primary: 'primary',
  blue: 'primary',
  processing: 'primary',
  success: 'success',
  green: 'success',
  warning: 'warning',
  orange: 'warning',
  yellow: 'warning',
  gold: 'warning',
  danger: 'danger',
  error: 'danger',
  red: 'danger',
  info: 'info',
  gray: 'info',
  grey: 'info',
};

/**
 * Maps a variant or colour name (case and spaces ignored) to a tag variant; anything unknown,
 * including raw colour codes such as `#ff0000`, falls back to `default` so every tag stays legible.
 */
export function normalizeTagColor(color: string | null | undefined): TagVariant {
  if (!color) return 'default';
  return aliases[color.trim().toLowerCase()] ?? 'default';
}

/** The text a tag shows as its tooltip and in its close button's label, when its content is plain text. */
export function plainText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (typeof content === 'number') return String(content);
  return undefined;
}

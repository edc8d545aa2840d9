/** Default length limit of a single-line text input (spec 01 §5 "Inputs"). */
export const TEXT_MAX_LENGTH = 200;

/** The label of a field without a trailing colon, for placeholders and messages. */
export function bareLabel(label: string | undefined): string {
  return (label ?? '').replace(/[:：]\s*$/, '');
}

/** Characters used, as the counter shows them: `12/200`. */
export function counterText(value: string, max: number): string {
  return `${Math.min(value.length, max)}/${max}`;
}

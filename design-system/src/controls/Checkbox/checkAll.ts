/**
 * "Select all" over a checkbox group's options: the state of a parent checkbox (checked,
 * indeterminate) and the values after toggling it. Disabled options keep their state.
 */

export interface CheckableOption {
  value: string;
  isDisabled?: boolean;
}

export interface CheckAllState {
  /** Every enabled option is checked (and there is at least one). */
  isSelected: boolean;
  /** Some, but not all, options are checked. */
  isIndeterminate: boolean;
}

/** The parent checkbox's state for the selected values. */
export function checkAllState(selected: readonly string[], options: readonly CheckableOption[]): CheckAllState {
  const chosen = new Set(selected);
  const checked = options.filter((option) => chosen.has(option.value)).length;
  const enabled = options.filter((option) => !option.isDisabled);
  const allEnabledChecked = enabled.length > 0 && enabled.every((option) => chosen.has(option.value));
  if (checked === 0) return { isSelected: false, isIndeterminate: false };
  if (allEnabledChecked) return { isSelected: true, isIndeterminate: false };
  return { isSelected: false, isIndeterminate: true };
}

/**
 * The selected values after the parent checkbox is set to `select`: every enabled option checked
 * or unchecked, disabled ones as they were, values that are not options kept at the end.
 */
export function applyCheckAll(selected: readonly string[], options: readonly CheckableOption[], select: boolean): string[] {
  const chosen = new Set(selected);
  const known = new Set(options.map((option) => option.value));
  const fromOptions = options
    .filter((option) => (option.isDisabled ? chosen.has(option.value) : select))
    .map((option) => option.value);
  return [...fromOptions, ...selected.filter((value) => !known.has(value))];
}

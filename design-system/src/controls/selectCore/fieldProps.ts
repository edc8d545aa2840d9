import type { ReactNode } from 'react';

/** The props every control of the select family shares with a labelled form field. */
export interface SelectFieldBaseProps {
  /** The visible label; also names the control for assistive technology. */
  label?: string;
  /** Names the control when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** A message shown under the control when it is invalid (also sets `isInvalid`). */
  errorMessage?: string;
  /**
   * Marks the control invalid (red border, `aria-invalid`, `data-invalid`).
   * @default false, or true when `errorMessage` is given
   */
  isInvalid?: boolean;
  /**
   * The control cannot be focused or changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The value is shown and focusable but cannot be changed; the list does not open.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Shows the required mark after the label.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows a spinner in the field (for example while the options are fetched by the caller).
   * @default false
   */
  isLoading?: boolean;
  /**
   * Placeholder text.
   * @default '请选择{label}' in zh-CN, 'Select {label}' in en
   */
  placeholder?: string;
  /** The name under which the value is submitted with an HTML form. */
  name?: string;
  /** The id of the root element. */
  id?: string;
  /** Extra class name on the root element. */
  className?: string;
  /**
   * Focus the control when it mounts.
   * @default false
   */
  autoFocus?: boolean;
}

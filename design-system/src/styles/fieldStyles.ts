import { css, type Theme } from '@emotion/react';

/**
 * The shared look of every labelled form control: put this class on the react-aria field root
 * (TextField, NumberField, Select, DatePicker …) and use these inner class names:
 * `.srm-field-label`, `.srm-field-group` (the bordered box; react-aria's Group sets data-hovered and
 * data-focus-within), `.srm-field-input`, `.srm-field-addon` (a button inside the box),
 * `.srm-field-counter`, `.srm-field-description` and `.srm-field-error`.
 * States come from react-aria's data attributes on the root: data-required, data-invalid,
 * data-disabled, data-readonly.
 */
export function fieldStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-field-label {
      color: ${c.textSecondary};
    }
    &[data-required] .srm-field-label::before {
      content: '*';
      margin-right: ${theme.space[1]};
      color: ${c.danger};
    }
    .srm-field-group {
      display: flex;
      align-items: center;
      height: ${theme.density.controlHeight};
      padding: 0 ${theme.density.paddingX};
      gap: ${theme.space[1]};
      border: 1px solid ${c.border};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      transition: border-color 0.15s, box-shadow 0.15s;
    }
    .srm-field-group[data-hovered] {
      border-color: ${c.primaryHover};
    }
    .srm-field-group[data-focus-within] {
      border-color: ${c.primary};
      box-shadow: ${theme.shadows.focus};
    }
    &[data-invalid] .srm-field-group {
      border-color: ${c.danger};
    }
    &[data-invalid] .srm-field-group[data-focus-within] {
      box-shadow: 0 0 0 2px ${c.dangerSubtle};
    }
    &[data-disabled] .srm-field-group {
      background: ${c.surfaceDisabled};
      border-color: ${c.borderSubtle};
      cursor: not-allowed;
    }
    &[data-readonly] .srm-field-group {
      background: ${c.surfaceDisabled};
    }
    .srm-field-input {
      flex: 1;
      min-width: 0;
      height: 100%;
      border: none;
      outline: none;
      padding: 0;
      background: transparent;
      font: inherit;
      color: inherit;
    }
    .srm-field-input::placeholder {
      color: ${c.textPlaceholder};
    }
    &[data-disabled] .srm-field-input {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    .srm-field-addon {
      display: inline-flex;
      padding: ${theme.space[0]};
      border: none;
      background: transparent;
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
      border-radius: ${theme.radii.sm};
    }
    .srm-field-addon[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-field-counter {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-field-description {
      color: ${c.textTertiary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-field-error {
      color: ${c.danger};
      font-size: ${theme.fontSizes.xs};
    }
  `;
}

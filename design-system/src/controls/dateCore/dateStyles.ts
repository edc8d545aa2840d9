import { css, type Theme } from '@emotion/react';

/**
 * Styles shared by the date family. Every state comes from react-aria's data attributes
 * (data-selected, data-focus-visible, data-hovered, data-disabled, data-unavailable …) or from the
 * family's own `data-current` marker of today's cell, which honours a fixed `today` prop (react-aria's
 * own `data-today` always follows the real clock, so it is left unstyled).
 */

/** Extras on top of `fieldStyles` for a field made of date segments (DatePicker, DateRangePicker). */
export function dateFieldStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-date-input {
      display: flex;
      align-items: center;
      flex: 0 1 auto;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
    .srm-date-inputs {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      flex: 1;
      min-width: 0;
    }
    .srm-date-separator {
      color: ${c.textSecondary};
      flex: none;
    }
    .srm-date-segment {
      padding: 0 ${theme.space[0]};
      border-radius: ${theme.radii.sm};
      outline: none;
      font-variant-numeric: tabular-nums;
    }
    .srm-date-segment[data-type='literal'] {
      color: ${c.textSecondary};
      white-space: pre;
    }
    .srm-date-segment[data-placeholder] {
      color: ${c.textTertiary};
    }
    .srm-date-segment[data-focused] {
      background: ${c.primary};
      color: ${c.textInverse};
    }
    &[data-disabled] .srm-date-segment,
    &[data-disabled] .srm-field-addon {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    .srm-date-spacer {
      flex: 1;
    }
  `;
}

/** The floating panel: a react-aria Popover holding a Dialog. */
export function pickerPopoverStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    z-index: ${theme.zIndices.dropdown};
    background: ${c.surface};
    border: 1px solid ${c.borderSubtle};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};
    padding: ${theme.space[3]};
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};
    outline: none;

    .srm-picker-dialog {
      outline: none;
    }
    .srm-picker-header {
      display: flex;
      align-items: center;
      gap: ${theme.space[1]};
      margin-bottom: ${theme.space[2]};
    }
    .srm-picker-title {
      flex: 1;
      margin: 0;
      text-align: center;
      font-size: ${theme.fontSizes.md};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-picker-nav {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: ${theme.space[8]};
      height: ${theme.space[8]};
      padding: 0;
      border: none;
      border-radius: ${theme.radii.md};
      background: transparent;
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-picker-nav[data-hovered] {
      background: ${c.background};
      color: ${c.text};
    }
    .srm-picker-nav[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-picker-nav[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
      background: transparent;
    }
  `;
}

/** The month grid of Calendar and RangeCalendar. */
export function calendarStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-calendar-grid {
      border-collapse: collapse;
      border-spacing: 0;
    }
    .srm-calendar-grid th {
      width: ${theme.space[8]};
      height: ${theme.space[8]};
      padding: 0;
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.regular};
      color: ${c.textTertiary};
    }
    .srm-calendar-grid td {
      padding: ${theme.space[0]} 0;
    }
    .srm-calendar-cell {
      display: flex;
      align-items: center;
      justify-content: center;
      width: ${theme.space[8]};
      height: ${theme.space[6]};
      margin: 0 auto;
      border-radius: ${theme.radii.md};
      cursor: pointer;
      outline: none;
      font-variant-numeric: tabular-nums;
    }
    .srm-calendar-cell[data-outside-month] {
      visibility: hidden;
    }
    .srm-calendar-cell[data-hovered] {
      background: ${c.background};
    }
    .srm-calendar-cell[data-current] {
      box-shadow: inset 0 0 0 1px ${c.primary};
    }
    .srm-calendar-cell[data-selected] {
      background: ${c.primary};
      color: ${c.textInverse};
    }
    &.srm-range-calendar .srm-calendar-cell[data-selected] {
      background: ${c.primarySubtle};
      color: ${c.text};
      border-radius: 0;
    }
    &.srm-range-calendar .srm-calendar-cell[data-selection-start],
    &.srm-range-calendar .srm-calendar-cell[data-selection-end] {
      background: ${c.primary};
      color: ${c.textInverse};
      border-radius: ${theme.radii.md};
    }
    .srm-calendar-cell[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-calendar-cell[data-unavailable] {
      color: ${c.textTertiary};
      text-decoration: line-through;
      cursor: not-allowed;
    }
    .srm-calendar-cell[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
      background: transparent;
    }
    .srm-calendar-cell[data-invalid][data-selected] {
      background: ${c.danger};
      color: ${c.textInverse};
    }
  `;
}

/** The 3 x 4 grid of years or months. */
export function periodGridStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-period-grid {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
      outline: none;
    }
    .srm-period-row {
      display: grid;
      grid-template-columns: repeat(3, 1fr);
      gap: ${theme.space[2]};
    }
    .srm-period-cell {
      display: flex;
      align-items: center;
      justify-content: center;
      min-width: ${theme.space[10]};
      height: ${theme.space[8]};
      padding: 0 ${theme.space[3]};
      border-radius: ${theme.radii.md};
      cursor: pointer;
      outline: none;
      user-select: none;
      font-variant-numeric: tabular-nums;
    }
    .srm-period-cell[data-hovered] {
      background: ${c.background};
    }
    .srm-period-cell[data-current] {
      box-shadow: inset 0 0 0 1px ${c.primary};
    }
    .srm-period-cell[data-selected] {
      background: ${c.primary};
      color: ${c.textInverse};
    }
    .srm-period-cell[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-period-cell[data-disabled] {
      color: ${c.textDisabled};
      cursor: not-allowed;
      background: transparent;
    }
  `;
}

/** The field trigger of YearPicker and YearMonthPicker (a button showing the value). */
export function periodFieldStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    .srm-period-trigger {
      display: flex;
      align-items: center;
      gap: ${theme.space[2]};
      flex: 1;
      min-width: 0;
      height: 100%;
      padding: 0;
      border: none;
      background: transparent;
      font: inherit;
      color: inherit;
      text-align: left;
      cursor: pointer;
      outline: none;
    }
    .srm-period-value {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
    .srm-period-value[data-placeholder] {
      color: ${c.textTertiary};
    }
    .srm-period-icon {
      display: inline-flex;
      color: ${c.textSecondary};
      cursor: pointer;
    }
    &[data-disabled] .srm-period-icon {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    &[data-readonly] .srm-period-icon {
      cursor: default;
    }
    &[data-disabled] .srm-period-trigger {
      color: ${c.textDisabled};
      cursor: not-allowed;
    }
    &[data-disabled] .srm-period-value[data-placeholder] {
      color: ${c.textDisabled};
    }
    &[data-readonly] .srm-period-trigger {
      cursor: default;
    }
  `;
}

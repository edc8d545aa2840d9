import { css, type Theme } from '@emotion/react';

/**
 * The switch: a pill track with a round thumb, optional on/off text inside the track, the label
 * after the track (or above it with `data-label-placement="top"`). Sizes come from the spacing
 * scale: track height `space[5]`, thumb `space[4]`, the thumb inset is the difference halved.
 */
export function switchStyles(theme: Theme) {
  const c = theme.colors;
  const inset = `calc((${theme.space[5]} - ${theme.space[4]}) / 2)`;
  return css`
    display: inline-flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    font-size: ${theme.fontSizes.md};
    color: ${c.text};

    .srm-switch-button {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
      width: fit-content;
      cursor: pointer;
      outline: none;
    }
    &[data-label-placement='top'] .srm-switch-button {
      flex-direction: column-reverse;
      align-items: flex-start;
      gap: ${theme.space[1]};
    }
    &[data-label-placement='top'] .srm-switch-label {
      color: ${c.textSecondary};
    }
    &[data-required] .srm-switch-label::before {
      content: '*';
      margin-right: ${theme.space[1]};
      color: ${c.danger};
    }
    .srm-switch-track {
      position: relative;
      display: inline-flex;
      align-items: center;
      flex-shrink: 0;
      min-width: ${theme.space[10]};
      height: ${theme.space[5]};
      padding: 0 ${theme.space[2]} 0 ${theme.space[5]};
      border-radius: ${theme.radii.round};
      background: ${c.textTertiary};
      color: ${c.textInverse};
      font-size: ${theme.fontSizes.xs};
      line-height: 1;
      white-space: nowrap;
      transition: background-color 0.15s, box-shadow 0.15s;
    }
    .srm-switch-thumb {
      position: absolute;
      top: ${inset};
      left: ${inset};
      width: ${theme.space[4]};
      height: ${theme.space[4]};
      border-radius: ${theme.radii.round};
      background: ${c.surface};
      box-shadow: ${theme.shadows.sm};
      transition: left 0.15s;
    }
    .srm-switch-button[data-hovered] .srm-switch-track {
      background: ${c.textSecondary};
    }
    .srm-switch-button[data-selected] .srm-switch-track {
      padding: 0 ${theme.space[5]} 0 ${theme.space[2]};
      background: ${c.primary};
    }
    .srm-switch-button[data-selected][data-hovered] .srm-switch-track {
      background: ${c.primaryHover};
    }
    .srm-switch-button[data-selected] .srm-switch-thumb {
      left: calc(100% - ${theme.space[4]} - ${inset});
    }
    .srm-switch-button[data-focus-visible] .srm-switch-track {
      box-shadow: ${theme.shadows.focus};
    }
    &[data-invalid] .srm-switch-track {
      box-shadow: 0 0 0 2px ${c.dangerSubtle};
      outline: 1px solid ${c.danger};
    }
    &[data-readonly] .srm-switch-button {
      cursor: default;
    }
    &[data-disabled] .srm-switch-button {
      cursor: not-allowed;
    }
    &[data-disabled] .srm-switch-track {
      opacity: 0.45;
    }
    &[data-disabled] .srm-switch-label {
      color: ${c.textDisabled};
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

import { css, type Theme } from '@emotion/react';
import type { TagVariant } from './tagColors';

export type TagSize = 'small' | 'medium';

/** The text and background colours of a tag variant (also used by the table's status cells). */
export function tagVariantColours(theme: Theme, variant: TagVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { fg: c.primary, bg: c.primarySubtle };
    case 'success':
      return { fg: c.successText, bg: c.successSubtle };
    case 'warning':
      return { fg: c.warningText, bg: c.warningSubtle };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSubtle };
    case 'info':
      return { fg: c.textSecondary, bg: c.background };
    default:
      return { fg: c.text, bg: c.surface };
  }
}

export function tagStyles(theme: Theme, variant: TagVariant, size: TagSize) {
  const v = tagVariantColours(theme, variant);
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    max-width: 100%;
    height: ${size === 'small' ? theme.space[5] : theme.space[6]};
    padding: 0 ${size === 'small' ? theme.space[1] : theme.space[2]};
    border: 1px solid ${variant === 'default' ? theme.colors.border : `color-mix(in srgb, currentColor 30%, transparent)`};
    border-radius: ${theme.radii.sm};
    background: ${v.bg};
    color: ${v.fg};
    font-size: ${size === 'small' ? theme.fontSizes.xs : theme.fontSizes.sm};
    line-height: ${theme.lineHeights.tight};
    vertical-align: middle;
    white-space: nowrap;

    .srm-tag-text {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .srm-tag-close {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      padding: ${theme.space[0]};
      border: none;
      border-radius: ${theme.radii.sm};
      background: transparent;
      color: inherit;
      font-size: ${theme.fontSizes.xs};
      cursor: pointer;
      outline: none;
    }
    .srm-tag-close[data-hovered] {
      background: color-mix(in srgb, currentColor 15%, transparent);
    }
    .srm-tag-close[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    &[data-disabled] {
      cursor: not-allowed;
    }
    .srm-tag-close[data-disabled] {
      cursor: not-allowed;
      opacity: 0.5;
    }
  `;
}

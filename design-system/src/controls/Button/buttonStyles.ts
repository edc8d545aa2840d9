import { css, keyframes, type Theme } from '@emotion/react';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

function variantColours(theme: Theme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { fg: c.textInverse, bg: c.primary, border: c.primary, hoverBg: c.primaryHover, hoverFg: c.textInverse, activeBg: c.primaryActive };
    case 'danger':
      return { fg: c.textInverse, bg: c.danger, border: c.danger, hoverBg: c.dangerHover, hoverFg: c.textInverse, activeBg: c.danger };
    case 'text':
      return { fg: c.text, bg: 'transparent', border: 'transparent', hoverBg: c.background, hoverFg: c.text, activeBg: c.borderSubtle };
    case 'link':
      return { fg: c.primary, bg: 'transparent', border: 'transparent', hoverBg: 'transparent', hoverFg: c.primaryHover, activeBg: 'transparent' };
    default:
      return { fg: c.text, bg: c.surface, border: c.border, hoverBg: c.surface, hoverFg: c.primary, activeBg: c.primarySubtle };
  }
}

export function buttonStyles(theme: Theme, variant: ButtonVariant, size: ButtonSize) {
  const v = variantColours(theme, variant);
  const height =
    size === 'small' ? theme.space[6] : size === 'large' ? theme.space[10] : theme.density.controlHeight;
  const paddingX = size === 'small' ? theme.space[2] : theme.space[4];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[1]};
    height: ${variant === 'link' ? 'auto' : height};
    padding: 0 ${variant === 'link' ? theme.space[0] : paddingX};
    border: 1px solid ${v.border};
    border-radius: ${theme.radii.md};
    background: ${v.bg};
    color: ${v.fg};
    font-family: inherit;
    font-size: ${size === 'large' ? theme.fontSizes.lg : theme.fontSizes.md};
    line-height: ${theme.lineHeights.tight};
    white-space: nowrap;
    cursor: pointer;
    outline: none;
    transition: background-color 0.15s, border-color 0.15s, color 0.15s;
    &[data-hovered] {
      background: ${v.hoverBg};
      color: ${v.hoverFg};
      border-color: ${variant === 'default' ? theme.colors.primary : v.border};
    }
    &[data-pressed] {
      background: ${v.activeBg};
    }
    &[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    &[data-disabled] {
      cursor: not-allowed;
      color: ${theme.colors.textDisabled};
      background: ${variant === 'text' || variant === 'link' ? 'transparent' : theme.colors.surfaceDisabled};
      border-color: ${variant === 'text' || variant === 'link' ? 'transparent' : theme.colors.borderSubtle};
    }
    &[data-pending] {
      cursor: progress;
      opacity: 0.8;
    }
    .srm-button-spinner {
      width: 1em;
      height: 1em;
      border: 2px solid currentColor;
      border-right-color: transparent;
      border-radius: ${theme.radii.round};
      animation: ${spin} 0.8s linear infinite;
    }
  `;
}

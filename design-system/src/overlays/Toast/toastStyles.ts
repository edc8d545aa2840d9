import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

/** The top-centre stack; it lets clicks through except on the toasts themselves. */
export function toastRegionStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    position: fixed;
    top: ${theme.space[6]};
    left: 50%;
    z-index: ${theme.zIndices.toast};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[2]};
    width: max-content;
    max-width: calc(100vw - ${overlayTokens.viewportMargin});
    transform: translateX(-50%);
    pointer-events: none;
    outline: none;

    .srm-toast {
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[2]};
      min-width: ${overlayTokens.toastMinWidth};
      max-width: ${overlayTokens.toastMaxWidth};
      padding: ${theme.space[2]} ${theme.space[3]};
      border: 1px solid ${c.borderSubtle};
      border-radius: ${theme.radii.md};
      background: ${c.surface};
      box-shadow: ${theme.shadows.md};
      color: ${c.text};
      font-size: ${theme.fontSizes.md};
      line-height: ${theme.lineHeights.normal};
      pointer-events: auto;
      animation: ${slideDown} 0.15s ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      .srm-toast {
        animation: none;
      }
    }
    .srm-toast-icon {
      display: inline-flex;
      flex: none;
      align-items: center;
      height: calc(${theme.fontSizes.md} * ${theme.lineHeights.normal});
    }
    .srm-toast-icon svg {
      width: ${overlayTokens.iconSize};
      height: ${overlayTokens.iconSize};
    }
    .srm-toast[data-kind='success'] .srm-toast-icon {
      color: ${c.success};
    }
    .srm-toast[data-kind='info'] .srm-toast-icon {
      color: ${c.primary};
    }
    .srm-toast[data-kind='warning'] .srm-toast-icon {
      color: ${c.warning};
    }
    .srm-toast[data-kind='error'] .srm-toast-icon {
      color: ${c.danger};
    }
    .srm-toast-message {
      flex: 1;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .srm-toast-close {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: ${theme.space[5]};
      height: ${theme.space[5]};
      margin-top: ${theme.space[0]};
      padding: 0;
      border: none;
      border-radius: ${theme.radii.sm};
      background: transparent;
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-toast-close[data-hovered] {
      background: ${c.background};
      color: ${c.text};
    }
    .srm-toast-close[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-toast-close svg {
      width: ${overlayTokens.closeIconSize};
      height: ${overlayTokens.closeIconSize};
    }
  `;
}

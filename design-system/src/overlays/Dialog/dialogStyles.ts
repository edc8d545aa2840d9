import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const zoomIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The dimmed layer behind a dialog; it also centres the dialog and scrolls when the page is short. */
export function backdropStyles(theme: Theme) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndices.modal};
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${overlayTokens.viewportMargin};
    background: ${overlayTokens.backdrop};
    &[data-entering] {
      animation: ${fadeIn} 0.15s ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering] {
        animation: none;
      }
    }
  `;
}

/** The dialog box: its width comes from the `--srm-dialog-width` variable set by the component. */
export function dialogBoxStyles(theme: Theme) {
  return css`
    display: flex;
    width: var(--srm-dialog-width);
    max-width: 100%;
    max-height: 100%;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.lg};
    outline: none;
    &[data-entering] {
      animation: ${zoomIn} 0.15s ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering] {
        animation: none;
      }
    }
  `;
}

/**
 * Header, body, footer, close button and loading state, shared by Dialog and Drawer. Put it on the
 * react-aria `Dialog` element; inner class names: `.srm-overlay-header`, `.srm-overlay-title`,
 * `.srm-overlay-close`, `.srm-overlay-body`, `.srm-overlay-footer`, `.srm-overlay-loading`.
 */
export function overlayChromeStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    flex: 1;
    min-width: 0;
    min-height: 0;
    max-height: 100%;
    outline: none;
    color: ${c.text};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};

    .srm-overlay-header {
      display: flex;
      align-items: flex-start;
      gap: ${theme.space[3]};
      padding: ${theme.space[4]} ${theme.space[6]};
      border-bottom: 1px solid ${c.borderSubtle};
    }
    .srm-overlay-title {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.medium};
      line-height: ${theme.lineHeights.normal};
      overflow-wrap: anywhere;
    }
    .srm-overlay-close {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex: none;
      width: ${theme.space[6]};
      height: ${theme.space[6]};
      padding: 0;
      border: none;
      border-radius: ${theme.radii.md};
      background: transparent;
      color: ${c.textSecondary};
      cursor: pointer;
      outline: none;
    }
    .srm-overlay-close[data-hovered] {
      background: ${c.background};
      color: ${c.text};
    }
    .srm-overlay-close[data-focus-visible] {
      box-shadow: ${theme.shadows.focus};
    }
    .srm-overlay-close svg {
      width: ${overlayTokens.closeIconSize};
      height: ${overlayTokens.closeIconSize};
    }
    .srm-overlay-body {
      flex: 1;
      min-height: 0;
      padding: ${theme.space[6]};
      overflow: auto;
      overflow-wrap: anywhere;
    }
    .srm-overlay-body:focus-visible {
      outline: none;
      box-shadow: inset ${theme.shadows.focus};
    }
    .srm-overlay-footer {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: ${theme.space[2]};
      padding: ${theme.space[3]} ${theme.space[6]};
      border-top: 1px solid ${c.borderSubtle};
    }
    .srm-overlay-loading {
      display: flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: ${theme.space[10]};
      color: ${c.textTertiary};
    }
    .srm-overlay-spinner {
      width: ${overlayTokens.iconSize};
      height: ${overlayTokens.iconSize};
      border: 2px solid ${c.primary};
      border-right-color: transparent;
      border-radius: ${theme.radii.round};
      animation: ${spin} 0.8s linear infinite;
    }
  `;
}

import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/** The dimmed layer; it pins the sheet to the chosen side. */
export function drawerBackdropStyles(theme: Theme) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndices.drawer};
    display: flex;
    justify-content: flex-end;
    background: ${overlayTokens.backdrop};
    &[data-placement='left'] {
      justify-content: flex-start;
    }
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

/** The sheet: full height, width from `--srm-drawer-width`. */
export function drawerBoxStyles(theme: Theme) {
  return css`
    display: flex;
    width: var(--srm-drawer-width);
    max-width: 100%;
    height: 100%;
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.lg};
    outline: none;
    &[data-entering] {
      animation: ${slideFromRight} 0.2s ease-out;
    }
    &[data-placement='left'][data-entering] {
      animation-name: ${slideFromLeft};
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering] {
        animation: none;
      }
    }
  `;
}

import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';
import { arrowStyles } from '../Popover/popoverStyles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** A dark bubble with inverse text (well above 4.5:1), above every other layer. */
export function tooltipStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    max-width: ${overlayTokens.tooltipMaxWidth};
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radii.md};
    background: ${c.text};
    box-shadow: ${theme.shadows.md};
    color: ${c.textInverse};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.normal};
    overflow-wrap: anywhere;
    white-space: pre-line;
    pointer-events: none;
    &[data-entering] {
      animation: ${fadeIn} 0.1s ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering] {
        animation: none;
      }
    }
    ${arrowStyles(c.text, c.text)}
  `;
}

import { css, keyframes, type Theme } from '@emotion/react';
import { overlayTokens } from '../../theme/tokens';
import { arrowRotation, type ArrowPlacement } from './arrow';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Rotation rules for `.srm-overlay-arrow svg`, one per placement react-aria may report. */
export function arrowStyles(fill: string, stroke: string) {
  const placements: ArrowPlacement[] = ['top', 'bottom', 'left', 'right'];
  return css`
    .srm-overlay-arrow svg {
      display: block;
      width: ${overlayTokens.arrowSize * 1.5}px;
      height: ${overlayTokens.arrowSize * 1.5}px;
      fill: ${fill};
      stroke: ${stroke};
      stroke-width: 1;
    }
    ${placements.map(
      (p) => css`
        &[data-placement='${p}'] .srm-overlay-arrow svg {
          transform: rotate(${arrowRotation(p)}deg);
        }
      `,
    )}
  `;
}

export function popoverStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    min-width: ${overlayTokens.popoverMinWidth};
    max-width: calc(100vw - ${overlayTokens.viewportMargin});
    border: 1px solid ${c.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${c.surface};
    box-shadow: ${theme.shadows.md};
    color: ${c.text};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    outline: none;
    &[data-entering] {
      animation: ${fadeIn} 0.12s ease-out;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering] {
        animation: none;
      }
    }
    ${arrowStyles(c.surface, c.borderSubtle)}
    .srm-popover-dialog {
      display: flex;
      flex-direction: column;
      outline: none;
      max-height: inherit;
    }
    .srm-popover-title {
      margin: 0;
      padding: ${theme.space[2]} ${theme.space[3]};
      border-bottom: 1px solid ${c.borderSubtle};
      font-size: ${theme.fontSizes.md};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-popover-body {
      padding: ${theme.space[3]};
      overflow: auto;
      overflow-wrap: anywhere;
    }
  `;
}

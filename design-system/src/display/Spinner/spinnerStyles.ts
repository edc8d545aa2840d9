import { css, keyframes, type Theme } from '@emotion/react';

export type SpinnerSize = 'small' | 'medium' | 'large';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Diameter of the ring per size, from the spacing scale. */
export function spinnerDiameter(theme: Theme, size: SpinnerSize): string {
  return size === 'small' ? theme.space[4] : size === 'large' ? theme.space[8] : theme.space[6];
}

export function spinnerStyles(theme: Theme, size: SpinnerSize) {
  const diameter = spinnerDiameter(theme, size);
  return css`
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.primary};
    font-size: ${size === 'small' ? theme.fontSizes.xs : theme.fontSizes.md};
    line-height: ${theme.lineHeights.tight};

    &[data-label-placement='end'] {
      flex-direction: row;
    }
    .srm-spinner-ring {
      display: inline-block;
      flex: none;
      width: ${diameter};
      height: ${diameter};
      border: ${size === 'large' ? theme.space[1] : `calc(${theme.space[1]} / 2)`} solid ${theme.colors.borderSubtle};
      border-top-color: currentColor;
      border-radius: ${theme.radii.round};
      animation: ${spin} 0.8s linear infinite;
    }
    @media (prefers-reduced-motion: reduce) {
      .srm-spinner-ring {
        animation-duration: 2.4s;
      }
    }
  `;
}

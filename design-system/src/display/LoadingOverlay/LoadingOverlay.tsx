import { ClassNames, css, type Theme } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import type { SpinnerSize } from '../Spinner/spinnerStyles';

export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** The region to cover; it stays mounted (and keeps its state) while loading. */
  children?: ReactNode;
  /**
   * Whether the region is loading: a veil with a spinner covers it and `aria-busy` is set.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text under the spinner; also its accessible name. Without it the spinner is named 加载中.
   */
  tip?: string;
  /**
   * Spinner size.
   * @default 'medium'
   */
  spinnerSize?: SpinnerSize;
}

function overlayStyles(theme: Theme) {
  return css`
    position: relative;

    .srm-loading-mask {
      position: absolute;
      inset: 0;
      z-index: ${theme.zIndices.sticky + 1};
      display: flex;
      align-items: center;
      justify-content: center;
      background: ${theme.colors.loadingMask};
      cursor: progress;
    }
    .srm-loading-box {
      display: inline-flex;
      padding: ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.sm};
    }
  `;
}

/**
 * Covers its child region with a translucent veil and a spinner while `isLoading`; the content
 * stays mounted underneath. States: `data-loading` and `aria-busy` on the region.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { children, isLoading = false, tip, spinnerSize = 'medium', className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <div
          {...props}
          ref={ref}
          aria-busy={isLoading}
          data-loading={isLoading || undefined}
          className={cx(toClass(overlayStyles(theme)), className)}
        >
          {children}
          {isLoading ? (
            <div className="srm-loading-mask">
              <div className="srm-loading-box">
                <Spinner size={spinnerSize} label={tip} labelPlacement={tip ? 'bottom' : 'none'} />
              </div>
            </div>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
});

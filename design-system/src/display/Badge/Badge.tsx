import { ClassNames, css, type Theme } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { badgeDisplay } from './badgeLogic';

export type BadgeVariant = 'danger' | 'primary';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The element the badge sits on (an icon button in the header). Without it the badge stands alone. */
  children?: ReactNode;
  /** The number to show. */
  count?: number;
  /**
   * Counts above this show as `{max}+`.
   * @default 99
   */
  max?: number;
  /**
   * Show a dot instead of the number.
   * @default false
   */
  dot?: boolean;
  /**
   * Show the badge when the count is 0.
   * @default false
   */
  showZero?: boolean;
  /**
   * Hide the badge whatever the count.
   * @default false
   */
  isHidden?: boolean;
  /**
   * Fill colour.
   * @default 'danger'
   */
  variant?: BadgeVariant;
  /**
   * What assistive technology reads instead of the drawn count, e.g. `通知 3 条`. It is rendered as
   * visually hidden text, and the drawn count is then hidden from assistive technology.
   */
  'aria-label'?: string;
}

function badgeStyles(theme: Theme, variant: BadgeVariant) {
  const c = theme.colors;
  return css`
    position: relative;
    display: inline-flex;
    vertical-align: middle;
    line-height: 1;

    .srm-badge-count {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${theme.space[4]};
      height: ${theme.space[4]};
      padding: 0 ${theme.space[1]};
      border-radius: ${theme.radii.round};
      background: ${variant === 'primary' ? c.primary : c.danger};
      color: ${c.textInverse};
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.regular};
      line-height: 1;
      white-space: nowrap;
      box-shadow: 0 0 0 1px ${c.surface};
      vertical-align: baseline;
    }
    &[data-dot] .srm-badge-count {
      min-width: 0;
      width: ${theme.space[2]};
      height: ${theme.space[2]};
      padding: 0;
    }
    &:not([data-standalone]) .srm-badge-count {
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(50%, -50%);
      z-index: 1;
    }
  `;
}

/**
 * A count or a dot on a child. `99+` above `max`; hidden at 0 unless `showZero`.
 * States: `data-visible`, `data-dot`, `data-standalone`, `data-variant`.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  {
    children,
    count,
    max = 99,
    dot = false,
    showZero = false,
    isHidden = false,
    variant = 'danger',
    'aria-label': ariaLabel,
    className,
    ...props
  },
  ref,
) {
  const display = badgeDisplay({ count, max, dot, showZero, isHidden });
  const standalone = children === undefined || children === null;
  // The drawn count is decoration when a label says it, when it sits on a child (which is named
  // by the caller, e.g. 通知 3 条), or when it is a bare dot.
  const countHidden = Boolean(ariaLabel) || !standalone || dot;
  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <span
          {...props}
          ref={ref}
          data-visible={display.isVisible || undefined}
          data-dot={dot || undefined}
          data-standalone={standalone || undefined}
          data-variant={variant}
          className={cx(toClass(badgeStyles(theme, variant)), className)}
        >
          {children}
          {display.isVisible ? (
            <sup className="srm-badge-count" aria-hidden={countHidden || undefined}>
              {display.text}
            </sup>
          ) : null}
          {ariaLabel ? <VisuallyHidden>{ariaLabel}</VisuallyHidden> : null}
        </span>
      )}
    </ClassNames>
  );
});

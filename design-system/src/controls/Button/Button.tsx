import { ClassNames } from '@emotion/react';
import { forwardRef } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './buttonStyles';

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis: one primary action per area; danger for destructive actions; text and link
   * for low emphasis inside tables and toolbars.
   * @default 'default'
   */
  variant?: ButtonVariant;
  /**
   * Height follows the theme's density for `medium`.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/**
 * A button on react-aria-components: press by mouse, touch, Enter or Space; focus ring on keyboard
 * focus only. States are exposed as `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled` and `data-pending` (set by `isPending`, which also keeps focus and announces).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'medium', className, children, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(buttonStyles(theme, variant, size));
        return (
          <RACButton
            {...props}
            ref={ref}
            data-variant={variant}
            data-size={size}
            className={composeClassName(base, className)}
          >
            {(renderProps) => (
              <>
                {renderProps.isPending ? <span className="srm-button-spinner" aria-hidden="true" /> : null}
                {typeof children === 'function' ? children(renderProps) : children}
              </>
            )}
          </RACButton>
        );
      }}
    </ClassNames>
  );
});

import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import {
  Button as RACButton,
  ToggleButton,
  type ButtonProps as RACButtonProps,
  type ToggleButtonProps,
} from 'react-aria-components';
import { Tooltip } from '../../overlays/Tooltip';
import { composeClassName } from '../../styles/composeClassName';
import { iconButtonStyles } from './toolbarStyles';

interface IconButtonOwnProps {
  /** The accessible name (the icon is decorative). */
  label: string;
  /**
   * The tooltip's text.
   * @default label
   */
  tooltip?: string;
  /** The icon, from `icons.tsx`. */
  icon: ReactNode;
}

export interface TableIconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'>, IconButtonOwnProps {}

/**
 * A square icon-only button named by `label`, with a tooltip on hover and keyboard focus. States:
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export const TableIconButton = forwardRef<HTMLButtonElement, TableIconButtonProps>(function TableIconButton(
  { label, tooltip, icon, className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(iconButtonStyles(theme));
        return (
          <Tooltip content={tooltip ?? label}>
            <RACButton {...props} ref={ref} aria-label={label} className={composeClassName(base, className)}>
              {icon}
            </RACButton>
          </Tooltip>
        );
      }}
    </ClassNames>
  );
});

export interface TableToggleIconButtonProps extends Omit<ToggleButtonProps, 'children' | 'aria-label'>, IconButtonOwnProps {}

/** A square icon-only toggle (`aria-pressed`, `data-selected`) with a tooltip. */
export const TableToggleIconButton = forwardRef<HTMLButtonElement, TableToggleIconButtonProps>(
  function TableToggleIconButton({ label, tooltip, icon, className, ...props }, ref) {
    return (
      <ClassNames>
        {({ css, theme }) => {
          const base = css(iconButtonStyles(theme));
          return (
            <Tooltip content={tooltip ?? label}>
              <ToggleButton {...props} ref={ref} aria-label={label} className={composeClassName(base, className)}>
                {icon}
              </ToggleButton>
            </Tooltip>
          );
        }}
      </ClassNames>
    );
  },
);

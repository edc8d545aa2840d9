import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { switchStyles } from './switchStyles';
import { FieldHelp } from '../../styles/FieldHelp';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The visible label; it names the switch for assistive technology (pressing it toggles too). */
  label?: ReactNode;
  /** Help text under the switch. */
  description?: ReactNode;
  /**
   * A message shown under the switch when `isInvalid` is set (for example from a form library).
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Short text shown inside the track when on, for example 启用. Decorative: the state is announced
   * by the switch role itself.
   * @default undefined
   */
  onText?: string;
  /**
   * Short text shown inside the track when off, for example 停用.
   * @default undefined
   */
  offText?: string;
  /**
   * Where the label sits: after the track, or above it like the label of a text field.
   * @default 'end'
   */
  labelPlacement?: 'end' | 'top';
}

/**
 * An on/off switch (form type `switch`) on react-aria's SwitchField: role `switch` on a native
 * checkbox, Space toggles. States: `data-selected`, `data-disabled`, `data-readonly`,
 * `data-invalid`, `data-required` on the root; `data-hovered`, `data-pressed`,
 * `data-focus-visible` on the `.srm-switch-button` label.
 */
export const Switch = forwardRef<HTMLDivElement, SwitchProps>(function Switch(
  { label, description, errorMessage, onText, offText, labelPlacement = 'end', className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(switchStyles(theme));
        return (
          <SwitchField
            {...props}
            ref={ref}
            data-label-placement={labelPlacement}
            className={composeClassName(base, className)}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            <SwitchButton className="srm-switch-button">
              {({ isSelected }) => (
                <>
                  <span className="srm-switch-track" aria-hidden="true">
                    <span className="srm-switch-thumb" />
                    {onText || offText ? <span className="srm-switch-text">{isSelected ? onText : offText}</span> : null}
                  </span>
                  {label != null ? <span className="srm-switch-label">{label}</span> : null}
                </>
              )}
            </SwitchButton>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </SwitchField>
        );
      }}
    </ClassNames>
  );
});

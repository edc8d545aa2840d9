import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { checkboxStyles } from './checkboxStyles';
import { FieldHelp } from '../../styles/FieldHelp';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The checkbox's label; pressing it toggles the checkbox. */
  children?: ReactNode;
  /** Help text under the checkbox (not inside a CheckboxGroup, whose own description applies). */
  description?: ReactNode;
  /**
   * A message shown under a stand-alone checkbox when `isInvalid` is set. Inside a CheckboxGroup
   * the group shows the message.
   * @default undefined
   */
  errorMessage?: string;
}

/**
 * A checkbox on react-aria's CheckboxField: a native checkbox (Space toggles), indeterminate
 * (`isIndeterminate`, shown as a dash and exposed as aria-checked="mixed"), usable alone or inside
 * a CheckboxGroup (give it a `value`). States: `data-selected`, `data-indeterminate`,
 * `data-disabled`, `data-readonly`, `data-invalid`, `data-required` on the root; `data-hovered`,
 * `data-pressed` and `data-focus-visible` on the `.srm-checkbox-button` label.
 */
export const Checkbox = forwardRef<HTMLDivElement, CheckboxProps>(function Checkbox(
  { children, description, errorMessage, className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(checkboxStyles(theme));
        return (
          <CheckboxField
            {...props}
            ref={ref}
            className={composeClassName(base, className)}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            <CheckboxButton className="srm-checkbox-button">
              {({ isSelected, isIndeterminate }) => (
                <>
                  <span className="srm-checkbox-box" aria-hidden="true">
                    {isIndeterminate ? <DashMark /> : isSelected ? <CheckMark /> : null}
                  </span>
                  {children != null ? <span className="srm-checkbox-label">{children}</span> : null}
                </>
              )}
            </CheckboxButton>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </CheckboxField>
        );
      }}
    </ClassNames>
  );
});

function CheckMark() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" focusable="false">
      <path d="M1.5 5.2L4 7.6L8.6 2.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function DashMark() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" focusable="false">
      <path d="M2 5H8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

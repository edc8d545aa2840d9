import { ClassNames } from '@emotion/react';
import { forwardRef, useId, useState, type CSSProperties, type ReactNode } from 'react';
import {
  FieldErrorContext,
  Provider,
  TextContext,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { validationResult } from './chooseLogic';
import { chooseStyles } from './chooseStyles';
import { FieldHelp } from '../../styles/FieldHelp';

/** One option of a Choose. */
export interface ChooseOption {
  /** The text on the chip. */
  label: ReactNode;
  /** The key put into the selection when chosen. */
  value: Key;
  /** The chip cannot be chosen. */
  isDisabled?: boolean;
}

export interface ChooseProps extends Omit<ToggleButtonGroupProps, 'children' | 'className' | 'style' | 'render'> {
  /** The visible label; it names the group for assistive technology. */
  label?: string;
  /** Help text under the chips. */
  description?: ReactNode;
  /**
   * A message shown under the chips; it also makes the group invalid unless `isInvalid` says
   * otherwise.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Whether the choice is invalid (`data-invalid`, `aria-invalid`).
   * @default Boolean(errorMessage)
   */
  isInvalid?: boolean;
  /**
   * Marks the field as required (an asterisk; `aria-required` when choosing one). Checking it is the
   * form's job.
   * @default false
   */
  isRequired?: boolean;
  /**
   * The chips can be focused but pressing them changes nothing.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Whether one chip or several can be chosen.
   * @default 'single'
   */
  selectionMode?: 'single' | 'multiple';
  /**
   * Whether the last chosen chip can be un-chosen. Choosing one behaves like radios by default.
   * @default true when choosing one, false when choosing several
   */
  disallowEmptySelection?: boolean;
  /** The options; alternatively pass `<ChooseItem id=…>` children. */
  options?: readonly ChooseOption[];
  /** Chips, when `options` is not given. */
  children?: ReactNode;
  /** A class name for the root element. */
  className?: string;
  /** Inline style of the root element. */
  style?: CSSProperties;
}

export type ChooseItemProps = ToggleButtonProps;

/** One chip of a Choose: react-aria's ToggleButton; give it the `id` that goes into the selection. */
export const ChooseItem = forwardRef<HTMLButtonElement, ChooseItemProps>(function ChooseItem({ className, ...props }, ref) {
  return <ToggleButton {...props} ref={ref} className={composeClassName('srm-choose-item', className)} />;
});

/**
 * A row of chips for choosing one (or, with `selectionMode="multiple"`, several) of a few options
 * (the spec's form type `choose`), on react-aria's ToggleButtonGroup. Choosing one: role
 * `radiogroup` of `radio` buttons; several: role `toolbar` of pressed/unpressed buttons. Arrow keys
 * move between chips, Space or Enter chooses, Tab leaves the group. States: `data-invalid`,
 * `data-readonly`, `data-disabled`, `data-required`, `data-selection-mode` on the root; each chip
 * has `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`.
 */
export const Choose = forwardRef<HTMLDivElement, ChooseProps>(function Choose(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    isRequired = false,
    isReadOnly = false,
    selectionMode = 'single',
    disallowEmptySelection,
    options,
    children,
    className,
    style,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    ...props
  },
  ref,
) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [uncontrolled, setUncontrolled] = useState<Set<Key>>(() => new Set(defaultSelectedKeys ?? []));
  const selected = selectedKeys ?? uncontrolled;
  const invalid = isInvalid ?? Boolean(errorMessage);
  const single = selectionMode === 'single';
  const describedBy =
    [props['aria-describedby'], description ? descriptionId : undefined, invalid && errorMessage ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), chooseStyles(theme));
        return (
          <div
            ref={ref}
            style={style}
            className={className ? `${base} ${className}` : base}
            data-selection-mode={selectionMode}
            data-invalid={invalid || undefined}
            data-readonly={isReadOnly || undefined}
            data-disabled={props.isDisabled || undefined}
            data-required={isRequired || undefined}
          >
            {label ? (
              <span id={labelId} className="srm-field-label">
                {label}
              </span>
            ) : null}
            <Provider
              values={[
                [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
                [FieldErrorContext, validationResult(invalid, errorMessage)],
              ]}
            >
              <ToggleButtonGroup
                {...props}
                aria-labelledby={label ? labelId : props['aria-labelledby']}
                aria-describedby={describedBy}
                selectionMode={selectionMode}
                disallowEmptySelection={disallowEmptySelection ?? single}
                selectedKeys={selected}
                onSelectionChange={(keys) => {
                  if (isReadOnly) return;
                  if (selectedKeys === undefined) setUncontrolled(keys);
                  onSelectionChange?.(keys);
                }}
                className="srm-choose-group"
                render={(domProps) => (
                  <div
                    {...domProps}
                    aria-invalid={invalid || undefined}
                    aria-required={(single && isRequired) || undefined}
                    aria-readonly={(single && isReadOnly) || undefined}
                  />
                )}
              >
                {options
                  ? options.map((option) => (
                      <ChooseItem key={option.value} id={option.value} isDisabled={option.isDisabled}>
                        {option.label}
                      </ChooseItem>
                    ))
                  : children}
              </ToggleButtonGroup>
              <FieldHelp description={description} errorMessage={errorMessage} />
            </Provider>
          </div>
        );
      }}
    </ClassNames>
  );
});

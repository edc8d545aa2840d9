import { ClassNames } from '@emotion/react';
import { useRef, type Ref } from 'react';
import {
  Button,
  ButtonContext,
  Group,
  Label,
  Select as RACSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import { ChevronDownIcon, ClearIcon } from '../selectCore/icons';
import { toKeyList, type SelectKey, type SelectOption } from '../selectCore/options';
import { OptionList, SelectPopover } from '../selectCore/OptionList';
import { selectFieldStyles } from '../selectCore/selectStyles';
import type { SelectionMode, SelectionState } from '../selectCore/useSelection';
import { bareLabel } from '../TextField/textFieldLogic';
import { FieldHelp } from '../../styles/FieldHelp';

export interface PlainSelectFieldProps<T> extends SelectFieldBaseProps {
  selectionMode: SelectionMode;
  selection: SelectionState<T>;
  options: readonly SelectOption<T>[];
  isClearable: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A select without typing, on react-aria-components' Select: a button opens the list; typing on the
 * closed button jumps to a matching option (type-ahead).
 */
export function PlainSelectField<T>({
  selectionMode,
  selection,
  options,
  isClearable,
  onOpenChange,
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isLoading = false,
  placeholder,
  name,
  id,
  className,
  autoFocus,
  ref,
}: PlainSelectFieldProps<T>) {
  const { t } = useLocale();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const single = selectionMode === 'single';
  const { keys, selected } = selection;
  const resolvedPlaceholder = placeholder ?? t('field.placeholderSelect', { label: bareLabel(label) });
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  const canClear = isClearable && keys.length > 0 && !isDisabled && !isReadOnly;

  const handleChange = (value: Key | Key[] | null) => {
    selection.setKeys(toKeyList(value as SelectKey | SelectKey[] | null), options as SelectOption<T | undefined>[]);
  };

  const clear = () => {
    selection.setKeys([], []);
    triggerRef.current?.focus();
  };

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), selectFieldStyles(theme));
        return (
          <RACSelect<SelectOption<T>, SelectionMode>
            ref={ref}
            id={id}
            className={composeClassName(base, className)}
            selectionMode={selectionMode}
            value={single ? (keys[0] ?? null) : keys}
            onChange={handleChange}
            // Read-only: focusable and readable, but the list never opens.
            isOpen={isReadOnly ? false : undefined}
            onOpenChange={onOpenChange}
            allowsEmptyCollection
            isDisabled={isDisabled}
            isRequired={isRequired}
            isInvalid={invalid}
            name={name}
            placeholder={resolvedPlaceholder}
            aria-label={ariaLabel}
            autoFocus={autoFocus}
            data-readonly={isReadOnly || undefined}
            data-selection-mode={selectionMode}
            data-loading={isLoading || undefined}
            data-empty={keys.length === 0 || undefined}
            data-source="plain"
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group" isDisabled={isDisabled} isInvalid={invalid}>
              <Button
                ref={triggerRef}
                className="srm-select-trigger"
                onKeyDown={(event) => {
                  if (canClear && (event.key === 'Delete' || event.key === 'Backspace')) clear();
                  else event.continuePropagation();
                }}
              >
                <SelectValue<SelectOption<T>> className="srm-select-value">
                  {({ defaultChildren }) =>
                    keys.length === 0 ? (
                      defaultChildren
                    ) : single ? (
                      selected[0]?.label
                    ) : (
                      <span className="srm-select-tags">
                        {selected.map((option) => (
                          <span key={option.value} className="srm-select-tag" title={option.label}>
                            {option.label}
                          </span>
                        ))}
                      </span>
                    )
                  }
                </SelectValue>
                <span className="srm-select-chevron">
                  <ChevronDownIcon />
                </span>
              </Button>
              {isLoading ? <span className="srm-select-spinner" aria-hidden="true" /> : null}
              {canClear ? (
                <ButtonContext.Provider value={null}>
                  {/* Pointer shortcut only: the keyboard clears with Delete or Backspace on the trigger. */}
                  <Button className="srm-field-addon" aria-label={t('common.clear')} onPress={clear} excludeFromTabOrder>
                    <ClearIcon />
                  </Button>
                </ButtonContext.Provider>
              ) : null}
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
            <SelectPopover>
              <OptionList items={options} emptyText={isLoading ? t('select.loadingMore') : t('select.noMatch')} />
            </SelectPopover>
          </RACSelect>
        );
      }}
    </ClassNames>
  );
}

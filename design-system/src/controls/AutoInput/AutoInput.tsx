import { ClassNames } from '@emotion/react';
import { useMemo, useState, type Ref } from 'react';
import { Button, ComboBox, Group, Input, Label, type Key } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import type { LoadSelectOptions } from '../Select/Select';
import {
  LOCAL_RESULT_CAP,
  REMOTE_PAGE_SIZE,
  REMOTE_RESULT_CAP,
  SCROLL_LOAD_THROTTLE_MS,
  SEARCH_DEBOUNCE_MS,
} from '../selectCore/constants';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import { ChevronDownIcon } from '../selectCore/icons';
import { toSelectOptions, type OptionFieldNames, type SelectOption } from '../selectCore/options';
import { OptionList, SelectPopover } from '../selectCore/OptionList';
import { selectFieldStyles } from '../selectCore/selectStyles';
import { useFieldNames } from '../selectCore/useFieldNames';
import { useRemoteSearch } from '../selectCore/useRemoteSearch';
import { TEXT_MAX_LENGTH, bareLabel } from '../TextField/textFieldLogic';
import { localSuggestions, optionForText } from './autoInputLogic';
import { FieldHelp } from '../../styles/FieldHelp';

export interface AutoInputProps<T = unknown> extends SelectFieldBaseProps {
  /** The text (controlled). */
  value?: string;
  /**
   * The initial text (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text, and the suggestion when one was taken (or typed exactly). */
  onChange?: (value: string, option?: SelectOption<T>) => void;
  /**
   * Local suggestions: strings, or objects read through `fieldNames`.
   * @default []
   */
  options?: readonly T[];
  /**
   * Which fields hold label and value of object suggestions.
   * @default { label: 'label', value: 'value' }
   */
  fieldNames?: OptionFieldNames;
  /** Remote suggestions, searched 500 ms after typing stops (stale answers are ignored). */
  loadOptions?: LoadSelectOptions<T>;
  /**
   * Wait after the last keystroke before a remote search, in ms.
   * @default 500
   */
  debounceMs?: number;
  /**
   * Maximum number of characters.
   * @default 200
   */
  maxLength?: number;
  /**
   * Placeholder text.
   * @default '请输入{label}' in zh-CN, 'Enter {label}' in en (the text is typed)
   */
  placeholder?: string;
  /** Called when the suggestion list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const getOptionKey = (option: SelectOption<unknown>) => option.value;

/**
 * A text input with suggestions (the spec's autoinput): free text is allowed; suggestions come from
 * local options (filtered as you type) or from `loadOptions` (debounced). Built on
 * react-aria-components' ComboBox with `allowsCustomValue`. The root carries `data-source`
 * (local, remote), `data-loading`, `data-open`, `data-disabled`, `data-readonly`, `data-invalid`.
 */
export function AutoInput<T = unknown>({
  value,
  defaultValue = '',
  onChange,
  options: rawOptions,
  fieldNames,
  loadOptions,
  debounceMs = SEARCH_DEBOUNCE_MS,
  maxLength = TEXT_MAX_LENGTH,
  placeholder,
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
  name,
  id,
  className,
  autoFocus,
  ref,
}: AutoInputProps<T>) {
  const { t } = useLocale();
  const names = useFieldNames(fieldNames);
  const options = useMemo(() => toSelectOptions(rawOptions, names), [rawOptions, names]);
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;
  const { state: remoteState, search } = useRemoteSearch<SelectOption<T>>({
    load: loadOptions
      ? async (keyword, context) => {
          const page = await loadOptions(keyword, context);
          return { options: toSelectOptions(page.options, names), total: page.total };
        }
      : undefined,
    getKey: getOptionKey,
    pageSize: REMOTE_PAGE_SIZE,
    cap: REMOTE_RESULT_CAP,
    debounceMs,
    throttleMs: SCROLL_LOAD_THROTTLE_MS,
  });
  const remote = loadOptions !== undefined;
  const searching = remote && (remoteState.status === 'searching' || remoteState.status === 'idle');
  const items: readonly SelectOption<T>[] = remote ? (searching ? [] : remoteState.options) : localSuggestions(options, text, LOCAL_RESULT_CAP);
  const invalid = isInvalid ?? (errorMessage ? true : undefined);

  const setText = (next: string, option?: SelectOption<T>) => {
    if (isReadOnly || isDisabled || next === text) return;
    if (value === undefined) setInner(next);
    onChange?.(next, option ?? optionForText([...items, ...options], next));
  };

  const handleInputChange = (next: string) => {
    if (next === text) return;
    setText(next);
    if (remote) search.search(next);
  };

  const handleSelection = (key: Key | null) => {
    const option = items.find((item) => item.value === key);
    if (option) setText(option.label, option);
  };

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen && remote) search.ensureLoaded(text);
    onOpenChange?.(isOpen);
  };

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), selectFieldStyles(theme));
        return (
          <ComboBox<SelectOption<T>>
            ref={ref}
            id={id}
            className={composeClassName(base, className)}
            allowsCustomValue
            items={items}
            inputValue={text}
            onInputChange={handleInputChange}
            onChange={handleSelection}
            onOpenChange={handleOpenChange}
            allowsEmptyCollection={remote}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isRequired={isRequired}
            isInvalid={invalid}
            name={name}
            aria-label={ariaLabel}
            autoFocus={autoFocus}
            data-source={remote ? 'remote' : 'local'}
            data-loading={isLoading || searching || undefined}
            data-empty={text === '' || undefined}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group">
              <Input
                className="srm-field-input"
                maxLength={maxLength}
                placeholder={placeholder ?? t('field.placeholderInput', { label: bareLabel(label) })}
              />
              {isLoading ? <span className="srm-select-spinner" aria-hidden="true" /> : null}
              <Button className="srm-field-addon srm-select-chevron">
                <ChevronDownIcon />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
            <SelectPopover>
              <OptionList items={items} emptyText={searching ? t('select.searching') : t('select.noMatch')} />
            </SelectPopover>
          </ComboBox>
        );
      }}
    </ClassNames>
  );
}

import { useMemo, type Ref } from 'react';
import {
  LOCAL_RESULT_CAP,
  REMOTE_PAGE_SIZE,
  REMOTE_RESULT_CAP,
  SCROLL_LOAD_THROTTLE_MS,
  SEARCH_DEBOUNCE_MS,
} from '../selectCore/constants';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import { toSelectOptions, type OptionFieldNames, type SelectOption } from '../selectCore/options';
import type { RemoteLoadContext, RemoteLoader } from '../selectCore/remoteSearch';
import { SearchSelectField } from '../selectCore/SearchSelectField';
import { useFieldNames } from '../selectCore/useFieldNames';
import { useSelection, type SelectValue } from '../selectCore/useSelection';
import { PlainSelectField } from './PlainSelectField';

/** The caller's remote search: one page of source items for a keyword. */
export type LoadSelectOptions<T> = (keyword: string, context: RemoteLoadContext) => Promise<{ options: readonly T[]; total?: number }>;

export interface SelectProps<T = unknown> extends SelectFieldBaseProps {
  /**
   * Local options: objects read through `fieldNames`, or plain strings/numbers.
   * @default []
   */
  options?: readonly T[];
  /**
   * Which fields hold label, value, disabled flag and description, for lookups such as
   * `{dictItemCode, dictItemName}` (`{ label: 'dictItemName', value: 'dictItemCode' }`).
   * @default { label: 'label', value: 'value', disabled: 'isDisabled', description: 'description' }
   */
  fieldNames?: OptionFieldNames;
  /**
   * One value or a list of values.
   * @default 'single'
   */
  selectionMode?: 'single' | 'multiple';
  /** The chosen value (controlled): a key or null; a list of keys in multiple mode. */
  value?: SelectValue;
  /**
   * The initial value (uncontrolled).
   * @default null
   */
  defaultValue?: SelectValue;
  /** Called with the new value and the chosen options (their `raw` is the source item). */
  onChange?: (value: SelectValue, selected: SelectOption<T | undefined>[]) => void;
  /**
   * Shows a clear button while a value is chosen.
   * @default false
   */
  isClearable?: boolean;
  /**
   * Type in the field to filter the local options (by label or value; at most 9999 listed).
   * @default false
   */
  isFilterable?: boolean;
  /**
   * Remote search instead of local options: called 500 ms after typing stops (and when the list
   * opens) with the keyword and `{page, pageSize, signal}`; the next page loads when the list is
   * scrolled near its end, up to `resultCap` results. An answer that is not for the newest request
   * is ignored, and older requests are aborted through `signal`.
   */
  loadOptions?: LoadSelectOptions<T>;
  /** Source items for the current value, so a remote value shows its label before any search. */
  selectedOptions?: readonly T[];
  /**
   * Page size of remote searches.
   * @default 20
   */
  pageSize?: number;
  /**
   * At most this many options are listed.
   * @default 50 with `loadOptions`, 9999 otherwise
   */
  resultCap?: number;
  /**
   * Wait after the last keystroke before a remote search, in ms.
   * @default 500
   */
  debounceMs?: number;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A select for lookups: single or multiple, clearable, filterable, or searching a server with
 * debounce, paging and a result cap. Without typing it is react-aria-components' Select (a button
 * and a listbox); with `isFilterable` or `loadOptions` it is a ComboBox (an input and a listbox).
 * The root carries `data-selection-mode`, `data-source` (plain, local, remote), `data-empty`,
 * `data-loading`, `data-open`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required`.
 */
export function Select<T = unknown>({
  options: rawOptions,
  fieldNames,
  selectionMode = 'single',
  value,
  defaultValue,
  onChange,
  isClearable = false,
  isFilterable = false,
  loadOptions,
  selectedOptions,
  pageSize = REMOTE_PAGE_SIZE,
  resultCap,
  debounceMs = SEARCH_DEBOUNCE_MS,
  ...field
}: SelectProps<T>) {
  const names = useFieldNames(fieldNames);
  const options = useMemo(() => toSelectOptions(rawOptions, names), [rawOptions, names]);
  const initialOptions = useMemo(() => toSelectOptions(selectedOptions, names), [selectedOptions, names]);
  const knownOptions = useMemo(() => [...options, ...initialOptions], [options, initialOptions]);
  const selection = useSelection<T>({
    selectionMode,
    value,
    defaultValue,
    onChange,
    knownOptions,
    isReadOnly: field.isReadOnly,
    isDisabled: field.isDisabled,
  });

  if (loadOptions) {
    const load: RemoteLoader<SelectOption<T>> = async (keyword, context) => {
      const page = await loadOptions(keyword, context);
      return { options: toSelectOptions(page.options, names), total: page.total };
    };
    return (
      <SearchSelectField<T>
        {...field}
        selectionMode={selectionMode}
        selection={selection}
        isClearable={isClearable}
        source={{
          kind: 'remote',
          load,
          pageSize,
          cap: resultCap ?? REMOTE_RESULT_CAP,
          debounceMs,
          throttleMs: SCROLL_LOAD_THROTTLE_MS,
          scrollOffset: 0.25,
        }}
      />
    );
  }
  if (isFilterable) {
    return (
      <SearchSelectField<T>
        {...field}
        selectionMode={selectionMode}
        selection={selection}
        isClearable={isClearable}
        source={{ kind: 'local', options, cap: resultCap ?? LOCAL_RESULT_CAP }}
      />
    );
  }
  return (
    <PlainSelectField<T>
      {...field}
      selectionMode={selectionMode}
      selection={selection}
      isClearable={isClearable}
      options={options.slice(0, resultCap ?? LOCAL_RESULT_CAP)}
    />
  );
}

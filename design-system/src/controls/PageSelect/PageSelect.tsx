import { useMemo, type Ref } from 'react';
import { PAGE_SELECT_PAGE_SIZE, SCROLL_LOAD_THROTTLE_MS, SEARCH_DEBOUNCE_MS } from '../selectCore/constants';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import { toSelectOptions, type OptionFieldNames, type SelectOption } from '../selectCore/options';
import { SearchSelectField } from '../selectCore/SearchSelectField';
import { useFieldNames } from '../selectCore/useFieldNames';
import { useSelection, type SelectValue } from '../selectCore/useSelection';
import { pageLoader, type PageSelectLoadPage } from './pageSelectLogic';

export interface PageSelectProps<T = unknown> extends SelectFieldBaseProps {
  /**
   * Loads one page for a keyword: `{keyword, page, pageSize, signal}` → `{options, total}`. Called
   * when the list opens, 500 ms after typing stops, and for the next page when the list is scrolled
   * near its end (at most one such load per 500 ms), until `total` rows are listed.
   */
  loadPage: PageSelectLoadPage<T>;
  /**
   * Which fields hold label, value, disabled flag and description (for example `{sn, name}`).
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
  /** Source items for the current value, so it shows its label before the first page loads. */
  selectedOptions?: readonly T[];
  /**
   * Shows a clear button while a value is chosen.
   * @default false
   */
  isClearable?: boolean;
  /**
   * Rows per page.
   * @default 10
   */
  pageSize?: number;
  /**
   * Wait after the last keystroke before searching, in ms.
   * @default 500
   */
  debounceMs?: number;
  /**
   * Minimum time between two scroll-triggered page loads, in ms.
   * @default 500
   */
  throttleMs?: number;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The spec's queryselect / pageSelect: a remote, paged select with infinite scroll. Type to search
 * (debounced); scrolling near the end of the list loads the next page and shows 加载中... meanwhile;
 * loading stops at the server's total. Built on the family's ComboBox field and react-aria's
 * ListBoxLoadMoreItem. The root carries `data-paged` besides the Select data attributes.
 */
export function PageSelect<T = unknown>({
  loadPage,
  fieldNames,
  selectionMode = 'single',
  value,
  defaultValue,
  onChange,
  selectedOptions,
  isClearable = false,
  pageSize = PAGE_SELECT_PAGE_SIZE,
  debounceMs = SEARCH_DEBOUNCE_MS,
  throttleMs = SCROLL_LOAD_THROTTLE_MS,
  ...field
}: PageSelectProps<T>) {
  const names = useFieldNames(fieldNames);
  const knownOptions = useMemo(() => toSelectOptions(selectedOptions, names), [selectedOptions, names]);
  const selection = useSelection<T>({
    selectionMode,
    value,
    defaultValue,
    onChange,
    knownOptions,
    isReadOnly: field.isReadOnly,
    isDisabled: field.isDisabled,
  });
  return (
    <SearchSelectField<T>
      {...field}
      selectionMode={selectionMode}
      selection={selection}
      isClearable={isClearable}
      dataAttributes={{ 'data-paged': 'true' }}
      source={{
        kind: 'remote',
        load: pageLoader(loadPage, names),
        pageSize,
        cap: Infinity,
        debounceMs,
        throttleMs,
        // Near the end: within a tenth of the list's height (a page of 10 rows overflows the list).
        scrollOffset: 0.1,
      }}
    />
  );
}

import { ClassNames } from '@emotion/react';
import { useContext, useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import {
  Button,
  ButtonContext,
  ComboBox,
  ComboBoxStateContext,
  ComboBoxValue,
  Group,
  Input,
  Label,
  type Key,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { bareLabel } from '../TextField/textFieldLogic';
import type { SelectFieldBaseProps } from './fieldProps';
import { filterOptions } from './filterOptions';
import { ChevronDownIcon, ClearIcon } from './icons';
import { sameKeys, toKeyList, type SelectKey, type SelectOption } from './options';
import { OptionList, SelectPopover } from './OptionList';
import type { RemoteLoader } from './remoteSearch';
import { selectFieldStyles } from './selectStyles';
import { useRemoteSearch } from './useRemoteSearch';
import type { SelectionMode, SelectionState } from './useSelection';
import { FieldHelp } from '../../styles/FieldHelp';

/** Options filtered in the browser. */
export interface LocalSource<T> {
  kind: 'local';
  options: readonly SelectOption<T>[];
  /** At most this many matches are listed. */
  cap: number;
}

/** Options searched (and paged) on the server. */
export interface RemoteSource<T> {
  kind: 'remote';
  load: RemoteLoader<SelectOption<T>>;
  pageSize: number;
  cap: number;
  debounceMs: number;
  throttleMs: number;
  /** How near the end (in list heights) scrolling loads the next page. */
  scrollOffset: number;
}

export interface SearchSelectFieldProps<T> extends SelectFieldBaseProps {
  selectionMode: SelectionMode;
  selection: SelectionState<T>;
  source: LocalSource<T> | RemoteSource<T>;
  isClearable: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra `data-*` attributes on the root (for example which control it is). */
  dataAttributes?: Record<`data-${string}`, string | undefined>;
  ref?: Ref<HTMLDivElement>;
}

const getOptionKey = (option: SelectOption<unknown>) => option.value;

/**
 * A searchable select on react-aria-components' ComboBox: type to filter (locally) or to search
 * (remotely, debounced, paged on scroll), single or multiple selection, clear button. Both the
 * selected keys and the input text are controlled here: the input shows the chosen label while
 * not editing, and the typed keyword while editing.
 */
export function SearchSelectField<T>({
  selectionMode,
  selection,
  source,
  isClearable,
  onOpenChange,
  dataAttributes,
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
}: SearchSelectFieldProps<T>) {
  const { t } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const remote = source.kind === 'remote' ? source : null;
  const { state: remoteState, search, loadMore } = useRemoteSearch<SelectOption<T>>({
    load: remote?.load,
    getKey: getOptionKey,
    pageSize: remote?.pageSize ?? 0,
    cap: remote?.cap ?? 0,
    debounceMs: remote?.debounceMs ?? 0,
    throttleMs: remote?.throttleMs ?? 0,
  });
  /** The typed text while the user edits; null shows the chosen label (single) or nothing (multiple). */
  const [draft, setDraft] = useState<string | null>(null);
  const single = selectionMode === 'single';
  const { keys, selected } = selection;
  const keyword = draft ?? '';
  const chosenLabel = single ? (selected[0]?.label ?? '') : '';
  const inputValue = draft ?? chosenLabel;

  const searching = remote !== null && (remoteState.status === 'searching' || remoteState.status === 'idle');
  const items: readonly SelectOption<T>[] = remote
    ? searching
      ? []
      : remoteState.options
    : filterOptions(source.kind === 'local' ? source.options : [], keyword, source.cap);
  const emptyText = searching ? t('select.searching') : isLoading ? t('select.loadingMore') : t('select.noMatch');
  const showLoadMore = remote !== null && items.length > 0 && (remoteState.hasMore || remoteState.status === 'loadingMore');
  const resolvedPlaceholder = placeholder ?? t('field.placeholderSelect', { label: bareLabel(label) });
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  const canClear = isClearable && keys.length > 0 && !isDisabled && !isReadOnly;

  const commit = (next: SelectKey[]) => {
    selection.setKeys(next, [...items, ...selected] as SelectOption<T | undefined>[]);
  };

  const handleChange = (value: Key | Key[] | null) => {
    const next = toKeyList(value as SelectKey | SelectKey[] | null);
    if (sameKeys(next, keys)) {
      // Commit on blur/Enter/Escape, or the chosen option chosen again: end editing. A clearable
      // single select whose text was emptied is cleared (the keyboard way to clear it).
      const emptied = single && isClearable && draft !== null && draft.trim() === '' && keys.length > 0;
      setDraft(null);
      if (emptied) commit([]);
      return;
    }
    if (single) setDraft(null);
    commit(next);
  };

  const handleInputChange = (text: string) => {
    if (isReadOnly) return;
    // react-aria resets the text to the chosen label itself at times: that is not a search.
    if (single && draft === null && text === chosenLabel) return;
    setDraft(text);
    if (remote) search.search(text);
  };

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) {
      if (remote) search.ensureLoaded(keyword);
    } else {
      setDraft(null);
      if (remote && keyword !== '') search.cancel();
    }
    onOpenChange?.(isOpen);
  };

  const clear = () => {
    setDraft(null);
    commit([]);
    inputRef.current?.focus();
  };

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), selectFieldStyles(theme));
        return (
          <ComboBox<SelectOption<T>, SelectionMode>
            ref={ref}
            id={id}
            className={composeClassName(base, className)}
            selectionMode={selectionMode}
            items={items}
            value={single ? (keys[0] ?? null) : keys}
            onChange={handleChange}
            inputValue={inputValue}
            onInputChange={handleInputChange}
            onOpenChange={handleOpenChange}
            allowsEmptyCollection
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isRequired={isRequired}
            isInvalid={invalid}
            name={name}
            aria-label={ariaLabel}
            autoFocus={autoFocus}
            data-selection-mode={selectionMode}
            data-loading={isLoading || searching || remoteState.status === 'loadingMore' || undefined}
            data-empty={keys.length === 0 || undefined}
            data-source={source.kind}
            {...dataAttributes}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group">
              {single ? (
                <Input ref={inputRef} className="srm-field-input" placeholder={resolvedPlaceholder} />
              ) : (
                // One stable tree in multiple mode, so the input keeps focus when tags appear.
                <div className="srm-select-tags-wrap">
                  {selected.length > 0 ? (
                    <ComboBoxValue className="srm-select-tags">
                      {() =>
                        selected.map((option) => (
                          <span key={option.value} className="srm-select-tag" title={option.label}>
                            {option.label}
                          </span>
                        ))
                      }
                    </ComboBoxValue>
                  ) : null}
                  <MultipleInput
                    inputRef={inputRef}
                    placeholder={selected.length > 0 ? undefined : resolvedPlaceholder}
                    onBackspaceEmpty={() => {
                      if (!isReadOnly && !isDisabled && keys.length > 0 && keyword === '') commit(keys.slice(0, -1));
                    }}
                  />
                </div>
              )}
              {isLoading ? <span className="srm-select-spinner" aria-hidden="true" /> : null}
              {canClear ? (
                <ButtonContext.Provider value={null}>
                  {/* Pointer shortcut only (outside the tab order, like the chevron): the keyboard
                      clears by emptying the text, or with Backspace in multiple mode. */}
                  <Button className="srm-field-addon" aria-label={t('common.clear')} onPress={clear} excludeFromTabOrder>
                    <ClearIcon />
                  </Button>
                </ButtonContext.Provider>
              ) : null}
              <Button className="srm-field-addon srm-select-chevron">
                <ChevronDownIcon />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
            <SelectPopover>
              <OptionList
                items={items}
                emptyText={emptyText}
                loadMore={
                  showLoadMore
                    ? { onLoadMore: loadMore, isLoading: remoteState.status === 'loadingMore', scrollOffset: remote?.scrollOffset }
                    : null
                }
              />
            </SelectPopover>
          </ComboBox>
        );
      }}
    </ClassNames>
  );
}

/**
 * The input of a multiple select. react-aria commits the focused option on Tab, which in multiple
 * mode would silently toggle it while the user only leaves the field: Tab just leaves. Backspace
 * in the empty input removes the last chosen value.
 */
function MultipleInput({
  inputRef,
  placeholder,
  onBackspaceEmpty,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string | undefined;
  onBackspaceEmpty: () => void;
}) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') state?.selectionManager.setFocusedKey(null);
    if (event.key === 'Backspace' && event.currentTarget.value === '') onBackspaceEmpty();
  };
  return <Input ref={inputRef} className="srm-field-input" placeholder={placeholder} onKeyDownCapture={onKeyDownCapture} />;
}

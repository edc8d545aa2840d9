import { ClassNames } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useField, useFocusRing, useHover, mergeProps } from 'react-aria';
import { Button, ButtonContext, Dialog, DialogTrigger, Group, Input, SearchField } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { fieldStyles } from '../../styles/fieldStyles';
import { LOCAL_RESULT_CAP } from '../selectCore/constants';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import { ChevronDownIcon, ChevronRightIcon, ClearIcon } from '../selectCore/icons';
import type { SelectKey } from '../selectCore/options';
import { OptionList, SelectPopover } from '../selectCore/OptionList';
import { selectFieldStyles } from '../selectCore/selectStyles';
import { bareLabel } from '../TextField/textFieldLogic';
import { activate, initialCursor, moveCursor, type CascaderCursor, type CascaderMove } from './cascaderKeyboard';
import { cascaderPanelStyles } from './cascaderStyles';
import {
  PATH_SEPARATOR,
  columnsFor,
  displayText,
  findPath,
  hasChildren,
  searchPaths,
  toCascaderOptions,
  type CascaderFieldNames,
  type CascaderOption,
} from './cascaderTree';

export interface CascaderProps extends SelectFieldBaseProps {
  /**
   * The tree: `{label, value, children?, isDisabled?}` nodes, or any tree read through `fieldNames`.
   * @default []
   */
  options?: readonly object[];
  /**
   * Which fields hold label, value, children and the disabled flag (for example a category tree).
   * @default { label: 'label', value: 'value', children: 'children', disabled: 'isDisabled' }
   */
  fieldNames?: CascaderFieldNames;
  /** The chosen path of values (controlled), or null. */
  value?: readonly SelectKey[] | null;
  /**
   * The initial path (uncontrolled).
   * @default null
   */
  defaultValue?: readonly SelectKey[] | null;
  /** Called with the chosen path of values (null when cleared) and the nodes along it. */
  onChange?: (value: SelectKey[] | null, path: CascaderOption[]) => void;
  /**
   * Any level may be chosen, not only a leaf (choosing a branch also opens it).
   * @default false
   */
  changeOnSelect?: boolean;
  /**
   * A search box over the columns: type to list matching paths.
   * @default false
   */
  isSearchable?: boolean;
  /**
   * Shows a clear button while a path is chosen (the keyboard clears with Delete or Backspace).
   * @default false
   */
  isClearable?: boolean;
  /**
   * Between the labels of the displayed path.
   * @default ' / '
   */
  separator?: string;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Hierarchical choice in side-by-side columns (province / city / district, category levels). The
 * value is the path of values and the field shows `一级 / 二级 / 三级`. A button opens a dialog
 * popover whose columns are listboxes: arrows move within and across columns, Enter chooses,
 * Escape closes and returns focus to the button. The root carries `data-open`, `data-empty`,
 * `data-disabled`, `data-readonly`, `data-invalid`, `data-required`, `data-loading`.
 */
export function Cascader({
  options = [],
  fieldNames,
  value,
  defaultValue,
  onChange,
  changeOnSelect = false,
  isSearchable = false,
  isClearable = false,
  separator = PATH_SEPARATOR,
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
}: CascaderProps) {
  const { t } = useLocale();
  const { label: labelField, value: valueField, children: childrenField, disabled: disabledField } = fieldNames ?? {};
  const tree = useMemo(
    () => toCascaderOptions(options, { label: labelField, value: valueField, children: childrenField, disabled: disabledField }),
    [options, labelField, valueField, childrenField, disabledField],
  );
  const isControlled = value !== undefined;
  const [inner, setInner] = useState<SelectKey[]>(() => [...(defaultValue ?? [])]);
  const chosen: readonly SelectKey[] = (isControlled ? value : inner) ?? [];
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The user has typed in the search box since the panel opened (the columns then keep focus off). */
  const [searched, setSearched] = useState(false);
  const [cursor, setCursor] = useState<CascaderCursor>({ activePath: [], column: 0 });
  const groupRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const valueId = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage,
    isInvalid: invalid,
    labelElementType: 'span',
  });
  // While the tree loads, a chosen path cannot be labelled yet: say so rather than show raw values.
  const text = isLoading && chosen.length > 0 && !findPath(tree, chosen) ? t('select.loadingMore') : displayText(tree, chosen, separator);
  const resolvedPlaceholder = placeholder ?? t('field.placeholderSelect', { label: bareLabel(label) });
  const canClear = isClearable && chosen.length > 0 && !isDisabled && !isReadOnly;
  const panelLabel = label ?? ariaLabel;

  const commit = (next: readonly SelectKey[]) => {
    if (isReadOnly || isDisabled) return;
    if (!isControlled) setInner([...next]);
    onChange?.(next.length > 0 ? [...next] : null, findPath(tree, next) ?? []);
  };

  const changeOpen = (open: boolean) => {
    if (open && (isReadOnly || isDisabled)) return;
    if (open) {
      setCursor(initialCursor(tree, chosen));
      setQuery('');
      setSearched(false);
    }
    setOpen(open);
    onOpenChange?.(open);
  };

  const apply = (move: CascaderMove) => {
    setCursor(move.cursor);
    if (move.choose) {
      commit(move.choose.values);
      if (move.choose.close) changeOpen(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      changeOpen(true);
    } else if (canClear && (event.key === 'Delete' || event.key === 'Backspace')) {
      commit([]);
    }
  };

  const matches = useMemo(
    () => (query.trim() ? searchPaths(tree, query, { changeOnSelect, cap: LOCAL_RESULT_CAP, separator }) : []),
    [tree, query, changeOnSelect, separator],
  );

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), selectFieldStyles(theme));
        const panelClass = css(cascaderPanelStyles(theme));
        return (
          <div
            ref={ref}
            id={id}
            className={className ? `${base} ${className}` : base}
            data-open={isOpen || undefined}
            data-empty={chosen.length === 0 || undefined}
            data-disabled={isDisabled || undefined}
            data-readonly={isReadOnly || undefined}
            data-invalid={invalid || undefined}
            data-required={isRequired || undefined}
            data-loading={isLoading || undefined}
          >
            {label ? (
              <span {...labelProps} className="srm-field-label" onClick={() => triggerRef.current?.focus()}>
                {label}
              </span>
            ) : null}
            <Group ref={groupRef} className="srm-field-group" isDisabled={isDisabled} isInvalid={invalid}>
              <DialogTrigger isOpen={isOpen} onOpenChange={changeOpen}>
                <Button
                  ref={triggerRef}
                  id={buttonId}
                  className="srm-select-trigger"
                  isDisabled={isDisabled}
                  autoFocus={autoFocus}
                  aria-label={label ? undefined : ariaLabel}
                  aria-labelledby={`${label ? labelProps.id : buttonId} ${valueId}`}
                  aria-describedby={fieldProps['aria-describedby']}
                  onKeyDown={onTriggerKeyDown}
                >
                  <span id={valueId} className="srm-select-value" data-placeholder={text === '' || undefined} title={text || undefined}>
                    {text || resolvedPlaceholder}
                  </span>
                  <span className="srm-select-chevron">
                    <ChevronDownIcon />
                  </span>
                </Button>
                <SelectPopover triggerRef={groupRef} placement="bottom start">
                  <Dialog aria-label={panelLabel} className={panelClass}>
                    {isSearchable ? (
                      <SearchField
                        aria-label={t('common.search')}
                        value={query}
                        onChange={(next) => {
                          setQuery(next);
                          setSearched(true);
                        }}
                        className="srm-cascader-search"
                        onKeyDown={(event) => {
                          if (event.key === 'ArrowDown') {
                            // Into the results, or into the columns when there is no search text.
                            const panel = (event.target as HTMLElement).closest('[role="dialog"]');
                            panel?.querySelector<HTMLElement>(query.trim() ? '[role="listbox"]' : '[data-cursor]')?.focus();
                            return;
                          }
                          // Escape with text only clears it (the search field does that); otherwise
                          // keys go on to the panel (Escape closes it, Tab stays inside).
                          if (event.key === 'Escape' && query !== '') return;
                          event.continuePropagation();
                        }}
                      >
                        <Input placeholder={t('common.search')} />
                      </SearchField>
                    ) : null}
                    {query.trim() ? (
                      <OptionList
                        aria-label={panelLabel}
                        items={matches.map((match) => ({ label: match.label, value: match.id, isDisabled: match.isDisabled, raw: match }))}
                        emptyText={t('select.noMatch')}
                        onAction={(key) => {
                          const match = matches.find((candidate) => candidate.id === key);
                          if (!match) return;
                          commit(match.values);
                          changeOpen(false);
                        }}
                      />
                    ) : (
                      <CascaderColumns
                        tree={tree}
                        cursor={cursor}
                        autoFocus={!searched}
                        label={panelLabel}
                        emptyText={isLoading ? t('select.loadingMore') : t('select.noMatch')}
                        onKey={(key) => {
                          const move = moveCursor(tree, cursor, key, changeOnSelect);
                          if (move) apply(move);
                          return move !== null;
                        }}
                        onPress={(columnIndex, optionValue) => {
                          const move = activate(tree, cursor, columnIndex, optionValue, changeOnSelect);
                          if (move) apply(move);
                        }}
                      />
                    )}
                  </Dialog>
                </SelectPopover>
              </DialogTrigger>
              {isLoading ? <span className="srm-select-spinner" aria-hidden="true" /> : null}
              {canClear ? (
                <ButtonContext.Provider value={null}>
                  {/* Pointer shortcut only: the keyboard clears with Delete or Backspace on the trigger. */}
                  <Button
                    className="srm-field-addon"
                    aria-label={t('common.clear')}
                    excludeFromTabOrder
                    onPress={() => {
                      commit([]);
                      triggerRef.current?.focus();
                    }}
                  >
                    <ClearIcon />
                  </Button>
                </ButtonContext.Provider>
              ) : null}
            </Group>
            {description ? (
              <span {...descriptionProps} className="srm-field-description">
                {description}
              </span>
            ) : null}
            {invalid && errorMessage ? (
              <span {...errorMessageProps} className="srm-field-error">
                {errorMessage}
              </span>
            ) : null}
            {name ? chosen.map((step, index) => <input key={index} type="hidden" name={name} value={String(step)} />) : null}
          </div>
        );
      }}
    </ClassNames>
  );
}

interface CascaderColumnsProps {
  tree: readonly CascaderOption[];
  cursor: CascaderCursor;
  label: string | undefined;
  emptyText: string;
  /** Focus the cursor option when the columns show (not when they come back from a search). */
  autoFocus: boolean;
  /** Handles a key; returns whether it was used. */
  onKey: (key: string) => boolean;
  onPress: (columnIndex: number, value: SelectKey) => void;
}

/** The columns: one listbox per level, with one roving tab stop (the option under the cursor). */
function CascaderColumns({ tree, cursor, label, emptyText, autoFocus, onKey, onPress }: CascaderColumnsProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const skipFirstFocus = useRef(!autoFocus);
  const columns = columnsFor(tree, cursor.activePath);
  const cursorKey = `${cursor.column}:${String(cursor.activePath[cursor.column])}`;

  // Keyboard focus follows the cursor (also when the columns first show). When the panel has just
  // opened, the dialog may focus itself after this effect: take focus back once it has.
  useEffect(() => {
    if (skipFirstFocus.current) {
      skipFirstFocus.current = false;
      return;
    }
    const focusCursor = () => panelRef.current?.querySelector<HTMLElement>('[data-cursor]')?.focus();
    focusCursor();
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current;
      const dialog = panel?.closest('[role="dialog"]');
      if (panel && (document.activeElement === dialog || document.activeElement === document.body)) focusCursor();
    });
    return () => cancelAnimationFrame(frame);
  }, [cursorKey]);

  if (tree.length === 0) return <div className="srm-select-status">{emptyText}</div>;

  return (
    <div
      ref={panelRef}
      className="srm-cascader-columns"
      onKeyDown={(event) => {
        if (onKey(event.key)) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      {columns.map((column, columnIndex) => {
        const parent = columnIndex === 0 ? undefined : columns[columnIndex - 1]!.find((option) => option.value === cursor.activePath[columnIndex - 1]);
        return (
          <div key={columnIndex} role="listbox" aria-label={parent ? parent.label : label} aria-orientation="vertical" className="srm-cascader-column">
            {column.map((option) => (
              <CascaderItem
                key={String(option.value)}
                option={option}
                isActive={cursor.activePath[columnIndex] === option.value}
                isCursor={cursor.column === columnIndex && cursor.activePath[columnIndex] === option.value}
                onPress={() => onPress(columnIndex, option.value)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface CascaderItemProps {
  option: CascaderOption;
  /** On the highlighted path (its children show in the next column). */
  isActive: boolean;
  /** The keyboard position: the one tab stop of the columns. */
  isCursor: boolean;
  onPress: () => void;
}

function CascaderItem({ option, isActive, isCursor, onPress }: CascaderItemProps) {
  const { hoverProps, isHovered } = useHover({ isDisabled: option.isDisabled });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const branch = hasChildren(option);
  return (
    <div
      {...mergeProps(hoverProps, focusProps)}
      role="option"
      aria-selected={isActive}
      aria-disabled={option.isDisabled || undefined}
      tabIndex={isCursor ? 0 : -1}
      className="srm-select-option srm-cascader-option"
      data-active={isActive || undefined}
      data-cursor={isCursor || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={option.isDisabled || undefined}
      data-branch={branch || undefined}
      onClick={option.isDisabled ? undefined : onPress}
    >
      <span className="srm-select-option-label" title={option.label}>
        {option.label}
      </span>
      {branch ? (
        <span className="srm-cascader-arrow">
          <ChevronRightIcon />
        </span>
      ) : null}
    </div>
  );
}

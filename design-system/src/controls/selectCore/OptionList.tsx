import { ClassNames } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import {
  Collection,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  type Key,
  type PopoverProps,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { CheckIcon } from './icons';
import type { SelectOption } from './options';
import { listBoxStyles, selectPopoverStyles } from './selectStyles';

/** The dropdown surface of the select family (positioned by react-aria, styled by the theme). */
export function SelectPopover({ children, ...props }: Omit<PopoverProps, 'className' | 'children'> & { children: ReactNode }) {
  return (
    <ClassNames>
      {({ css, theme }) => (
        <Popover {...props} className={css(selectPopoverStyles(theme))}>
          {children}
        </Popover>
      )}
    </ClassNames>
  );
}

/**
 * One option row: label, optional description, and a check mark when selected. The row is named by
 * its whole visible text (label and description), so what is seen is what is announced.
 */
export function OptionItem<T>({ option }: { option: SelectOption<T> }) {
  return (
    <ListBoxItem id={option.value} textValue={option.label} isDisabled={option.isDisabled} className="srm-select-option">
      {({ isSelected }) => (
        <>
          <span className="srm-select-option-text">
            <span className="srm-select-option-label" title={option.label}>
              {option.label}
            </span>
            {option.description ? <span className="srm-select-option-description">{option.description}</span> : null}
          </span>
          <span className="srm-select-check">{isSelected ? <CheckIcon /> : null}</span>
        </>
      )}
    </ListBoxItem>
  );
}

export interface OptionListProps<T> {
  items: readonly SelectOption<T>[];
  /** Shown instead of options when there are none (无匹配数据, 正在搜索中...). */
  emptyText: string;
  /** Infinite scroll: called when the end of the list comes near; shows 加载中... while loading. */
  loadMore?: { onLoadMore: () => void; isLoading: boolean; scrollOffset?: number } | null;
  /** Names the list when it is not inside a Select or ComboBox (which label it themselves). */
  'aria-label'?: string;
  /** A standalone list (no selection): called when an option is chosen by Enter or a click. */
  onAction?: (key: Key) => void;
  /** The listbox element. */
  listRef?: Ref<HTMLDivElement>;
}

/** The list of a select's dropdown, with its empty, searching and loading-more states. */
export function OptionList<T>({ items, emptyText, loadMore, 'aria-label': ariaLabel, onAction, listRef }: OptionListProps<T>) {
  const { t } = useLocale();
  return (
    <ClassNames>
      {({ css, theme }) => (
        <ListBox
          ref={listRef}
          className={css(listBoxStyles(theme))}
          aria-label={ariaLabel}
          onAction={onAction}
          renderEmptyState={() => (
            <div className="srm-select-status">{emptyText}</div>
          )}
        >
          <Collection items={items}>{(option) => <OptionItem option={option} />}</Collection>
          {loadMore ? (
            <ListBoxLoadMoreItem
              className="srm-select-status"
              onLoadMore={loadMore.onLoadMore}
              isLoading={loadMore.isLoading}
              scrollOffset={loadMore.scrollOffset}
            >
              <span className="srm-select-spinner" aria-hidden="true" />
              {t('select.loadingMore')}
            </ListBoxLoadMoreItem>
          ) : null}
        </ListBox>
      )}
    </ClassNames>
  );
}

import { ClassNames } from '@emotion/react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { ChevronDown } from './icons';
import { pageSizePopoverStyles } from './paginationStyles';

export interface PageSizeSelectProps {
  /** The current page size. */
  pageSize: number;
  /** The sizes offered (already including the current one). */
  choices: readonly number[];
  /** Called with the chosen size. */
  onChange: (size: number) => void;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The compact page-size chooser (`20 条/页`): a react-aria Select. Enter, Space or the arrow keys
 * open it; arrows move, Enter chooses, Escape closes.
 */
export function PageSizeSelect({ pageSize, choices, onChange, isDisabled = false }: PageSizeSelectProps) {
  const { t } = useLocale();
  return (
    <ClassNames>
      {({ css, theme }) => {
        const popoverClass = css(pageSizePopoverStyles(theme));
        return (
          <Select
            className="srm-pagination-sizes"
            aria-label={t('pagination.pageSizeLabel')}
            value={pageSize}
            onChange={(key) => {
              if (key !== null && Number(key) !== pageSize) onChange(Number(key));
            }}
            isDisabled={isDisabled}
          >
            <Button className="srm-pagination-size-trigger">
              <SelectValue />
              <ChevronDown />
            </Button>
            <Popover className={popoverClass} placement="bottom start">
              <ListBox className="srm-pagination-size-list">
                {choices.map((size) => {
                  const text = t('pagination.pageSize', { size });
                  return (
                    <ListBoxItem key={size} id={size} textValue={text} className="srm-pagination-size-option">
                      {text}
                    </ListBoxItem>
                  );
                })}
              </ListBox>
            </Popover>
          </Select>
        );
      }}
    </ClassNames>
  );
}

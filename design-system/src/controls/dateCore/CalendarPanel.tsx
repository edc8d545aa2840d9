import { ClassNames } from '@emotion/react';
import { getLocalTimeZone, isSameDay, isToday, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
  Dialog,
  Popover,
  RangeCalendar,
  type ButtonProps,
  type PopoverProps,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { calendarStyles, pickerPopoverStyles } from './dateStyles';
import { ChevronIcon, ClearIcon } from './icons';

/** Whether a calendar day is "today": the fixed `today` when given, else the real clock. */
function isCurrentDay(date: CalendarDate, today: CalendarDate | null | undefined): boolean {
  return today ? isSameDay(date, today) : isToday(date, getLocalTimeZone());
}

function CalendarBody({ today }: { today?: CalendarDate | null }) {
  const { t } = useLocale();
  return (
    <>
      <div className="srm-picker-header">
        <Button slot="previous" className="srm-picker-nav" aria-label={t('date.previousMonth')}>
          <ChevronIcon direction="left" />
        </Button>
        <CalendarHeading className="srm-picker-title" />
        <Button slot="next" className="srm-picker-nav" aria-label={t('date.nextMonth')}>
          <ChevronIcon direction="right" />
        </Button>
      </div>
      <CalendarGrid className="srm-calendar-grid" weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className="srm-calendar-cell"
              data-current={isCurrentDay(date, today) || undefined}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

export interface DayCalendarProps {
  /** Fixes "today" (its cell is marked `data-current`); the real date when absent. */
  today?: CalendarDate | null;
}

/**
 * The month calendar inside DatePicker's popover: react-aria's Calendar, which takes its value,
 * bounds and focus from the surrounding DatePicker. Month and weekday names follow the locale.
 */
export function DayCalendar({ today }: DayCalendarProps) {
  return (
    <ClassNames>
      {({ css, theme }) => (
        <Calendar className={`${css(calendarStyles(theme))} srm-calendar`}>
          <CalendarBody today={today} />
        </Calendar>
      )}
    </ClassNames>
  );
}

/** The range calendar inside DateRangePicker's popover (react-aria's RangeCalendar). */
export function DayRangeCalendar({ today }: DayCalendarProps) {
  return (
    <ClassNames>
      {({ css, theme }) => (
        <RangeCalendar className={`${css(calendarStyles(theme))} srm-calendar srm-range-calendar`}>
          <CalendarBody today={today} />
        </RangeCalendar>
      )}
    </ClassNames>
  );
}

export interface PickerPopoverProps extends Pick<PopoverProps, 'triggerRef' | 'isOpen' | 'onOpenChange'> {
  /** Names the dialog when no surrounding picker does. */
  'aria-label'?: string;
  children?: ReactNode;
}

/** The floating panel of every picker of the family: a Popover holding a Dialog. */
export function PickerPopover({ children, 'aria-label': ariaLabel, ...props }: PickerPopoverProps) {
  return (
    <ClassNames>
      {({ css, theme }) => (
        <Popover {...props} placement="bottom start" className={`${css(pickerPopoverStyles(theme))} srm-picker-popover`}>
          <Dialog className="srm-picker-dialog" aria-label={ariaLabel}>
            {children}
          </Dialog>
        </Popover>
      )}
    </ClassNames>
  );
}

/**
 * The clear button inside a field's box. It ignores the ButtonContext of the surrounding picker
 * (which would make it open the calendar) and is labelled from the catalogue (清空 / Clear).
 */
export function ClearButton(props: Omit<ButtonProps, 'children' | 'className'>) {
  const { t } = useLocale();
  return (
    <ButtonContext.Provider value={null}>
      <Button {...props} className="srm-field-addon srm-date-clear" aria-label={t('common.clear')}>
        <ClearIcon />
      </Button>
    </ButtonContext.Provider>
  );
}

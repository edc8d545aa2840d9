import { ClassNames } from '@emotion/react';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useHover, usePress } from 'react-aria';
import { Button, DialogTrigger, Group } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useLocale } from '../../i18n/LocaleProvider';
import { fieldStyles } from '../../styles/fieldStyles';
import { ClearButton, PickerPopover } from './CalendarPanel';
import { todayString } from './dateValue';
import { periodFieldStyles, periodGridStyles } from './dateStyles';
import { CalendarIcon, ChevronIcon } from './icons';
import {
  COLUMNS,
  PAGE_SIZE,
  cellLabel,
  clampOrdinal,
  formatPeriod,
  isOutOfRange,
  monthLabels,
  moveFocus,
  ordinalToYearMonth,
  pageOrdinals,
  pageStart,
  pageTitle,
  parsePeriod,
  parsePeriodToday,
  type PeriodMode,
} from './periodGrid';

/** Props shared by YearPicker and YearMonthPicker. */
export interface PeriodPickerProps {
  /** The visible label; it also names the trigger and the dialog. */
  label?: string;
  /** Names the field when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** A message shown under the field; it also marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: string;
  /** The value (controlled); null when empty. */
  value?: string | null;
  /**
   * The initial value (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the picked string, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest value that can be picked, in the picker's format. */
  minValue?: string;
  /** The latest value that can be picked, in the picker's format. */
  maxValue?: string;
  /**
   * Fixes "today" (`'YYYY-MM-DD'` or the picker's own format): its cell is marked `data-current`
   * and an empty picker opens on its page. Stories and tests pass it.
   * @default the real current date
   */
  today?: string;
  /**
   * Text shown while empty.
   * @default '请选择{label}' in zh-CN, 'Select {label}' in en
   */
  placeholder?: string;
  /**
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Shows the value but does not open the grid or clear.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Marks the label as required (a form library does the checking).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Marks the field invalid; defaults to true when `errorMessage` is set.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Shows a clear button while there is a value.
   * @default true
   */
  isClearable?: boolean;
  /**
   * Focuses the trigger on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** Whether the grid is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the grid is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the grid opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Submits the string value in a hidden input of this name. */
  name?: string;
  /** The trigger's id. */
  id?: string;
  /** Extra class on the root. */
  className?: string;
  /** Called when the trigger gains focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Called when the trigger loses focus (form libraries mark the field touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
}

interface CellProps {
  ordinal: number;
  text: string;
  label: string;
  isFocused: boolean;
  isSelected: boolean;
  isCurrent: boolean;
  isDisabled: boolean;
  onSelect: (ordinal: number) => void;
  cellRef: (ordinal: number, element: HTMLDivElement | null) => void;
}

function PeriodCell({ ordinal, text, label, isFocused, isSelected, isCurrent, isDisabled, onSelect, cellRef }: CellProps) {
  const { pressProps, isPressed } = usePress({ isDisabled, onPress: () => onSelect(ordinal) });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(pressProps, hoverProps, focusProps)}
      ref={(element) => cellRef(ordinal, element)}
      role="gridcell"
      aria-label={label}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-current={isCurrent ? 'date' : undefined}
      tabIndex={isFocused && !isDisabled ? 0 : -1}
      className="srm-period-cell"
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-disabled={isDisabled || undefined}
      data-current={isCurrent || undefined}
    >
      {text}
    </div>
  );
}

interface PanelProps {
  mode: PeriodMode;
  focused: number;
  onFocusChange: (ordinal: number) => void;
  selected: number | null;
  todayOrdinal: number | null;
  min?: number;
  max?: number;
  onSelect: (ordinal: number) => void;
}

/** The page header (previous, title, next) and the 3 x 4 grid with roving focus. */
function PeriodPanel({ mode, focused, onFocusChange, selected, todayOrdinal, min, max, onSelect }: PanelProps) {
  const { t, locale } = useLocale();
  const cells = useRef(new Map<number, HTMLDivElement>());
  const gridRef = useRef<HTMLDivElement>(null);
  // Focus follows the keyboard and lands on the focused cell when the grid opens; paging with the
  // header buttons keeps focus on the button.
  const moveDomFocus = useRef(true);
  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    cells.current.get(focused)?.focus({ preventScroll: true });
  }, [focused]);
  // react-aria's Dialog focuses itself on open (later than this grid when the interaction was
  // virtual); whenever the dialog itself takes focus, hand it to the focused cell.
  useEffect(() => {
    const dialog = gridRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const onFocus = (event: globalThis.FocusEvent) => {
      if (event.target !== dialog) return;
      // The focused cell is the one in the tab order (roving tabindex).
      gridRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus({ preventScroll: true });
    };
    dialog.addEventListener('focus', onFocus);
    return () => dialog.removeEventListener('focus', onFocus);
  }, []);

  const start = pageStart(focused, mode);
  const ordinals = pageOrdinals(focused, mode);
  const rows = Array.from({ length: PAGE_SIZE / COLUMNS }, (_, row) => ordinals.slice(row * COLUMNS, row * COLUMNS + COLUMNS));
  const months = useMemo(() => monthLabels(locale), [locale]);
  const title = pageTitle(focused, mode, locale);
  const previousLabel = mode === 'year' ? t('date.previousYears', { count: PAGE_SIZE }) : t('date.previousYear');
  const nextLabel = mode === 'year' ? t('date.nextYears', { count: PAGE_SIZE }) : t('date.nextYear');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(focused, event.key, mode, { min, max });
    if (next === null) return;
    event.preventDefault();
    moveDomFocus.current = true;
    if (next === focused) cells.current.get(focused)?.focus({ preventScroll: true });
    else onFocusChange(next);
  };

  return (
    <>
      <div className="srm-picker-header">
        <Button
          className="srm-picker-nav"
          aria-label={previousLabel}
          isDisabled={min !== undefined && start <= min}
          onPress={() => onFocusChange(clampOrdinal(focused - PAGE_SIZE, min, max))}
        >
          <ChevronIcon direction="left" double />
        </Button>
        <h2 className="srm-picker-title" aria-live="polite">
          {title}
        </h2>
        <Button
          className="srm-picker-nav"
          aria-label={nextLabel}
          isDisabled={max !== undefined && start + PAGE_SIZE - 1 >= max}
          onPress={() => onFocusChange(clampOrdinal(focused + PAGE_SIZE, min, max))}
        >
          <ChevronIcon direction="right" double />
        </Button>
      </div>
      <div ref={gridRef} role="grid" aria-label={title} className="srm-period-grid" onKeyDown={onKeyDown} data-mode={mode}>
        {rows.map((row) => (
          <div role="row" className="srm-period-row" key={row[0]}>
            {row.map((ordinal) => (
              <PeriodCell
                key={ordinal}
                ordinal={ordinal}
                text={mode === 'year' ? String(ordinal) : (months[ordinalToYearMonth(ordinal).month - 1] as string)}
                label={cellLabel(ordinal, mode, locale)}
                isFocused={ordinal === focused}
                isSelected={ordinal === selected}
                isCurrent={ordinal === todayOrdinal}
                isDisabled={isOutOfRange(ordinal, min, max)}
                onSelect={onSelect}
                cellRef={(key, element) => {
                  if (element) cells.current.set(key, element);
                  else cells.current.delete(key);
                }}
              />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The field of YearPicker and YearMonthPicker: a trigger button showing the value, opening a dialog
 * with a grid of 12 years or 12 months (react-aria has no year or month picker).
 */
export const PeriodPicker = forwardRef<HTMLDivElement, PeriodPickerProps & { mode: PeriodMode }>(function PeriodPicker(
  {
    mode,
    label,
    'aria-label': ariaLabel,
    description,
    errorMessage,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    today,
    placeholder,
    isDisabled = false,
    isReadOnly = false,
    isRequired = false,
    isInvalid,
    isClearable = true,
    autoFocus,
    isOpen: isOpenProp,
    defaultOpen,
    onOpenChange,
    name,
    id,
    className,
    onFocus,
    onBlur,
  },
  ref,
) {
  const { t } = useLocale();
  const [current, setCurrent] = useControlledState<string | null>(value, defaultValue ?? null, onChange);
  const [isOpen, setOpenState] = useControlledState<boolean>(isOpenProp, defaultOpen ?? false, onOpenChange);
  const groupRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const ids = {
    label: `${baseId}-label`,
    value: `${baseId}-value`,
    description: `${baseId}-description`,
    error: `${baseId}-error`,
  };

  const selected = parsePeriod(current, mode);
  const min = parsePeriod(minValue, mode) ?? undefined;
  const max = parsePeriod(maxValue, mode) ?? undefined;
  // The real date is read once per mount when no fixed `today` is given.
  const todayOrdinal = useMemo(() => parsePeriodToday(today ?? todayString(), mode), [today, mode]);
  const home = () => clampOrdinal(selected ?? todayOrdinal ?? 0, min, max);
  const [focused, setFocused] = useState(home);

  const invalid = isInvalid ?? Boolean(errorMessage);
  const text = current && selected !== null ? current : null;
  const placeholderText = placeholder ?? t('field.placeholderSelect', { label: label ?? '' });
  const canClear = isClearable && !isDisabled && !isReadOnly && text !== null;
  const describedBy = [description ? ids.description : null, invalid && errorMessage ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  const setOpen = (open: boolean) => {
    if (open && (isDisabled || isReadOnly)) return;
    if (open) setFocused(home());
    setOpenState(open);
  };

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const base = css(fieldStyles(theme), periodFieldStyles(theme));
        const panel = css(periodGridStyles(theme));
        return (
          <div
            ref={ref}
            className={cx(base, className)}
            data-mode={mode}
            data-open={isOpen || undefined}
            data-empty={text === null || undefined}
            data-disabled={isDisabled || undefined}
            data-readonly={isReadOnly || undefined}
            data-required={isRequired || undefined}
            data-invalid={invalid || undefined}
          >
            {label ? (
              <span id={ids.label} className="srm-field-label">
                {label}
              </span>
            ) : null}
            <Group ref={groupRef} className="srm-field-group" isDisabled={isDisabled} isInvalid={invalid}>
              <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
                <Button
                  ref={triggerRef}
                  id={id}
                  className="srm-period-trigger"
                  isDisabled={isDisabled}
                  autoFocus={autoFocus}
                  aria-label={label ? undefined : ariaLabel}
                  aria-labelledby={label ? `${ids.label} ${ids.value}` : undefined}
                  aria-describedby={describedBy || undefined}
                  aria-haspopup="dialog"
                  onFocus={onFocus}
                  onBlur={onBlur}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                      event.preventDefault();
                      setOpen(true);
                    }
                  }}
                >
                  <span id={ids.value} className="srm-period-value" data-placeholder={text === null || undefined}>
                    {text ?? placeholderText}
                  </span>
                </Button>
                <PickerPopover
                  triggerRef={groupRef}
                  aria-label={label || ariaLabel || t(mode === 'year' ? 'date.selectYear' : 'date.selectMonth')}
                >
                  <div className={panel}>
                    <PeriodPanel
                      mode={mode}
                      focused={focused}
                      onFocusChange={setFocused}
                      selected={selected}
                      todayOrdinal={todayOrdinal}
                      min={min}
                      max={max}
                      onSelect={(ordinal) => {
                        setCurrent(formatPeriod(ordinal, mode));
                        setOpenState(false);
                      }}
                    />
                  </div>
                </PickerPopover>
              </DialogTrigger>
              {canClear ? (
                <ClearButton
                  onPress={() => {
                    setCurrent(null);
                    triggerRef.current?.focus();
                  }}
                />
              ) : null}
              {/* Decorative (the trigger is the control); a click on it opens the grid like the trigger. */}
              <span
                className="srm-period-icon"
                aria-hidden="true"
                onClick={() => {
                  if (isDisabled || isReadOnly) return;
                  triggerRef.current?.focus();
                  setOpen(true);
                }}
              >
                <CalendarIcon />
              </span>
            </Group>
            {description ? (
              <div id={ids.description} className="srm-field-description">
                {description}
              </div>
            ) : null}
            {invalid && errorMessage ? (
              <div id={ids.error} className="srm-field-error">
                {errorMessage}
              </div>
            ) : null}
            {name ? <input type="hidden" name={name} value={text ?? ''} /> : null}
          </div>
        );
      }}
    </ClassNames>
  );
});

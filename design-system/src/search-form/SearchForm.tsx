import { ClassNames } from '@emotion/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../controls/Button';
import { Badge } from '../display/Badge';
import { fieldKey, type FormValues } from '../form/fieldDefinition';
import { FormItem } from '../form/Form/FormItem';
import { buildFormSchema } from '../form/schema';
import { useLocale } from '../i18n/LocaleProvider';
import { COLLAPSED_FIELD_COUNT, actionsSpan, fieldSpan, hiddenFilledCount, showsToggle, stepOf, visibleFields } from './layout';
import { buildQuery, type SearchFilters } from './query';
import { searchFormStyles } from './searchFormStyles';
import { toSearchFormValues, type SearchField, type SearchStep } from './searchField';

export interface SearchFormProps {
  /** The fields, described as data; each gets the control registered for its type (FormItem). */
  fields: readonly SearchField[];
  /**
   * Called by 查询 (or Enter in a field) once the fields are valid, with the query built from the
   * values (`buildQuery`: `prop.contains`, `prop.equals`, `prop.in`, `prop.between` …) and the form
   * values themselves (keyed by field key, e.g. for `missingExportField`).
   */
  onSearch: (filters: SearchFilters, values: FormValues) => void;
  /**
   * Called by 重置 after the values went back to `defaultValues`, with their query and values.
   * The list keeps its page size.
   */
  onReset?: (filters: SearchFilters, values: FormValues) => void;
  /**
   * The values 重置 returns to (also the starting values). Keyed by field key; a two-prop range may
   * also be given as its two props.
   */
  defaultValues?: FormValues;
  /**
   * Starting values over `defaultValues`, e.g. from `urlPrefill(...).values`. Read on mount only:
   * give the form a new `key` to apply new ones.
   */
  initialValues?: FormValues;
  /**
   * Run the search once on mount with the starting values (as `urlPrefill` asks with `autoSearch`).
   * @default false
   */
  autoSearch?: boolean;
  /**
   * Multi-step mode: the fields grouped into steps, shown one step at a time with 上一步 / 下一步;
   * 查询 (and Enter) searches on the last step. The more/collapse toggle is not used in this mode.
   * A field named in no step is not shown (its value still filters).
   */
  steps?: readonly SearchStep[];
  /**
   * Permission flag: show 查询 (without it Enter does not search either).
   * @default true
   */
  showSearch?: boolean;
  /**
   * Permission flag: show 重置.
   * @default true
   */
  showReset?: boolean;
  /**
   * Collapsed, this many fields show; the 更多/收起 toggle shows from this many fields on.
   * @default 7
   */
  collapsedCount?: number;
  /**
   * Start expanded (every field shown).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when 更多/收起 expands or collapses the form. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * The list is loading: 查询 shows as pending.
   * @default false
   */
  isSearching?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Accessible name of the search landmark.
   * @default 搜索条件 (Search filters)
   */
  'aria-label'?: string;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [role="spinbutton"], [tabindex="0"]';

/** Moves focus into a field's cell (or the first field). */
function focusField(grid: HTMLElement | null, key?: string) {
  if (!grid) return;
  const cells = Array.from(grid.querySelectorAll<HTMLElement>('[data-field]'));
  const cell = key === undefined ? cells[0] : cells.find((candidate) => candidate.dataset.field === key);
  cell?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * The query form of a list page: fields from the form registry on a 24-column grid (span 8 by
 * default), collapsed to the first 7 fields (66 px rows) with 更多/收起, 查询/重置 (each can be hidden
 * by permission), and an optional multi-step mode (上一步/下一步). Enter in a field searches.
 * States: `data-expanded`, `data-step`.
 */
export function SearchForm({
  fields,
  onSearch,
  onReset,
  defaultValues,
  initialValues,
  autoSearch = false,
  steps,
  showSearch = true,
  showReset = true,
  collapsedCount = COLLAPSED_FIELD_COUNT,
  defaultExpanded = false,
  onExpandedChange,
  isSearching = false,
  isDisabled = false,
  'aria-label': ariaLabel,
}: SearchFormProps) {
  const { t } = useLocale();
  const id = useId();
  const gridId = `${id}-fields`;
  const chipId = `${id}-hidden-filled`;
  const gridRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => buildFormSchema(fields, t), [fields, t]);
  const resetValues = useMemo(() => toSearchFormValues(fields, defaultValues), [fields, defaultValues]);
  const [startValues] = useState(() => toSearchFormValues(fields, { ...defaultValues, ...initialValues }));
  const form = useForm<FormValues>({
    resolver: yupResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: startValues,
    mode: 'onTouched',
    // Focus is moved below, after a hidden field has been shown.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const [step, setStep] = useState(0);
  // A field to focus once the render that shows it (expanded, or on its step) has committed.
  const [focusRequest, setFocusRequest] = useState<{ key?: string } | null>(null);
  useEffect(() => {
    if (focusRequest) focusField(gridRef.current, focusRequest.key);
  }, [focusRequest]);

  const stepMode = steps !== undefined && steps.length > 0;
  const stepCount = stepMode ? steps.length : 0;
  const isLastStep = !stepMode || step >= stepCount - 1;
  const visible = visibleFields(fields, { isExpanded, collapsedCount, steps, step });
  const hasToggle = !stepMode && showsToggle(fields.length, collapsedCount);
  const hiddenCount = hasToggle && !isExpanded ? hiddenFilledCount(fields, visible, values) : 0;
  const currentStep = stepMode ? steps[Math.min(step, stepCount - 1)] : undefined;

  const setExpandedAndTell = (next: boolean) => {
    setExpanded(next);
    onExpandedChange?.(next);
  };

  /** Shows the first invalid field (expanding, or going to its step) and focuses it. */
  const revealFirstInvalid = (isInvalid: (key: string) => boolean) => {
    const invalid = fields.find((field) => isInvalid(fieldKey(field)));
    if (!invalid) return;
    const key = fieldKey(invalid);
    if (stepMode) {
      const owner = stepOf(steps, key);
      if (owner >= 0) setStep(owner);
    } else if (!visible.includes(invalid)) {
      setExpandedAndTell(true);
    }
    setFocusRequest({ key });
  };

  const goToStep = (next: number) => {
    setStep(next);
    setFocusRequest({});
  };

  const next = async () => {
    const names = currentStep?.fields ?? [];
    if (await form.trigger([...names])) goToStep(step + 1);
    // The hook's formState is only refreshed on the next render: ask the form itself.
    else revealFirstInvalid((key) => names.includes(key) && form.getFieldState(key).invalid);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    if (!isLastStep) {
      void next();
      return;
    }
    if (!showSearch) return;
    void form.handleSubmit(
      (submitted) => onSearch(buildQuery(fields, submitted), submitted),
      (errors) => revealFirstInvalid((key) => Boolean(errors[key])),
    )(event);
  };

  const handleReset = () => {
    form.reset(resetValues);
    setStep(0);
    onReset?.(buildQuery(fields, resetValues), resetValues);
  };

  // Date fields are made of spin buttons, where the browser does not submit on Enter: do it here. In
  // the capture phase, as react-aria's segment handlers stop the key's (React) propagation.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement || target.getAttribute('role') !== 'spinbutton') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  const runAutoSearch = useEffectEvent(() => {
    void form.handleSubmit((submitted) => onSearch(buildQuery(fields, submitted), submitted))();
  });
  const autoSearched = useRef(false);
  useEffect(() => {
    if (!autoSearch || autoSearched.current) return;
    autoSearched.current = true;
    runAutoSearch();
  }, [autoSearch]);

  const actionColumns = actionsSpan(visible.map(fieldSpan));

  return (
    <FormProvider {...form}>
      <ClassNames>
        {({ css, theme }) => (
          <form
            role="search"
            aria-label={ariaLabel ?? t('searchForm.label')}
            className={css(searchFormStyles(theme))}
            onSubmit={handleSubmit}
            onKeyDownCapture={handleKeyDown}
            noValidate
            data-expanded={(hasToggle && isExpanded) || undefined}
            data-step={stepMode ? step : undefined}
          >
            {stepMode ? (
              <p className="srm-search-step" aria-live="polite">
                {currentStep?.title ? `${currentStep.title} · ` : ''}
                {t('searchForm.stepStatus', { current: step + 1, total: stepCount })}
              </p>
            ) : null}
            <div id={gridId} ref={gridRef} className="srm-form-grid">
              {visible.map((field) => (
                <div key={fieldKey(field)} className="srm-form-cell" data-field={fieldKey(field)} style={{ gridColumn: `span ${fieldSpan(field)}` }}>
                  <FormItem field={field} isDisabled={isDisabled} />
                </div>
              ))}
              <div key="actions" className="srm-search-actions" style={{ gridColumn: `span ${actionColumns}` }}>
                {stepMode && step > 0 ? (
                  <Button onPress={() => goToStep(step - 1)} isDisabled={isDisabled}>
                    {t('searchForm.previous')}
                  </Button>
                ) : null}
                {!isLastStep ? (
                  <Button type="submit" variant="primary" isDisabled={isDisabled}>
                    {t('searchForm.next')}
                  </Button>
                ) : null}
                {isLastStep && showSearch ? (
                  <Button type="submit" variant="primary" isPending={isSearching} isDisabled={isDisabled}>
                    {t('searchForm.search')}
                  </Button>
                ) : null}
                {showReset ? (
                  <Button onPress={handleReset} isDisabled={isDisabled}>
                    {t('searchForm.reset')}
                  </Button>
                ) : null}
                {hasToggle ? (
                  <span className="srm-search-toggle">
                    <Button
                      variant="link"
                      aria-expanded={isExpanded}
                      aria-controls={gridId}
                      aria-describedby={hiddenCount > 0 ? chipId : undefined}
                      onPress={() => setExpandedAndTell(!isExpanded)}
                    >
                      {isExpanded ? t('searchForm.collapse') : t('searchForm.more')}
                    </Button>
                    {hiddenCount > 0 ? (
                      <Badge id={chipId} count={hiddenCount} variant="primary" aria-label={t('searchForm.hiddenFilled', { count: hiddenCount })} />
                    ) : null}
                  </span>
                ) : null}
              </div>
            </div>
          </form>
        )}
      </ClassNames>
    </FormProvider>
  );
}

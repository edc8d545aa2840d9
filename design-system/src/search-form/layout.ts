import { DEFAULT_SPAN, GRID_COLUMNS, fieldKey } from '../form/fieldDefinition';
import type { FormValues } from '../form/fieldDefinition';
import { hasSearchValue, type SearchField, type SearchStep } from './searchField';

/** Collapsed, the form shows this many fields; the 更多/收起 toggle shows from this many fields on. */
export const COLLAPSED_FIELD_COUNT = 7;

/** Height of a row of the search grid, in px (spec 01 §2.6: 66 px per row). */
export const SEARCH_ROW_HEIGHT = 66;

/** The buttons need at least this many columns; with fewer left in the last row they take a row of their own. */
export const MIN_ACTIONS_SPAN = DEFAULT_SPAN;

/** A field's columns out of 24 (default 8), kept within 1…24. */
export function fieldSpan(field: Pick<SearchField, 'span'>): number {
  const span = Math.round(field.span ?? DEFAULT_SPAN);
  return Math.min(Math.max(span, 1), GRID_COLUMNS);
}

/**
 * The columns of the buttons' cell after fields of these spans: what is left of the last row (as CSS
 * grid places cells, a cell that does not fit starts a new row), or a whole row when fewer than
 * `MIN_ACTIONS_SPAN` columns are left.
 */
export function actionsSpan(spans: readonly number[]): number {
  let column = 0;
  for (const span of spans) {
    if (column + span > GRID_COLUMNS) column = 0;
    column = (column + span) % GRID_COLUMNS;
  }
  const left = GRID_COLUMNS - column;
  return left < MIN_ACTIONS_SPAN ? GRID_COLUMNS : left;
}

/** Whether the 更多/收起 toggle shows: from `collapsedCount` fields on. */
export function showsToggle(fieldCount: number, collapsedCount: number = COLLAPSED_FIELD_COUNT): boolean {
  return fieldCount >= collapsedCount;
}

export interface VisibleFieldsOptions {
  /** Expanded, every field shows. */
  isExpanded: boolean;
  /** @default COLLAPSED_FIELD_COUNT */
  collapsedCount?: number;
  /** Multi-step mode: only the current step's fields show, in the step's order. */
  steps?: readonly SearchStep[];
  /** The current step (0-based). */
  step?: number;
}

/** The fields on screen: the current step's, or the first `collapsedCount` while collapsed. */
export function visibleFields<F extends SearchField>(fields: readonly F[], options: VisibleFieldsOptions): F[] {
  const { isExpanded, collapsedCount = COLLAPSED_FIELD_COUNT, steps, step = 0 } = options;
  if (steps && steps.length > 0) {
    const current = steps[Math.min(Math.max(step, 0), steps.length - 1)]!;
    const byKey = new Map(fields.map((field) => [fieldKey(field), field]));
    return current.fields.map((key) => byKey.get(key)).filter((field): field is F => field !== undefined);
  }
  return isExpanded ? [...fields] : fields.slice(0, collapsedCount);
}

/** How many fields that are not on screen hold a value (the chip next to 更多). */
export function hiddenFilledCount(fields: readonly SearchField[], visible: readonly SearchField[], values: FormValues): number {
  const shown = new Set(visible);
  return fields.filter((field) => !shown.has(field) && hasSearchValue(field, values)).length;
}

/** The step a field belongs to, or -1. */
export function stepOf(steps: readonly SearchStep[], key: string): number {
  return steps.findIndex((step) => step.fields.includes(key));
}

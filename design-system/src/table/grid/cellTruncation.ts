import { isOverflowing } from '../../overlays/Tooltip/overflow';

/** The class of a cell whose content is plain text: truncated with an ellipsis by the cell itself. */
export const TEXT_CELL_CLASS = 'srm-grid-cell--text';
/** The class of every cell of a data column (header, body and summary rows). */
export const DATA_CELL_CLASS = 'srm-grid-cell--data';

/**
 * The element that holds a cell's text and is cut with an ellipsis: the cell itself for plain text,
 * a title, summary value or status tag (`.srm-grid-text`, `.srm-grid-tag`), or the one element a
 * column's `render` gave a body data cell (a link, a span …). None for editors, the row actions and
 * the built-in cells (checkbox, expander, row number).
 */
export function cellTextElement(cell: Element): HTMLElement | null {
  if (cell.classList.contains(TEXT_CELL_CLASS)) return cell as HTMLElement;
  const marked = cell.querySelector<HTMLElement>('.srm-grid-text, .srm-grid-tag');
  if (marked) return marked;
  if (!cell.classList.contains(DATA_CELL_CLASS) || cell.childElementCount !== 1) return null;
  const only = cell.firstElementChild;
  if (!(only instanceof HTMLElement) || only.matches('[data-grid-editor], [data-grid-editor] *, .srm-grid-actions')) return null;
  return only;
}

/** A cell's text when the ellipsis cuts it, else null. Reads layout: call it on hover or focus only, never per render. */
export function truncatedCellText(cell: Element): { element: HTMLElement; text: string } | null {
  const element = cellTextElement(cell);
  if (!element || !isOverflowing({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth })) return null;
  const text = element.textContent?.trim() ?? '';
  return text ? { element, text } : null;
}

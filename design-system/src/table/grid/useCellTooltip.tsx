import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { AnchoredTooltip } from '../../overlays/Tooltip/AnchoredTooltip';
import { truncatedCellText } from './cellTruncation';

/** Milliseconds of hover before a cell's tooltip shows; while one shows, the next shows at once. */
export const CELL_TOOLTIP_DELAY_MS = 300;

const CELL_SELECTOR = '[role="gridcell"], [role="columnheader"]';

interface Shown {
  text: string;
  /** Changes with every new target, so the tooltip remounts and positions itself again. */
  key: number;
}

export interface CellTooltip {
  /** Handlers for the grid's scrolling element (delegated: one set for every cell). */
  handlers: {
    onPointerOver: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onScroll?: () => void;
  };
  /** Shows the tooltip of a focused cell at once (or hides it when its text is whole). */
  showForFocus: (cell: Element) => void;
  hide: () => void;
  /** Escape hides a shown tooltip and stops there (returns true); otherwise returns false. */
  onEscape: (event: KeyboardEvent<HTMLElement>) => boolean;
  /** The tooltip element, or null. */
  element: ReactNode;
}

/**
 * One tooltip for all of a grid's cells: when a hovered or focused cell's text is cut by its
 * ellipsis, the design system's tooltip shows the whole text next to it. Truncation is measured
 * only then (never per cell on render), once per cell entered. Escape, leaving the grid, moving
 * focus out of it and scrolling hide it. The cell's own content already holds the whole text for
 * assistive technology, so the tooltip is not also wired as the cell's description.
 */
export function useCellTooltip(): CellTooltip {
  const anchor = useRef<HTMLElement | null>(null);
  const hoveredCell = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextKey = useRef(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const isShown = shown !== null;

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clearTimer, []);

  const hide = useCallback(() => {
    clearTimer();
    hoveredCell.current = null;
    setShown(null);
  }, []);

  const show = useCallback((cell: Element, delay: number) => {
    clearTimer();
    const truncated = truncatedCellText(cell);
    if (!truncated) {
      setShown(null);
      return;
    }
    const open = () => {
      anchor.current = truncated.element;
      nextKey.current += 1;
      setShown({ text: truncated.text, key: nextKey.current });
    };
    if (delay > 0) timer.current = setTimeout(open, delay);
    else open();
  }, []);

  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const cell = (event.target as Element).closest(CELL_SELECTOR);
      if (cell === hoveredCell.current) return;
      hoveredCell.current = cell;
      if (cell) show(cell, isShown ? 0 : CELL_TOOLTIP_DELAY_MS);
      else hide();
    },
    [hide, isShown, show],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
    [hide],
  );

  const onEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isShown) return false;
    event.preventDefault();
    event.stopPropagation();
    hide();
    return true;
  };

  return {
    handlers: { onPointerOver, onPointerLeave: hide, onBlur, onScroll: isShown ? hide : undefined },
    showForFocus: useCallback((cell: Element) => show(cell, 0), [show]),
    hide,
    onEscape,
    element: shown ? (
      <AnchoredTooltip
        key={shown.key}
        triggerRef={anchor}
        content={shown.text}
        onOpenChange={(open) => {
          if (!open) hide();
        }}
      />
    ) : null,
  };
}

/**
 * The floor of the table benchmark: the same 100,000 rows and 20 columns, windowed with
 * @tanstack/react-virtual (same row height, overscan and scroller height as ProTable) and nothing
 * else: one div per row, 20 plain text cells, no header, no pinning, no selection, no formatting.
 * It only shares the design system's font stack (a constant), so both draw the same glyphs.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { fontFamily } from '../../src/theme/tokens';
import { BENCH_COLUMNS, benchRows, ROW_COUNT, ROW_HEIGHT, TABLE_HEIGHT } from './data';
import { installBench, runPage } from './harness';

const rows = benchRows(ROW_COUNT);
const totalWidth = BENCH_COLUMNS.reduce((sum, column) => sum + column.width, 0);
const estimateSize = () => ROW_HEIGHT;

const FLOOR_CSS = `
  body { margin: 0; font-size: 14px; line-height: 1.5; font-family: ${fontFamily}; }
  .floor { position: relative; overflow: auto; }
  .floor-body { position: relative; }
  .floor-row { position: absolute; top: 0; left: 0; display: flex; height: ${ROW_HEIGHT}px; }
  .floor-cell { flex: none; overflow: hidden; padding: 0 12px; line-height: ${ROW_HEIGHT}px; white-space: nowrap; text-overflow: ellipsis; }
`;

function Floor() {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    initialRect: { width: 0, height: TABLE_HEIGHT },
  });
  return (
    <div ref={scrollRef} className="floor" style={{ height: TABLE_HEIGHT }}>
      <div className="floor-body" style={{ height: virtualizer.getTotalSize(), width: totalWidth }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div key={item.key} className="floor-row" data-index={item.index} style={{ transform: `translateY(${item.start}px)` }}>
              {BENCH_COLUMNS.map((column) => (
                <div key={column.key} className="floor-cell" style={{ width: column.width }}>
                  {row[column.key]}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

runPage(() => {
  const style = document.createElement('style');
  style.textContent = FLOOR_CSS;
  document.head.append(style);
  installBench({
    app: <Floor />,
    heading: { text: `采购合同（${ROW_COUNT} 条）`, fontFamily },
    rowSelector: '.floor-row',
    scroller: (container) => container.querySelector<HTMLElement>('.floor'),
    isRowRendered: (scroller, index) => scroller.querySelector(`.floor-row[data-index="${index}"]`) !== null,
    bodyOffset: 0,
    rowHeight: ROW_HEIGHT,
  });
});

/**
 * The ProTable page of the table benchmark: 100,000 local rows × 20 columns (2 pinned left),
 * checkbox selection, no pagination, 800 px high. The rows are generated when the module loads,
 * before the driver calls `__bench.mount()`, so mount-to-paint times the table only.
 */
import { LocaleProvider, ProTable, ThemeProvider, tokens, type ProColumn } from '../../src/index.ts';
import { BENCH_COLUMNS, benchRows, CONTRACT_STATUS, PAYMENT_STATUS, ROW_COUNT, ROW_HEIGHT, TABLE_HEIGHT, type BenchRow } from './data';
import { installBench, runPage } from './harness';

const rows = benchRows(ROW_COUNT);

const columns: ProColumn<BenchRow>[] = BENCH_COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  width: column.width,
  valueType: column.valueType,
  fixed: column.pinned ? 'left' : undefined,
  options: column.key === 'status' ? CONTRACT_STATUS : column.key === 'paymentStatus' ? PAYMENT_STATUS : undefined,
}));

function App() {
  return (
    <ThemeProvider>
      <LocaleProvider>
        <ProTable<BenchRow>
          aria-label="采购合同"
          columns={columns}
          rowKey="id"
          dataSource={rows}
          pagination={false}
          selectionMode="checkbox"
          height={TABLE_HEIGHT}
        />
      </LocaleProvider>
    </ThemeProvider>
  );
}

runPage(() =>
  installBench({
    app: <App />,
    heading: { text: `采购合同（${ROW_COUNT} 条）`, fontFamily: tokens.fontFamily },
    rowSelector: '.srm-grid-body [role="row"][aria-rowindex]',
    scroller: (container) => container.querySelector<HTMLElement>('[role="grid"]'),
    isRowRendered: (scroller, index) => scroller.querySelector(`.srm-grid-body > [aria-rowindex="${index + 2}"]`) !== null,
    bodyOffset: 44,
    rowHeight: ROW_HEIGHT,
    selection: {
      checkbox: '.srm-grid-head input[type="checkbox"][aria-label="全选"]',
      text: '.srm-protable-selection',
      selectedRow: '.srm-grid-body [role="row"][aria-selected="true"]',
    },
  }),
);

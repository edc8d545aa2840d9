import { useState, type CSSProperties } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Empty } from '../../../display/Empty';
import { Tab, TabList, TabPanel, Tabs } from '../../../display/Tabs';
import { useLocale } from '../../../i18n/LocaleProvider';
import { readWorkbook } from '../../../excel/readWorkbook';
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, type SheetCell, type SheetGrid } from '../../../excel/sheetGrid';
import { ZoomStage } from '../ZoomStage';
import type { ViewProps } from './types';
import { useDrawing } from './useDrawing';

export interface XlsxViewProps extends ViewProps {
  data: Blob;
}

function cellStyle(cell: SheetCell): CSSProperties | undefined {
  const { color, background } = cell.style;
  if (!color && !background) return undefined;
  return { color, background };
}

/** One sheet as a table: column letters across the top, row numbers down the side. */
function SheetTable({ grid }: { grid: SheetGrid }) {
  const { t } = useLocale();
  if (grid.rows.length === 0 || grid.columns.length === 0) return <Empty description={t('common.noData')} />;
  return (
    <>
      {grid.truncatedRows || grid.truncatedColumns ? (
        <p className="srm-viewer-sheet-note">{t('viewer.sheetTruncated', { rows: MAX_SHEET_ROWS, columns: MAX_SHEET_COLUMNS })}</p>
      ) : null}
      <table className="srm-viewer-sheet">
        <VisuallyHidden elementType="caption">{grid.name}</VisuallyHidden>
        <colgroup>
          <col />
          {grid.columns.map((column) => (
            <col key={column.letter} style={column.width ? { width: `${column.width}ch` } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td />
            {grid.columns.map((column) => (
              <th key={column.letter} scope="col">
                {column.letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              {row.cells.map((cell, index) =>
                cell ? (
                  <td
                    key={grid.columns[index]?.letter ?? index}
                    colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
                    rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
                    data-bold={cell.style.bold || undefined}
                    data-italic={cell.style.italic || undefined}
                    data-align={cell.style.align}
                    style={cellStyle(cell)}
                  >
                    {cell.text}
                  </td>
                ) : null,
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** An Excel workbook read by exceljs (loaded on first use): one tab per visible sheet, each a table. */
export function XlsxView({ data, stage, onReady, onError }: XlsxViewProps) {
  const { t } = useLocale();
  const [sheets, setSheets] = useState<SheetGrid[] | null>(null);
  useDrawing(data, async (blob) => readWorkbook(await blob.arrayBuffer()), setSheets, { onReady, onError });

  if (!sheets) return <ZoomStage {...stage} wheelZoom="modifier">{null}</ZoomStage>;
  if (sheets.length === 0) {
    return (
      <ZoomStage {...stage} wheelZoom="modifier">
        <Empty description={t('common.noData')} />
      </ZoomStage>
    );
  }
  return (
    <Tabs className="srm-viewer-sheets">
      <TabList aria-label={t('viewer.sheets')}>
        {sheets.map((sheet, index) => (
          <Tab key={index} id={String(index)}>
            {sheet.name}
          </Tab>
        ))}
      </TabList>
      <ZoomStage {...stage} wheelZoom="modifier">
        {sheets.map((sheet, index) => (
          <TabPanel key={index} id={String(index)} className="srm-viewer-sheet-panel">
            <SheetTable grid={sheet} />
          </TabPanel>
        ))}
      </ZoomStage>
    </Tabs>
  );
}

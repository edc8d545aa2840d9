import { Drawer } from '@srm/design-system';
import type { ReactNode } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { ItemsTable } from '../month/monthDemandStyles';

/** The names of a summary row the drill-down heads its items with. */
export interface SummaryRowNames {
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  matCode: string;
  matName: string | null;
}

export interface SummarySourceDrawerProps<Item> {
  title: string;
  row: SummaryRowNames;
  /** Loads the source plans' items (a stable callback: a new one loads again). */
  load: () => Promise<Item[]>;
  caption: string;
  /** The header cells of the items table. */
  columns: ReactNode;
  columnCount: number;
  /** One item's row. */
  renderItem: (item: Item) => ReactNode;
  onClose: () => void;
}

/**
 * The drill-down of a 需求汇总 row (月度汇总 or 年度汇总): the row's org, category and material, then the
 * source plans' items it loads, or 暂无明细.
 */
export function SummarySourceDrawer<Item>({ title, row, load, caption, columns, columnCount, renderItem, onClose }: SummarySourceDrawerProps<Item>) {
  const t = useAppT();
  const detail = useRemote(load);
  const items = detail.data;
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title} width="large" isLoading={detail.isLoading && !items}>
      {items ? (
        <DetailBody>
          <dl>
            <dt>{t('demandMonth.orgName')}</dt>
            <dd>{row.orgName ?? row.orgCode}</dd>
            <dt>{t('demandMonth.categoryName')}</dt>
            <dd>{row.categoryName ?? row.categoryCode}</dd>
            <dt>{t('demandMonth.matName')}</dt>
            <dd>
              {row.matName ?? '-'} ({row.matCode})
            </dd>
          </dl>
          <ItemsTable>
            <caption>{caption}</caption>
            <thead>
              <tr>{columns}</tr>
            </thead>
            <tbody>
              {items.length === 0 ? (
                <tr>
                  <td colSpan={columnCount}>{t('demandMonth.noItems')}</td>
                </tr>
              ) : (
                items.map(renderItem)
              )}
            </tbody>
          </ItemsTable>
        </DetailBody>
      ) : null}
    </Drawer>
  );
}

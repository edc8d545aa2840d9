import styled from '@emotion/styled';
import { Drawer } from '@srm/design-system';
import type { BuyInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { dictName } from '../../../api/dictionaryChoices';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { dictionariesAtom } from '../../../state/session';
import { fetchBuyInfoHistory } from '../api/buyInfoApi';
import { MARKET_DICTIONARIES } from '../saleInfo/saleInfoList';
import { historyColumns } from './buyInfoList';

/** 调价记录 of a buying price (GET .../buy-info/history?id=, newest first): 调整前, 调整后, 生效日期, 调整人, 调整时间, 备注. */
export function BuyInfoHistoryDrawer({ row, onClose }: { row: BuyInfoRow; onClose: () => void }) {
  const t = useAppT();
  const dictionaries = useAtomValue(dictionariesAtom);
  const load = useCallback(() => fetchBuyInfoHistory(row.id), [row.id]);
  const history = useRemote(load);
  const columns = useMemo(() => historyColumns(t), [t]);
  const entries = history.data ?? [];
  const caption = `${row.orgName ?? row.orgCode} ${row.siteName} ${dictName(dictionaries, MARKET_DICTIONARIES.variety, row.variety)}`;
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('mobile.buy.history')} width="large" isLoading={history.isLoading && !history.data}>
      {history.data ? (
        <HistoryTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.length > 0 ? (
              entries.map((entry) => (
                <tr key={entry.id}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.cell(entry)}</td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length}>{t('message.noData')}</td>
              </tr>
            )}
          </tbody>
        </HistoryTable>
      ) : null}
    </Drawer>
  );
}

const HistoryTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

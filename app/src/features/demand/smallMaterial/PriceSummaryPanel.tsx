import type { SmallMaterialPriceSummaryRow } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { Panel, PanelTable } from '../masters/masterLayout';

export interface PriceSummaryPanelProps {
  /** GET small-material-price/summary, null while it loads or after it failed. */
  data: readonly SmallMaterialPriceSummaryRow[] | null;
  isLoading: boolean;
}

/** 价格汇总 on the prices tab: per material the number of prices and the lowest, average and highest price, as the gateway's decimal strings. */
export function PriceSummaryPanel({ data, isLoading }: PriceSummaryPanelProps) {
  const t = useAppT();
  const title = t('demand.masters.priceSummary');
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {!data ? (
        isLoading ? <p>{t('demand.masters.loading')}</p> : null
      ) : data.length === 0 ? (
        <p>{t('demand.masters.priceSummaryEmpty')}</p>
      ) : (
        <PanelTable>
          <thead>
            <tr>
              <th scope="col">{t('demand.masters.matCode')}</th>
              <th scope="col">{t('demand.masters.matName')}</th>
              <th scope="col">{t('demand.masters.priceCount')}</th>
              <th scope="col">{t('demand.masters.minPrice')}</th>
              <th scope="col">{t('demand.masters.avgPrice')}</th>
              <th scope="col">{t('demand.masters.maxPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.matCode}>
                <td>{row.matCode}</td>
                <td>{row.matName}</td>
                <td>{row.count}</td>
                <td>{row.minPrice}</td>
                <td>{row.avgPrice}</td>
                <td>{row.maxPrice}</td>
              </tr>
            ))}
          </tbody>
        </PanelTable>
      )}
    </Panel>
  );
}

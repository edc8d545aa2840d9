import { Button, Select, YearMonthPicker } from '@srm/design-system';
import type { FeedRawDemand, Org } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useUserCompanies } from '../../../state/userCompanies';
import { fetchRawDemand } from '../api/mastersApi';
import { keyOf } from '../masters/masterForm';
import { Panel, PanelTable, QueryRow } from '../masters/masterLayout';
import { ORG_NAMES } from '../masters/masterLookups';
import { feedKindItems } from '../smallMaterial/mastersList';

/**
 * 原料需求 on 饲料销量目标: for an org (the user's companies) and a month, GET
 * dem/feed-target-sale/raw-demand and, per raw material, the derived tonnes (Σ feed tonnes × inclusion
 * rate / 100, the gateway's exact decimal string) and what they are made of.
 */
export function RawDemandPanel() {
  const t = useAppT();
  const title = t('demand.masters.rawDemand');
  const orgs = useUserCompanies();
  const kinds = useMemo(() => new Map(feedKindItems(t).map((item) => [item.value, item.label])), [t]);
  const [orgCode, setOrgCode] = useState('');
  const [yearMonth, setYearMonth] = useState<string | null>(null);
  const [answer, setAnswer] = useState<FeedRawDemand | null>(null);
  const [isLoading, setLoading] = useState(false);

  const query = async () => {
    if (!orgCode || !yearMonth) return;
    setLoading(true);
    try {
      setAnswer((await unlessFailed(fetchRawDemand(orgCode, yearMonth))) ?? null);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      <QueryRow>
        <Select<Org> label={t('demand.masters.org')} isFilterable options={orgs} fieldNames={ORG_NAMES} value={orgCode || null} onChange={(value) => setOrgCode(keyOf(value))} />
        <YearMonthPicker label={t('demand.masters.yearMonth')} value={yearMonth} onChange={setYearMonth} />
        <Button onPress={() => void query()} isDisabled={!orgCode || !yearMonth} isPending={isLoading}>
          {t('demand.masters.rawDemandQuery')}
        </Button>
      </QueryRow>
      {!answer ? (
        <p>{t('demand.masters.rawDemandHint')}</p>
      ) : answer.rows.length === 0 ? (
        <p>{t('demand.masters.rawDemandEmpty')}</p>
      ) : (
        <PanelTable>
          <thead>
            <tr>
              <th scope="col">{t('demand.masters.matCode')}</th>
              <th scope="col">{t('demand.masters.matName')}</th>
              <th scope="col">{t('demand.masters.rawQuantity')}</th>
              <th scope="col">{t('demand.masters.rawParts')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.matCode}>
                <td>{row.matCode}</td>
                <td>{row.matName}</td>
                <td>{row.quantity}</td>
                <td>{row.parts.map((part) => t('demand.masters.rawPart', { kind: kinds.get(part.feedKind) ?? part.feedKind, tonnes: part.tonnes, rate: part.inclusionRate })).join('；')}</td>
              </tr>
            ))}
          </tbody>
        </PanelTable>
      )}
    </Panel>
  );
}

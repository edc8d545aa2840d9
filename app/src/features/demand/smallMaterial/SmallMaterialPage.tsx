import { useRef, useState } from 'react';
import type { ProTableHandle } from '@srm/design-system';
import type { SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchPricePage, fetchRulePage, MASTERS_URLS } from '../api/mastersApi';
import { MASTERS_BUTTONS, MASTERS_TABLE_IDS, materialSearchFields, priceColumns, ruleColumns } from './mastersList';

/** 小宗物料规则 (demand/small-material): the rules (safety stock, reorder point, lead time) and, on its second tab, the prices; each with its import (demand:small-material:import). */
export function SmallMaterialPage() {
  const t = useAppT();
  const [tab, setTab] = useState<'rules' | 'prices'>('rules');
  const tableRef = useRef<ProTableHandle>(null);
  const importAction = (base: string, title: string) => (
    <ImportAction
      base={`${base}/import`}
      permission={MASTERS_BUTTONS.smallMaterialImport}
      label={t('demand.masters.import')}
      title={title}
      templateName={t('demand.masters.templateName')}
      errorsName={t('demand.masters.errorsName')}
      onImported={() => tableRef.current?.reload()}
    />
  );
  const tabs = (
    <div role="tablist">
      {(['rules', 'prices'] as const).map((key) => (
        <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
          {t(key === 'rules' ? 'demand.masters.rules' : 'demand.masters.prices')}
        </button>
      ))}
    </div>
  );
  return tab === 'rules' ? (
    <MenuListPage<SmallMaterialRuleRow>
      key="rules"
      titleKey="demand.smallMaterial.title"
      tableId={MASTERS_TABLE_IDS.rule}
      columns={ruleColumns}
      fields={materialSearchFields}
      request={fetchRulePage}
      tableRef={tableRef}
      toolbarExtra={
        <>
          {tabs}
          {importAction(MASTERS_URLS.rule, t('demand.masters.importRules'))}
        </>
      }
    />
  ) : (
    <MenuListPage<SmallMaterialPriceRow>
      key="prices"
      titleKey="demand.smallMaterial.title"
      tableId={MASTERS_TABLE_IDS.price}
      columns={priceColumns}
      fields={materialSearchFields}
      request={fetchPricePage}
      tableRef={tableRef}
      toolbarExtra={
        <>
          {tabs}
          {importAction(MASTERS_URLS.price, t('demand.masters.importPrices'))}
        </>
      }
    />
  );
}

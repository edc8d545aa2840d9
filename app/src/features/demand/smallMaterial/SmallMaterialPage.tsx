import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchPricePage, fetchPriceSummary, fetchRulePage, MASTERS_URLS } from '../api/mastersApi';
import { MASTERS_BUTTONS, MASTERS_TABLE_IDS, materialSearchFields, priceColumns, ruleColumns } from './mastersList';
import { PriceDialog } from './PriceDialog';
import { PriceSummaryPanel } from './PriceSummaryPanel';
import { RuleDialog } from './RuleDialog';

type Dialog = { kind: 'rule'; row?: SmallMaterialRuleRow } | { kind: 'price'; row?: SmallMaterialPriceRow };

const loadSummary = () => fetchPriceSummary();

/**
 * 小宗物料规则 (demand/small-material): the rules (safety stock, reorder point, lead time) and, on its
 * second tab, the prices under their 价格汇总; each with its import (demand:small-material:import) and,
 * with demand:small-material:edit, 新增 and 编辑 in a dialog.
 */
export function SmallMaterialPage() {
  const t = useAppT();
  const [tab, setTab] = useState<'rules' | 'prices'>('rules');
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(MASTERS_BUTTONS.smallMaterialEdit);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [summaryRevision, setSummaryRevision] = useState(0);

  const importAction = (base: string, title: string) => (
    <ImportAction
      base={`${base}/import`}
      permission={MASTERS_BUTTONS.smallMaterialImport}
      label={t('demand.masters.import')}
      title={title}
      templateName={t('demand.masters.templateName')}
      errorsName={t('demand.masters.errorsName')}
      onImported={() => {
        tableRef.current?.reload();
        setSummaryRevision((value) => value + 1);
      }}
    />
  );
  const addButton = (kind: Dialog['kind']) =>
    canEdit ? (
      <Button variant="primary" onPress={() => setDialog({ kind })}>
        {t('demand.masters.add')}
      </Button>
    ) : null;
  const tabs = (
    <div role="tablist">
      {(['rules', 'prices'] as const).map((key) => (
        <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
          {t(key === 'rules' ? 'demand.masters.rules' : 'demand.masters.prices')}
        </button>
      ))}
    </div>
  );
  const ruleActions = useMemo((): RowAction<SmallMaterialRuleRow>[] => [{ key: 'edit', label: t('demand.masters.edit'), onAction: (row) => setDialog({ kind: 'rule', row }) }], [t]);
  const saved = () => {
    if (dialog?.kind === 'price') setSummaryRevision((value) => value + 1);
    setDialog(null);
    tableRef.current?.reload();
  };
  const priceActions = useMemo((): RowAction<SmallMaterialPriceRow>[] => [{ key: 'edit', label: t('demand.masters.edit'), onAction: (row) => setDialog({ kind: 'price', row }) }], [t]);

  return (
    <>
      {tab === 'rules' ? (
        <MenuListPage<SmallMaterialRuleRow>
          key="rules"
          titleKey="demand.smallMaterial.title"
          tableId={MASTERS_TABLE_IDS.rule}
          columns={ruleColumns}
          fields={materialSearchFields}
          request={fetchRulePage}
          actions={canEdit ? ruleActions : undefined}
          tableRef={tableRef}
          toolbarExtra={
            <>
              {tabs}
              {addButton('rule')}
              {importAction(MASTERS_URLS.rule, t('demand.masters.importRules'))}
            </>
          }
        />
      ) : (
        <>
          <LoadedPriceSummary key={summaryRevision} />
          <MenuListPage<SmallMaterialPriceRow>
            key="prices"
            titleKey="demand.smallMaterial.title"
            tableId={MASTERS_TABLE_IDS.price}
            columns={priceColumns}
            fields={materialSearchFields}
            request={fetchPricePage}
            actions={canEdit ? priceActions : undefined}
            tableRef={tableRef}
            toolbarExtra={
              <>
                {tabs}
                {addButton('price')}
                {importAction(MASTERS_URLS.price, t('demand.masters.importPrices'))}
              </>
            }
          />
        </>
      )}
      {dialog?.kind === 'rule' ? <RuleDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog?.kind === 'price' ? <PriceDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}

/** 价格汇总, loaded when it mounts (the page remounts it after a price is saved). */
function LoadedPriceSummary() {
  const summary = useRemote(loadSummary);
  return <PriceSummaryPanel data={summary.data} isLoading={summary.isLoading} />;
}

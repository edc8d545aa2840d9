import { formatAmount, ProTable, StatusTag, toChineseMoney, type ProColumn } from '@srm/design-system';
import type { ContractDetail, ContractLine, ContractRebate } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { dictionariesAtom } from '../../../state/session';
import type { AppT } from '../../../i18n/useAppT';
import { CONTRACT_CATEGORIES } from '../list/contractList';
import { statusItems } from '../list/contractStatus';
import { detailDictNames, EXE_STATUSES, formatTime } from './contractDetailModel';
import { Descriptions, Totals } from './detailStyles';

/** The label of a code of a fixed list, or the code itself when it is not in the list. */
function labelOf(t: AppT, prefix: string, value: unknown, known: readonly (string | number)[]): string {
  if (value === null || value === undefined || value === '') return '';
  return known.includes(value as string | number) ? t(`${prefix}.${String(value)}` as AppMessageKey) : String(value);
}

const orEmpty = (value: ReactNode) => (value === null || value === undefined || value === '' ? '-' : value);

/** 基本信息: the head fields as label and value pairs; coded fields by their names in the dictionaries loaded at sign-in. */
export function DetailHead({ detail }: { detail: ContractDetail }) {
  const t = useAppT();
  const dictionaries = useAtomValue(dictionariesAtom);
  const names = detailDictNames(detail, dictionaries);
  const category = (CONTRACT_CATEGORIES as readonly string[]).includes(detail.contractCategory)
    ? t(`contract.category.${detail.contractCategory}` as AppMessageKey)
    : detail.contractCategory;
  const items: [AppMessageKey, ReactNode][] = [
    ['contract.contractNo', detail.contractNo],
    ['contract.contractName', detail.contractName],
    ['contract.status', <StatusTag key="status" items={statusItems(t)} value={detail.status} />],
    ['contract.contractCategory', category],
    ['contract.supplier', detail.supplierName ? `${detail.supplierName}（${detail.supplierSn}）` : detail.supplierSn],
    ['contract.org', detail.orgName || detail.orgCode],
    ['contract.category', detail.categoryName || detail.categoryCode],
    ['contract.detail.purchaseModel', names.purchaseModel],
    ['contract.detail.priceType', names.priceType],
    ['contract.detail.pricingPoint', names.pricingPoint],
    ['contract.detail.deliverType', names.deliverType],
    ['contract.detail.payMethod', names.payMethod],
    ['contract.detail.payTerms', detail.payTerms],
    ['contract.detail.currency', detail.currencyCode],
    ['contract.signDate', detail.signDate],
    ['contract.detail.startDate', detail.startDate],
    ['contract.detail.endDate', detail.endDate],
    ['contract.detail.exeStatus', labelOf(t, 'contract.detail.exeStatus', detail.exeStatus, EXE_STATUSES)],
    ['contract.detail.sealStatus', names.sealStatus],
    ['contract.detail.syncStatus', labelOf(t, 'contract.detail.syncStatus', detail.syncStatus, ['synched', 'unsynched'])],
    ['contract.detail.changeVersion', detail.changeVersion],
    ['contract.detail.createdBy', detail.createdBy],
    ['contract.detail.createdTime', formatTime(detail.createdTime)],
    ['contract.detail.remark', detail.remark],
  ];
  return (
    <Descriptions>
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{orEmpty(value)}</dd>
        </div>
      ))}
    </Descriptions>
  );
}

function lineColumns(t: AppT): ProColumn<ContractLine>[] {
  return [
    { key: 'lineNo', title: t('contract.detail.lineNo'), width: 80 },
    { key: 'matCode', title: t('contract.detail.matCode') },
    { key: 'matName', title: t('contract.detail.matName'), wide: true },
    { key: 'quantity', title: t('contract.detail.quantity'), valueType: 'number', align: 'right', summary: true },
    { key: 'unitCode', title: t('contract.detail.unit'), width: 100 },
    { key: 'priceWithTax', title: t('contract.detail.priceWithTax'), align: 'right' },
    { key: 'taxRate', title: t('contract.detail.taxRate'), align: 'right' },
    { key: 'amount', title: t('contract.detail.amount'), valueType: 'money', align: 'right', summary: true },
    { key: 'taxAmount', title: t('contract.detail.taxAmount'), valueType: 'money', align: 'right', summary: true },
    { key: 'amountWithoutTax', title: t('contract.detail.amountWithoutTax'), valueType: 'money', align: 'right', summary: true },
    { key: 'executedQuantity', title: t('contract.detail.executedQuantity'), valueType: 'number', align: 'right', summary: true },
    { key: 'residualQuantity', title: t('contract.detail.residualQuantity'), valueType: 'number', align: 'right', summary: true },
    { key: 'deliveryStart', title: t('contract.detail.deliveryStart'), valueType: 'date' },
    { key: 'deliveryEnd', title: t('contract.detail.deliveryEnd'), valueType: 'date' },
    { key: 'deliveryAddress', title: t('contract.detail.deliveryAddress'), wide: true },
    { key: 'qualityStandard', title: t('contract.detail.qualityStandard') },
    { key: 'remark', title: t('contract.detail.remark') },
  ];
}

/** 合同明细: the lines read-only, with their subtotals, and the contract's totals with 大写金额. */
export function DetailLines({ detail }: { detail: ContractDetail }) {
  const t = useAppT();
  const columns = useMemo(() => lineColumns(t), [t]);
  let inWords = '';
  try {
    inWords = toChineseMoney(detail.totalAmount);
  } catch {
    inWords = '';
  }
  return (
    <>
      <ProTable<ContractLine>
        aria-label={t('contract.detail.lines')}
        columns={columns}
        rowKey="id"
        dataSource={detail.lines}
        pagination={false}
        height="auto"
        toolbar={false}
        showIndex={false}
      />
      <Totals role="group" aria-label={t('contract.detail.totals')}>
        <span>
          {t('contract.totalQuantity')}：<strong data-total="quantity">{detail.totalQuantity}</strong>
        </span>
        <span>
          {t('contract.totalAmount')}：<strong data-total="amount">{formatAmount(detail.totalAmount)}</strong>
        </span>
        <span>
          {t('contract.detail.totalInWords')}：<strong data-total="words">{inWords}</strong>
        </span>
      </Totals>
    </>
  );
}

function rebateColumns(t: AppT): ProColumn<ContractRebate>[] {
  return [
    { key: 'seq', title: t('contract.detail.lineNo'), width: 80 },
    { key: 'rebateType', title: t('contract.detail.rebateType'), render: (value) => labelOf(t, 'contract.detail.rebateType', value, ['rebate', 'returnGoods', 'minimumPurchase', 'friendlyCooperation']) },
    { key: 'timing', title: t('contract.detail.timing'), render: (value) => labelOf(t, 'contract.detail.timing', value, ['duringContract', 'afterEnd']) },
    { key: 'quantityBasis', title: t('contract.detail.quantityBasis'), render: (value) => labelOf(t, 'contract.detail.quantityBasis', value, [0, 1, 2]) },
    { key: 'rate', title: t('contract.detail.rate'), align: 'right' },
    { key: 'amount', title: t('contract.detail.rebateAmount'), valueType: 'money', align: 'right' },
    { key: 'remark', title: t('contract.detail.remark'), wide: true },
  ];
}

/** 返利条款, read-only. */
export function DetailRebates({ rebates }: { rebates: readonly ContractRebate[] }) {
  const t = useAppT();
  const columns = useMemo(() => rebateColumns(t), [t]);
  return (
    <ProTable<ContractRebate>
      aria-label={t('contract.detail.rebates')}
      columns={columns}
      rowKey="id"
      dataSource={rebates}
      pagination={false}
      height="auto"
      toolbar={false}
    />
  );
}

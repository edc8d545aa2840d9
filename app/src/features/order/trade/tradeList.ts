/** The 多边贸易 page's five lists as data (POST multi-trade/…/page), its buttons and what a chain allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { MultiTradeRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import type { TradeCommerceRow, TradeLegRow, TradeMovementRow } from '../api/tradeApi';

export const TRADE_STATUSES: readonly MultiTradeRow['status'][] = ['draft', 'committed', 'canceled', 'finished'];
export const TRADE_TABS = ['trades', 'commerce', 'legs', 'outfactory', 'arrive'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];
export const TRADE_TABLE_IDS: Readonly<Record<TradeTab, string>> = {
  trades: 'order-multi-trade',
  commerce: 'order-multi-trade-commerce',
  legs: 'order-multi-trade-legs',
  outfactory: 'order-multi-trade-outfactory',
  arrive: 'order-multi-trade-arrive',
};

/** The buttons of the page (ORDER_MENUS of the gateway). */
export const TRADE_BUTTONS = {
  add: 'order:multi-trade:add',
  commit: 'order:multi-trade:commit',
  record: 'order:multi-trade:record',
  exportList: 'order:multi-trade:export',
} as const;

const STATUS_COLOURS: Readonly<Record<MultiTradeRow['status'], string>> = { draft: 'default', committed: 'blue', canceled: 'red', finished: 'green' };

export function tradeStatusItems(t: AppT): StatusItem[] {
  return TRADE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.trade.status.${status}`), color: STATUS_COLOURS[status] }));
}

const statusOptions = (t: AppT) => TRADE_STATUSES.map((value) => ({ value, label: t(`order.trade.status.${value}`) }));

/** What each row action needs: 提交 a draft; 取消 a draft or a committed chain nothing was applied against; 登记出厂/到货 a committed chain. */
export const tradeAllows = {
  commit: (row: Pick<MultiTradeRow, 'status'>) => row.status === 'draft',
  cancel: (row: Pick<MultiTradeRow, 'status' | 'appliedQuantity'>) => row.status === 'draft' || (row.status === 'committed' && Number(row.appliedQuantity) === 0),
  record: (row: Pick<MultiTradeRow, 'status'>) => row.status === 'committed',
};

export function tradeColumns(t: AppT): ProColumn<MultiTradeRow>[] {
  return [
    { key: 'tradeNo', title: t('order.trade.tradeNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orgName', title: t('order.trade.firstSeller'), wide: true },
    { key: 'finalOrgName', title: t('order.trade.finalBuyer'), wide: true },
    { key: 'matName', title: t('order.trade.material') },
    { key: 'quantity', title: t('order.trade.quantity'), valueType: 'number' },
    { key: 'basePrice', title: t('order.trade.basePrice'), valueType: 'number' },
    { key: 'legCount', title: t('order.trade.legCount'), valueType: 'number' },
    { key: 'totalMargin', title: t('order.trade.totalMargin'), valueType: 'money' },
    { key: 'appliedQuantity', title: t('order.trade.appliedQuantity'), valueType: 'number' },
    { key: 'status', title: t('order.trade.status'), valueType: 'status', options: tradeStatusItems(t), sortable: true },
    { key: 'tradeDate', title: t('order.trade.tradeDate'), valueType: 'date', sortable: true },
    { key: 'committedTime', title: t('order.trade.committedTime'), valueType: 'datetime' },
  ];
}

export function tradeSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'tradeNo', label: t('order.trade.tradeNo'), operator: 'contains' },
    { prop: 'matName', label: t('order.trade.material'), operator: 'contains' },
    { prop: 'status', label: t('order.trade.status'), type: 'select', options: statusOptions(t) },
    { prop: 'tradeDate', label: t('order.trade.tradeDate'), type: 'daterange' },
  ];
}

export function commerceColumns(t: AppT): ProColumn<TradeCommerceRow>[] {
  return [
    { key: 'tradeNo', title: t('order.trade.tradeNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'legNo', title: t('order.trade.legNo'), valueType: 'number' },
    { key: 'orgName', title: t('order.trade.company'), wide: true },
    { key: 'side', title: t('order.trade.side'), render: (value) => (value === 'sell' ? t('order.trade.side.sell') : t('order.trade.side.buy')) },
    { key: 'counterpartOrgName', title: t('order.trade.counterpart'), wide: true },
    { key: 'matName', title: t('order.trade.material') },
    { key: 'quantity', title: t('order.trade.quantity'), valueType: 'number' },
    { key: 'priceWithTax', title: t('order.trade.price'), valueType: 'number' },
    { key: 'taxRate', title: t('order.trade.taxRate'), valueType: 'number' },
    { key: 'amount', title: t('order.trade.amount'), valueType: 'money' },
    { key: 'margin', title: t('order.trade.margin'), valueType: 'money' },
    { key: 'status', title: t('order.trade.status'), valueType: 'status', options: tradeStatusItems(t) },
    { key: 'tradeDate', title: t('order.trade.tradeDate'), valueType: 'date', sortable: true },
  ];
}

export function commerceSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'tradeNo', label: t('order.trade.tradeNo'), operator: 'contains' },
    { prop: 'orgName', label: t('order.trade.company'), operator: 'contains' },
    { prop: 'side', label: t('order.trade.side'), type: 'select', options: [{ value: 'sell', label: t('order.trade.side.sell') }, { value: 'buy', label: t('order.trade.side.buy') }] },
    { prop: 'tradeDate', label: t('order.trade.tradeDate'), type: 'daterange' },
  ];
}

export function legColumns(t: AppT): ProColumn<TradeLegRow>[] {
  return [
    { key: 'tradeNo', title: t('order.trade.tradeNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'legNo', title: t('order.trade.legNo'), valueType: 'number' },
    { key: 'sellerOrgName', title: t('order.trade.seller'), wide: true },
    { key: 'buyerOrgName', title: t('order.trade.buyer'), wide: true },
    { key: 'matName', title: t('order.trade.material') },
    { key: 'quantity', title: t('order.trade.quantity'), valueType: 'number' },
    { key: 'priceWithTax', title: t('order.trade.price'), valueType: 'number' },
    { key: 'taxRate', title: t('order.trade.taxRate'), valueType: 'number' },
    { key: 'amount', title: t('order.trade.amount'), valueType: 'money' },
    { key: 'margin', title: t('order.trade.margin'), valueType: 'money' },
    { key: 'status', title: t('order.trade.status'), valueType: 'status', options: tradeStatusItems(t) },
    { key: 'tradeDate', title: t('order.trade.tradeDate'), valueType: 'date', sortable: true },
  ];
}

export function legSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'tradeNo', label: t('order.trade.tradeNo'), operator: 'contains' },
    { prop: 'sellerOrgName', label: t('order.trade.seller'), operator: 'contains' },
    { prop: 'buyerOrgName', label: t('order.trade.buyer'), operator: 'contains' },
    { prop: 'status', label: t('order.trade.status'), type: 'select', options: statusOptions(t) },
  ];
}

export function movementColumns(t: AppT): ProColumn<TradeMovementRow>[] {
  return [
    { key: 'tradeNo', title: t('order.trade.tradeNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orgName', title: t('order.trade.company'), wide: true },
    { key: 'matName', title: t('order.trade.material') },
    { key: 'plateNo', title: t('order.trade.plateNo') },
    { key: 'quantity', title: t('order.trade.quantity'), valueType: 'number' },
    { key: 'applyNo', title: t('order.trade.applyNo'), valueType: 'code' },
    { key: 'movedTime', title: t('order.trade.movedTime'), valueType: 'datetime', sortable: true },
    { key: 'remark', title: t('order.trade.remark'), wide: true },
  ];
}

export function movementSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'tradeNo', label: t('order.trade.tradeNo'), operator: 'contains' },
    { prop: 'plateNo', label: t('order.trade.plateNo'), operator: 'contains' },
    { prop: 'movedTime', label: t('order.trade.movedTime'), type: 'daterange' },
  ];
}

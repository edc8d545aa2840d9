import { describe, expect, it } from 'vitest';
import { purchaseEn, purchaseZhCN } from '../messages/purchaseMessages';
import { contractActionKey, PURCHASE_STATUSES, purchaseAllows, purchaseColumns, purchaseSearchFields, purchaseStatusItems } from './purchaseList';
import { zhT as t } from './testT';

describe('the 采购订单 list', () => {
  it('shows the number first, then org, supplier, category, date, status, quantities, amount, EBS and contract', () => {
    expect(purchaseColumns(t).map((column) => column.title)).toEqual([
      '采购订单号',
      '组织',
      '供应商',
      '品类',
      '订单日期',
      '状态',
      '总数量',
      '已分配数量',
      '已发运数量',
      '总金额',
      'EBS状态',
      '合同号',
      '合同状态',
      '创建时间',
    ]);
    expect(purchaseColumns(t)[0]).toMatchObject({ key: 'orderNo', fixed: 'left' });
  });

  it('searches by number, supplier, org, the three statuses and the order date', () => {
    const fields = purchaseSearchFields(t);
    expect(fields.map((field) => field.prop)).toEqual(['orderNo', 'supplierName', 'orgName', 'status', 'ebsStatus', 'contractStatus', 'orderDate']);
    expect(fields.find((field) => field.prop === 'status')?.options).toContainEqual({ value: 'audited', label: '已审核' });
  });

  it('names all 25 statuses of spec 02 §4 in both languages', () => {
    expect(PURCHASE_STATUSES).toHaveLength(25);
    expect(purchaseStatusItems(t).every((item) => !item.dictItemName.startsWith('order.'))).toBe(true);
    expect(Object.keys(purchaseEn).sort()).toEqual(Object.keys(purchaseZhCN).sort());
  });

  it('offers each row action only where the status allows it', () => {
    const row = (status: (typeof PURCHASE_STATUSES)[number], ebsStatus: 'unsent' | 'pending' | 'success' | 'failed' = 'unsent', contractStatus: 'none' | 'created' | 'failed' = 'none') => ({ status, ebsStatus, contractStatus });
    expect(purchaseAllows.push(row('new'))).toBe(true);
    expect(purchaseAllows.push(row('new', 'pending'))).toBe(false);
    expect(purchaseAllows.push(row('audited'))).toBe(false);
    expect(purchaseAllows.retryPush(row('createOrderFail', 'failed'))).toBe(true);
    expect(purchaseAllows.retryPush(row('audited', 'success'))).toBe(false);
    expect(purchaseAllows.editLines(row('new'))).toBe(true);
    expect(purchaseAllows.editLines(row('partialShipped'))).toBe(true);
    expect(purchaseAllows.editLines(row('changing'))).toBe(false);
    expect(purchaseAllows.cancelOrClose(row('audited'))).toBe(true);
    expect(purchaseAllows.cancelOrClose(row('canceled'))).toBe(false);
    expect(purchaseAllows.contract(row('audited'))).toBe(true);
    expect(purchaseAllows.contract(row('audited', 'success', 'created'))).toBe(false);
    expect(purchaseAllows.contract(row('new'))).toBe(false);
    expect(contractActionKey({ contractStatus: 'failed' })).toBe('order.purchase.retryContract');
    expect(contractActionKey({ contractStatus: 'none' })).toBe('order.purchase.createContract');
  });
});

import { describe, expect, it } from 'vitest';
import { saleEn, saleZhCN } from '../messages/saleMessages';
import { zhT as t } from '../purchase/testT';
import { allocationColumns, confirmColumns, finishedColumns, isCancellableAllocation, isConfirmableShipping, saleAllows, saleColumns, saleSearchFields, saleStatusItems } from './saleList';

const order = (values: Partial<Parameters<typeof saleAllows.allocate>[0]>) => ({ status: 'new' as const, ebsStatus: 'unsent' as const, totalQuantity: '100.000', allocatedQuantity: '0.000', shippedQuantity: '0.000', ...values });

describe('the 销售订单 lists', () => {
  it('shows the orders, allocations, shipments and finished orders with their numbers first', () => {
    expect(saleColumns(t).map((column) => column.title)).toEqual([
      '销售订单号',
      '销售组织',
      '客户组织',
      '品类',
      '订单日期',
      '交货日期',
      '状态',
      '总数量',
      '已分配数量',
      '已发运数量',
      '已确认数量',
      '总金额',
      'EBS状态',
      '创建时间',
    ]);
    expect(allocationColumns(t).slice(0, 5).map((column) => column.title)).toEqual(['销售订单号', '销售行号', '采购订单号', '行号', '供应商']);
    expect(confirmColumns(t)[0]).toMatchObject({ key: 'shippingNo', title: '发运单号', fixed: 'left' });
    expect(finishedColumns(t).map((column) => column.key)).toContain('finishedTime');
    expect(saleSearchFields(t).map((field) => field.prop)).toEqual(['orderNo', 'orgName', 'customerOrgName', 'status', 'ebsStatus', 'orderDate']);
  });

  it('names the statuses in both languages', () => {
    expect(saleStatusItems(t).map((item) => item.dictItemName)).toEqual(['新建', '已分配', '发运中', '已确认', '已完结', '已关闭']);
    expect(Object.keys(saleEn).sort()).toEqual(Object.keys(saleZhCN).sort());
  });

  it('offers 分配, 发运, 完结, 关闭, 删除 and 重推EBS by the order’s state, comparing quantities exactly', () => {
    expect(saleAllows.allocate(order({}))).toBe(true);
    expect(saleAllows.allocate(order({ status: 'allocated', allocatedQuantity: '100' }))).toBe(false);
    expect(saleAllows.allocate(order({ status: 'allocated', allocatedQuantity: '99.999' }))).toBe(true);
    expect(saleAllows.ship(order({}))).toBe(false);
    expect(saleAllows.ship(order({ status: 'allocated', allocatedQuantity: '40.000' }))).toBe(true);
    expect(saleAllows.ship(order({ status: 'shipping', allocatedQuantity: '40.000', shippedQuantity: '40' }))).toBe(false);
    expect(saleAllows.finish(order({ status: 'confirmed' }))).toBe(true);
    expect(saleAllows.finish(order({ status: 'shipping' }))).toBe(false);
    expect(saleAllows.close(order({ status: 'finished' }))).toBe(false);
    expect(saleAllows.remove(order({}))).toBe(true);
    expect(saleAllows.remove(order({ allocatedQuantity: '1' }))).toBe(false);
    expect(saleAllows.retryEbs(order({ ebsStatus: 'failed' }))).toBe(true);
    expect(saleAllows.retryEbs(order({ ebsStatus: 'success' }))).toBe(false);
    expect(isCancellableAllocation({ status: 'active', shippedQuantity: '0.000' })).toBe(true);
    expect(isCancellableAllocation({ status: 'active', shippedQuantity: '0.001' })).toBe(false);
    expect(isCancellableAllocation({ status: 'canceled', shippedQuantity: '0' })).toBe(false);
    expect([isConfirmableShipping({ status: 'shipped' }), isConfirmableShipping({ status: 'confirmed' })]).toEqual([true, false]);
  });
});

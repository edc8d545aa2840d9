import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { isOpenShipping, receiveStatusItems, selectedIds, shippingColumns, shippingSearchFields, shippingStatusItems } from './shippingList';

const t = ((key: string) => key) as AppT;

describe('发运管理 list', () => {
  it('lists the columns the page shows, weights and deductions included', () => {
    expect(shippingColumns(t).map((column) => column.key)).toEqual([
      'shippingNo',
      'pickNo',
      'contractNo',
      'supplierName',
      'plateNo',
      'matName',
      'shippedQuantity',
      'grossWeight',
      'tareWeight',
      'netWeight',
      'deductWeightRate',
      'deductPrice',
      'acceptedQuantity',
      'shippingStatus',
      'receiveStatus',
      'shippingDate',
    ]);
  });

  it('searches by pick number and plate among others', () => {
    const fields = shippingSearchFields(t);
    expect(fields.map((field) => field.prop)).toEqual(['shippingNo', 'pickNo', 'plateNo', 'contractNo', 'matName', 'supplierName', 'shippingStatus', 'receiveStatus', 'shippingDate']);
    expect(fields.find((field) => field.prop === 'pickNo')?.operator).toBe('equals');
  });

  it('tags the four shipping statuses and the two receive statuses', () => {
    expect(shippingStatusItems(t).map((item) => [item.dictItemCode, item.dictItemName])).toEqual([
      ['NEW', 'shipping.status.NEW'],
      ['SHIPPING', 'shipping.status.SHIPPING'],
      ['SHIPPING_DONE', 'shipping.status.SHIPPING_DONE'],
      ['CLOSE', 'shipping.status.CLOSE'],
    ]);
    expect(receiveStatusItems(t).map((item) => item.dictItemCode)).toEqual(['0', '1']);
  });

  it('edits and deletes a shipment only until it is accepted or closed', () => {
    expect(isOpenShipping({ shippingStatus: 'NEW', receiveStatus: 0 })).toBe(true);
    expect(isOpenShipping({ shippingStatus: 'SHIPPING', receiveStatus: 0 })).toBe(true);
    expect(isOpenShipping({ shippingStatus: 'SHIPPING', receiveStatus: 1 })).toBe(false);
    expect(isOpenShipping({ shippingStatus: 'SHIPPING_DONE', receiveStatus: 1 })).toBe(false);
    expect(isOpenShipping({ shippingStatus: 'CLOSE', receiveStatus: 0 })).toBe(false);
  });

  it('reads the ticked ids of a batch selection', () => {
    expect(selectedIds({ ids: ['3', 5] })).toEqual([3, 5]);
    expect(selectedIds({ query: {}, excludeIds: [] })).toEqual([]);
  });
});

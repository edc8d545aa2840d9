import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { invoiceColumns, invoiceSearchFields, invoiceStatusItems, isDeletable, isSendable, selectedIds } from './invoiceList';

const t = ((key: string) => key) as AppT;

describe('invoiceList', () => {
  it('shows the invoice figures the contract names, the difference among them', () => {
    expect(invoiceColumns(t).map((column) => column.key)).toEqual([
      'invoiceNo',
      'invoiceCode',
      'invoiceType',
      'supplierName',
      'orgName',
      'invoiceDate',
      'amountWithTax',
      'taxAmount',
      'matchedAmount',
      'matchDifference',
      'paidAmount',
      'status',
      'createdTime',
    ]);
    expect(invoiceColumns(t).filter((column) => column.valueType === 'money').map((column) => column.key)).toContain('matchDifference');
  });

  it('tags a blocked invoice red and searches by the list engine filters', () => {
    expect(invoiceStatusItems(t).find((item) => item.dictItemCode === 'blocked')).toMatchObject({ color: 'red', dictItemName: 'invoice.status.blocked' });
    expect(invoiceSearchFields(t).map((field) => field.prop)).toEqual(['invoiceNo', 'invoiceCode', 'supplierName', 'status', 'invoiceType', 'invoiceDate']);
  });

  it('sends a matched invoice only and deletes until sent', () => {
    expect(isSendable({ status: 'matched' })).toBe(true);
    expect(isSendable({ status: 'blocked' })).toBe(false);
    expect(isDeletable({ status: 'blocked' })).toBe(true);
    expect(isDeletable({ status: 'sent' })).toBe(false);
    expect(selectedIds({ ids: ['1', 2] })).toEqual([1, 2]);
    expect(selectedIds({ query: {}, excludeIds: [] })).toEqual([]);
  });
});

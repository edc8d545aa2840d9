import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { auditProblem, historyFieldName, historyValue, isPendingAudit, maskIdCard, vehicleAuditColumns, vehicleAuditSearchFields, vehicleAuditStatusItems } from './vehicleAuditList';

const t = ((key: string) => key) as AppT;

describe('车辆变更审核 list', () => {
  it('lists the request’s columns and filters', () => {
    expect(vehicleAuditColumns(t).map((column) => column.key)).toEqual([
      'pickNo',
      'supplierName',
      'oldPlateNo',
      'plateNo',
      'driverName',
      'driverPhone',
      'idCard',
      'reason',
      'status',
      'createdBy',
      'createdTime',
      'auditedBy',
      'opinion',
    ]);
    expect(vehicleAuditSearchFields(t).map((field) => field.prop)).toEqual(['pickNo', 'plateNo', 'oldPlateNo', 'supplierName', 'status']);
    expect(vehicleAuditStatusItems(t).map((item) => [item.dictItemCode, item.dictItemName])).toEqual([
      ['pending', 'vehicleAudit.status.pending'],
      ['approved', 'vehicleAudit.status.approved'],
      ['rejected', 'vehicleAudit.status.rejected'],
    ]);
  });

  it('masks an ID card number in the list and the history', () => {
    expect(maskIdCard('110101199003074514')).toBe('110101********4514');
    expect(maskIdCard('11010119900307451X')).toBe('110101********451X');
    expect(maskIdCard('12345')).toBe('1***5');
    expect(maskIdCard('')).toBe('');
    expect(maskIdCard(null)).toBe('');
    const idColumn = vehicleAuditColumns(t).find((column) => column.key === 'idCard');
    expect(idColumn?.render?.('110101199003074514', { idCard: '110101199003074514' } as never, 0)).toBe('110101********4514');
    expect(historyValue('idCard', '110101199003074514')).toBe('110101********4514');
    expect(historyValue('plateNo', '冀A12345')).toBe('冀A12345');
    expect(historyValue('plateNo', null)).toBe('-');
    expect(historyFieldName('driverPhone', t)).toBe('vehicleAudit.field.driverPhone');
    expect(historyFieldName('remark', t)).toBe('remark');
  });

  it('audits pending requests; a rejection needs an opinion', () => {
    expect(isPendingAudit({ status: 'pending' })).toBe(true);
    expect(isPendingAudit({ status: 'approved' })).toBe(false);
    expect(auditProblem(false, ' ', t)).toBe('vehicleAudit.opinionRequired');
    expect(auditProblem(false, '证件不符', t)).toBeNull();
    expect(auditProblem(true, '', t)).toBeNull();
  });
});

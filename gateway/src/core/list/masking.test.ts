import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { UserAccess } from '../access.js';
import { ApiError } from '../envelope.js';
import { translateMessage } from '../message-catalogue.js';
import { parseFilters } from './filters.js';
import { maskedFieldsFor, maskValue, MASK_MESSAGES, refuseMaskedFilters, rowMasker } from './masking.js';
import type { ListResource } from './query.js';

const table = pgTable('masking_probe', { id: integer('id'), phone: text('phone'), idCard: text('id_card'), name: text('name') });
const resource: ListResource = {
  label: '用户',
  table,
  id: table.id,
  fields: {
    id: { column: table.id, type: 'integer' },
    phone: { column: table.phone, type: 'text', title: '手机号', masked: { kind: 'phone', unless: 'page:detail' } },
    idCard: { column: table.idCard, type: 'text', title: '身份证号', masked: { kind: 'idCard', unless: 'page:detail' } },
    name: { column: table.name, type: 'text', title: '姓名' },
  },
  defaultSort: [{ field: 'id', order: 'asc' }],
};

function accessWith(...codes: string[]): UserAccess {
  return { userId: 1, roleCodes: new Set(), isAdmin: false, codes: new Set(codes), orgCodes: [], categoryCodes: [], menuScopes: new Map() } as unknown as UserAccess;
}

describe('maskValue', () => {
  it('masks a mobile number to its first 3 and last 4 digits', () => {
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('phone', '1381234')).toBe('****');
    expect(maskValue('phone', '010-12345678')).toBe('****');
  });

  it('masks an ID card to its first 6 and last 4 characters', () => {
    expect(maskValue('idCard', '11010519491231002X')).toBe('110105********002X');
    expect(maskValue('idCard', '1101051949')).toBe('****');
  });

  it('masks a bank account to its last 4 digits', () => {
    expect(maskValue('bankAccount', '6222021234567890123')).toBe('**** 0123');
    expect(maskValue('bankAccount', '1234')).toBe('****');
  });

  it('keeps null as null', () => {
    expect(maskValue('phone', null)).toBeNull();
    expect(maskValue('idCard', undefined)).toBeNull();
  });
});

describe('masking a list for a caller', () => {
  const rows = [{ id: 1, phone: '13812345678', idCard: null, name: '张三' }];

  it('masks the fields whose permission the caller lacks, and only those', () => {
    expect(maskedFieldsFor(resource, accessWith()).map((field) => field.name)).toEqual(['phone', 'idCard']);
    expect(rowMasker(resource, accessWith())(rows)).toEqual([{ id: 1, phone: '138****5678', idCard: null, name: '张三' }]);
    expect(rows[0]?.phone).toBe('13812345678');
    expect(rowMasker(resource, accessWith('page:detail'))(rows)).toBe(rows);
    expect(rowMasker(resource, { ...accessWith(), isAdmin: true })(rows)).toBe(rows);
  });

  it('refuses a filter on a masked field for a caller without the permission', () => {
    const conditions = parseFilters({ 'phone.contains': '1381', name: '张三' }, resource.fields);
    let refused: unknown;
    try {
      refuseMaskedFilters(resource, accessWith(), conditions);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).httpStatus).toBe(400);
    expect((refused as ApiError).message).toBe('无权按手机号查询');
    expect(() => refuseMaskedFilters(resource, accessWith('page:detail'), conditions)).not.toThrow();
    expect(() => refuseMaskedFilters(resource, accessWith(), parseFilters({ name: '张三' }, resource.fields))).not.toThrow();
  });

  it('refuses a sort on a masked field for a caller without the permission (a cursor would carry the value)', () => {
    const byPhone = [{ field: 'phone', order: 'asc' as const }];
    expect(() => refuseMaskedFilters(resource, accessWith(), [], byPhone)).toThrow('无权按手机号排序');
    expect(() => refuseMaskedFilters(resource, accessWith('page:detail'), [], byPhone)).not.toThrow();
    expect(() => refuseMaskedFilters(resource, accessWith(), [], [{ field: 'name', order: 'desc' }])).not.toThrow();
  });

  it('has English twins of its messages', () => {
    expect(translateMessage(MASK_MESSAGES.filterRefused('手机号'), 'en')).toEqual({ key: 'list.maskedFilter', text: 'You may not search by 手机号' });
    expect(translateMessage(MASK_MESSAGES.sortRefused('手机号'), 'en')).toEqual({ key: 'list.maskedSort', text: 'You may not sort by 手机号' });
  });
});

import { describe, expect, it } from 'vitest';
import type { SearchField } from './searchField';
import { parseQueryValue, replaceUserPlaceholders, urlPrefill } from './urlPrefill';

const fields: SearchField[] = [
  { prop: 'contractName', label: '合同名称' },
  { prop: 'status', label: '状态', type: 'select' },
  { prop: 'creatorName', label: '创建人' },
  { prop: 'creatorId', label: '创建人编号', type: 'systemUserSelect' },
  { prop: 'deliverType', label: '发运方式', type: 'checkbox' },
  { prop: 'quantity', label: '数量', type: 'number' },
  { prop: 'isUrgent', label: '加急', type: 'switch' },
  { prop: 'createdTime', label: '创建时间', type: 'daterange' },
  { prop: ['signDateStart', 'signDateEnd'], label: '签订日期', type: 'daterange' },
];

const user = { id: 42, name: '张三' };

describe('urlPrefill', () => {
  it.each(['pending', 'feishu', 'page'])('prefills and asks for a search when from is %s', (from) => {
    expect(urlPrefill({ from, contractName: '玉米' }, fields, user)).toEqual({ values: { contractName: '玉米' }, autoSearch: true });
  });

  it.each([undefined, '', 'menu', 'PAGE'])('returns null when from is %j', (from) => {
    expect(urlPrefill(from === undefined ? { contractName: '玉米' } : { from, contractName: '玉米' }, fields, user)).toBeNull();
  });

  it('takes only keys that are fields', () => {
    const prefill = urlPrefill({ from: 'page', status: 'Active', page: '3', token: 'x' }, fields, user);
    expect(prefill?.values).toEqual({ status: 'Active' });
  });

  it('picks a tab from tabIndex or tab', () => {
    expect(urlPrefill({ from: 'pending', tabIndex: '2' }, fields, user)).toEqual({ values: {}, tabIndex: 2, autoSearch: true });
    expect(urlPrefill({ from: 'pending', tab: '1' }, fields, user)?.tabIndex).toBe(1);
    expect(urlPrefill({ from: 'pending', tab: 'x' }, fields, user)).not.toHaveProperty('tabIndex');
    expect(urlPrefill({ from: 'pending', tabIndex: '-1' }, fields, user)).not.toHaveProperty('tabIndex');
  });

  it('replaces the current user placeholders', () => {
    const prefill = urlPrefill(
      { from: 'feishu', creatorName: '{currentUserName}', creatorId: '$userId', contractName: '$userName的合同' },
      fields,
      user,
    );
    expect(prefill?.values).toEqual({ creatorName: '张三', creatorId: '42', contractName: '张三的合同' });
    expect(urlPrefill({ from: 'page', creatorId: '{currentUserId}' }, fields, user)?.values).toEqual({ creatorId: '42' });
  });

  it('drops a placeholder value when no user is known', () => {
    expect(urlPrefill({ from: 'page', creatorName: '{currentUserName}' }, fields, null)?.values).toEqual({});
  });

  it('turns a comma into a list and a semicolon into comma-joined text', () => {
    const prefill = urlPrefill({ from: 'page', status: 'A,B', contractName: 'a;b' }, fields, user);
    expect(prefill?.values).toEqual({ status: ['A', 'B'], contractName: 'a,b' });
  });

  it('shapes values for the control: lists, numbers, switches and ranges', () => {
    const prefill = urlPrefill(
      {
        from: 'page',
        deliverType: 'transfer',
        quantity: '12.5',
        isUrgent: '1',
        createdTime: '2026-01-01,2026-01-31',
        signDateStart: '2026-03-01',
        signDateEnd: '2026-03-15',
      },
      fields,
      user,
    );
    expect(prefill?.values).toEqual({
      deliverType: ['transfer'],
      quantity: 12.5,
      isUrgent: true,
      createdTime: ['2026-01-01', '2026-01-31'],
      signDateStart__signDateEnd: ['2026-03-01', '2026-03-15'],
    });
  });

  it('drops a range without two bounds', () => {
    expect(urlPrefill({ from: 'page', createdTime: '2026-01-01', signDateStart: '2026-03-01' }, fields, user)?.values).toEqual({});
  });

  it('reads URLSearchParams, a repeated key as a list', () => {
    const params = new URLSearchParams('from=pending&deliverType=transfer&deliverType=direct&creatorName=%7BcurrentUserName%7D&tabIndex=0');
    expect(urlPrefill(params, fields, user)).toEqual({
      values: { deliverType: ['transfer', 'direct'], creatorName: '张三' },
      tabIndex: 0,
      autoSearch: true,
    });
  });
});

describe('parseQueryValue and replaceUserPlaceholders', () => {
  it.each([
    ['a', 'a'],
    ['a,b', ['a', 'b']],
    [' a , b ,', ['a', 'b']],
    ['a;b', 'a,b'],
    ['a;b,c', ['a;b', 'c']],
  ])('%j → %j', (text, expected) => {
    expect(parseQueryValue(text)).toEqual(expected);
  });

  it('replaces every occurrence', () => {
    expect(replaceUserPlaceholders('{currentUserId}-$userId', { id: 'u1', name: 'x' })).toBe('u1-u1');
  });
});

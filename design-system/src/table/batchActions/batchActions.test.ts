import { describe, expect, it } from 'vitest';
import { isBatchActionAllowed, visibleBatchActions } from './batchActions';

const items = [
  { key: 'submit', showRoles: [] },
  { key: 'close', showRoles: ['buyer', 'admin'] },
  { key: 'audit', showRoles: ['auditor'] },
  { key: 'export' },
];

describe('visibleBatchActions', () => {
  it('keeps items without a role restriction and those sharing a role with the user', () => {
    expect(visibleBatchActions(items, ['buyer']).map((i) => i.key)).toEqual(['submit', 'close', 'export']);
    expect(visibleBatchActions(items, ['auditor', 'admin']).map((i) => i.key)).toEqual(['submit', 'close', 'audit', 'export']);
  });

  it('a user without roles sees only unrestricted items', () => {
    expect(visibleBatchActions(items, undefined).map((i) => i.key)).toEqual(['submit', 'export']);
    expect(visibleBatchActions(items, []).map((i) => i.key)).toEqual(['submit', 'export']);
    expect(isBatchActionAllowed({ showRoles: ['auditor'] }, ['buyer'])).toBe(false);
  });
});

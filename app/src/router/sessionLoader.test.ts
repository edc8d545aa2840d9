import type { LoginInfo, Org } from '@srm/gateway/api';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STEPS, loadSession, retainedOrgs, searchWithoutTicket, ticketInSearch, withoutTicket, type SessionSources, type SessionStep } from './sessionLoader';

const org = (id: number, level: number, isOnline: 0 | 1): Org => ({ id, orgCode: `o${id}`, orgName: `org ${id}`, level, isOnline, isTradingCompany: 0, parentId: 0 });

const info: LoginInfo = {
  accessToken: 't1',
  expiresAt: '2030-01-01T00:00:00Z',
  sysUserInfo: { id: 7, userName: '张采购', account: 'buyer', employeeCode: 'E7', gender: 1, positionDesc: null, companyDesc: null, deptDesc: null, userType: 'staff', supplierSn: null },
  roleList: [],
  orgList: [org(1, 6, 1), org(2, 6, 0), org(3, 4, 1)],
  menuList: [],
  categoryList: [{ id: 1, categoryCode: '10', categoryName: '玉米', level: 2, parentId: 0, isOnline: 1, buyType: null }],
};

function sources(overrides: Partial<SessionSources> = {}) {
  const calls: string[] = [];
  const base: SessionSources = {
    userInfo: async (token) => (calls.push(`userInfo:${token}`), info),
    buttons: async (userId) => (calls.push(`buttons:${userId}`), ['contract:add']),
    categories: async (userId) => (calls.push(`categories:${userId}`), []),
    dictionaries: async () => (calls.push('dictionaries'), { CONTRACT_STATUS: [{ dictItemCode: 'SIGN', dictItemName: '已签订' }] }),
    hiddenMaterial: async () => (
      calls.push('hiddenMaterial'),
      { invalidMaterials: [{ value: '1001010006', label: '玉米（停用）' }], tradingCompanies: [{ value: 12, label: '湛江饲料贸易有限公司', code: '102004' }] }
    ),
  };
  return { calls, sources: { ...base, ...overrides } };
}

describe('loadSession', () => {
  it('loads user info, menus, buttons, orgs, categories, dictionaries, then the hidden-material check', async () => {
    const { calls, sources: fake } = sources();
    const steps: SessionStep[] = [];
    const loaded = await loadSession('t1', fake, null, (step) => steps.push(step));
    expect(steps).toEqual(SESSION_STEPS);
    expect(SESSION_STEPS).toEqual(['userInfo', 'menus', 'buttons', 'orgs', 'categories', 'dictionaries', 'hiddenMaterial']);
    expect(calls).toEqual(['userInfo:t1', 'buttons:7', 'categories:7', 'dictionaries', 'hiddenMaterial']);
    expect(loaded.hiddenMaterial.invalidMaterials).toEqual([{ value: '1001010006', label: '玉米（停用）' }]);
    expect(loaded.hiddenMaterial.tradingCompanies).toEqual([{ value: 12, label: '湛江饲料贸易有限公司', code: '102004' }]);
    expect(loaded.data).toMatchObject({ token: 't1', buttons: ['contract:add'], failedSteps: [] });
    expect(loaded.data.dictionaries.CONTRACT_STATUS).toHaveLength(1);
  });

  it("sends the calls after the user info together, in the steps' order, not one round trip after another", async () => {
    const asked: string[] = [];
    let answerButtons: (buttons: string[]) => void = () => undefined;
    const { sources: fake } = sources({
      buttons: () => (asked.push('buttons'), new Promise<string[]>((resolve) => (answerButtons = resolve))),
      categories: async () => (asked.push('categories'), []),
      dictionaries: async () => (asked.push('dictionaries'), {}),
      hiddenMaterial: async () => (asked.push('hiddenMaterial'), { invalidMaterials: [], tradingCompanies: [] }),
    });
    const loading = loadSession('t1', fake, info);
    await Promise.resolve();
    // The buttons have not answered, yet every later call has been sent, in order.
    expect(asked).toEqual(['buttons', 'categories', 'dictionaries', 'hiddenMaterial']);
    answerButtons(['contract:add']);
    expect((await loading).data.buttons).toEqual(['contract:add']);
  });

  it("names failed steps in the steps' order, whichever failed first", async () => {
    let failButtons: (error: Error) => void = () => undefined;
    const { sources: fake } = sources({
      buttons: () => new Promise<string[]>((_, reject) => (failButtons = reject)),
      dictionaries: () => Promise.reject(new Error('系统错误')),
    });
    const loading = loadSession('t1', fake, info);
    await new Promise((resolve) => setTimeout(resolve, 0));
    failButtons(new Error('网络异常请重试'));
    expect((await loading).data.failedSteps).toEqual(['buttons', 'dictionaries']);
  });

  it('does not ask for the user info again right after a sign-in with the same token', async () => {
    const { calls, sources: fake } = sources();
    await loadSession('t1', fake, info);
    expect(calls[0]).toBe('buttons:7');
    await loadSession('other-token', fake, info);
    expect(calls).toContain('userInfo:other-token');
  });

  it('rejects when the user info cannot be loaded, without asking for the rest', async () => {
    const later = vi.fn();
    const { sources: fake } = sources({ userInfo: () => Promise.reject(new Error('登录状态已过期，请重新登录')), buttons: later });
    await expect(loadSession('t1', fake)).rejects.toThrow('登录状态已过期，请重新登录');
    expect(later).not.toHaveBeenCalled();
  });

  it('opens the session when a later step fails, with that list empty and the step named', async () => {
    const { sources: fake } = sources({ dictionaries: () => Promise.reject(new Error('系统错误')) });
    const loaded = await loadSession('t1', fake);
    expect(loaded.data.dictionaries).toEqual({});
    expect(loaded.data.failedSteps).toEqual(['dictionaries']);
    expect(loaded.data.buttons).toEqual(['contract:add']);
    expect(loaded.hiddenMaterial.tradingCompanies).toHaveLength(1);
  });

  it('opens the session with empty lists when the hidden-material check fails, and reports the failure', async () => {
    const failure = new Error('网络异常请重试');
    const { sources: fake } = sources({ hiddenMaterial: () => Promise.reject(failure) });
    const reported: [SessionStep, unknown][] = [];
    const loaded = await loadSession('t1', fake, null, undefined, (step, error) => reported.push([step, error]));
    expect(loaded.hiddenMaterial).toEqual({ invalidMaterials: [], tradingCompanies: [] });
    expect(loaded.data.failedSteps).toEqual(['hiddenMaterial']);
    expect(loaded.data.dictionaries.CONTRACT_STATUS).toHaveLength(1);
    expect(reported).toEqual([['hiddenMaterial', failure]]);
  });
});

describe('window tickets in the visited address', () => {
  it('reads the ticket of a visit', () => {
    expect(ticketInSearch('?ticket=abc_DEF-123')).toBe('abc_DEF-123');
    expect(ticketInSearch('?from=menu&ticket=%20t1%20')).toBe('t1');
    expect(ticketInSearch('?ticket=')).toBeNull();
    expect(ticketInSearch('?code=c1')).toBeNull();
    expect(ticketInSearch('')).toBeNull();
  });

  it('removes the ticket and keeps the rest of the address', () => {
    expect(withoutTicket({ pathname: '/dashboard', search: '?ticket=abc' })).toBe('/dashboard');
    expect(withoutTicket({ pathname: '/contract/list', search: '?tab=2&ticket=abc&id=9', hash: '#row-3' })).toBe('/contract/list?tab=2&id=9#row-3');
    expect(withoutTicket({ pathname: '/x', search: '' })).toBe('/x');
    expect(searchWithoutTicket('?ticket=abc')).toBe('');
    expect(searchWithoutTicket('?ticket=abc&redirect=%2Fdashboard')).toBe('?redirect=%2Fdashboard');
  });
});

describe('retainedOrgs', () => {
  it('keeps only online companies (level 6)', () => {
    expect(retainedOrgs(info.orgList).map((kept) => kept.id)).toEqual([1]);
  });
});

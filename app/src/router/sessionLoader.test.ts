import type { LoginInfo, Org } from '@srm/gateway/contract';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STEPS, loadSession, retainedOrgs, type SessionSources, type SessionStep } from './sessionLoader';

const org = (id: number, level: number, isOnline: 0 | 1): Org => ({ id, orgCode: `o${id}`, orgName: `org ${id}`, level, isOnline, isTradingCompany: 0, parentId: 0 });

const info: LoginInfo = {
  accessToken: 't1',
  expiresAt: '2030-01-01T00:00:00Z',
  sysUserInfo: { id: 7, userName: '张采购', account: 'buyer', employeeCode: 'E7', gender: 1, positionDesc: null, companyDesc: null, deptDesc: null },
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
  };
  return { calls, sources: { ...base, ...overrides } };
}

describe('loadSession', () => {
  it('loads user info, menus, buttons, orgs, categories and dictionaries in that order', async () => {
    const { calls, sources: fake } = sources();
    const steps: SessionStep[] = [];
    const loaded = await loadSession('t1', fake, null, (step) => steps.push(step));
    expect(steps).toEqual(SESSION_STEPS);
    expect(calls).toEqual(['userInfo:t1', 'buttons:7', 'categories:7', 'dictionaries']);
    expect(loaded.data).toMatchObject({ token: 't1', buttons: ['contract:add'], failedSteps: [] });
    expect(loaded.data.dictionaries.CONTRACT_STATUS).toHaveLength(1);
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
  });
});

describe('retainedOrgs', () => {
  it('keeps only online companies (level 6)', () => {
    expect(retainedOrgs(info.orgList).map((kept) => kept.id)).toEqual([1]);
  });
});

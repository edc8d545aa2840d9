import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { hiddenMaterialAtom, invalidMaterialCodesAtom, tradingCompanyCodesAtom } from './hiddenMaterial';
import { signOutAtom, tokenAtom } from './session';

const CHECK = {
  invalidMaterials: [{ value: '1001010006', label: '玉米（停用）' }],
  tradingCompanies: [{ value: 12, label: '湛江饲料贸易有限公司', code: '102004' }],
};

describe('hiddenMaterialAtom', () => {
  it('holds the check of the current sign-in only', () => {
    const store = createStore();
    expect(store.get(hiddenMaterialAtom)).toEqual({ invalidMaterials: [], tradingCompanies: [] });
    store.set(tokenAtom, 't1');
    store.set(hiddenMaterialAtom, CHECK);
    expect(store.get(hiddenMaterialAtom)).toEqual(CHECK);
    expect(store.get(invalidMaterialCodesAtom).has('1001010006')).toBe(true);
    expect(store.get(tradingCompanyCodesAtom).has('102004')).toBe(true);

    // Another user's sign-in does not see it; neither does anyone after signing out.
    store.set(tokenAtom, 't2');
    expect(store.get(hiddenMaterialAtom).invalidMaterials).toEqual([]);
    store.set(tokenAtom, 't1');
    store.set(signOutAtom);
    expect(store.get(hiddenMaterialAtom).tradingCompanies).toEqual([]);
  });
});

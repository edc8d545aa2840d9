import type { HiddenMaterialCheck } from '@srm/gateway/api';
import { atom } from 'jotai';
import { request } from '../api/http';
import { tokenAtom } from './session';

/**
 * The hidden-material check (spec 01 §2.2 item 5): the invalid materials ({value: matCode, label:
 * matName}) and the trading companies ({value: id, label: orgName, code: orgCode}), loaded by the guard
 * at sign-in after the dictionaries.
 */
export const EMPTY_HIDDEN_MATERIAL: HiddenMaterialCheck = { invalidMaterials: [], tradingCompanies: [] };

/** GET /system/material/hiddenCheck; silent and outside the session rules like the guard's other calls. */
export function getHiddenMaterialCheck(): Promise<HiddenMaterialCheck> {
  return request<HiddenMaterialCheck>({ method: 'GET', url: '/system/material/hiddenCheck' }, { silent: true, skipSessionRules: true });
}

const loadedAtom = atom<{ token: string; check: HiddenMaterialCheck } | null>(null);

/**
 * The check of the current sign-in: empty lists before it is loaded, after a failed load, and once the
 * token changes (sign-out, another user). Writing stores a check for the current token.
 */
export const hiddenMaterialAtom = atom(
  (get): HiddenMaterialCheck => {
    const loaded = get(loadedAtom);
    return loaded && loaded.token === get(tokenAtom) ? loaded.check : EMPTY_HIDDEN_MATERIAL;
  },
  (get, set, check: HiddenMaterialCheck) => {
    const token = get(tokenAtom);
    set(loadedAtom, token ? { token, check } : null);
  },
);

/** Material codes that are not Active, for a quick `has(matCode)`. */
export const invalidMaterialCodesAtom = atom((get) => new Set(get(hiddenMaterialAtom).invalidMaterials.map((entry) => entry.value)));

/** Org codes of the trading companies, for a quick `has(orgCode)`. */
export const tradingCompanyCodesAtom = atom((get) => new Set(get(hiddenMaterialAtom).tradingCompanies.map((entry) => entry.code)));

/** After a save the session's dictionary store is read again, so selects and labels show the change at once. */
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dictionariesAtom, sessionDataAtom } from '../../../state/session';
import { fetchAllDictionaries } from '../api/dataAdminApi';
import { dictItemAddBody, dictItemDraftOf, dictItemUpdateBody, missingDictItemFields } from './dictItemForm';
import { useRefreshDictionaries } from './refreshDictionaries';

vi.mock('../api/dataAdminApi', () => ({
  fetchAllDictionaries: vi.fn(async () => ({ deliverType: [{ dictItemCode: 'pickup', dictItemName: '自提', dictItemNameEn: 'Pick-up' }] })),
}));

describe('useRefreshDictionaries', () => {
  it('puts the gateway’s dictionaries into the session store, keeping the rest of the session', async () => {
    const store = createStore();
    store.set(sessionDataAtom, { token: 't', buttons: ['b'], orgs: [], categories: [], dictionaries: { deliverType: [] }, failedSteps: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useRefreshDictionaries(), { wrapper });
    await act(() => result.current());
    expect(fetchAllDictionaries).toHaveBeenCalledTimes(1);
    expect(store.get(sessionDataAtom)?.buttons).toEqual(['b']);
    expect(store.get(dictionariesAtom)?.['deliverType']?.map((item) => item.dictItemName)).toEqual(['自提']);
  });

  it('keeps the store as it was when the read fails', async () => {
    vi.mocked(fetchAllDictionaries).mockRejectedValueOnce(Object.assign(new Error('x'), { shown: true }));
    const store = createStore();
    store.set(sessionDataAtom, { token: 't', buttons: [], orgs: [], categories: [], dictionaries: { deliverType: [] }, failedSteps: [] });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useRefreshDictionaries(), { wrapper });
    await act(() => result.current());
    expect(store.get(sessionDataAtom)?.dictionaries).toEqual({ deliverType: [] });
  });
});

describe('dictItemForm', () => {
  it('drafts, checks and builds the bodies', () => {
    const draft = dictItemDraftOf(undefined, 4);
    expect(draft).toEqual({ dictItemCode: '', dictItemName: '', dictItemNameEn: '', sortNumber: 5, enabled: true });
    expect(missingDictItemFields(draft, true)).toEqual(['dictItemCode', 'dictItemName']);
    expect(missingDictItemFields({ ...draft, dictItemName: '女' }, false)).toEqual([]);
    expect(dictItemAddBody('gender', { ...draft, dictItemCode: ' 2 ', dictItemName: ' 女 ', dictItemNameEn: ' ', enabled: false })).toEqual({
      dictCode: 'gender',
      dictItemCode: '2',
      dictItemName: '女',
      dictItemNameEn: null,
      sortNumber: 5,
      enabled: 0,
    });
    const item = { id: 7, dictCode: 'gender', dictItemCode: '1', dictItemName: '男', dictItemNameEn: null, sortNumber: 2, enabled: 1 as const, version: 3 };
    expect(dictItemDraftOf(item)).toEqual({ dictItemCode: '1', dictItemName: '男', dictItemNameEn: '', sortNumber: 2, enabled: true });
    expect(dictItemUpdateBody(item, { ...dictItemDraftOf(item), sortNumber: null })).toEqual({ id: 7, version: 3, dictItemName: '男', dictItemNameEn: null, sortNumber: 0, enabled: 1 });
  });
});

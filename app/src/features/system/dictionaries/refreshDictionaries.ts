import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { sessionDataAtom } from '../../../state/session';
import { fetchAllDictionaries } from '../api/dataAdminApi';

/**
 * Reads every dictionary again (GET /system/dict/dictAll) into the session's dictionary store, so a
 * saved item shows at once in every select and label of the app (dictionariesAtom), without a reload.
 * A failed read keeps what the store had.
 */
export function useRefreshDictionaries(): () => Promise<void> {
  const setSessionData = useSetAtom(sessionDataAtom);
  return useCallback(async () => {
    const dictionaries = await unlessFailed(fetchAllDictionaries());
    if (dictionaries) setSessionData((current) => (current ? { ...current, dictionaries } : current));
  }, [setSessionData]);
}

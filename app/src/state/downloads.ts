import type { DownloadTask } from '@srm/gateway/api';
import { atom } from 'jotai';

/** The caller's download tasks, newest first; null before the first load. */
export const downloadTasksAtom = atom<DownloadTask[] | null>(null);

/** Whether the download centre's list is open (cross-window `task/getShow` opens it). */
export const downloadsOpenAtom = atom(false);

/** Bumped to draw attention to the download button (cross-window `task/animate`, a new export). */
export const downloadsAttentionAtom = atom(0);

const refreshCounterAtom = atom(0);

/** Read: the refresh counter the polling hook follows. Write: reload the list now (after starting an export). */
export const downloadsRefreshAtom = atom(
  (get) => get(refreshCounterAtom),
  (_get, set) => set(refreshCounterAtom, (count) => count + 1),
);

/** Call after starting an export task: refreshes the list (polling starts) and animates the button. */
export const exportStartedAtom = atom(null, (_get, set) => {
  set(refreshCounterAtom, (count) => count + 1);
  set(downloadsAttentionAtom, (count) => count + 1);
});

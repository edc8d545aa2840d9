import type { TabItem } from '@srm/design-system';
import { atom } from 'jotai';

/** The visited pages of the tab bar (design-system `addTab`/`closeTabs` keep it; at most 15). Cleared at sign-out. */
export const visitedTabsAtom = atom<TabItem[]>([]);

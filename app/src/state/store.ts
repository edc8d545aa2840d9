import { createStore } from 'jotai';

/** The one jotai store of the app; the api layer reads the token from it outside React. */
export const appStore: ReturnType<typeof createStore> = createStore();

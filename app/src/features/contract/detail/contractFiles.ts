import { createFileClient, type FileClient } from '@srm/design-system';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';

/** The business type of a contract's attachments (bizKey: the contract id). */
export const CONTRACT_FILE_BIZ_TYPE = 'contract';

/** The gateway file calls of the contract attachments, with the signed-in user's bearer token. */
export const contractFileClient: FileClient = createFileClient({
  headers: (): Record<string, string> => {
    const token = appStore.get(tokenAtom);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});

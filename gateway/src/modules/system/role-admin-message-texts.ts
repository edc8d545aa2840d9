/**
 * Messages of the system area's role-admin editing (issue 21) in the catalogue (core/message-catalogue.ts):
 * the key and English twin of each Chinese text its routes throw. Imported by the system area's index.ts.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const ROLE_ADMIN_MESSAGE_TEXTS: readonly MessageEntry[] = [];

registerMessages(ROLE_ADMIN_MESSAGE_TEXTS);

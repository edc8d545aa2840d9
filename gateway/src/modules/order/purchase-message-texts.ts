/**
 * The purchase part's messages (issue 26) and their place in the catalogue (core/message-catalogue.ts): the
 * key and English twin of every Chinese text its routes answer. Placeholder until the part lands.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const PURCHASE_MESSAGE_TEXTS: readonly MessageEntry[] = [];

registerMessages(PURCHASE_MESSAGE_TEXTS);

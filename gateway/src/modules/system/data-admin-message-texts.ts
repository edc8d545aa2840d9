/**
 * Messages of the system area's data-admin editing (issue 21) in the catalogue (core/message-catalogue.ts):
 * the key and English twin of each Chinese text its routes throw. Imported by the system area's index.ts.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { CATEGORY_EDIT_MESSAGES } from './categories.js';
import { DICT_EDIT_MESSAGES } from './dictionaries.js';

export const DATA_ADMIN_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'system.dict.duplicateItemCode', zh: DICT_EDIT_MESSAGES.duplicateItemCode, en: 'This dictionary already has an item with the same code' },
  { key: 'system.dict.itemCodeRequired', zh: DICT_EDIT_MESSAGES.itemCodeRequired, en: 'Enter the item code' },
  { key: 'system.dict.itemNameRequired', zh: DICT_EDIT_MESSAGES.itemNameRequired, en: 'Enter the item name' },
  { key: 'system.dict.itemAdded', zh: DICT_EDIT_MESSAGES.itemAdded, en: 'Dictionary item added' },
  { key: 'system.dict.itemUpdated', zh: DICT_EDIT_MESSAGES.itemUpdated, en: 'Dictionary item saved' },
  { key: 'system.category.nameRequired', zh: CATEGORY_EDIT_MESSAGES.nameRequired, en: 'Enter the category name' },
  { key: 'system.category.updated', zh: CATEGORY_EDIT_MESSAGES.updated, en: 'Category saved' },
];

registerMessages(DATA_ADMIN_MESSAGE_TEXTS);

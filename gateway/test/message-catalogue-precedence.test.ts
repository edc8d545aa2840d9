/**
 * The catalogue picks the most specific pattern for a text, whatever the order the areas registered their
 * messages in (module load order decides that, and it differs between the server and a test worker).
 * Once, with every area loaded, the system area's generic `(\S+) (.+) 不存在` came first and answered the
 * supplier import's `第5行：大类 X1 不存在` as `Row 5: Unknown 大类: X1`, half in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { bestTranslation, catalogueOf, type MessageEntry } from '../src/core/message-catalogue.js';
import { SYSTEM_MESSAGE_TEXTS } from '../src/modules/system/message-texts.js';
import { SUPPLIER_IMPORT_MESSAGE_TEXTS, SUPPLIER_IMPORT_MESSAGES } from '../src/modules/supplier/supplier-import.js';

const translate = (message: string, entries: readonly MessageEntry[]) => bestTranslation(message, catalogueOf(entries));
const keyOf = (message: string, entries: readonly MessageEntry[]) => translate(message, entries)?.key;

describe('the most specific message pattern wins, in either registration order', () => {
  const orders: [string, readonly MessageEntry[]][] = [
    ['system first', [...SYSTEM_MESSAGE_TEXTS, ...SUPPLIER_IMPORT_MESSAGE_TEXTS]],
    ['supplier import first', [...SUPPLIER_IMPORT_MESSAGE_TEXTS, ...SYSTEM_MESSAGE_TEXTS]],
  ];

  it.each(orders)('%s: 大类 X1 不存在 is the supplier import\'s own message', (_order, entries) => {
    expect(keyOf(SUPPLIER_IMPORT_MESSAGES.bigTypeUnknown('X1'), entries)).toBe('supplier.import.bigTypeUnknown');
    expect(keyOf(SUPPLIER_IMPORT_MESSAGES.smallTypeUnknown('玉米 二级'), entries)).toBe('supplier.import.smallTypeUnknown');
  });

  it.each(orders)('%s: 第5行：大类 X1 不存在 is the row prefix around it, all in English', (_order, entries) => {
    expect(translate(`第5行：${SUPPLIER_IMPORT_MESSAGES.bigTypeUnknown('X1')}`, entries)).toMatchObject({ key: 'row.problem', en: 'Row 5: Big type X1 does not exist' });
    expect(translate(`第5行：${SUPPLIER_IMPORT_MESSAGES.bigTypeUnknown('X1')}；第6行：${SUPPLIER_IMPORT_MESSAGES.smallTypeUnknown('Y')}`, entries)?.en).toBe(
      'Row 5: Big type X1 does not exist; Row 6: Small type Y does not exist',
    );
  });

  it.each(orders)('%s: a text only the generic pattern knows still gets it', (_order, entries) => {
    expect(keyOf('仓库 W9 不存在', entries)).toBe('system.codesUnknown');
  });

  it('takes the pattern that leaves the fewest characters to its values, and the first one on a tie', () => {
    const generic: MessageEntry = { key: 'a.generic', zh: /^(.+)：(.+)$/, en: '{1}: {2}' };
    const specific: MessageEntry = { key: 'a.specific', zh: /^数量：(.+)$/, en: 'Quantity: {1}' };
    const twin: MessageEntry = { key: 'a.twin', zh: /^数量：(.+)$/, en: 'Amount: {1}' };
    expect(keyOf('数量：3', [generic, specific, twin])).toBe('a.specific');
    expect(keyOf('数量：3', [twin, specific, generic])).toBe('a.twin');
    expect(keyOf('金额：3', [specific, generic])).toBe('a.generic');
    expect(keyOf('无冒号', [specific, generic])).toBeUndefined();
  });
});

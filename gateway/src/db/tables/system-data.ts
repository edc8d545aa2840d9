/**
 * Drizzle mirrors of `migrations/0003_system_data.sql` and `0027_message_biz_key.sql` (the SQL is the
 * source of truth): dictionaries, short menus (common functions) and messages.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, ref, sysMenu, sysUser, type Flag } from '../schema.js';

export const sysDict = pgTable('sys_dict', {
  id: id(),
  dictCode: text('dict_code').notNull().unique(),
  dictName: text('dict_name').notNull(),
  ...auditColumns(),
});

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: id(),
    dictCode: text('dict_code')
      .notNull()
      .references(() => sysDict.dictCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    itemCode: text('item_code').notNull(),
    itemName: text('item_name').notNull(),
    /** The English name, shown by the app in English; null shows itemName. */
    itemNameEn: text('item_name_en'),
    sortNumber: integer('sort_number').notNull().default(0),
    enabled: smallint('enabled').$type<Flag>().notNull().default(1),
    ...auditColumns(),
  },
  (t) => [unique('sys_dict_item_dict_item_unique').on(t.dictCode, t.itemCode)],
);

export const sysShortMenu = pgTable(
  'sys_short_menu',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id').references(() => sysMenu.id, { onDelete: 'cascade' }),
    sortNumber: integer('sort_number').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [unique('sys_short_menu_user_menu_unique').on(t.userId, t.menuId)],
);

/** 1 to-do, 2 notice. */
export type MessageType = 1 | 2;

export const sysMessage = pgTable(
  'sys_message',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    link: text('link'),
    busType: text('bus_type'),
    msgType: smallint('msg_type').$type<MessageType>().notNull(),
    /** 0 to-do, 1 done. */
    handleStatus: smallint('handle_status').$type<Flag>().notNull().default(0),
    /** 0 unread, 1 read. */
    readStatus: smallint('read_status').$type<Flag>().notNull().default(0),
    /**
     * The business key of a message a job writes (e.g. `certificate:12:2026-12-01:expiring`): unique per
     * user, so a job that runs again inserts nothing twice; null for any other message.
     */
    bizKey: text('biz_key'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_message_user_biz_key_unique').on(t.userId, t.bizKey).where(sql`${t.bizKey} is not null`)],
);

/** Per-user table settings (migration 0011): what a table's column settings storage keeps, per user. */
import { jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns, id, ref, sysUser } from '../schema.js';

export const sysUserTableSetting = pgTable(
  'sys_user_table_setting',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    /** 1-100 characters of [A-Za-z0-9:._/-] (checked by the database too). */
    tableId: text('table_id').notNull(),
    /** A JSON object, opaque to the gateway (the app stores {version, columns}). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    ...auditColumns(),
  },
  (t) => [unique('sys_user_table_setting_user_table_unique').on(t.userId, t.tableId)],
);

/**
 * Per-user table settings (the issue "per-user column settings are saved to the gateway, so they follow
 * the user across browsers; localStorage is the fallback"). The signed-in user reads and changes only
 * their own rows; no route takes a user id.
 *
 *   GET    /system/user/table-settings            every table setting of the caller
 *   PUT    /system/user/table-settings/:tableId   {settings} saved (insert or replace)
 *   DELETE /system/user/table-settings/:tableId   removed (reset to the code defaults)
 *
 * `settings` is opaque here: any JSON object of at most 16 KB serialised. A table id is 1-100
 * characters of [A-Za-z0-9:._/-], URL-encoded in the path. A user keeps at most 300 tables.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, UserTableSetting } from '../../api/index.js';
import { SaveTableSettingBodySchema } from '../../api/system.js';
import { ApiError, MESSAGES, ok } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysUserTableSetting as setting } from '../../db/tables/user-table-settings.js';
import { auditName } from './ownership.js';

export const TABLE_ID_MAX_LENGTH = 100;
export const TABLE_ID_PATTERN = /^[A-Za-z0-9:._/-]+$/;
/** Serialised settings (UTF-8 bytes of the JSON) may not exceed 16 KB. */
export const TABLE_SETTINGS_MAX_BYTES = 16 * 1024;
export const TABLE_SETTINGS_MAX_TABLES = 300;

export const TABLE_SETTINGS_MESSAGES = {
  tableIdRequired: `${MESSAGES.badRequest}：tableId 不能为空`,
  tableIdTooLong: `${MESSAGES.badRequest}：tableId 长度不能超过 ${TABLE_ID_MAX_LENGTH} 个字符`,
  tableIdChars: `${MESSAGES.badRequest}：tableId 只能包含字母、数字和 : . _ / -`,
  tooLarge: `${MESSAGES.badRequest}：settings 不能超过 16 KB`,
  badText: `${MESSAGES.badRequest}：settings 含有无法保存的字符`,
  tooMany: `每个用户最多保存 ${TABLE_SETTINGS_MAX_TABLES} 个表格的设置，请先重置不再使用的表格`,
  saved: '保存成功',
  reset: '重置成功',
} as const;

/** Why a table id is refused (a Chinese message), or null when it is fine. */
export function tableIdProblem(tableId: string): string | null {
  if (tableId === '') return TABLE_SETTINGS_MESSAGES.tableIdRequired;
  if (tableId.length > TABLE_ID_MAX_LENGTH) return TABLE_SETTINGS_MESSAGES.tableIdTooLong;
  if (!TABLE_ID_PATTERN.test(tableId)) return TABLE_SETTINGS_MESSAGES.tableIdChars;
  return null;
}

// PostgreSQL's jsonb refuses \u0000 and unpaired surrogates: answer 400, never a 500.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/** Why settings are refused (a Chinese message), or null when they can be stored. */
export function settingsProblem(settings: Record<string, unknown>): string | null {
  let refused = false;
  const text = JSON.stringify(settings, (key, value: unknown) => {
    if (unstorable(key) || (typeof value === 'string' && unstorable(value))) refused = true;
    return value;
  });
  if (Buffer.byteLength(text, 'utf8') > TABLE_SETTINGS_MAX_BYTES) return TABLE_SETTINGS_MESSAGES.tooLarge;
  return refused ? TABLE_SETTINGS_MESSAGES.badText : null;
}

/** The table id of a request: the rest of the path after /table-settings/, URL-decoded by the router. */
function tableIdOf(params: { '*'?: string }): string {
  const tableId = params['*'] ?? '';
  const problem = tableIdProblem(tableId);
  if (problem) throw new ApiError(400, problem);
  return tableId;
}

const columns = { tableId: setting.tableId, settings: setting.settings, updatedTime: setting.updatedTime };

function toContract(row: { tableId: string; settings: Record<string, unknown>; updatedTime: Date }): UserTableSetting {
  return { tableId: row.tableId, settings: row.settings, updatedTime: row.updatedTime.toISOString() };
}

// A wildcard rather than `:tableId`: the router caps a `:param` at 100 characters with its own 414, and
// a table id may hold `/`. Either way the client sends encodeURIComponent(tableId).
const TABLE_PATH = '/system/user/table-settings/*';
const TableParams = Type.Object({ '*': Type.String() });

export const tableSettingsRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get('/system/user/table-settings', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<UserTableSetting[]>> => {
    const { userId } = accessOf(request);
    const rows = await db.select(columns).from(setting).where(eq(setting.userId, userId)).orderBy(asc(setting.tableId));
    return ok(rows.map(toContract));
  });

  app.put(
    TABLE_PATH,
    { schema: { params: TableParams, body: SaveTableSettingBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<UserTableSetting>> => {
      const access = accessOf(request);
      const tableId = tableIdOf(request.params);
      const { settings } = request.body;
      const problem = settingsProblem(settings);
      if (problem) throw new ApiError(400, problem);
      const who = auditName(access);
      const row = await db.transaction(async (tx) => {
        // Lock the user's row so that two saves of new tables cannot both pass the limit.
        await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, access.userId)).for('update');
        const [held] = await tx
          .select({ tables: count(), hasThis: sql<boolean>`bool_or(${setting.tableId} = ${tableId})` })
          .from(setting)
          .where(eq(setting.userId, access.userId));
        if ((held?.tables ?? 0) >= TABLE_SETTINGS_MAX_TABLES && !held?.hasThis) throw new ApiError(422, TABLE_SETTINGS_MESSAGES.tooMany);
        const [saved] = await tx
          .insert(setting)
          .values({ userId: access.userId, tableId, settings, createdBy: who, updatedBy: who })
          .onConflictDoUpdate({
            target: [setting.userId, setting.tableId],
            set: { settings, updatedTime: sql`now()`, updatedBy: who, version: sql`${setting.version} + 1` },
          })
          .returning(columns);
        return saved;
      });
      if (!row) throw new Error('table setting not saved');
      return ok(toContract(row), TABLE_SETTINGS_MESSAGES.saved);
    },
  );

  app.delete(
    TABLE_PATH,
    { schema: { params: TableParams }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<null>> => {
      const { userId } = accessOf(request);
      const tableId = tableIdOf(request.params);
      await db.delete(setting).where(and(eq(setting.userId, userId), eq(setting.tableId, tableId)));
      return ok(null, TABLE_SETTINGS_MESSAGES.reset);
    },
  );
};

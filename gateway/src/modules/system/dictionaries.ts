/**
 * Dictionaries (spec 01 §7.4): POST /system/dict/selectDictList, GET /system/dict/dictAll,
 * GET /system/dict/selectSysDictItemDTO. Only enabled items are answered, in sort order.
 *
 * 数据字典 editing (issue 21): GET /system/dict/item/detail (system:dict), POST /system/dict/item/add and
 * /system/dict/item/update (system:dict:edit; optimistic lock on `version`). Nothing caches the
 * dictionaries on the server: every read above goes to the table, so a saved item shows on the next read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DictItem, DictMap, Envelope, SysDictItemDetail, SysDictItemDTO } from '../../api/index.js';
import { DictItemAddBodySchema, DictItemUpdateBodySchema, SelectDictListBodySchema } from '../../api/system.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { Id } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { sysDict, sysDictItem } from '../../db/tables/system-data.js';
import { auditName } from './ownership.js';

export const DICT_MESSAGES = {
  itemNotFound: '字典项不存在',
  dictNotFound: '字典不存在',
} as const;

/** The messages of 数据字典 editing (catalogued in data-admin-message-texts.ts). */
export const DICT_EDIT_MESSAGES = {
  duplicateItemCode: '该字典下已存在相同编码的字典项',
  itemCodeRequired: '请输入字典项编码',
  itemNameRequired: '请输入字典项名称',
  itemAdded: '字典项已新增',
  itemUpdated: '字典项已保存',
} as const;

/** Menu codes of 数据字典: the page (reads) and its 编辑字典 button (add and edit). */
export const DICT_ADMIN_PERMISSIONS = { read: 'system:dict', edit: 'system:dict:edit' } as const;

const detailColumns = {
  id: sysDictItem.id,
  dictCode: sysDictItem.dictCode,
  dictItemCode: sysDictItem.itemCode,
  dictItemName: sysDictItem.itemName,
  dictItemNameEn: sysDictItem.itemNameEn,
  sortNumber: sysDictItem.sortNumber,
  enabled: sysDictItem.enabled,
  version: sysDictItem.version,
};

/** The trimmed names of an add or edit body (a blank English name is stored as null). */
function itemNames(body: { dictItemName: string; dictItemNameEn?: string | null | undefined }): { itemName: string; itemNameEn: string | null } {
  const itemName = body.dictItemName.trim();
  if (!itemName) throw new ApiError(400, DICT_EDIT_MESSAGES.itemNameRequired);
  return { itemName, itemNameEn: body.dictItemNameEn?.trim() || null };
}

const Code = Type.String({ minLength: 1, maxLength: 64 });

const DetailQuery = Type.Object({ id: Id });

const SelectItemQuery = Type.Object({
  dictCode: Code,
  dictItemCode: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Enabled items of the given codes (every dictionary when `codes` is undefined), grouped by code. */
export async function loadDictMap(db: AppDatabase, codes?: readonly string[]): Promise<DictMap> {
  const map: DictMap = {};
  for (const code of codes ?? []) map[code] = [];
  if (codes !== undefined && codes.length === 0) return map;
  if (codes === undefined) {
    for (const row of await db.select({ dictCode: sysDict.dictCode }).from(sysDict).orderBy(asc(sysDict.dictCode))) {
      map[row.dictCode] = [];
    }
  }
  const enabled = eq(sysDictItem.enabled, 1);
  const rows = await db
    .select({ dictCode: sysDictItem.dictCode, dictItemCode: sysDictItem.itemCode, dictItemName: sysDictItem.itemName, dictItemNameEn: sysDictItem.itemNameEn })
    .from(sysDictItem)
    .where(codes === undefined ? enabled : and(enabled, inArray(sysDictItem.dictCode, [...new Set(codes)])))
    .orderBy(asc(sysDictItem.dictCode), asc(sysDictItem.sortNumber), asc(sysDictItem.id));
  for (const { dictCode, ...item } of rows) {
    (map[dictCode] ??= []).push(item satisfies DictItem);
  }
  return map;
}

export const dictionaryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    '/system/dict/selectDictList',
    { schema: { body: SelectDictListBodySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<DictMap>> => ok(await loadDictMap(db, request.body.codelist)),
  );

  app.get('/system/dict/dictAll', { config: { permission: SIGNED_IN } }, async (): Promise<Envelope<DictMap>> => ok(await loadDictMap(db)));

  app.get(
    '/system/dict/selectSysDictItemDTO',
    { schema: { querystring: SelectItemQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<SysDictItemDTO | SysDictItemDTO[]>> => {
      const { dictCode, dictItemCode } = request.query;
      const rows = await db
        .select({
          dictCode: sysDictItem.dictCode,
          dictName: sysDict.dictName,
          dictItemCode: sysDictItem.itemCode,
          dictItemName: sysDictItem.itemName,
          sortNumber: sysDictItem.sortNumber,
          enabled: sysDictItem.enabled,
        })
        .from(sysDictItem)
        .innerJoin(sysDict, eq(sysDict.dictCode, sysDictItem.dictCode))
        .where(
          and(
            eq(sysDictItem.dictCode, dictCode),
            dictItemCode ? eq(sysDictItem.itemCode, dictItemCode) : eq(sysDictItem.enabled, 1),
          ),
        )
        .orderBy(asc(sysDictItem.sortNumber), asc(sysDictItem.id));
      if (dictItemCode) {
        const [item] = rows;
        if (!item) throw new ApiError(404, DICT_MESSAGES.itemNotFound);
        return ok(item);
      }
      if (rows.length === 0) {
        const [known] = await db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.dictCode, dictCode)).limit(1);
        if (!known) throw new ApiError(404, DICT_MESSAGES.dictNotFound);
      }
      return ok(rows);
    },
  );

  app.get(
    '/system/dict/item/detail',
    { schema: { querystring: DetailQuery }, config: { permission: DICT_ADMIN_PERMISSIONS.read } },
    async (request): Promise<Envelope<SysDictItemDetail>> => {
      const [row] = await db.select(detailColumns).from(sysDictItem).where(eq(sysDictItem.id, request.query.id)).limit(1);
      if (!row) throw new ApiError(404, DICT_MESSAGES.itemNotFound);
      return ok(row);
    },
  );

  app.post(
    '/system/dict/item/add',
    { schema: { body: DictItemAddBodySchema }, config: { permission: DICT_ADMIN_PERMISSIONS.edit } },
    async (request): Promise<Envelope<SysDictItemDetail>> => {
      const { dictCode, dictItemCode, sortNumber, enabled } = request.body;
      const names = itemNames(request.body);
      const itemCode = dictItemCode.trim();
      if (!itemCode) throw new ApiError(400, DICT_EDIT_MESSAGES.itemCodeRequired);
      const [dict] = await db.select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.dictCode, dictCode)).limit(1);
      if (!dict) throw new ApiError(404, DICT_MESSAGES.dictNotFound);
      const [taken] = await db
        .select({ id: sysDictItem.id })
        .from(sysDictItem)
        .where(and(eq(sysDictItem.dictCode, dictCode), eq(sysDictItem.itemCode, itemCode)))
        .limit(1);
      if (taken) throw new ApiError(400, DICT_EDIT_MESSAGES.duplicateItemCode);
      const by = auditName(accessOf(request));
      try {
        const [row] = await db
          .insert(sysDictItem)
          .values({ dictCode, itemCode, ...names, sortNumber, enabled, createdBy: by, updatedBy: by })
          .returning(detailColumns);
        if (!row) throw new ApiError(404, DICT_MESSAGES.dictNotFound);
        return ok(row, DICT_EDIT_MESSAGES.itemAdded);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(400, DICT_EDIT_MESSAGES.duplicateItemCode);
        throw error;
      }
    },
  );

  app.post(
    '/system/dict/item/update',
    { schema: { body: DictItemUpdateBodySchema }, config: { permission: DICT_ADMIN_PERMISSIONS.edit } },
    async (request): Promise<Envelope<SysDictItemDetail>> => {
      const { id, version, sortNumber, enabled } = request.body;
      const names = itemNames(request.body);
      const [current] = await db.select({ id: sysDictItem.id }).from(sysDictItem).where(eq(sysDictItem.id, id)).limit(1);
      if (!current) throw new ApiError(404, DICT_MESSAGES.itemNotFound);
      const [row] = await db
        .update(sysDictItem)
        .set({
          ...names,
          sortNumber,
          enabled,
          updatedTime: sql`now()`,
          updatedBy: auditName(accessOf(request)),
          version: sql`${sysDictItem.version} + 1`,
        })
        .where(and(eq(sysDictItem.id, id), eq(sysDictItem.version, version)))
        .returning(detailColumns);
      if (!row) throw versionConflict();
      return ok(row, DICT_EDIT_MESSAGES.itemUpdated);
    },
  );
};

/**
 * Dictionaries (spec 01 §7.4): POST /system/dict/selectDictList, GET /system/dict/dictAll,
 * GET /system/dict/selectSysDictItemDTO. Only enabled items are answered, in sort order.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DictItem, DictMap, Envelope, SysDictItemDTO } from '../../api/index.js';
import { SelectDictListBodySchema } from '../../api/system.js';
import { ApiError, ok } from '../../core/envelope.js';
import { SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysDict, sysDictItem } from '../../db/tables/system-data.js';

export const DICT_MESSAGES = {
  itemNotFound: '字典项不存在',
  dictNotFound: '字典不存在',
} as const;

const Code = Type.String({ minLength: 1, maxLength: 64 });

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
};

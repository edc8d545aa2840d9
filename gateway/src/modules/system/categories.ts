/**
 * Categories (spec 01 §7.4): the tree (whole, or the caller's categories with their ancestors), one
 * category by id or code, a paged search, and a user's assigned categories.
 *
 * 品类管理 editing (issue 21): GET /system/category/detail (system:category) and POST
 * /system/category/update (system:category:edit): the name and the online flag, optimistic lock on
 * `version` (sys_category has no sort column).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { Category, CategoryDetail, CategoryTreeNode, Envelope, PageData } from '../../api/index.js';
import { CategoryPageBodySchema, CategoryTreeBodySchema, CategoryUpdateBodySchema } from '../../api/system.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory } from '../../db/schema.js';
import { auditName, ensureSelfOrAdmin } from './ownership.js';
import { containsPattern } from '../../core/list/filters.js';
import { buildTree, idsWithAncestors, pageOffset } from '../../core/tree.js';
import { categoryColumns, listUserCategories } from './user-access.js';
import { emptyBodyAsObject } from '../../core/request-body.js';
import { Id } from '../../core/schemas.js';

export const CATEGORY_MESSAGES = {
  notFound: '品类不存在',
  idOrCodeRequired: '请提供品类ID或品类编码',
} as const;

/** The messages of 品类管理 editing (catalogued in data-admin-message-texts.ts). */
export const CATEGORY_EDIT_MESSAGES = {
  nameRequired: '请输入品类名称',
  updated: '品类已保存',
} as const;

/** Menu codes of 品类管理: the page (reads) and its 编辑品类 button. */
export const CATEGORY_ADMIN_PERMISSIONS = { read: 'system:category', edit: 'system:category:edit' } as const;

const detailColumns = { ...categoryColumns, version: sysCategory.version };

const byCategoryCode = (a: Category, b: Category) => a.categoryCode.localeCompare(b.categoryCode);

const GetQuery = Type.Object({
  id: Type.Optional(Id),
  categoryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
const UserIdQuery = Type.Object({ userId: Id });
const DetailQuery = Type.Object({ id: Id });

export const categoryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    '/system/category/tree',
    { schema: { body: CategoryTreeBodySchema }, preValidation: emptyBodyAsObject, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<CategoryTreeNode[]>> => {
      const { onlyMine = false, isOnline } = request.body;
      const access = accessOf(request);
      let rows: Category[] = await db.select(categoryColumns).from(sysCategory);
      if (onlyMine && !access.isAdmin) {
        const mine = new Set(access.categoryCodes);
        const keep = idsWithAncestors(
          rows,
          rows.filter((row) => mine.has(row.categoryCode)).map((row) => row.id),
        );
        rows = rows.filter((row) => keep.has(row.id));
      }
      if (isOnline !== undefined) rows = rows.filter((row) => row.isOnline === isOnline);
      return ok(buildTree(rows, byCategoryCode));
    },
  );

  app.get(
    '/system/category/get',
    { schema: { querystring: GetQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<Category>> => {
      const { id, categoryCode } = request.query;
      if (id === undefined && !categoryCode) throw new ApiError(400, CATEGORY_MESSAGES.idOrCodeRequired);
      const [row] = await db
        .select(categoryColumns)
        .from(sysCategory)
        .where(id !== undefined ? eq(sysCategory.id, id) : eq(sysCategory.categoryCode, categoryCode ?? ''))
        .limit(1);
      if (!row) throw new ApiError(404, CATEGORY_MESSAGES.notFound);
      return ok(row);
    },
  );

  app.post(
    '/system/category/custom-page',
    { schema: { body: CategoryPageBodySchema }, preValidation: emptyBodyAsObject, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<Category>>> => {
      const { page = 1, pageSize = 20, categoryName, level, parentCode } = request.body;
      const parent = alias(sysCategory, 'parent');
      const conditions: SQL[] = [];
      const name = categoryName?.trim();
      if (name) conditions.push(ilike(sysCategory.categoryName, containsPattern(name)));
      if (level !== undefined) conditions.push(eq(sysCategory.level, level));
      if (parentCode) conditions.push(eq(parent.categoryCode, parentCode));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [result, [total]] = await Promise.all([
        db
          .select(categoryColumns)
          .from(sysCategory)
          .leftJoin(parent, eq(parent.id, sysCategory.parentId))
          .where(where)
          .orderBy(asc(sysCategory.categoryCode), asc(sysCategory.id))
          .limit(pageSize)
          .offset(pageOffset(page, pageSize)),
        db.select({ total: count() }).from(sysCategory).leftJoin(parent, eq(parent.id, sysCategory.parentId)).where(where),
      ]);
      return ok({ result, total: total?.total ?? 0, page, pageSize });
    },
  );

  app.get(
    '/system/user/getCategoryListByUserId',
    { schema: { querystring: UserIdQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<Category[]>> => {
      const { userId } = request.query;
      ensureSelfOrAdmin(accessOf(request), userId);
      return ok(await listUserCategories(db, userId));
    },
  );

  app.get(
    '/system/category/detail',
    { schema: { querystring: DetailQuery }, config: { permission: CATEGORY_ADMIN_PERMISSIONS.read } },
    async (request): Promise<Envelope<CategoryDetail>> => {
      const [row] = await db.select(detailColumns).from(sysCategory).where(eq(sysCategory.id, request.query.id)).limit(1);
      if (!row) throw new ApiError(404, CATEGORY_MESSAGES.notFound);
      return ok(row);
    },
  );

  app.post(
    '/system/category/update',
    { schema: { body: CategoryUpdateBodySchema }, config: { permission: CATEGORY_ADMIN_PERMISSIONS.edit } },
    async (request): Promise<Envelope<CategoryDetail>> => {
      const { id, version, isOnline } = request.body;
      const categoryName = request.body.categoryName.trim();
      if (!categoryName) throw new ApiError(400, CATEGORY_EDIT_MESSAGES.nameRequired);
      const [current] = await db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.id, id)).limit(1);
      if (!current) throw new ApiError(404, CATEGORY_MESSAGES.notFound);
      const [row] = await db
        .update(sysCategory)
        .set({
          categoryName,
          isOnline,
          updatedTime: sql`now()`,
          updatedBy: auditName(accessOf(request)),
          version: sql`${sysCategory.version} + 1`,
        })
        .where(and(eq(sysCategory.id, id), eq(sysCategory.version, version)))
        .returning(detailColumns);
      if (!row) throw versionConflict();
      return ok(row, CATEGORY_EDIT_MESSAGES.updated);
    },
  );
};

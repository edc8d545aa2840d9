/**
 * 小宗物料规则 (issue 23, part 3; spec 02 §3, §7) under /demand/api/v1, behind demand:small-material and
 * scoped to the caller's orgs on it:
 *
 * - small-material-price: custom-page, page (list engine; its export is the download centre's replay of
 *   the page), detail, save (demand:small-material:edit; the material must be small, the supplier and org
 *   known, price > 0 with at most 4 decimals, validFrom ≤ validTo), deleteByIds (:edit), summary (per material: count, lowest, average, highest price of the filtered rows), import
 *   (masters-imports.ts);
 * - dem/small-material-rule: custom-page, page, query-detail (?id= or ?orgCode=&matCode=), save-batch
 *   (:edit; each rule by org and material, added or replaced, all or nothing, problems named 第N行：),
 *   import (masters-imports.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../api/index.js';
import { isDateText } from '@srm/rules';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  SmallMaterialPriceSaveBodySchema,
  SmallMaterialRuleBatchSchema,
  type DemandMasterSaved,
    type SmallMaterialPriceSummaryRow,
  type SmallMaterialRuleRow,
} from '../../api/demand-masters.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { whereOf } from '../../core/list/query.js';
import { registerListReads, registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { blankToNull } from '../../core/request-body.js';
import type { AppDatabase } from '../../db/connection.js';
import { demSmallMaterialPrice as price, demSmallMaterialRule as rule } from '../../db/tables/demand-masters.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';
import { DEMAND_API, DEMAND_MASTER_MENUS as MENUS, smallMaterialPriceResource, smallMaterialRuleResource } from './masters-lists.js';
import { assertOrgInScope, bad, materialOf, materialUnknown, materialsOf, orgNameOf, saveVersioned, supplierNameOf } from './masters-save.js';
import { isSmallMaterial, priceProblems, ruleProblems, SMALL_MATERIAL_RULE_MESSAGES as RULE } from './small-material-rules.js';
import { normalDecimal } from '../../core/import/cells.js';
import { rowMessage } from '../../core/import/check.js';

export const PRICE_BASE = `${DEMAND_API}/small-material-price`;
export const RULE_BASE = `${DEMAND_API}/dem/small-material-rule`;

const ruleSelection = Object.fromEntries(Object.entries(smallMaterialRuleResource.fields).map(([name, field]) => [name, field.column]));

export const smallMaterialRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, PRICE_BASE, { db, resource: smallMaterialPriceResource, permissions: { read: MENUS.smallMaterial, remove: MENUS.smallMaterialEdit } });
  registerListReads(app, RULE_BASE, db, smallMaterialRuleResource, MENUS.smallMaterial);

  app.post(`${PRICE_BASE}/save`, { schema: { body: SmallMaterialPriceSaveBodySchema }, config: { permission: MENUS.smallMaterial } }, async (request): Promise<Envelope<DemandMasterSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    if (!hasPermission(access, MENUS.smallMaterialEdit)) throw permissionDenied();
    if (!isDateText(body.validFrom) || !isDateText(body.validTo)) throw bad(RULE.periodOrder);
    const problems = priceProblems(body);
    if (problems.length > 0) throw bad(problems.join('；'));
    assertOrgInScope(access, MENUS.smallMaterial, body.orgCode);
    const [orgName, supplierName, material] = await Promise.all([orgNameOf(db, body.orgCode), supplierNameOf(db, body.supplierSn), materialOf(db, body.matCode)]);
    if (!isSmallMaterial(material, material.categoryName)) throw bad(RULE.notSmall(body.matCode));
    const saved = await saveVersioned({
      db,
      resource: smallMaterialPriceResource,
      access,
      body,
      permissions: { create: MENUS.smallMaterialEdit, update: MENUS.smallMaterialEdit },
      values: {
        orgCode: body.orgCode,
        orgName,
        supplierSn: body.supplierSn,
        supplierName,
        matCode: material.matCode,
        matName: material.matName,
        unitCode: material.unitCode,
        price: normalDecimal(body.price.trim()),
        validFrom: body.validFrom,
        validTo: body.validTo,
        remark: blankToNull(body.remark),
      },
      duplicate: M.duplicatePrice,
    });
    return ok({ id: saved.id, version: saved.version }, saved.created ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.get(`${PRICE_BASE}/summary`, { config: { permission: MENUS.smallMaterial } }, async (request): Promise<Envelope<SmallMaterialPriceSummaryRow[]>> => {
    const conditions = parseFilters(request.query as Record<string, unknown>, smallMaterialPriceResource.fields);
    const where = whereOf(smallMaterialPriceResource, conditions, dataScopeFor(accessOf(request), MENUS.smallMaterial));
    const rows = await db
      .select({
        matCode: price.matCode,
        matName: sql<string | null>`max(${price.matName})`,
        count: sql<number>`count(*)::integer`,
        minPrice: sql<string>`min(${price.price})::text`,
        avgPrice: sql<string>`round(avg(${price.price}), 4)::text`,
        maxPrice: sql<string>`max(${price.price})::text`,
      })
      .from(price)
      .where(where)
      .groupBy(price.matCode)
      .orderBy(asc(price.matCode));
    return ok(rows.map((row) => ({ ...row, count: Number(row.count) })));
  });

  app.get(
    `${RULE_BASE}/query-detail`,
    { schema: { querystring: Type.Object({ id: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })), orgCode: Type.Optional(Type.String({ maxLength: 64 })), matCode: Type.Optional(Type.String({ maxLength: 64 })) }) }, config: { permission: MENUS.smallMaterial } },
    async (request): Promise<Envelope<SmallMaterialRuleRow>> => {
      const { id, orgCode, matCode } = request.query;
      const key = id !== undefined ? eq(rule.id, Number(id)) : orgCode && matCode ? and(eq(rule.orgCode, orgCode), eq(rule.matCode, matCode)) : undefined;
      if (!key) throw bad(M.queryRequired);
      const scope = whereOf(smallMaterialRuleResource, [], dataScopeFor(accessOf(request), MENUS.smallMaterial));
      const [row] = await db.select(ruleSelection).from(rule).where(and(key, scope) as SQL).limit(1);
      if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(smallMaterialRuleResource.label));
      return ok(row as unknown as SmallMaterialRuleRow);
    },
  );

  app.post(`${RULE_BASE}/save-batch`, { schema: { body: SmallMaterialRuleBatchSchema }, config: { permission: MENUS.smallMaterialEdit } }, async (request): Promise<Envelope<{ saved: number }>> => {
    const access = accessOf(request);
    const { rules } = request.body;
    const materials = await materialsOf(db, rules.map((item) => item.matCode));
    const orgCodes = [...new Set(rules.map((item) => item.orgCode))];
    const orgNames = new Map<string, string>();
    for (const code of orgCodes) {
      assertOrgInScope(access, MENUS.smallMaterial, code);
      orgNames.set(code, await orgNameOf(db, code));
    }
    const problems: string[] = [];
    const seen = new Set<string>();
    rules.forEach((item, index) => {
      const own = ruleProblems(item);
      const material = materials.get(item.matCode);
      if (!material) own.unshift(materialUnknown(item.matCode));
      else if (!isSmallMaterial(material, material.categoryName)) own.unshift(RULE.notSmall(item.matCode));
      const key = `${item.orgCode}|${item.matCode}`;
      if (seen.has(key)) own.push(M.duplicateRule(item.orgCode, item.matCode));
      seen.add(key);
      if (own.length > 0) problems.push(rowMessage(index + 1, own));
    });
    if (problems.length > 0) throw bad(problems.join('；'));
    const actor = String(access.userId);
    await db.transaction(async (tx) => {
      for (const item of rules) {
        const material = materials.get(item.matCode);
        const values = {
          orgCode: item.orgCode,
          orgName: orgNames.get(item.orgCode) ?? null,
          matCode: item.matCode,
          matName: material?.matName ?? null,
          unitCode: material?.unitCode ?? null,
          safetyStock: normalDecimal(item.safetyStock.trim()) ?? '0',
          reorderPoint: normalDecimal(item.reorderPoint.trim()) ?? '0',
          leadTimeDays: item.leadTimeDays,
          remark: blankToNull(item.remark),
        };
        await tx
          .insert(rule)
          .values({ ...values, createdBy: actor, updatedBy: actor })
          .onConflictDoUpdate({ target: [rule.orgCode, rule.matCode], set: { ...values, updatedBy: actor, updatedTime: new Date(), version: sql`${rule.version} + 1` } });
      }
    });
    return ok({ saved: rules.length }, SAVE_MESSAGES.updated);
  });
};

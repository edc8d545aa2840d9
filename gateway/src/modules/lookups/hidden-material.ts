/**
 * The hidden-material check loaded at sign-in (spec 01 §2.2 item 5; spec 02 §3 "Invalid material entries
 * (value, label); trading companies (value, label, code)"). Read by any signed-in user.
 *
 * - GET /system/material/hiddenCheck: {invalidMaterials, tradingCompanies}.
 *   - invalidMaterials: the materials whose status is not Active, as {value: matCode, label: matName},
 *     by code; limited in SQL to the caller's categories like every material answer (an admin sees all).
 *   - tradingCompanies: the orgs flagged isTradingCompany, as {value: id, label: orgName, code: orgCode},
 *     by code; the whole list (online or not), since it says which orgs are trading companies rather
 *     than offering them for choice.
 *   Each list holds at most LOOKUP_MAX_PAGE_SIZE (9999) entries (spec 01 §9).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Envelope, HiddenMaterialCheck, InvalidMaterialOption, TradingCompanyOption } from '../../api/index.js';
import { ok } from '../../core/envelope.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { sysMaterial as mat } from '../../db/tables/lookups.js';
import { categoriesOf, LOOKUP_MAX_PAGE_SIZE } from './shared.js';

/** Materials not Active within the categories (every one for 'all'), as check entries. */
export async function listInvalidMaterials(db: AppDatabase, categories: 'all' | readonly string[]): Promise<InvalidMaterialOption[]> {
  if (categories !== 'all' && categories.length === 0) return [];
  // A literal, not a parameter, so the planner can use the partial index of migration 0012.
  const where: SQL[] = [sql`${mat.status} <> 'Active'`];
  if (categories !== 'all') where.push(inArray(mat.categoryCode, [...categories]));
  return db
    .select({ value: mat.matCode, label: mat.matName })
    .from(mat)
    .where(and(...where))
    .orderBy(asc(mat.matCode))
    .limit(LOOKUP_MAX_PAGE_SIZE);
}

/** Every trading company, as check entries. */
export function listTradingCompanies(db: AppDatabase): Promise<TradingCompanyOption[]> {
  return db
    .select({ value: sysOrg.id, label: sysOrg.orgName, code: sysOrg.orgCode })
    .from(sysOrg)
    .where(eq(sysOrg.isTradingCompany, 1))
    .orderBy(asc(sysOrg.orgCode))
    .limit(LOOKUP_MAX_PAGE_SIZE);
}

export const hiddenMaterialRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get('/system/material/hiddenCheck', { config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<HiddenMaterialCheck>> => {
    const categories = categoriesOf(accessOf(request));
    const [invalidMaterials, tradingCompanies] = await Promise.all([listInvalidMaterials(db, categories), listTradingCompanies(db)]);
    return ok({ invalidMaterials, tradingCompanies });
  });
};

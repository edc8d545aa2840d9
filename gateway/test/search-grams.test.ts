/**
 * Search grams (issue 29, migration 0044) on both databases: srm_grams agrees with termGrams (every term
 * that ILIKE-matches a text asks only grams the text holds), a contains of 1, 2 and 3+ characters on a
 * grams field returns exactly the rows a plain ILIKE returns, the grams are kept up to date by the
 * database on insert and update, and a two-character contains can be answered from the grams index.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo } from '../src/api/index.js';
import { escapeLike } from '../src/core/list/filters.js';
import { termGrams } from '../src/core/list/grams.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/purchase/api/v1/contract/head';

/** Texts of every kind a name holds: Chinese, Latin in mixed case, digits, LIKE wildcards, spaces. */
const SAMPLES = ['中粮贸易（黑龙江）有限公司', '北大荒粮食集团', 'COFCO Trading 2026', 'Mixed中文Abc_50%折', '哈哈哈哈', 'a\\b', 'x"y{z},w', '粮'];

/** Every substring of a text up to four characters, as is, upper-cased and lower-cased. */
function termsOf(text: string): string[] {
  const chars = Array.from(text);
  const terms = new Set<string>();
  for (let start = 0; start < chars.length; start++) {
    for (let length = 1; length <= 4 && start + length <= chars.length; length++) {
      const term = chars.slice(start, start + length).join('');
      for (const variant of [term, term.toUpperCase(), term.toLowerCase()]) terms.add(variant);
    }
  }
  return [...terms];
}

describe.each(eachDatabase)('[%s] search grams', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/gateway/system/login/loginByAccount',
      payload: { account: 'admin', password: 'Admin@123' },
    });
    admin = response.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await app.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await database().db.execute(query)).rows as T[];

  it('srm_grams holds every gram termGrams asks of a term that ILIKE-matches the text', async () => {
    for (const text of SAMPLES) {
      const terms = termsOf(text);
      const [stored] = await rows<{ grams: string[] }>(sql`select srm_grams(${text}) as grams`);
      const matches = await rows<{ term: string; matched: boolean }>(sql`
        select t.term, ${text} ilike '%' || replace(replace(replace(t.term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as matched
        from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) as t(term)`);
      const grams = new Set(stored?.grams);
      expect(matches.length).toBe(terms.length);
      for (const { term, matched } of matches) {
        expect(matched, `${text} ilike ${term}`).toBe(true);
        for (const gram of termGrams(term)) expect(grams.has(gram), `${text}: ${term} → ${gram}`).toBe(true);
      }
    }
  });

  it('srm_grams is the distinct lower-cased characters and pairs', async () => {
    const [row] = await rows<{ grams: string[]; empty: string[] }>(sql`select srm_grams('AbA') as grams, srm_grams('') as empty`);
    expect([...(row?.grams ?? [])].sort()).toEqual(['a', 'ab', 'b', 'ba']);
    expect(row?.empty).toEqual([]);
  });

  it('a contains of 1, 2 and 3+ characters (grams for 1-2, trigram for 3+) on supplierName returns exactly the ILIKE rows', async () => {
    const names = await rows<{ name: string }>(sql`select distinct supplier_name as name from con_contract_head order by 1`);
    expect(names.length).toBeGreaterThan(1);
    const terms = new Set(['%', '_', '"', '\\', '{,}', 'zz', '粮', '中粮', '有限公司', '不存在的']);
    for (const { name } of names) {
      const chars = Array.from(name);
      terms.add(chars[1] ?? name);
      terms.add(chars.slice(0, 2).join(''));
      terms.add(chars.slice(-3).join(''));
      terms.add(chars.slice(1, 5).join('').toUpperCase());
    }
    for (const term of terms) {
      const [expected] = await rows<{ count: number }>(
        sql`select count(*)::int as count from con_contract_head where supplier_name ilike ${`%${escapeLike(term)}%`}`,
      );
      const response = await app.inject({
        method: 'GET',
        url: `${BASE}/page`,
        query: { 'supplierName.contains': term, pageSize: '1000' },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Envelope<{ total: number; result: { supplierName: string }[] }>>().data;
      expect(page.total, term).toBe(expected?.count);
      expect(page.result.length, term).toBe(expected?.count);
      expect(page.result.every((row) => row.supplierName.toLowerCase().includes(term.toLowerCase())), term).toBe(true);
    }
  });

  it('keeps the grams up to date on update and never returns them with a row', async () => {
    const [before] = await rows<{ id: number }>(sql`select id from con_contract_head order by id limit 1`);
    const id = Number(before?.id);
    await database().db.execute(sql`update con_contract_head set supplier_name = '芮虞粮油工业集团' where id = ${id}`);
    const [after] = await rows<{ grams: string[] }>(sql`select supplier_name_grams as grams from con_contract_head where id = ${id}`);
    expect(after?.grams).toContain('芮虞');
    const response = await app.inject({
      method: 'GET',
      url: `${BASE}/page`,
      query: { 'supplierName.contains': '芮虞' },
      headers: { authorization: `Bearer ${admin}` },
    });
    const page = response.json<Envelope<{ total: number; result: Record<string, unknown>[] }>>().data;
    expect(page.result.map((row) => row.id)).toEqual([id]);
    expect(Object.keys(page.result[0] ?? {}).some((key) => key.toLowerCase().includes('grams'))).toBe(false);
  });

  it('has a GIN index on every grams column', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where indexname like '%grams_idx' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'con_contract_head_contract_name_grams_idx',
      'con_contract_head_supplier_name_grams_idx',
      'sup_supplier_name_grams_idx',
      'sys_branch_bank_branch_bank_name_grams_idx',
      'sys_customer_party_name_grams_idx',
      'sys_material_mat_code_grams_idx',
      'sys_material_mat_name_grams_idx',
      'sys_user_user_name_grams_idx',
    ]);
    expect(indexes.every((index) => /USING gin/i.test(index.indexdef))).toBe(true);
  });

  it('answers a two-character contains from the grams index when a scan is ruled out', async () => {
    const plan = await database().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`
        explain select id from con_contract_head
        where supplier_name_grams @> ${sql.raw("array['中粮']")}::text[] and supplier_name ilike '%中粮%'
        order by id desc limit 20`);
      return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('con_contract_head_supplier_name_grams_idx');
  });
});

/**
 * Customers and branch banks (spec 01 §3 "Customer", §7.4), read by any signed-in user:
 *
 * - GET|POST /system/customer/custom-page, GET /system/customer/page: the list engine over customers
 *   {id, custNumber, partyName, orgCode} (page size up to 9999); plus the engine's detail routes.
 * - POST /system/branch-bank/bankList {bankName?}: the distinct banks {bankCode, bankName}.
 * - POST /system/branch-bank/list {bankCode?, branchBankCode?, branchBankName?, province?, city?,
 *   page?, pageSize?}: a page of branches {id, bankCode, bankName, branchBankCode, branchBankName,
 *   province, city}; branchBankName is a contains search.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, ilike } from 'drizzle-orm';
import type { Bank, BranchBank, Envelope, LookupPage } from '../../api/index.js';
import { BankListBodySchema, BranchBankListBodySchema } from '../../api/lookups.js';
import { ok } from '../../core/envelope.js';
import { containsPattern, type Condition } from '../../core/list/filters.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes } from '../../core/list/routes.js';
import { SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysBranchBank as bank, sysCustomer as customer } from '../../db/tables/lookups.js';
import { sysBranchBankGrams, sysCustomerGrams } from '../../db/tables/search-grams.js';
import { conditionPage, LOOKUP_MAX_PAGE_SIZE } from './shared.js';
import { knownKeysOnly } from '../../core/request-body.js';

export const customerResource: ListResource = {
  label: '客户',
  table: customer,
  id: customer.id,
  fields: {
    id: { column: customer.id, type: 'integer', sortable: true, notNull: true },
    custNumber: { column: customer.custNumber, type: 'text', sortable: true, selective: true, notNull: true },
    partyName: { column: customer.partyName, type: 'text', sortable: true, trigram: true, grams: sysCustomerGrams.partyName, notNull: true },
    orgCode: { column: customer.orgCode, type: 'text', sortable: true },
  },
  defaultSort: [{ field: 'custNumber', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const branchBankResource: ListResource = {
  label: '支行',
  table: bank,
  id: bank.id,
  fields: {
    id: { column: bank.id, type: 'integer', sortable: true, notNull: true },
    bankCode: { column: bank.bankCode, type: 'text', sortable: true, selective: true, notNull: true },
    bankName: { column: bank.bankName, type: 'text', notNull: true },
    branchBankCode: { column: bank.branchBankCode, type: 'text', sortable: true, selective: true, notNull: true },
    branchBankName: { column: bank.branchBankName, type: 'text', sortable: true, trigram: true, grams: sysBranchBankGrams.branchBankName, notNull: true },
    province: { column: bank.province, type: 'text' },
    city: { column: bank.city, type: 'text' },
  },
  defaultSort: [{ field: 'branchBankCode', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const customerRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, '/system/customer', { db, resource: customerResource, permissions: { read: SIGNED_IN } });

  app.post(
    '/system/branch-bank/bankList',
    { schema: { body: BankListBodySchema }, preValidation: knownKeysOnly(BankListBodySchema), config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<Bank[]>> => {
      const name = request.body.bankName?.trim();
      const rows = await db
        .selectDistinct({ bankCode: bank.bankCode, bankName: bank.bankName })
        .from(bank)
        .where(name ? ilike(bank.bankName, containsPattern(name)) : undefined)
        .orderBy(asc(bank.bankCode), asc(bank.bankName));
      return ok(rows);
    },
  );

  app.post(
    '/system/branch-bank/list',
    { schema: { body: BranchBankListBodySchema }, preValidation: knownKeysOnly(BranchBankListBodySchema), config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<LookupPage<BranchBank>>> => {
      const { page = 1, pageSize = 20, bankCode, branchBankCode, branchBankName, province, city } = request.body;
      const conditions: Condition[] = [];
      const equals = (field: string, value: string | undefined) => {
        const trimmed = value?.trim();
        if (trimmed) conditions.push({ field, op: 'equals', value: trimmed });
      };
      equals('bankCode', bankCode);
      equals('branchBankCode', branchBankCode);
      equals('province', province);
      equals('city', city);
      const name = branchBankName?.trim();
      if (name) conditions.push({ field: 'branchBankName', op: 'contains', value: name });
      const result = await conditionPage(db, branchBankResource, conditions, { page, pageSize });
      return ok(result as unknown as LookupPage<BranchBank>);
    },
  );
};

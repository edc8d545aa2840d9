/**
 * Finance lookups (spec 01 §3 "Lookup option shapes", §7.4, §9), each a list resource served by the
 * list engine (filters `prop.op`, page, pageSize up to 9999, sort), read by any signed-in user:
 *
 * - GET  /system/currency/page, GET|POST /system/currency/custom-page   {id, currencyCode, currencyName, enableFlag, sortNumber}
 * - GET  /system/pay-method/page, GET|POST /system/pay-method/custom-page {id, payMethodCode, payMethodName, enableFlag, sortNumber}
 * - GET  /system/tax-rate/page, GET|POST /system/tax-rate/custom-page   {id, taxRateCode, taxRateName, taxRateValue ("0.13"), enableFlag}
 * - GET  /system/pay-terms/page, GET|POST /system/pay-terms/custom-page {id, payTermsCode, payTermsName, sortNumber}
 * - GET  /system/unit/page, GET|POST /system/unit/custom-page           {id, unitCode, unitName, sortNumber}
 *
 * Each also answers GET base/detail?id= and GET base/:id (the list engine's detail). There are no
 * save or delete routes: these lists are maintained in EBS and loaded as master data.
 */
import type { FastifyInstance } from 'fastify';
import { registerListRoutes } from '../../core/list/routes.js';
import type { ListResource } from '../../core/list/query.js';
import { SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCurrency, sysPayMethod, sysPayTerms, sysTaxRate, sysUnit } from '../../db/tables/lookups.js';
import { LOOKUP_MAX_PAGE_SIZE } from './shared.js';

const ENABLE_FLAGS = ['Y', 'N'] as const;

export const currencyResource: ListResource = {
  label: '币种',
  table: sysCurrency,
  id: sysCurrency.id,
  fields: {
    id: { column: sysCurrency.id, type: 'integer', sortable: true, notNull: true },
    currencyCode: { column: sysCurrency.currencyCode, type: 'text', sortable: true, notNull: true },
    currencyName: { column: sysCurrency.currencyName, type: 'text', sortable: true, notNull: true },
    enableFlag: { column: sysCurrency.enableFlag, type: 'text', values: ENABLE_FLAGS, notNull: true },
    sortNumber: { column: sysCurrency.sortNumber, type: 'integer', sortable: true, notNull: true },
  },
  defaultSort: [{ field: 'sortNumber', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const payMethodResource: ListResource = {
  label: '付款方式',
  table: sysPayMethod,
  id: sysPayMethod.id,
  fields: {
    id: { column: sysPayMethod.id, type: 'integer', sortable: true, notNull: true },
    payMethodCode: { column: sysPayMethod.payMethodCode, type: 'text', sortable: true, notNull: true },
    payMethodName: { column: sysPayMethod.payMethodName, type: 'text', sortable: true, notNull: true },
    enableFlag: { column: sysPayMethod.enableFlag, type: 'text', values: ENABLE_FLAGS, notNull: true },
    sortNumber: { column: sysPayMethod.sortNumber, type: 'integer', sortable: true, notNull: true },
  },
  defaultSort: [{ field: 'sortNumber', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const taxRateResource: ListResource = {
  label: '税率',
  table: sysTaxRate,
  id: sysTaxRate.id,
  fields: {
    id: { column: sysTaxRate.id, type: 'integer', sortable: true, notNull: true },
    taxRateCode: { column: sysTaxRate.taxRateCode, type: 'text', sortable: true, notNull: true },
    taxRateName: { column: sysTaxRate.taxRateName, type: 'text', sortable: true, notNull: true },
    taxRateValue: { column: sysTaxRate.taxRateValue, type: 'decimal', sortable: true, notNull: true },
    enableFlag: { column: sysTaxRate.enableFlag, type: 'text', values: ENABLE_FLAGS, notNull: true },
  },
  // The usual rate first: 13%, 9%, 6% …
  defaultSort: [{ field: 'taxRateValue', order: 'desc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const payTermsResource: ListResource = {
  label: '付款条件',
  table: sysPayTerms,
  id: sysPayTerms.id,
  fields: {
    id: { column: sysPayTerms.id, type: 'integer', sortable: true, notNull: true },
    payTermsCode: { column: sysPayTerms.payTermsCode, type: 'text', sortable: true, notNull: true },
    payTermsName: { column: sysPayTerms.payTermsName, type: 'text', sortable: true, notNull: true },
    sortNumber: { column: sysPayTerms.sortNumber, type: 'integer', sortable: true, notNull: true },
  },
  defaultSort: [{ field: 'sortNumber', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const unitResource: ListResource = {
  label: '计量单位',
  table: sysUnit,
  id: sysUnit.id,
  fields: {
    id: { column: sysUnit.id, type: 'integer', sortable: true, notNull: true },
    unitCode: { column: sysUnit.unitCode, type: 'text', sortable: true, notNull: true },
    unitName: { column: sysUnit.unitName, type: 'text', sortable: true, notNull: true },
    sortNumber: { column: sysUnit.sortNumber, type: 'integer', sortable: true, notNull: true },
  },
  defaultSort: [{ field: 'sortNumber', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
};

export const FINANCE_LOOKUPS: readonly [string, ListResource][] = [
  ['/system/currency', currencyResource],
  ['/system/pay-method', payMethodResource],
  ['/system/tax-rate', taxRateResource],
  ['/system/pay-terms', payTermsResource],
  ['/system/unit', unitResource],
];

export function registerFinanceLookups(app: FastifyInstance, db: AppDatabase): void {
  for (const [base, resource] of FINANCE_LOOKUPS) {
    registerListRoutes(app, base, { db, resource, permissions: { read: SIGNED_IN } });
  }
}

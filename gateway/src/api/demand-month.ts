/**
 * The month demand plan and its summary (issue 23; spec 02 §7 /demand/api/v1 month-demand,
 * month-demand-item, dem/month-demand-summary). Quantities are exact decimal strings (numeric(18, 3)).
 */
import { Type, type Static } from 'typebox';
import { Id, IdList, Version } from '../core/schemas.js';

export type MonthDemandStatus = 'new' | 'inProcess' | 'approved' | 'rejected';

/** A quantity: not negative, at most 15 integer digits and 3 decimals. */
const Quantity = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,3})?$', maxLength: 20 });
const OptionalQuantity = Type.Optional(Type.Union([Quantity, Type.Null()]));
const YearMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
const Code = Type.String({ minLength: 1, maxLength: 40 });

/** A row of GET /demand/api/v1/month-demand/page. */
export interface MonthDemandRow {
  id: number;
  demandNo: string;
  yearMonth: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  status: MonthDemandStatus;
  submitCount: number;
  yearDemandId: number | null;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

export interface MonthDemandItem {
  id?: number;
  lineNo: number;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  demandQuantity: string;
  stockOnHand: string;
  inTransit: string;
  contractResidualQuantity: string;
  suggestedPurchase: string;
  requiredDate: string | null;
}

/** GET /demand/api/v1/month-demand/detail?id=: the plan with its items. */
export interface MonthDemandDetail extends MonthDemandRow {
  items: MonthDemandItem[];
}

export const MonthDemandItemInputSchema = Type.Object(
  {
    matCode: Code,
    demandQuantity: Quantity,
    stockOnHand: OptionalQuantity,
    inTransit: OptionalQuantity,
    contractResidualQuantity: OptionalQuantity,
    requiredDate: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type MonthDemandItemInput = Static<typeof MonthDemandItemInputSchema>;

/** POST /demand/api/v1/month-demand/save: without id a new plan (demand:month:add), with id and version an edit (demand:month:edit; new or rejected). */
export const MonthDemandSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    yearMonth: YearMonth,
    orgCode: Code,
    categoryCode: Code,
    remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    items: Type.Array(MonthDemandItemInputSchema, { maxItems: 2000 }),
  },
  { additionalProperties: false },
);
export type MonthDemandSaveBody = Static<typeof MonthDemandSaveBodySchema>;

export interface MonthDemandSaved {
  id: number;
  demandNo: string;
  status: MonthDemandStatus;
  version: number;
}

/** POST /demand/api/v1/month-demand/check (demand:month:check): to OA, inProcess. */
export const MonthDemandCheckBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type MonthDemandCheckBody = Static<typeof MonthDemandCheckBodySchema>;

/** POST /demand/api/v1/month-demand/copy (demand:month:copy): the plan's items as a new plan (status new) for yearMonth. */
export const MonthDemandCopyBodySchema = Type.Object({ id: Id, yearMonth: YearMonth }, { additionalProperties: false });
export type MonthDemandCopyBody = Static<typeof MonthDemandCopyBodySchema>;

/** DELETE /demand/api/v1/month-demand/delete?ids= (demand:month:delete): new or rejected plans, all or nothing. */
export const MonthDemandDeleteBodySchema = Type.Union([IdList(), Type.Object({ ids: IdList() }), Type.Null()]);

/** POST /demand/api/v1/month-demand/callback (OA, X-Callback-Secret): OA's decision on the plan numbered bizKey. */
export const MonthDemandCallbackBodySchema = Type.Object(
  {
    bizKey: Type.String({ minLength: 1, maxLength: 64 }),
    bizType: Type.Optional(Type.Literal('MONTH_DEMAND')),
    status: Type.Union([Type.Literal('APPROVED'), Type.Literal('REJECT')]),
    opinion: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type MonthDemandCallbackBody = Static<typeof MonthDemandCallbackBodySchema>;

export interface MonthDemandCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: MonthDemandStatus;
}

/**
 * POST /demand/api/v1/month-demand-item/generate/item: the items of org + category + month, demand from
 * the approved year plan's month column, else the estimated consumption; stock on hand and in transit
 * from `items` when given (else 0); the contracts' month residual; the suggested purchase.
 */
export const MonthDemandGenerateBodySchema = Type.Object(
  {
    orgCode: Code,
    categoryCode: Code,
    yearMonth: YearMonth,
    items: Type.Optional(Type.Array(Type.Object({ matCode: Code, stockOnHand: OptionalQuantity, inTransit: OptionalQuantity }, { additionalProperties: false }), { maxItems: 2000 })),
  },
  { additionalProperties: false },
);
export type MonthDemandGenerateBody = Static<typeof MonthDemandGenerateBodySchema>;

export interface MonthDemandGenerated {
  /** yearPlan: the approved year plan's month column; estimate: the estimated consumption; none: neither has rows. */
  source: 'yearPlan' | 'estimate' | 'none';
  yearDemandId: number | null;
  items: MonthDemandItem[];
}

/** A row of GET /demand/api/v1/dem/month-demand-summary/page: one org, category, material and month. */
export interface MonthDemandSummaryRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  yearMonth: string;
  status: MonthDemandStatus;
  demandQuantity: string;
  contractResidualQuantity: string;
  suggestedPurchase: string;
}

/** GET /demand/api/v1/dem/month-demand-summary/statis: the filtered rows' count and totals. */
export interface MonthDemandSummaryStatis {
  count: number;
  demandQuantity: string;
  contractResidualQuantity: string;
  suggestedPurchase: string;
}

/** GET /demand/api/v1/dem/month-demand-summary/query-detail: the source plans' items of one summary row. */
export interface MonthDemandSummaryDetail extends MonthDemandItem {
  demandId: number;
  demandNo: string;
  status: MonthDemandStatus;
}

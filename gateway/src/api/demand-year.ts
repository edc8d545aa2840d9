/**
 * 年度需求计划 (issue 23; spec 02 §4 demand status, §7 dem/year-demand): the shapes of
 * /demand/api/v1/dem/year-demand and /demand/api/v1/dem/year-demand-item. Quantities and rates are
 * decimal strings, never numbers.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import { literalUnion } from './schema-helpers.js';

/** Demand status (spec 02 §4). */
export type YearDemandStatus = 'new' | 'inProcess' | 'approved' | 'rejected';

/** A row of GET .../dem/year-demand/page. */
export interface YearDemandRow {
  id: number;
  demandNo: string;
  year: number;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  status: YearDemandStatus;
  submitCount: number;
  remark: string | null;
  createdTime: string;
  updatedTime: string;
  version: number;
}

export interface YearDemandItem {
  lineNo: number;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  lastYearQuantity: string | null;
  /** Percent, e.g. '5.5' for +5.5 %. */
  increaseRate: string | null;
  month1: string;
  month2: string;
  month3: string;
  month4: string;
  month5: string;
  month6: string;
  month7: string;
  month8: string;
  month9: string;
  month10: string;
  month11: string;
  month12: string;
}

/** GET .../dem/year-demand/detail?id=: the head and its items. */
export interface YearDemandDetail extends YearDemandRow {
  items: YearDemandItem[];
}

const Quantity = Type.String({ maxLength: 40 });
const OptionalDecimal = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

export const YearDemandItemInputSchema = Type.Object(
  {
    matCode: Type.String({ minLength: 1, maxLength: 40 }),
    lastYearQuantity: OptionalDecimal,
    increaseRate: OptionalDecimal,
    month1: Quantity,
    month2: Quantity,
    month3: Quantity,
    month4: Quantity,
    month5: Quantity,
    month6: Quantity,
    month7: Quantity,
    month8: Quantity,
    month9: Quantity,
    month10: Quantity,
    month11: Quantity,
    month12: Quantity,
  },
  { additionalProperties: false },
);
export type YearDemandItemInput = Static<typeof YearDemandItemInputSchema>;

/** POST .../dem/year-demand/save: without id a new plan (demand:year:add), with id and version an edit (demand:year:edit; new or rejected only). */
export const YearDemandSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
    remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    items: Type.Array(YearDemandItemInputSchema, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type YearDemandSaveBody = Static<typeof YearDemandSaveBodySchema>;

export interface YearDemandSaved {
  id: number;
  demandNo: string;
  status: YearDemandStatus;
  version: number;
}

/** POST .../dem/year-demand/check {id, version} (demand:year:check): to OA. */
export const YearDemandCheckBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type YearDemandCheckBody = Static<typeof YearDemandCheckBodySchema>;

/** POST .../dem/year-demand/callback (OA, X-Callback-Secret): OA's decision on the plan whose demandNo is bizKey. */
export const YearDemandCallbackBodySchema = Type.Object(
  {
    bizKey: Type.String({ minLength: 1, maxLength: 64 }),
    bizType: Type.Optional(Type.Literal('YEAR_DEMAND')),
    status: literalUnion(['APPROVED', 'REJECT'] as const),
    opinion: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type YearDemandCallbackBody = Static<typeof YearDemandCallbackBodySchema>;

export interface YearDemandCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: YearDemandStatus;
}

/** GET .../dem/year-demand/year-increase-rate: ?id= or ?orgCode=&categoryCode=&year=. */
export const YearIncreaseRateQuerySchema = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
    orgCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    categoryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    year: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
  },
  { additionalProperties: false },
);
export type YearIncreaseRateQuery = Static<typeof YearIncreaseRateQuerySchema>;

/** Per material: this year's total against last year's quantity; rate in percent (4 decimals), null without a last-year quantity. */
export interface YearIncreaseRate {
  matCode: string;
  matName: string | null;
  total: string;
  lastYearQuantity: string | null;
  increaseRate: string | null;
}

/** POST .../dem/year-demand-item/generate/item: items for a new plan (not saved). */
export const YearDemandGenerateBodySchema = Type.Object(
  {
    orgCode: Type.String({ minLength: 1, maxLength: 40 }),
    categoryCode: Type.String({ minLength: 1, maxLength: 40 }),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    /** Percent applied to last year's months, e.g. '5' for +5 %. */
    increaseRate: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type YearDemandGenerateBody = Static<typeof YearDemandGenerateBodySchema>;

export interface YearDemandGenerated {
  /** lastYear: from last year's approved plan; material: the category's active materials with zero months. */
  source: 'lastYear' | 'material';
  lastYearDemandNo: string | null;
  items: YearDemandItem[];
}

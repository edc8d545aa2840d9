/**
 * Demand master data (issue 23, part 3) under /demand/api/v1: small-material rules and prices, estimated
 * and yearly consumption, annual budget letters (attachment: a stored file of bizType `budgetLetter`,
 * bizKey the letter's id), feed sale targets and estimates, and the raw-material demand they derive.
 * Quantities, prices and amounts travel as decimal strings; months as yyyy-MM, dates as YYYY-MM-DD.
 */
import { Type, type Static } from 'typebox';
import { FileKey, Id, Version } from '../core/schemas.js';
import { literalUnion } from './schema-helpers.js';

/** The sys_file bizType of a budget letter's attachment (bizKey: the letter's id). */
export type BudgetLetterFileBizType = 'budgetLetter';
export type FeedKindCode = 'pig' | 'poultry' | 'ruminant';
export type BudgetLetterStatusCode = 'draft' | 'issued';

const Code = Type.String({ minLength: 1, maxLength: 64 });
const DecimalText = Type.String({ minLength: 1, maxLength: 24 });
const Remark = Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()]));
const YearMonth = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });
const DateText = Type.String({ maxLength: 10 });

export const SmallMaterialRuleInputSchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orgCode: Code,
    matCode: Code,
    safetyStock: DecimalText,
    reorderPoint: DecimalText,
    leadTimeDays: Type.Integer({ minimum: -1, maximum: 100_000 }),
    remark: Remark,
  },
  { additionalProperties: false },
);
export type SmallMaterialRuleInput = Static<typeof SmallMaterialRuleInputSchema>;

/** POST dem/small-material-rule/save-batch: each rule by (orgCode, matCode), added or replaced; all or nothing. */
export const SmallMaterialRuleBatchSchema = Type.Object({ rules: Type.Array(SmallMaterialRuleInputSchema, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });
export type SmallMaterialRuleBatch = Static<typeof SmallMaterialRuleBatchSchema>;

export const SmallMaterialPriceSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orgCode: Code,
    supplierSn: Code,
    matCode: Code,
    price: DecimalText,
    validFrom: DateText,
    validTo: DateText,
    remark: Remark,
  },
  { additionalProperties: false },
);
export type SmallMaterialPriceSaveBody = Static<typeof SmallMaterialPriceSaveBodySchema>;

export const EstimateConsumeSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orgCode: Code,
    matCode: Code,
    yearMonth: YearMonth,
    estimatedQuantity: DecimalText,
    actualQuantity: Type.Optional(Type.Union([DecimalText, Type.Null()])),
    remark: Remark,
  },
  { additionalProperties: false },
);
export type EstimateConsumeSaveBody = Static<typeof EstimateConsumeSaveBodySchema>;

export const BudgetLetterSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    orgCode: Code,
    amount: DecimalText,
    status: Type.Optional(literalUnion(['draft', 'issued'] as const)),
    /** The stored file's key (FileInfo.id), or null to drop the attachment. */
    fileId: Type.Optional(Type.Union([FileKey, Type.Null()])),
    remark: Remark,
  },
  { additionalProperties: false },
);
export type BudgetLetterSaveBody = Static<typeof BudgetLetterSaveBodySchema>;

export const FeedSaleSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    orgCode: Code,
    yearMonth: YearMonth,
    feedKind: literalUnion(['pig', 'poultry', 'ruminant'] as const),
    tonnes: DecimalText,
    remark: Remark,
  },
  { additionalProperties: false },
);
export type FeedSaleSaveBody = Static<typeof FeedSaleSaveBodySchema>;

/** What a save answers. */
export interface DemandMasterSaved {
  id: number;
  version: number;
}

export interface SmallMaterialRuleRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  safetyStock: string;
  reorderPoint: string;
  leadTimeDays: number;
  remark: string | null;
  updatedTime: string;
  version: number;
}

export interface SmallMaterialPriceRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  supplierSn: string;
  supplierName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  price: string;
  validFrom: string;
  validTo: string;
  remark: string | null;
  updatedTime: string;
  version: number;
}

/** GET small-material-price/summary: per material, the lowest, average (4 decimals) and highest price. */
export interface SmallMaterialPriceSummaryRow {
  matCode: string;
  matName: string | null;
  count: number;
  minPrice: string;
  avgPrice: string;
  maxPrice: string;
}

export interface EstimateConsumeRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  yearMonth: string;
  estimatedQuantity: string;
  actualQuantity: string | null;
  remark: string | null;
  version: number;
}

/** GET …/statis: totals of the rows the filters select. */
export interface ConsumeStatis {
  count: number;
  estimatedQuantity: string;
  actualQuantity: string;
}

export interface YearConsumeRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  matCode: string;
  matName: string | null;
  unitCode: string | null;
  year: number;
  estimatedQuantity: string;
  actualQuantity: string;
  months: number;
}

export interface BudgetLetterRow {
  id: number;
  year: number;
  orgCode: string;
  orgName: string | null;
  amount: string;
  fileId: string | null;
  status: BudgetLetterStatusCode;
  remark: string | null;
  updatedTime: string;
  version: number;
}

export interface FeedSaleRow {
  id: number;
  orgCode: string;
  orgName: string | null;
  yearMonth: string;
  feedKind: FeedKindCode;
  tonnes: string;
  remark: string | null;
  version: number;
}

/** GET dem/feed-target-sale/raw-demand?orgCode&yearMonth: the raw materials the month's targets need. */
export interface FeedRawDemand {
  orgCode: string;
  yearMonth: string;
  rows: {
    matCode: string;
    matName: string | null;
    /** Tonnes, exact: Σ feed tonnes × inclusion rate / 100. */
    quantity: string;
    parts: { feedKind: FeedKindCode; tonnes: string; inclusionRate: string; quantity: string }[];
  }[];
}

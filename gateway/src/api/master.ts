/**
 * Master data (modules/master, issue 21): quality indices and their deduction rules, unit conversions
 * and material tax rates. Lists follow the list engine (`prop.op` filters, page, pageSize, sort; an
 * unknown filter key is 400). Numbers are decimal strings ("14.0"), never floats.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';
import type { Material } from './lookups.js';
import { literalUnion } from './schema-helpers.js';

/** 'weight': each step over the standard deducts a percent of the weight; 'price': an amount per ton. */
export const DEDUCT_TYPES = ['weight', 'price'] as const;
export type DeductType = (typeof DEDUCT_TYPES)[number];

/** A non-negative decimal text with at most 6 fraction digits. */
export const DECIMAL_TEXT_PATTERN = '^\\d{1,12}(\\.\\d{1,6})?$';
const decimal = () => Type.Optional(Type.Union([Type.String({ pattern: DECIMAL_TEXT_PATTERN }), Type.Null()]));

/** GET|POST /system/quality-index/custom-page, GET /system/quality-index/page (menu master:quality-index). */
export interface QualityIndex {
  id: number;
  indexCode: string;
  indexName: string;
  unit: string;
  standardMin: string | null;
  standardMax: string | null;
  deductType: DeductType;
  deductStep: string | null;
  deductValue: string | null;
  remark: string | null;
  version: number;
}

/**
 * POST /system/quality-index/save: without id a new index (button master:quality-index:add), with id
 * and version an update (master:quality-index:edit; a stale version is 409). A code already used is 400.
 */
export const QualityIndexSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    version: Type.Optional(Version),
    indexCode: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
    indexName: Type.String({ minLength: 1, maxLength: 50 }),
    unit: Type.String({ minLength: 1, maxLength: 16 }),
    standardMin: decimal(),
    standardMax: decimal(),
    deductType: literalUnion(DEDUCT_TYPES),
    deductStep: decimal(),
    deductValue: decimal(),
    remark: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type QualityIndexSaveBody = Static<typeof QualityIndexSaveBodySchema>;

/** The answer of a save: the row's id and its new version. */
export interface MasterSaved {
  id: number;
  version: number;
}

/** GET|POST /system/unit-convert/custom-page, GET /system/unit-convert/page (menu master:unit-convert). */
export interface UnitConvert {
  id: number;
  matCode: string;
  fromUnit: string;
  toUnit: string;
  /** One fromUnit is `rate` toUnits. */
  rate: string;
  version: number;
}

/**
 * GET|POST /system/materialsTaxRate/custom-page, GET /system/materialsTaxRate/page (menu
 * master:tax-rate); DELETE /system/materialsTaxRate/deleteByIds (button master:tax-rate:delete).
 */
export interface MaterialTaxRate {
  id: number;
  matCode: string;
  /** A fraction: "0.09" for 9 %. */
  taxRate: string;
  /** yyyy-MM-dd */
  effectiveDate: string;
  version: number;
}

/** One quality standard of a material (mst_material_index), with its index's name, unit and rule type. */
export interface MaterialIndexRow {
  id: number;
  indexCode: string;
  indexName: string | null;
  unit: string | null;
  deductType: DeductType | null;
  standardMin: string | null;
  standardMax: string | null;
  deductStep: string | null;
  deductValue: string | null;
  updatedTime: string;
}

/**
 * GET /system/material/detail/:id (menu master:material): a material within the caller's categories,
 * with its own quality standards (set on 质量指标 or imported), unit conversions and tax rates.
 */
export interface MaterialDetail {
  material: Material;
  indices: MaterialIndexRow[];
  conversions: Pick<UnitConvert, 'id' | 'fromUnit' | 'toUnit' | 'rate'>[];
  taxRates: Pick<MaterialTaxRate, 'id' | 'taxRate' | 'effectiveDate'>[];
}

/** A material code as given (no blanks). */
const MatCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^\\S+$' });

/** One quality standard of a material in POST /system/material-index/saveOrUpdateList. */
export const MaterialIndexItemSchema = Type.Object(
  {
    indexCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    standardMin: decimal(),
    standardMax: decimal(),
    deductStep: decimal(),
    deductValue: decimal(),
  },
  { additionalProperties: false },
);
export type MaterialIndexItem = Static<typeof MaterialIndexItemSchema>;

/**
 * POST /system/material-index/saveOrUpdateList (button master:quality-index:edit): a material's own
 * standards, one per index code (a code twice is 400), each replacing the one already set for that
 * material and index; all or nothing. The material must exist (within the caller's categories) and
 * every index code in 质量指标; each rule follows the quality-index form's rules.
 */
export const MaterialIndexSaveListBodySchema = Type.Object(
  {
    matCode: MatCode,
    items: Type.Array(MaterialIndexItemSchema, { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type MaterialIndexSaveListBody = Static<typeof MaterialIndexSaveListBodySchema>;

/** A saved material standard (the answer of saveOrUpdateList): the row with its material and version. */
export interface MaterialIndexSaved extends MaterialIndexRow {
  matCode: string;
  version: number;
}

/** DELETE /system/material-index/delete?ids=1,2 (or a body of ids; button master:quality-index:delete). */
export interface MaterialIndexDeleted {
  deleted: number;
}

/** GET /system/unit-convert/detail-by-material/:materialId (menu master:unit-convert). */
export const UnitConvertByMaterialParamsSchema = Type.Object({ materialId: Id });
export type UnitConvertByMaterialParams = Static<typeof UnitConvertByMaterialParamsSchema>;

/** GET /system/lims/qualityIndicator?matCode= (any signed-in user). */
export const LimsQualityIndicatorQuerySchema = Type.Object({ matCode: MatCode });
export type LimsQualityIndicatorQuery = Static<typeof LimsQualityIndicatorQuerySchema>;

/** 'material': the material's own standard (mst_material_index); 'default': the index's own. */
export const QUALITY_INDICATOR_SOURCES = ['material', 'default'] as const;
export type QualityIndicatorSource = (typeof QUALITY_INDICATOR_SOURCES)[number];

/**
 * One quality indicator of a material for LIMS and acceptance: every quality index, its standard and
 * rule taken whole from the material's own standard where there is one, else from the index.
 */
export interface LimsQualityIndicator {
  indexCode: string;
  indexName: string;
  unit: string;
  deductType: DeductType;
  standardMin: string | null;
  standardMax: string | null;
  deductStep: string | null;
  deductValue: string | null;
  source: QualityIndicatorSource;
  /** The id of the material's own standard (null for 'default'). */
  materialIndexId: number | null;
}

/** The material statuses a save accepts (checked by the route, with a Chinese message). */
export const MATERIAL_SAVE_STATUSES = ['Active', 'Inactive'] as const;

/**
 * POST /system/material/save: without id a new material (button master:material:add), with id and
 * version an edit (master:material:edit; a stale version is 409). matCode is required, unique and kept
 * once saved; matName required, at most 100 characters; categoryCode a leaf category within the
 * caller's categories; unitCode and taxRateCode must exist when given; status Active or Inactive. The
 * route checks the texts itself so each refusal is a 400 with its own Chinese message.
 */
export const MaterialSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Null()])),
    version: Type.Optional(Version),
    matCode: Type.String({ maxLength: 200 }),
    matName: Type.String({ maxLength: 1000 }),
    categoryCode: Type.String({ maxLength: 200 }),
    spec: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    unitCode: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    isLittle: Type.Union([Type.Literal(0), Type.Literal(1)]),
    status: Type.String({ maxLength: 200 }),
    taxRateCode: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type MaterialSaveBody = Static<typeof MaterialSaveBodySchema>;

/** GET /system/material/getByCode?matCode= (any signed-in user; within their categories, else 404). */
export const MaterialByCodeQuerySchema = Type.Object({ matCode: MatCode }, { additionalProperties: false });
export type MaterialByCodeQuery = Static<typeof MaterialByCodeQuerySchema>;

/** The answer of getByCode: the material with its version (for an edit's optimistic lock). */
export interface MaterialWithVersion extends Material {
  version: number;
}

/** GET /system/material/inactive-list?keyword= (digits search the code, else the name). */
export const MaterialInactiveQuerySchema = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
export type MaterialInactiveQuery = Static<typeof MaterialInactiveQuerySchema>;

/** One Inactive material as a select entry: value = matCode, label = matName, with the material's fields. */
export interface InactiveMaterialEntry extends Material {
  value: string;
  label: string;
}

/**
 * POST /system/material/getByCategoryParentCode3List (the body of getByCategoryParentCodeList: codes
 * or {categoryCodeList}): per given level-3 category, in the order given, its Active materials and
 * those of its descendants within the caller's categories (codes that are not level-3 categories are
 * left out).
 */
export interface MaterialCategoryGroup {
  categoryCode: string;
  categoryName: string;
  materials: Material[];
}

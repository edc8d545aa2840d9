/**
 * Master-data writes beyond the list engine: the ERP pulls through the interface outbox (gateway
 * modules/master/erp-sync.ts: POST /system/material/syncMaterial, /system/material/syncMaterialInfo
 * {matCode}, /system/materialsTaxRate/sync; each answers the message written, at once, and 接口日志
 * shows how it went), and the unit-convert save.
 */
import { Type, type Static } from 'typebox';

export const MaterialSyncInfoBodySchema = Type.Object({ matCode: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }) }, { additionalProperties: false });
export type MaterialSyncInfoBody = Static<typeof MaterialSyncInfoBodySchema>;

export interface MasterSyncSubmitted {
  /** The interface-log message of the request. */
  logId: number;
}

/**
 * POST /system/unit-convert/save (button master:unit-convert:edit): add without id, edit with id and
 * version (stale: 409). Checked with the unit-convert import's own rules: the material and both units
 * exist, the units differ, the rate is a decimal above 0 with at most 8 places.
 */
export const UnitConvertSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    version: Type.Optional(Type.Integer({ minimum: 0 })),
    matCode: Type.String({ minLength: 1, maxLength: 64 }),
    fromUnit: Type.String({ minLength: 1, maxLength: 32 }),
    toUnit: Type.String({ minLength: 1, maxLength: 32 }),
    rate: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type UnitConvertSaveBody = Static<typeof UnitConvertSaveBodySchema>;

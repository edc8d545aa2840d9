/**
 * Master data pulled from the ERP through the interface outbox (gateway modules/master/erp-sync.ts):
 * POST /system/material/syncMaterial, /system/material/syncMaterialInfo {matCode},
 * /system/materialsTaxRate/sync. Each answers the message written, at once; 接口日志 shows how it went.
 */
import { Type, type Static } from 'typebox';

export const MaterialSyncInfoBodySchema = Type.Object({ matCode: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }) }, { additionalProperties: false });
export type MaterialSyncInfoBody = Static<typeof MaterialSyncInfoBodySchema>;

export interface MasterSyncSubmitted {
  /** The interface-log message of the request. */
  logId: number;
}

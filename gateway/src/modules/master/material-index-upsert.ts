/**
 * Writes a material's own quality standards (mst_material_index): a row for a material and index
 * already set replaces that standard and bumps its version. One statement for the import
 * (imports.ts) and for POST /system/material-index/saveOrUpdateList (material-index.ts).
 */
import { sql } from 'drizzle-orm';
import type { ImportTransaction } from '../../core/import/declaration.js';
import { mstMaterialIndex } from '../../db/tables/master.js';

export interface MaterialIndexStandard {
  matCode: string;
  indexCode: string;
  standardMin: string | null;
  standardMax: string | null;
  deductStep: string | null;
  deductValue: string | null;
}

/** Inserts or replaces the standards; answers the rows as stored. */
export function upsertMaterialIndices(tx: ImportTransaction, standards: readonly MaterialIndexStandard[], userName: string) {
  return tx
    .insert(mstMaterialIndex)
    .values(standards.map((standard) => ({ ...standard, createdBy: userName, updatedBy: userName })))
    .onConflictDoUpdate({
      target: [mstMaterialIndex.matCode, mstMaterialIndex.indexCode],
      set: {
        standardMin: sql`excluded.standard_min`,
        standardMax: sql`excluded.standard_max`,
        deductStep: sql`excluded.deduct_step`,
        deductValue: sql`excluded.deduct_value`,
        updatedBy: sql`excluded.updated_by`,
        updatedTime: sql`now()`,
        version: sql`${mstMaterialIndex.version} + 1`,
      },
    })
    .returning();
}

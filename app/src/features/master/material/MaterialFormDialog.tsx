import type { MaterialWithVersion } from '@srm/gateway/api';
import { useEffect, useMemo } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { fetchMaterialFormLookups, saveMaterial } from '../api/masterApi';
import { MasterFormDialog } from '../shared/MasterFormDialog';
import { materialFields, materialProblem, NEW_MATERIAL_VALUES, toMaterialSaveBody, toMaterialValues } from './materialForm';

export interface MaterialFormDialogProps {
  /** The material being edited, with its version (GET /system/material/getByCode); none for 新增. */
  row?: MaterialWithVersion;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑 of a material (POST /system/material/save) on the shared MasterFormDialog: the category is
 * one of the caller's leaf categories, the unit and tax rate come from their lookups (loaded first; the
 * dialog opens once they are). The gateway checks the rest (a code already used, the category in the
 * caller's scope …) and says why in Chinese; a 409 shows in the dialog.
 */
export function MaterialFormDialog({ row, onClose, onSaved }: MaterialFormDialogProps) {
  const t = useAppT();
  const isEdit = row !== undefined;
  const lookups = useRemote(fetchMaterialFormLookups);
  const fields = useMemo(() => (lookups.data ? materialFields(t, isEdit, lookups.data, row) : null), [t, isEdit, lookups.data, row]);
  const values = useMemo(() => (row ? toMaterialValues(row) : NEW_MATERIAL_VALUES), [row]);
  // The lookups failed (the call layer said why): nothing to choose from, so the dialog does not open.
  const failed = lookups.failed;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (!fields) return null;
  return (
    <MasterFormDialog
      title={isEdit ? t('master.material.editTitle', { code: row.matCode }) : t('master.material.addTitle')}
      fields={fields}
      values={values}
      isEdit={isEdit}
      check={(formValues) => {
        const problem = materialProblem(formValues, isEdit);
        return problem ? t(problem) : null;
      }}
      save={(formValues) => saveMaterial(toMaterialSaveBody(formValues, row))}
      conflictText={t('master.material.conflict')}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

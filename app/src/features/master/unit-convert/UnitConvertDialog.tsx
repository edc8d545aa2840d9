import type { UnitConvert } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { saveUnitConvert } from '../api/masterApi';
import { MasterFormDialog } from '../shared/MasterFormDialog';
import { toUnitConvertSaveBody, toUnitConvertValues, unitConvertFields } from './unitConvertForm';

/**
 * 新增/编辑 of a unit conversion (POST /system/unit-convert/save): the gateway checks it with the
 * unit-convert import's own rules (the material and units exist, the units differ, the rate) and says
 * why in Chinese; a 409 shows in the dialog.
 */
export function UnitConvertDialog({ row, onClose, onSaved }: { row?: UnitConvert; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const isEdit = row !== undefined;
  const fields = useMemo(() => unitConvertFields(t, isEdit), [t, isEdit]);
  const values = useMemo(() => (row ? toUnitConvertValues(row) : {}), [row]);
  return (
    <MasterFormDialog
      title={isEdit ? t('master.unitConvert.editTitle', { code: row.matCode }) : t('master.unitConvert.addTitle')}
      fields={fields}
      values={values}
      isEdit={isEdit}
      save={(formValues) => saveUnitConvert(toUnitConvertSaveBody(formValues, row))}
      conflictText={t('master.unitConvert.conflict')}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

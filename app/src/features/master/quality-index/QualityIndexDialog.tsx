import type { QualityIndex } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { saveQualityIndex } from '../api/masterApi';
import { MasterFormDialog } from '../shared/MasterFormDialog';
import { NEW_QUALITY_INDEX_VALUES, qualityIndexFields, toQualityIndexSaveBody, toQualityIndexValues, toRuleInput } from './qualityIndexForm';
import { qualityIndexProblem } from './qualityIndexRules';

export interface QualityIndexDialogProps {
  /** The row being edited; none for 新增. */
  row?: QualityIndex;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑 of a quality index: the rule check of qualityIndexRules runs before anything is sent and
 * its message shows in the dialog; 保存 sends POST /system/quality-index/save (MasterFormDialog: the
 * gateway's message, a 409 in the dialog, other refusals such as 指标编码…已存在 by the call layer).
 */
export function QualityIndexDialog({ row, onClose, onSaved }: QualityIndexDialogProps) {
  const t = useAppT();
  const isEdit = row !== undefined;
  const fields = useMemo(() => qualityIndexFields(t, isEdit), [t, isEdit]);
  const values = useMemo(() => (row ? toQualityIndexValues(row) : NEW_QUALITY_INDEX_VALUES), [row]);
  return (
    <MasterFormDialog
      title={isEdit ? t('master.qualityIndex.editTitle', { code: row.indexCode }) : t('master.qualityIndex.addTitle')}
      fields={fields}
      values={values}
      isEdit={isEdit}
      check={(formValues) => {
        const problem = qualityIndexProblem(toRuleInput(formValues));
        return problem ? t(`master.qualityIndex.${problem}`) : null;
      }}
      save={(formValues) => saveQualityIndex(toQualityIndexSaveBody(formValues, row))}
      conflictText={t('master.qualityIndex.conflict')}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

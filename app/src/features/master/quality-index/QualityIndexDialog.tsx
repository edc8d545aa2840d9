import styled from '@emotion/styled';
import { Button, Dialog, Form, useToast, type FormValues } from '@srm/design-system';
import type { QualityIndex } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { saveQualityIndex } from '../api/masterApi';
import { NEW_QUALITY_INDEX_VALUES, qualityIndexFields, toQualityIndexSaveBody, toQualityIndexValues, toRuleInput } from './qualityIndexForm';
import { qualityIndexProblem } from './qualityIndexRules';

/** Why the dialog did not save: the rule check's message or the 409. */
const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface QualityIndexDialogProps {
  /** The row being edited; none for 新增. */
  row?: QualityIndex;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑 of a quality index: the rule check of qualityIndexRules runs before anything is sent and
 * its message shows in the dialog; 保存 sends POST /system/quality-index/save and shows the gateway's
 * message (新增成功/修改成功). A 409 (someone saved the index in between) shows in the dialog; other
 * refusals (指标编码…已存在) are shown by the call layer. The dialog stays open with what was typed.
 */
export function QualityIndexDialog({ row, onClose, onSaved }: QualityIndexDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const [problem, setProblem] = useState<{ text: string; conflict: boolean } | null>(null);
  const isEdit = row !== undefined;
  const title = isEdit ? t('master.qualityIndex.editTitle', { code: row.indexCode }) : t('master.qualityIndex.addTitle');
  const fields = useMemo(() => qualityIndexFields(t, isEdit), [t, isEdit]);
  const values = useMemo(() => (row ? toQualityIndexValues(row) : NEW_QUALITY_INDEX_VALUES), [row]);

  const save = async (formValues: FormValues) => {
    const ruleProblem = qualityIndexProblem(toRuleInput(formValues));
    if (ruleProblem) {
      setProblem({ text: t(`master.qualityIndex.${ruleProblem}`), conflict: false });
      return;
    }
    setProblem(null);
    const saved = await unlessFailed(saveQualityIndex(toQualityIndexSaveBody(formValues, row)), (failure) => {
      if (failure.status === 409 || failure.code === 409) setProblem({ text: t('master.qualityIndex.conflict'), conflict: true });
    });
    if (!saved) return;
    toast.success(saved.message || t(isEdit ? 'master.updated' : 'master.added'));
    onSaved();
  };

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} width="medium">
      {problem ? (
        <Problem role="alert" data-conflict={problem.conflict || undefined}>
          {problem.text}
        </Problem>
      ) : null}
      <Form
        aria-label={title}
        fields={fields}
        defaultValues={values}
        onSubmit={save}
        renderActions={({ isSubmitting }) => (
          <>
            <Button onPress={onClose} isDisabled={isSubmitting}>
              {t('master.cancel')}
            </Button>
            <Button type="submit" variant="primary" isPending={isSubmitting} isDisabled={problem?.conflict}>
              {t('master.save')}
            </Button>
          </>
        )}
      />
    </Dialog>
  );
}

import { Select, TextArea, TextField } from '@srm/design-system';
import type { Material, Org, SmallMaterialRuleRow } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveSmallMaterialRules } from '../api/mastersApi';
import { DialogBody, FieldGrid } from '../masters/masterLayout';
import { keyOf } from '../masters/masterForm';
import { loadMaterials, MATERIAL_NAMES, ORG_NAMES } from '../masters/masterLookups';
import { ruleDraftOf, ruleDraftProblem, toRuleInput, type RuleDraft } from './smallMaterialDrafts';

export interface RuleDialogProps {
  /** The rule being edited (its org and material fixed); none for 新增. */
  row?: SmallMaterialRuleRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增/编辑 of a small-material rule: 组织 and 物料 (fixed on an edit: a rule is keyed by them), 安全库存 and
 * 再订货点 (decimal strings, at most 3 decimals, 再订货点 ≥ 安全库存), 采购提前期 (0–365 days) and 备注. 保存
 * sends the one row to POST dem/small-material-rule/save-batch; its 400 (第1行：…) shows in the dialog.
 */
export function RuleDialog({ row, onClose, onSaved }: RuleDialogProps) {
  const t = useAppT();
  const title = row ? t('demand.masters.editRule', { code: row.matCode }) : t('demand.masters.addRule');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<RuleDraft>(() => ruleDraftOf(row), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => ruleDraftProblem(current, t),
    call: (current) => saveSmallMaterialRules([toRuleInput(current)]),
    savedText: t('demand.masters.saved'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const storedMaterial = useMemo(() => (row ? [{ matCode: row.matCode, matName: row.matName ?? row.matCode } as Material] : []), [row]);

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('demand.masters.cancel')}
      saveLabel={t('demand.masters.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          <Select<Org>
            label={t('demand.masters.org')}
            isRequired
            isFilterable
            isDisabled={Boolean(row)}
            options={orgs}
            fieldNames={ORG_NAMES}
            value={draft.orgCode || null}
            onChange={(value) => patch({ orgCode: keyOf(value) })}
          />
          <Select<Material>
            label={t('demand.masters.material')}
            isRequired
            isDisabled={Boolean(row)}
            loadOptions={loadMaterials}
            selectedOptions={storedMaterial}
            fieldNames={MATERIAL_NAMES}
            value={draft.matCode || null}
            onChange={(value) => patch({ matCode: keyOf(value) })}
          />
          <TextField label={t('demand.masters.safetyStock')} isRequired inputMode="decimal" maxLength={24} value={draft.safetyStock} onChange={(safetyStock) => patch({ safetyStock })} />
          <TextField label={t('demand.masters.reorderPoint')} isRequired inputMode="decimal" maxLength={24} value={draft.reorderPoint} onChange={(reorderPoint) => patch({ reorderPoint })} />
          <TextField label={t('demand.masters.leadTimeDays')} isRequired inputMode="numeric" maxLength={3} value={draft.leadTimeDays} onChange={(leadTimeDays) => patch({ leadTimeDays })} />
        </FieldGrid>
        <TextArea label={t('demand.masters.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

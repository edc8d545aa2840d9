import styled from '@emotion/styled';
import { Select, TextField, type SelectValue } from '@srm/design-system';
import type { Org, SubInventory } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { allocateMaterial, fetchSubInventories } from '../api/allocationApi';
import type { PickAllocationLineRow } from '@srm/gateway/api';
import { allocationProblem, emptyAllocationDraft, toAllocationBody, type AllocationDraft } from './allocationDraft';
import { DialogBody } from '../../../shell/dialogLayout';

export interface AllocateDialogProps {
  line: PickAllocationLineRow;
  orgs: readonly Org[];
  onClose: () => void;
  onSaved: () => void;
}

const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const STORE_NAMES = { label: 'subName', value: 'secondaryInventoryName' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 分配 of a pick line's accepted quantity: 调入组织 (the user's orgs), 子库存 (the org's valid stores) and
 * 数量 ≤ 可分配 (checked exactly before sending). 确定 sends POST .../pick-head/submitMaterialAllocation;
 * the gateway's 400, 409 and 422 (超出可分配数量 …) show in the dialog.
 */
export function AllocateDialog({ line, orgs, onClose, onSaved }: AllocateDialogProps) {
  const t = useAppT();
  const title = t('allocation.dialogTitle', { pickNo: line.pickNo, lineNo: line.lineNo, matName: line.matName });
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<AllocationDraft>(
    emptyAllocationDraft,
    { conflictText: t('shipping.conflict'), shownStatuses: [400, 422] },
    {
      problemOf: (current) => allocationProblem(current, line.availableQuantity, t),
      call: (current) => allocateMaterial(toAllocationBody(current, line.id)),
      savedText: t('allocation.saved'),
      onSaved,
    },
  );
  const [stores, setStores] = useState<readonly SubInventory[]>([]);

  const orgCode = draft.targetOrgCode;
  useEffect(() => {
    if (orgCode === '') return;
    let live = true;
    void unlessFailed(fetchSubInventories(orgCode)).then((found) => {
      if (live && found) setStores(found);
    });
    return () => {
      live = false;
    };
  }, [orgCode]);

  return (
    <SaveDialog title={title} cancelLabel={t('allocation.close')} saveLabel={t('allocation.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <p>{t('allocation.availableHint', { available: line.availableQuantity })}</p>
        <Select<Org>
          label={t('allocation.targetOrg')}
          isRequired
          isFilterable
          options={orgs}
          fieldNames={ORG_NAMES}
          value={draft.targetOrgCode || null}
          onChange={(value) => {
            setStores([]);
            patch({ targetOrgCode: keyOf(value), subInventory: '' });
          }}
        />
        <Select<SubInventory>
          label={t('allocation.subInventory')}
          isClearable
          isDisabled={draft.targetOrgCode === ''}
          options={stores}
          fieldNames={STORE_NAMES}
          value={draft.subInventory || null}
          onChange={(value) => patch({ subInventory: keyOf(value) })}
        />
        <TextField
          label={t('allocation.quantity')}
          isRequired
          inputMode="decimal"
          maxLength={20}
          description={t('allocation.availableHint', { available: line.availableQuantity })}
          value={draft.quantity}
          onChange={(quantity) => patch({ quantity })}
        />
      </Body>
    </SaveDialog>
  );
}

const Body = styled(DialogBody)`
  p {
    margin: 0;
  }
`;

import { TextArea } from '@srm/design-system';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { auditVehicleChanges } from '../api/vehicleAuditApi';
import { auditProblem } from './vehicleAuditList';
import { DialogBody } from '../../../shell/dialogLayout';

export interface AuditDialogProps {
  ids: readonly number[];
  /** 审核通过 (true) or 驳回 (false). */
  approved: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 审核通过 / 驳回 of the ticked vehicle change requests with 审核意见 (required to reject). 确定 sends
 * POST .../pick-vehicle-update-audit/auditBatch; the gateway's 400, 409 and 422 (a request no longer
 * pending …) show in the dialog.
 */
export function AuditDialog({ ids, approved, onClose, onSaved }: AuditDialogProps) {
  const t = useAppT();
  const title = t(approved ? 'vehicleAudit.approveTitle' : 'vehicleAudit.rejectTitle', { count: ids.length });
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<{ opinion: string }>(
    () => ({ opinion: '' }),
    { conflictText: t('shipping.conflict'), shownStatuses: [400, 409, 422] },
    {
      problemOf: (current) => auditProblem(approved, current.opinion, t),
      call: (current) => auditVehicleChanges({ ids: [...ids], approved, opinion: current.opinion.trim() || null }),
      savedText: t('vehicleAudit.audited'),
      onSaved,
    },
  );
  return (
    <SaveDialog title={title} cancelLabel={t('vehicleAudit.cancel')} saveLabel={t('vehicleAudit.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextArea label={t('vehicleAudit.opinion')} isRequired={!approved} maxLength={500} value={draft.opinion} onChange={(opinion) => patch({ opinion })} />
      </DialogBody>
    </SaveDialog>
  );
}

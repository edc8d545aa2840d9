import { TextArea, TextField } from '@srm/design-system';
import type { PickApplyVehicle } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { changeVehicle } from '../api/applyApi';
import { toVehicleChangeBody, vehicleChangeDraftOf, vehicleChangeProblem, type VehicleChangeDraft } from './applyDraft';

/** 变更车辆 {plateNo}: the new 车牌号, 司机 and 手机号 with 变更原因; 确定 sends POST pick-apply/vehicle/change (kept in the history). */
export function VehicleChangeDialog({ vehicle, onClose, onSaved }: { vehicle: PickApplyVehicle; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.apply.changeTitle', { code: vehicle.plateNo });
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<VehicleChangeDraft>(
    () => vehicleChangeDraftOf(vehicle),
    { conflictText: t('order.apply.conflict'), shownStatuses: '4xx' },
    { problemOf: (current) => vehicleChangeProblem(current, t), call: (current) => changeVehicle(toVehicleChangeBody(vehicle, current)), savedText: t('order.apply.vehicleChanged'), onSaved },
  );
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('order.apply.cancel')} saveLabel={t('order.apply.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <TextField label={t('order.apply.plateNo')} isRequired maxLength={20} value={draft.plateNo} onChange={(plateNo) => patch({ plateNo })} />
          <TextField label={t('order.apply.driverName')} isRequired maxLength={50} value={draft.driverName} onChange={(driverName) => patch({ driverName })} />
          <TextField label={t('order.apply.driverPhone')} isRequired inputMode="tel" maxLength={20} value={draft.driverPhone} onChange={(driverPhone) => patch({ driverPhone })} />
        </FieldGrid>
        <TextArea label={t('order.apply.changeReason')} isRequired maxLength={200} value={draft.reason} onChange={(reason) => patch({ reason })} />
      </DialogBody>
    </SaveDialog>
  );
}

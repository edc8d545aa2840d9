import { Button, Select, TextField, type SelectValue } from '@srm/design-system';
import type { PickApplyDetail } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { allocateVehicles } from '../api/applyApi';
import { RowButtons, Rows } from '../tableStyles';
import { isOpenLine } from './applyList';
import { addVehicle, allocationProblem, emptyVehicle, lineLeft, removeVehicle, toAllocationBody, type VehicleRow } from './applyDraft';

const keyOf = (value: SelectValue) => (typeof value === 'string' || typeof value === 'number' ? Number(value) : null);

interface AllocationDraft {
  lineId: number | null;
  vehicles: VehicleRow[];
}

/**
 * 分配车辆 {applyNo} of a committed apply: 申请行 (its open lines with what is left to assign) and vehicle
 * rows (车牌号, 司机, 手机号, 身份证号, 数量) with 添加车辆 / 删除; 确定 sends POST pick-apply/allocation.
 */
export function AllocateDialog({ detail, lineId, onClose, onSaved }: { detail: PickApplyDetail; lineId?: number; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.apply.allocateTitle', { code: detail.applyNo });
  const openLines = detail.lines.filter(isOpenLine);
  const [lineOptions] = useState(() =>
    openLines.map((line) => ({ value: String(line.id), label: t('order.apply.lineLeft', { lineNo: line.lineNo, matName: line.matName, left: lineLeft(line) }) })),
  );
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<AllocationDraft>(
    () => ({ lineId: lineId ?? (openLines.length === 1 ? (openLines[0]?.id ?? null) : null), vehicles: [emptyVehicle(1)] }),
    { conflictText: t('order.apply.conflict'), shownStatuses: '4xx' },
    {
      problemOf: (current) => allocationProblem(detail.lines.find((line) => line.id === current.lineId) ?? null, current.vehicles, t),
      call: (current) => allocateVehicles(toAllocationBody(current.lineId ?? 0, current.vehicles)),
      savedText: t('order.apply.allocated'),
      onSaved,
    },
  );
  const patchVehicle = (key: number, values: Partial<VehicleRow>) =>
    setDraft((current) => ({ ...current, vehicles: current.vehicles.map((vehicle) => (vehicle.key === key ? { ...vehicle, ...values } : vehicle)) }));
  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.apply.cancel')} saveLabel={t('order.apply.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Select label={t('order.apply.lines')} isRequired options={lineOptions} value={draft.lineId === null ? null : String(draft.lineId)} onChange={(value) => patch({ lineId: keyOf(value) })} />
        <Rows aria-label={t('order.apply.vehicles')}>
          <caption>{t('order.apply.vehicles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.apply.plateNo')}</th>
              <th scope="col">{t('order.apply.driverName')}</th>
              <th scope="col">{t('order.apply.driverPhone')}</th>
              <th scope="col">{t('order.apply.idCard')}</th>
              <th scope="col">{t('order.apply.quantity')}</th>
              <th scope="col">{t('order.apply.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.vehicles.map((vehicle) => (
              <tr key={vehicle.key}>
                <td>
                  <TextField aria-label={t('order.apply.plateNo')} maxLength={20} value={vehicle.plateNo} onChange={(plateNo) => patchVehicle(vehicle.key, { plateNo })} />
                </td>
                <td>
                  <TextField aria-label={t('order.apply.driverName')} maxLength={50} value={vehicle.driverName} onChange={(driverName) => patchVehicle(vehicle.key, { driverName })} />
                </td>
                <td>
                  <TextField aria-label={t('order.apply.driverPhone')} inputMode="tel" maxLength={20} value={vehicle.driverPhone} onChange={(driverPhone) => patchVehicle(vehicle.key, { driverPhone })} />
                </td>
                <td>
                  <TextField aria-label={t('order.apply.idCard')} maxLength={18} value={vehicle.idCard} onChange={(idCard) => patchVehicle(vehicle.key, { idCard })} />
                </td>
                <td>
                  <TextField aria-label={t('order.apply.quantity')} inputMode="decimal" maxLength={22} value={vehicle.quantity} onChange={(quantity) => patchVehicle(vehicle.key, { quantity })} />
                </td>
                <td>
                  <Button variant="link" isDisabled={draft.vehicles.length <= 1} onPress={() => setDraft((current) => ({ ...current, vehicles: removeVehicle(current.vehicles, vehicle.key) }))}>
                    {t('order.apply.removeVehicle')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
        <RowButtons>
          <Button onPress={() => setDraft((current) => ({ ...current, vehicles: addVehicle(current.vehicles) }))}>{t('order.apply.addVehicle')}</Button>
        </RowButtons>
      </DialogBody>
    </SaveDialog>
  );
}

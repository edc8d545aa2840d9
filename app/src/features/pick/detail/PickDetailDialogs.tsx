import styled from '@emotion/styled';
import { Select, Spinner, TextArea, TextField, useLocale, type SelectValue } from '@srm/design-system';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { closePick, confirmPick, fetchPickCloseValidation, forceClosePick, requestVehicleChange } from '../api/pickApi';
import type { PickCloseValidation, PickHeadRow, PickVehicleRow } from '../api/pickTypes';
import { toVehicleChangeBody, vehicleChangeDraftOf, vehicleChangeProblem, type VehicleChangeDraft } from './vehicleChange';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';

interface PickDialogProps {
  head: PickHeadRow;
  onClose: () => void;
  /** After the call went through (its message shown): close and reload the pick. */
  onDone: () => void;
}

/** 拒单 of a supplier's user: 拒单原因 (required), then POST supplierConfirm {accept: false, opinion}. */
export function RefuseDialog({ head, onClose, onDone }: PickDialogProps) {
  const t = useAppT();
  const [reason, setReason] = useState('');
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const title = t('pick.refuse.title', { pickNo: head.pickNo });
  const send = async () => {
    if (reason.trim() === '') {
      refuse(t('pick.refuse.required'));
      return;
    }
    await run(() => confirmPick({ id: head.id, version: head.version, accept: false, opinion: reason.trim() }), { savedText: t('pick.operated'), onSaved: onDone });
  };
  return (
    <SaveDialog title={title} width="small" cancelLabel={t('pick.cancel')} saveLabel={t('pick.refuse.confirm')} isSaving={isSaving} problem={problem} onSave={() => void send()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextArea label={t('pick.refuse.reason')} isRequired maxLength={500} value={reason} onChange={setReason} />
      </DialogBody>
    </SaveDialog>
  );
}

/**
 * 关闭 or 强制关闭: reads closePick/valid, shows its problems (weighed shipments not accepted …) and the
 * quantity the close releases, and asks 关闭原因. 关闭 is refused while the check finds problems;
 * 强制关闭 closes anyway.
 */
export function CloseDialog({ head, force, onClose, onDone }: PickDialogProps & { force: boolean }) {
  const t = useAppT();
  const [reason, setReason] = useState('');
  const [validation, setValidation] = useState<PickCloseValidation | null>(null);
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const title = t(force ? 'pick.forceClose.title' : 'pick.close.title', { pickNo: head.pickNo });

  useEffect(() => {
    let current = true;
    void unlessFailed(fetchPickCloseValidation(head.id)).then((answer) => {
      if (current && answer) setValidation(answer);
    });
    return () => {
      current = false;
    };
  }, [head.id]);

  const send = async () => {
    if (reason.trim() === '') {
      refuse(t('pick.close.required'));
      return;
    }
    await run(() => (force ? forceClosePick(head.id, reason.trim()) : closePick(head.id, reason.trim())), { savedText: t('pick.operated'), onSaved: onDone });
  };

  return (
    <SaveDialog
      title={title}
      width="medium"
      cancelLabel={t('pick.cancel')}
      saveLabel={t(force ? 'pick.forceClose.confirm' : 'pick.close.confirm')}
      isSaving={isSaving}
      problem={problem}
      isSaveDisabled={validation === null || (!force && !validation.closable)}
      onSave={() => void send()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        {validation === null ? (
          <Waiting role="status">
            <Spinner size="small" /> {t('pick.close.checking')}
          </Waiting>
        ) : (
          <Check role="group" aria-label={t('pick.close.title', { pickNo: head.pickNo })}>
            {validation.problems.length > 0 ? (
              <>
                <p>{t('pick.close.problems')}</p>
                <ul data-close-problems="">
                  {validation.problems.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
                {force ? <p>{t('pick.close.forceHint')}</p> : null}
              </>
            ) : (
              <p>{t('pick.close.noProblems')}</p>
            )}
            <p data-release="">{t('pick.close.release', { quantity: validation.releaseQuantity })}</p>
          </Check>
        )}
        <TextArea label={t('pick.close.reason')} isRequired maxLength={500} value={reason} onChange={setReason} />
      </DialogBody>
    </SaveDialog>
  );
}

const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 车辆变更: the vehicle to change (the only one preselected), its new plate, driver, mobile and ID
 * number (checked with the design system's rules) and the reason; 提交审核 sends
 * pick-vehicle-update-audit/add, and the change applies once the warehouse approves it.
 */
export function VehicleChangeDialog({ head, vehicles, onClose, onDone }: PickDialogProps & { vehicles: readonly PickVehicleRow[] }) {
  const t = useAppT();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<VehicleChangeDraft>(() => vehicleChangeDraftOf(vehicles.length === 1 ? vehicles[0] : undefined));
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const patch = (values: Partial<VehicleChangeDraft>) => setDraft((current) => ({ ...current, ...values }));
  const title = t('pick.vehicle.title', { pickNo: head.pickNo });
  const options = vehicles.map((vehicle) => ({ value: String(vehicle.id), label: `${vehicle.plateNo} ${vehicle.driverName}` }));

  const send = async () => {
    const found = vehicleChangeProblem(draft, locale === 'en' ? 'en' : 'zh-CN');
    if (found) {
      refuse(found.kind === 'required' ? t('pick.vehicle.required') : found.message);
      return;
    }
    await run(() => requestVehicleChange(toVehicleChangeBody(draft)), { savedText: t('pick.vehicle.submitted'), onSaved: onDone });
  };

  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('pick.cancel')} saveLabel={t('pick.vehicle.submit')} isSaving={isSaving} problem={problem} onSave={() => void send()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Select
          label={t('pick.vehicle.vehicle')}
          isRequired
          options={options}
          value={draft.vehicleId === null ? null : String(draft.vehicleId)}
          onChange={(value) => {
            const chosen = vehicles.find((vehicle) => String(vehicle.id) === keyOf(value));
            setDraft((current) => ({ ...vehicleChangeDraftOf(chosen), reason: current.reason }));
          }}
        />
        <FieldGrid>
          <TextField label={t('pick.vehicle.newPlateNo')} isRequired maxLength={10} value={draft.plateNo} onChange={(plateNo) => patch({ plateNo })} />
          <TextField label={t('pick.detail.driverName')} isRequired maxLength={30} value={draft.driverName} onChange={(driverName) => patch({ driverName })} />
          <TextField label={t('pick.detail.driverPhone')} isRequired maxLength={11} value={draft.driverPhone} onChange={(driverPhone) => patch({ driverPhone })} />
          <TextField label={t('pick.detail.idCard')} isRequired maxLength={18} value={draft.idCard} onChange={(idCard) => patch({ idCard })} />
        </FieldGrid>
        <TextArea label={t('pick.vehicle.reason')} isRequired maxLength={500} value={draft.reason} onChange={(reason) => patch({ reason })} />
      </DialogBody>
    </SaveDialog>
  );
}

const Check = styled.div`
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  ul {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

import styled from '@emotion/styled';
import { Button, DatePicker, Select, TextArea, TextField, useLocale, type SelectValue } from '@srm/design-system';
import { useEffect, useId, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { fetchPickLines, fetchPickVehicles, fetchQualityIndicators, saveShipping } from '../api/shippingApi';
import type { ShippingDetail } from '@srm/gateway/api';
import type { PickLineChoice, PickVehicleChoice } from '../api/shippingApi';
import { netWeightOf, qualityEntriesOf, shippingDraftOf, shippingProblem, standardText, toShippingSaveBody, type QualityEntry, type ShippingDraft } from './shippingDraft';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';

export interface ShippingDialogProps {
  /** The shipment being edited (not accepted yet); none for 新增. */
  detail?: ShippingDetail;
  onClose: () => void;
  onSaved: () => void;
}

const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 新增/编辑 of a shipment: the pick (查询提货单 by its number) and its line, a vehicle of the pick (fills
 * 车牌号 and 司机), the dates and 发运数量, the weighing (毛重, 皮重 and 净重 = 毛重 − 皮重, exact and live)
 * and the measured value of each quality index of the line's material (its own standard where it has
 * one). 保存 sends POST .../pick-shipping/save; the gateway's 400, 409 and 422 show in the dialog,
 * which keeps what was typed.
 */
export function ShippingDialog({ detail, onClose, onSaved }: ShippingDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const netId = useId();
  const title = detail ? t('shipping.editTitle', { code: detail.shipping.shippingNo }) : t('shipping.addTitle');
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<ShippingDraft>(
    () => shippingDraftOf(detail),
    { conflictText: t('shipping.conflict'), shownStatuses: [400, 422] },
    {
      problemOf: (current) => shippingProblem(current, t, locale),
      call: (current) => saveShipping(toShippingSaveBody(current, detail?.shipping)),
      savedText: t('shipping.saved'),
      onSaved,
    },
  );
  const [lines, setLines] = useState<readonly PickLineChoice[]>([]);
  const [vehicles, setVehicles] = useState<readonly PickVehicleChoice[]>([]);
  const [lookupNote, setLookupNote] = useState('');
  const line = lines.find((choice) => choice.id === draft.pickMaterialId);
  const matCode = line?.matCode ?? detail?.shipping.matCode ?? '';
  const pickId = line?.pickId ?? detail?.shipping.pickId ?? null;

  const findPick = async (pickNo: string) => {
    const wanted = pickNo.trim();
    if (wanted === '') return;
    const found = await unlessFailed(fetchPickLines(wanted));
    if (!found) return;
    setLines(found);
    setLookupNote(found.length === 0 ? t('shipping.pickNotFound', { pickNo: wanted }) : '');
    if (found.length === 1 && found[0]) patch({ pickMaterialId: found[0].id });
  };

  // An edited shipment's pick: its lines, so the line select shows the shipment's.
  const editedPickNo = detail?.shipping.pickNo;
  useEffect(() => {
    if (!editedPickNo) return;
    let live = true;
    void unlessFailed(fetchPickLines(editedPickNo)).then((found) => {
      if (live && found) setLines(found);
    });
    return () => {
      live = false;
    };
  }, [editedPickNo]);

  // The pick's vehicles, once a line (and so a pick) is known.
  useEffect(() => {
    if (pickId === null) return;
    let live = true;
    void unlessFailed(fetchPickVehicles(pickId)).then((found) => {
      if (live && found) setVehicles(found);
    });
    return () => {
      live = false;
    };
  }, [pickId]);

  // The quality indices of the line's material, keeping the values typed or saved.
  useEffect(() => {
    if (matCode === '') return;
    let live = true;
    void unlessFailed(fetchQualityIndicators(matCode)).then((indicators) => {
      if (live && indicators) setDraft((current) => ({ ...current, qualities: qualityEntriesOf(indicators, current.qualities) }));
    });
    return () => {
      live = false;
    };
  }, [matCode, setDraft]);

  const lineOptions = useMemo(
    () =>
      lines.map((choice) => ({
        value: String(choice.id),
        label: t('shipping.pickLineOption', { lineNo: choice.lineNo, matName: choice.matName, planned: choice.plannedQuantity, shipped: choice.shippedQuantity }),
      })),
    [lines, t],
  );
  const vehicleOptions = useMemo(() => vehicles.map((vehicle) => ({ value: String(vehicle.id), label: `${vehicle.plateNo} ${vehicle.driverName}` })), [vehicles]);
  const net = netWeightOf(draft.grossWeight, draft.tareWeight);

  const chooseVehicle = (value: SelectValue) => {
    const vehicle = vehicles.find((choice) => String(choice.id) === keyOf(value));
    patch(vehicle ? { vehicleId: vehicle.id, plateNo: vehicle.plateNo, driverName: vehicle.driverName } : { vehicleId: null });
  };
  const patchQuality = (indexCode: string, value: string) =>
    setDraft((current) => ({ ...current, qualities: current.qualities.map((entry: QualityEntry) => (entry.indexCode === indexCode ? { ...entry, value } : entry)) }));

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('shipping.cancel')} saveLabel={t('shipping.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Grid columns={3}>
          <PickLookup>
            <TextField
              label={t('shipping.pickNo')}
              isRequired
              isReadOnly={Boolean(detail)}
              maxLength={40}
              value={draft.pickNo}
              onChange={(pickNo) => patch({ pickNo })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void findPick(draft.pickNo);
              }}
            />
            {detail ? null : <Button onPress={() => void findPick(draft.pickNo)}>{t('shipping.findPick')}</Button>}
          </PickLookup>
          <Select
            label={t('shipping.pickLine')}
            isRequired
            isDisabled={Boolean(detail)}
            options={lineOptions}
            value={draft.pickMaterialId === null ? null : String(draft.pickMaterialId)}
            onChange={(value) => {
              const id = keyOf(value);
              patch({ pickMaterialId: id === '' ? null : Number(id) });
            }}
          />
          <Select label={t('shipping.vehicle')} isClearable options={vehicleOptions} value={draft.vehicleId === null ? null : String(draft.vehicleId)} onChange={chooseVehicle} />
          <TextField label={t('shipping.plateNo')} isRequired maxLength={10} value={draft.plateNo} onChange={(plateNo) => patch({ plateNo, vehicleId: null })} />
          <TextField label={t('shipping.driverName')} maxLength={40} value={draft.driverName} onChange={(driverName) => patch({ driverName })} />
          <TextField label={t('shipping.shippedQuantity')} isRequired inputMode="decimal" maxLength={20} value={draft.shippedQuantity} onChange={(shippedQuantity) => patch({ shippedQuantity })} />
          <DatePicker label={t('shipping.shippingDate')} isRequired value={draft.shippingDate} onChange={(shippingDate) => patch({ shippingDate })} />
          <DatePicker label={t('shipping.arrivalDate')} value={draft.arrivalDate} onChange={(arrivalDate) => patch({ arrivalDate })} />
        </Grid>
        {lookupNote ? <Note role="status">{lookupNote}</Note> : null}
        <fieldset>
          <legend>{t('shipping.weights')}</legend>
          <Grid columns={3}>
            <TextField label={t('shipping.grossWeight')} inputMode="decimal" maxLength={20} value={draft.grossWeight} onChange={(grossWeight) => patch({ grossWeight })} />
            <TextField label={t('shipping.tareWeight')} inputMode="decimal" maxLength={20} value={draft.tareWeight} onChange={(tareWeight) => patch({ tareWeight })} />
            <Net>
              <span id={netId}>{t('shipping.netWeight')}</span>
              <output aria-labelledby={netId} aria-live="polite" title={t('shipping.netLive')}>
                {net === '' ? '-' : net}
              </output>
            </Net>
          </Grid>
        </fieldset>
        <Qualities aria-label={t('shipping.qualities')}>
          <caption>{t('shipping.qualities')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shipping.indexName')}</th>
              <th scope="col">{t('shipping.standard')}</th>
              <th scope="col">{t('shipping.indexUnit')}</th>
              <th scope="col">{t('shipping.indexValue')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.qualities.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('shipping.noIndices')}</td>
              </tr>
            ) : (
              draft.qualities.map((entry) => (
                <tr key={entry.indexCode}>
                  <th scope="row">{entry.indexName}</th>
                  <td>{standardText(entry)}</td>
                  <td>{entry.unit || '-'}</td>
                  <td>
                    <TextField aria-label={`${entry.indexName} ${t('shipping.indexValue')}`} inputMode="decimal" maxLength={16} value={entry.value} onChange={(value) => patchQuality(entry.indexCode, value)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Qualities>
        <TextArea label={t('shipping.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </Body>
    </SaveDialog>
  );
}

const Body = styled(DialogBody)`
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
`;

const Grid = styled(FieldGrid)`
  align-items: end;
`;

const PickLookup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

const Net = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  output {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Qualities = styled.table`
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
  }
`;

import styled from '@emotion/styled';
import { Button, DatePicker, Select, Spinner, TextArea, TextField, useLocale, type SelectValue } from '@srm/design-system';
import type { Org } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { fetchPickableContracts, fetchPickContractLines, savePick } from '../api/pickApi';
import type { PickableContract, PickDetail, PickSaved } from '../api/pickTypes';
import {
  draftLinesOf,
  emptyCost,
  emptyVehicle,
  PICK_COST_TYPES,
  pickDraftOf,
  pickDraftProblem,
  plannedTotal,
  toPickSaveBody,
  type PickDraft,
  type PickDraftCost,
  type PickDraftLine,
  type PickDraftVehicle,
} from './pickDraft';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';

export interface PickEditorDialogProps {
  /** The pick being edited (new or refused); none for 新增. */
  pick?: PickDetail;
  onClose: () => void;
  /** After the save: the saved pick's id, number and version. */
  onSaved: (saved: PickSaved) => void;
}

const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));
const contractOption = (contract: PickableContract) => ({ value: String(contract.id), label: `${contract.contractNo} ${contract.contractName}（${contract.supplierName}）` });
type ContractOption = ReturnType<typeof contractOption>;

const VEHICLE_FIELDS = [
  ['plateNo', 'pick.detail.plateNo', 10],
  ['driverName', 'pick.detail.driverName', 30],
  ['driverPhone', 'pick.detail.driverPhone', 11],
  ['idCard', 'pick.detail.idCard', 18],
  ['quantity', 'pick.detail.vehicleQuantity', 20],
] as const satisfies readonly (readonly [keyof PickDraftVehicle, AppMessageKey, number])[];

/**
 * 新增/编辑 of a 提货单: the contract in force (searched in pickable-contracts by number, name or supplier; fixed on an
 * edit), its lines with 合同数量, 已执行, 其他提货占用 and 可提货数量 and a 本次提货数量 per line
 * (exact, ≤ 可提货数量), 提货日期, the arrival window, the receiving org, sub-inventory and remark,
 * the vehicles (车牌号, 司机, 手机号, 身份证号 checked by the design system's rules) and the costs.
 * 保存 sends POST pick-head/save; the gateway's 400/422 (可提货数量不足 …) and 409 show in the dialog,
 * which keeps what was typed.
 */
export function PickEditorDialog({ pick, onClose, onSaved }: PickEditorDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const orgs = useAtomValue(sessionDataAtom)?.orgs ?? [];
  const head = pick?.head;
  const title = head ? t('pick.editor.editTitle', { pickNo: head.pickNo }) : t('pick.editor.addTitle');
  const [draft, setDraft] = useState<PickDraft>(() => pickDraftOf(pick));
  // The chosen contract's option, so the combobox keeps showing it after a search.
  const [chosen, setChosen] = useState<ContractOption[]>([]);
  // The contract whose lines arrived last: the lines are loading until it is the chosen one.
  const [linesFor, setLinesFor] = useState<number | null>(null);
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('pick.editor.conflict'), shownStatuses: [400, 422] });
  const patch = (values: Partial<PickDraft>) => setDraft((current) => ({ ...current, ...values }));
  const patchLine = (index: number, values: Partial<PickDraftLine>) => setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...values } : line)) }));
  const patchVehicle = (index: number, values: Partial<PickDraftVehicle>) =>
    setDraft((current) => ({ ...current, vehicles: current.vehicles.map((vehicle, at) => (at === index ? { ...vehicle, ...values } : vehicle)) }));
  const patchCost = (index: number, values: Partial<PickDraftCost>) => setDraft((current) => ({ ...current, costs: current.costs.map((cost, at) => (at === index ? { ...cost, ...values } : cost)) }));

  // The contracts a new pick may be made on, searched in the gateway by number, name or supplier (it
  // answers the first 50 in number order, so a search is what finds any contract in force).
  const loadContracts = useCallback(async (keyword: string, { page }: { page: number }) => {
    if (page > 1) return { options: [], total: 0 };
    const list = (await unlessFailed(fetchPickableContracts(keyword.trim()))) ?? [];
    return { options: list.map(contractOption), total: list.length };
  }, []);

  // The lines of the chosen contract (an edit's own contract on opening).
  const contractId = draft.contractId;
  useEffect(() => {
    if (contractId === null) return;
    let current = true;
    void unlessFailed(fetchPickContractLines(contractId)).then((answer) => {
      if (!current) return;
      setLinesFor(contractId);
      setDraft((now) => ({ ...now, lines: answer ? draftLinesOf(answer.lines, pick) : [] }));
    });
    return () => {
      current = false;
    };
  }, [contractId, pick]);

  const linesLoading = contractId !== null && linesFor !== contractId;
  const costOptions = useMemo(() => PICK_COST_TYPES.map((type) => ({ value: type, label: t(`pick.costType.${type}`) })), [t]);

  const save = async () => {
    const found = pickDraftProblem(draft, locale === 'en' ? 'en' : 'zh-CN');
    if (found) {
      refuse(t(found.key, found.params));
      return;
    }
    let saved: PickSaved | undefined;
    await run(
      async () => {
        const answer = await savePick(toPickSaveBody(draft, head));
        saved = answer.data;
        return answer;
      },
      { savedText: t('pick.editor.saved'), onSaved: () => saved && onSaved(saved) },
    );
  };

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('pick.cancel')}
      saveLabel={t('pick.editor.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          {head ? (
            <TextField label={t('pick.editor.contract')} isReadOnly value={head.contractNo} />
          ) : (
            <Select<ContractOption>
              label={t('pick.editor.contract')}
              description={t('pick.editor.contractHint')}
              isRequired
              loadOptions={loadContracts}
              selectedOptions={chosen}
              value={draft.contractId === null ? null : String(draft.contractId)}
              onChange={(value, selected) => {
                const key = keyOf(value);
                setChosen(selected.flatMap((option) => (option.raw ? [option.raw] : [])));
                patch({ contractId: key === '' ? null : Number(key), lines: [] });
              }}
            />
          )}
          <DatePicker label={t('pick.pickDate')} value={draft.pickDate} onChange={(pickDate) => patch({ pickDate })} />
          <Select<Org> label={t('pick.storeOrg')} isClearable isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.storeOrgCode || null} onChange={(value) => patch({ storeOrgCode: keyOf(value) })} />
          <DatePicker label={t('pick.arrivalStart')} value={draft.arrivalStart} onChange={(arrivalStart) => patch({ arrivalStart })} />
          <DatePicker label={t('pick.arrivalEnd')} value={draft.arrivalEnd} onChange={(arrivalEnd) => patch({ arrivalEnd })} />
          <TextField label={t('pick.subInventory')} maxLength={40} value={draft.subInventory} onChange={(subInventory) => patch({ subInventory })} />
        </FieldGrid>
        <TextArea label={t('pick.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />

        <Part aria-label={t('pick.editor.lines')}>
          <h3>{t('pick.editor.lines')}</h3>
          {linesLoading ? (
            <Waiting role="status">
              <Spinner size="small" /> {t('pick.editor.loadingLines')}
            </Waiting>
          ) : null}
          <Scroll>
            <Grid aria-label={t('pick.editor.lines')}>
              <thead>
                <tr>
                  <th scope="col">{t('pick.detail.lineNo')}</th>
                  <th scope="col">{t('pick.detail.matName')}</th>
                  <th scope="col">{t('pick.detail.unit')}</th>
                  <th scope="col">{t('pick.editor.contractQuantity')}</th>
                  <th scope="col">{t('pick.editor.executedQuantity')}</th>
                  <th scope="col">{t('pick.editor.otherPickQuantity')}</th>
                  <th scope="col">{t('pick.editor.availableQuantity')}</th>
                  <th scope="col">{t('pick.editor.plannedQuantity')}</th>
                </tr>
              </thead>
              <tbody>
                {draft.lines.map((line, index) => (
                  <tr key={line.contractLineId}>
                    <td>{line.lineNo}</td>
                    <td>
                      {line.matName}（{line.matCode}）
                    </td>
                    <td>{line.unitCode}</td>
                    <td>{line.quantity}</td>
                    <td>{line.executedQuantity}</td>
                    <td>{line.openPickQuantity}</td>
                    <td data-available>{line.availableQuantity}</td>
                    <td>
                      <TextField
                        aria-label={t('pick.editor.plannedLabel', { line: line.lineNo })}
                        inputMode="decimal"
                        maxLength={20}
                        value={line.plannedQuantity}
                        onChange={(plannedQuantity) => patchLine(index, { plannedQuantity })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={7}>
                    {t('pick.plannedQuantity')}
                  </th>
                  <td data-total="planned">{plannedTotal(draft)}</td>
                </tr>
              </tfoot>
            </Grid>
          </Scroll>
        </Part>

        <Part aria-label={t('pick.editor.vehicles')}>
          <PartHead>
            <h3>{t('pick.editor.vehicles')}</h3>
            <Button onPress={() => patch({ vehicles: [...draft.vehicles, emptyVehicle()] })}>{t('pick.editor.addVehicle')}</Button>
          </PartHead>
          <Scroll>
            <Grid aria-label={t('pick.editor.vehicles')}>
              <thead>
                <tr>
                  {VEHICLE_FIELDS.map(([field, label]) => (
                    <th key={field} scope="col">
                      {t(label)}
                    </th>
                  ))}
                  <th scope="col" aria-label={t('pick.editor.removeVehicle')} />
                </tr>
              </thead>
              <tbody>
                {draft.vehicles.map((vehicle, index) => (
                  <tr key={index}>
                    {VEHICLE_FIELDS.map(([field, label, maxLength]) => (
                      <td key={field}>
                        <TextField
                          aria-label={t('pick.editor.vehicleLabel', { n: index + 1, field: t(label) })}
                          maxLength={maxLength}
                          value={String(vehicle[field] ?? '')}
                          onChange={(value) => patchVehicle(index, { [field]: value })}
                        />
                      </td>
                    ))}
                    <td>
                      <Button variant="text" aria-label={`${t('pick.editor.removeVehicle')} ${index + 1}`} onPress={() => patch({ vehicles: draft.vehicles.filter((_vehicle, at) => at !== index) })}>
                        {t('pick.editor.removeVehicle')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Scroll>
        </Part>

        <Part aria-label={t('pick.editor.costs')}>
          <PartHead>
            <h3>{t('pick.editor.costs')}</h3>
            <Button onPress={() => patch({ costs: [...draft.costs, emptyCost()] })}>{t('pick.editor.addCost')}</Button>
          </PartHead>
          {draft.costs.length > 0 ? (
            <Scroll>
              <Grid aria-label={t('pick.editor.costs')}>
                <thead>
                  <tr>
                    <th scope="col">{t('pick.detail.costType')}</th>
                    <th scope="col">{t('pick.detail.costName')}</th>
                    <th scope="col">{t('pick.detail.amount')}</th>
                    <th scope="col">{t('pick.remark')}</th>
                    <th scope="col" aria-label={t('pick.editor.removeCost')} />
                  </tr>
                </thead>
                <tbody>
                  {draft.costs.map((cost, index) => (
                    <tr key={index}>
                      <td>
                        <Select
                          aria-label={t('pick.editor.costLabel', { n: index + 1, field: t('pick.detail.costType') })}
                          options={costOptions}
                          value={cost.costType || null}
                          onChange={(value) => patchCost(index, { costType: keyOf(value) as PickDraftCost['costType'] })}
                        />
                      </td>
                      <td>
                        <TextField aria-label={t('pick.editor.costLabel', { n: index + 1, field: t('pick.detail.costName') })} maxLength={60} value={cost.costName} onChange={(costName) => patchCost(index, { costName })} />
                      </td>
                      <td>
                        <TextField aria-label={t('pick.editor.costLabel', { n: index + 1, field: t('pick.detail.amount') })} inputMode="decimal" maxLength={20} value={cost.amount} onChange={(amount) => patchCost(index, { amount })} />
                      </td>
                      <td>
                        <TextField aria-label={t('pick.editor.costLabel', { n: index + 1, field: t('pick.remark') })} maxLength={200} value={cost.remark} onChange={(remark) => patchCost(index, { remark })} />
                      </td>
                      <td>
                        <Button variant="text" aria-label={`${t('pick.editor.removeCost')} ${index + 1}`} onPress={() => patch({ costs: draft.costs.filter((_cost, at) => at !== index) })}>
                          {t('pick.editor.removeCost')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Grid>
            </Scroll>
          ) : null}
        </Part>
      </DialogBody>
    </SaveDialog>
  );
}

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const PartHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Grid = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    text-align: start;
    white-space: nowrap;
  }
  td:has(input) {
    min-width: 140px;
  }
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

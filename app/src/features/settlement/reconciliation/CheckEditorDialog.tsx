import styled from '@emotion/styled';
import { Button, Checkbox, DatePicker, Select, Spinner, TextArea, TextField, type LoadSelectOptions } from '@srm/design-system';
import type { Category, Org, Supplier } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { calculateDraft, fetchCheckableShipments, saveCheck, searchCheckSuppliers } from '../api/checkApi';
import type { AccountCheckDetail, AccountCheckSaved, CheckCalculation } from '../api/checkTypes';
import {
  calculationKey,
  calculationLines,
  checkDraftOf,
  checkDraftProblem,
  draftFigures,
  draftLinesOf,
  lineFigures,
  toCheckSaveBody,
  type CheckDraft,
  type CheckDraftLine,
  type CheckFigures,
} from './checkDraft';
import { selectedKey } from '../../../shell/selectKey';

export interface CheckEditorDialogProps {
  /** The check being edited (new or rejected); none for 新增. */
  check?: AccountCheckDetail;
  onClose: () => void;
  onSaved: (saved: AccountCheckSaved) => void;
}

const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;
const SUPPLIER_NAMES = { label: 'name', value: 'sn' } as const;

const loadSuppliers: LoadSelectOptions<Supplier> = async (keyword, { page, signal }) => {
  if (page > 1) return { options: [] };
  const options = (await unlessFailed(searchCheckSuppliers(keyword, signal))) ?? [];
  return { options, total: options.length };
};

/**
 * 新增/编辑 of a 对账单: 供应商 (searched by name), 组织 and 品类 (the user's), then the accepted shipments
 * left to check of those three (checkable-shipments; 提货单号 narrows them) with 发运单号, 提货单号, 合同号,
 * 物料, 验收数量, 可对账数量, 合同单价, 扣款单价, 结算单价, 税率 and, per ticked shipment, 本次对账数量
 * (default what is left; less splits it) with its 金额 and 税额; the totals of the ticked lines live and
 * exact (checkDraft), 实时计算 asks the gateway for the same figures. 保存 sends POST …/save; the
 * gateway's 400/422 and 409 show in the dialog, which keeps what was typed.
 */
export function CheckEditorDialog({ check, onClose, onSaved }: CheckEditorDialogProps) {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgs = session?.orgs ?? [];
  const categories = session?.categories ?? [];
  const head = check?.head;
  const title = head ? t('check.editor.editTitle', { checkNo: head.checkNo }) : t('check.editor.addTitle');
  const [draft, setDraft] = useState<CheckDraft>(() => checkDraftOf(check));
  const [chosenSupplier, setChosenSupplier] = useState<Supplier[]>(() => (head ? [{ sn: head.supplierSn, name: head.supplierName } as Supplier] : []));
  const [pickNo, setPickNo] = useState('');
  const [query, setQuery] = useState(0);
  const [linesFor, setLinesFor] = useState<string | null>(null);
  const [calculated, setCalculated] = useState<{ key: string; figures: CheckCalculation } | null>(null);
  const [calculating, setCalculating] = useState(false);
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('check.editor.conflict'), shownStatuses: [400, 422] });

  const patch = (values: Partial<CheckDraft>) => setDraft((current) => ({ ...current, ...values }));
  const patchLine = (index: number, values: Partial<CheckDraftLine>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...values } : line)) }));

  const { supplierSn, orgCode, categoryCode } = draft;
  const ready = supplierSn !== '' && orgCode !== '' && categoryCode !== '';
  const linesKey = ready ? `${supplierSn}|${orgCode}|${categoryCode}|${query}` : null;

  // The shipments left to check of the chosen supplier, org and category (again on 查询).
  useEffect(() => {
    if (linesKey === null) return;
    let current = true;
    const search = pickNo.trim();
    void unlessFailed(fetchCheckableShipments({ supplierSn, orgCode, categoryCode, ...(search ? { pickNo: search } : {}), ...(check ? { checkId: check.head.id } : {}) })).then((answer) => {
      if (!current) return;
      setLinesFor(linesKey);
      setDraft((now) => ({ ...now, lines: draftLinesOf(answer ?? [], check) }));
    });
    return () => {
      current = false;
    };
    // pickNo is read when 查询 is pressed (query), not on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, check]);

  const linesLoading = linesKey !== null && linesFor !== linesKey;
  const local = useMemo(() => draftFigures(draft), [draft]);
  const currentKey = calculationKey(draft);
  const gatewayFigures = calculated?.key === currentKey ? calculated.figures : null;
  const figures: CheckFigures = gatewayFigures ?? local;
  const ticked = draft.lines.filter((line) => line.selected).length;

  const calculate = async () => {
    const lines = calculationLines(draft);
    if (lines.length === 0) {
      refuse(t('check.editor.noLines'));
      return;
    }
    const found = checkDraftProblem(draft);
    if (found) {
      refuse(t(found.key, found.params));
      return;
    }
    setCalculating(true);
    try {
      const answer = await unlessFailed(calculateDraft(lines));
      if (answer) setCalculated({ key: calculationKey(draft), figures: answer });
    } finally {
      setCalculating(false);
    }
  };

  const save = async () => {
    const found = checkDraftProblem(draft);
    if (found) {
      refuse(t(found.key, found.params));
      return;
    }
    let saved: AccountCheckSaved | undefined;
    await run(
      async () => {
        const answer = await saveCheck(toCheckSaveBody(draft, head));
        saved = answer.data;
        return answer;
      },
      { savedText: t('check.editor.saved'), onSaved: () => saved && onSaved(saved) },
    );
  };

  const fixed = head !== undefined;

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('check.cancel')}
      saveLabel={t('check.editor.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <Select<Supplier>
            label={t('check.supplier')}
            isRequired
            isDisabled={fixed}
            loadOptions={loadSuppliers}
            fieldNames={SUPPLIER_NAMES}
            selectedOptions={chosenSupplier}
            value={draft.supplierSn || null}
            onChange={(value, selected) => {
              const sn = selectedKey(value);
              const picked = selected.flatMap((option) => (option.raw ? [option.raw] : []));
              setChosenSupplier(picked);
              patch({ supplierSn: sn, supplierName: picked[0]?.name ?? '', lines: [] });
            }}
          />
          <Select<Org>
            label={t('check.org')}
            isRequired
            isDisabled={fixed}
            isFilterable
            options={orgs}
            fieldNames={ORG_NAMES}
            value={draft.orgCode || null}
            onChange={(value) => patch({ orgCode: selectedKey(value), lines: [] })}
          />
          <Select<Category>
            label={t('check.category')}
            isRequired
            isDisabled={fixed}
            isFilterable
            options={categories}
            fieldNames={CATEGORY_NAMES}
            value={draft.categoryCode || null}
            onChange={(value) => patch({ categoryCode: selectedKey(value), lines: [] })}
          />
          <DatePicker label={t('check.periodStart')} value={draft.periodStart} onChange={(periodStart) => patch({ periodStart: periodStart ?? '' })} />
          <DatePicker label={t('check.periodEnd')} value={draft.periodEnd} onChange={(periodEnd) => patch({ periodEnd: periodEnd ?? '' })} />
        </FieldGrid>
        <TextArea label={t('check.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />

        <Part aria-label={t('check.editor.shipments')}>
          <PartHead>
            <h3>{t('check.editor.shipments')}</h3>
            <TextField aria-label={t('check.pickNo')} placeholder={t('check.pickNo')} maxLength={40} value={pickNo} onChange={setPickNo} />
            <Button isDisabled={!ready} onPress={() => setQuery((count) => count + 1)}>
              {t('check.editor.query')}
            </Button>
          </PartHead>
          {!ready ? <Note>{t('check.editor.chooseFirst')}</Note> : null}
          {linesLoading ? (
            <Note role="status">
              <Spinner size="small" /> {t('check.editor.loadingShipments')}
            </Note>
          ) : null}
          {ready && !linesLoading && draft.lines.length === 0 ? <Note>{t('check.editor.noShipments')}</Note> : null}
          {draft.lines.length > 0 ? (
            <Scroll>
              <Grid aria-label={t('check.editor.shipments')}>
                <thead>
                  <tr>
                    <th scope="col">{t('check.editor.tick')}</th>
                    <th scope="col">{t('check.shippingNo')}</th>
                    <th scope="col">{t('check.pickNo')}</th>
                    <th scope="col">{t('check.contractNo')}</th>
                    <th scope="col">{t('check.material')}</th>
                    <th scope="col">{t('check.editor.acceptedQuantity')}</th>
                    <th scope="col">{t('check.editor.allowedQuantity')}</th>
                    <th scope="col">{t('check.contractPrice')}</th>
                    <th scope="col">{t('check.deductPrice')}</th>
                    <th scope="col">{t('check.price')}</th>
                    <th scope="col">{t('check.taxRate')}</th>
                    <th scope="col">{t('check.editor.quantity')}</th>
                    <th scope="col">{t('check.amount')}</th>
                    <th scope="col">{t('check.taxAmount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {draft.lines.map((line, index) => {
                    const lineFigure = line.selected ? lineFigures(line) : null;
                    return (
                      <tr key={line.shippingId} data-shipping={line.shippingNo}>
                        <td>
                          <Checkbox aria-label={t('check.editor.tickLabel', { shippingNo: line.shippingNo })} isSelected={line.selected} onChange={(selected) => patchLine(index, { selected })} />
                        </td>
                        <th scope="row">{line.shippingNo}</th>
                        <td>{line.pickNo}</td>
                        <td>{line.contractNo}</td>
                        <td>
                          {line.matName}（{line.matCode}）
                        </td>
                        <td>{line.acceptedQuantity}</td>
                        <td data-allowed>{line.allowedQuantity}</td>
                        <td>{line.contractPrice}</td>
                        <td>{line.deductPrice}</td>
                        <td>{line.price}</td>
                        <td>{line.taxRate}</td>
                        <td>
                          <TextField
                            aria-label={t('check.editor.quantityLabel', { shippingNo: line.shippingNo })}
                            inputMode="decimal"
                            maxLength={20}
                            isDisabled={!line.selected}
                            value={line.quantity}
                            onChange={(quantity) => patchLine(index, { quantity })}
                          />
                        </td>
                        <td>{lineFigure?.amount ?? '-'}</td>
                        <td>{lineFigure?.taxAmount ?? '-'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </Grid>
            </Scroll>
          ) : null}
        </Part>

        <Part aria-label={t('check.editor.totals')}>
          <PartHead>
            <h3>{t('check.editor.totals')}</h3>
            <Button isDisabled={ticked === 0} isPending={calculating} onPress={() => void calculate()}>
              {t('check.editor.calculate')}
            </Button>
            <Note aria-live="polite">{gatewayFigures ? t('check.editor.calculatedByGateway') : t('check.editor.calculatedLocally')}</Note>
          </PartHead>
          <Totals>
            <div>
              <dt>{t('check.editor.tickedCount')}</dt>
              <dd data-total="count">{ticked}</dd>
            </div>
            <div>
              <dt>{t('check.totalQuantity')}</dt>
              <dd data-total="quantity">{figures.totalQuantity}</dd>
            </div>
            <div>
              <dt>{t('check.totalAmount')}</dt>
              <dd data-total="amount">{figures.totalAmount}</dd>
            </div>
            <div>
              <dt>{t('check.totalTaxAmount')}</dt>
              <dd data-total="tax">{figures.totalTaxAmount}</dd>
            </div>
            <div>
              <dt>{t('check.deductAmount')}</dt>
              <dd data-total="deduct">{figures.deductAmount}</dd>
            </div>
          </Totals>
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
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.div`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
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
  tbody th {
    font-weight: normal;
  }
  td:has(input[inputmode='decimal']) {
    min-width: 140px;
  }
`;

const Totals = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dt::after {
    content: '：';
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

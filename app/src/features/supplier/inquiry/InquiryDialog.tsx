import styled from '@emotion/styled';
import { Button, DatePicker, DecimalField, Select, TextArea, TextField, type RemoteLoadContext } from '@srm/design-system';
import type { InquiryDetail, InquirySaveBody, Material, Supplier, SupplierInquiryRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { sessionDataAtom } from '../../../state/session';
import { fetchInquiryDetail, saveInquiry } from '../api/inquiryApi';
import { deadlineToPicker, pickerToDeadline } from './inquiryActions';
import { searchInquiryMaterials, searchInvitableSuppliers } from './inquiryLookups';
import { selectedKey } from '../../../shell/selectKey';

export interface InquiryDialogProps {
  /** The draft being edited (its detail is loaded); none for 新增. */
  row?: SupplierInquiryRow;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

interface DraftLine {
  key: string;
  matCode: string;
  matName: string;
  quantity: string;
  deliveryStart: string | null;
  deliveryEnd: string | null;
}

interface InquiryDraft {
  title: string;
  orgCode: string;
  categoryCode: string;
  /** The picker's local `YYYY-MM-DD HH:mm:ss`. */
  deadline: string | null;
  remark: string;
  lines: DraftLine[];
  suppliers: { sn: string; name: string }[];
}

let lineSerial = 0;
const newLine = (values: Partial<DraftLine> = {}): DraftLine => {
  lineSerial += 1;
  return { key: `line-${lineSerial}`, matCode: '', matName: '', quantity: '', deliveryStart: null, deliveryEnd: null, ...values };
};

function draftOf(detail?: InquiryDetail): InquiryDraft {
  if (!detail) return { title: '', orgCode: '', categoryCode: '', deadline: null, remark: '', lines: [newLine()], suppliers: [] };
  return {
    title: detail.title,
    orgCode: detail.orgCode,
    categoryCode: detail.categoryCode,
    deadline: deadlineToPicker(detail.deadline),
    remark: detail.remark ?? '',
    lines: detail.lines.map((line) => newLine({ matCode: line.matCode, matName: line.matName, quantity: line.quantity, deliveryStart: line.deliveryStart, deliveryEnd: line.deliveryEnd })),
    suppliers: detail.suppliers.map((supplier) => ({ sn: supplier.supplierSn, name: supplier.supplierName })),
  };
}

const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;
const NO_DETAIL: Promise<InquiryDetail | null> = Promise.resolve(null);
const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;
const MATERIAL_NAMES = { label: 'matName', value: 'matCode', description: 'matCode' } as const;
const SUPPLIER_NAMES = { label: 'name', value: 'sn', description: 'sn' } as const;
const loadMaterials = (keyword: string, { signal }: RemoteLoadContext) => searchInquiryMaterials(keyword, signal);
const loadSuppliers = (keyword: string, { signal }: RemoteLoadContext) => searchInvitableSuppliers(keyword, signal);

/**
 * 新增/编辑 of a draft inquiry: 询价标题, 组织 (the caller's companies), 品类 (the caller's categories),
 * 报价截止时间 (date and time), 备注, the lines (material, quantity, delivery from/until) and the invited
 * suppliers (合格 only). The form's own check runs before anything is sent; the gateway's 4xx message
 * (物料不属于询价品类, 供应商不是合格供应商 …) and a 409 show in the dialog, which stays open.
 */
export function InquiryDialog({ row, onClose, onSaved }: InquiryDialogProps) {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const title = row ? t('inquiry.editTitle', { code: row.inquiryNo }) : t('inquiry.addTitle');
  const loadDetail = useCallback(() => (row ? fetchInquiryDetail(row.id) : NO_DETAIL), [row]);
  const detail = useRemote(loadDetail).data ?? undefined;
  const loaded = useMemo(() => (row ? (detail ? draftOf(detail) : null) : draftOf()), [row, detail]);
  const [edited, setEdited] = useState<InquiryDraft | null>(null);
  const draft = edited ?? loaded;
  // The gateway's 4xx message and a 409 show in the dialog; the call layer showed any other failure.
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('inquiry.conflict'), shownStatuses: '4xx' });

  const change = (update: (current: InquiryDraft) => InquiryDraft) =>
    setEdited((current) => {
      const base = current ?? loaded;
      return base ? update(base) : current;
    });
  const patch = (values: Partial<InquiryDraft>) => change((current) => ({ ...current, ...values }));
  const updateLine = (key: string, values: Partial<DraftLine>) => change((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...values } : line)) }));
  const cellLabel = (row: number, label: string) => t('inquiry.rowLabel', { row, label });

  const check = (current: InquiryDraft): string | null => {
    const required = (label: string) => t('inquiry.required', { label });
    if (!current.title.trim()) return required(t('inquiry.title'));
    if (!current.orgCode) return required(t('inquiry.org'));
    if (!current.categoryCode) return required(t('inquiry.category'));
    if (!pickerToDeadline(current.deadline)) return required(t('inquiry.deadline'));
    if (current.lines.length === 0) return t('inquiry.linesRequired');
    for (const [index, line] of current.lines.entries()) {
      const lineNo = index + 1;
      if (!line.matCode) return required(cellLabel(lineNo, t('inquiry.material')));
      const quantity = line.quantity.trim();
      if (!QUANTITY.test(quantity) || !/[1-9]/.test(quantity)) return t('inquiry.lineQuantityBad', { row: lineNo });
      if (line.deliveryStart && line.deliveryEnd && line.deliveryEnd < line.deliveryStart) return t('inquiry.lineDates', { row: lineNo });
    }
    return null;
  };

  const save = async () => {
    if (!draft) return;
    const checked = check(draft);
    if (checked) {
      refuse(checked);
      return;
    }
    const body: InquirySaveBody = {
      ...(row && detail ? { id: detail.id, version: detail.version } : {}),
      title: draft.title.trim(),
      orgCode: draft.orgCode,
      categoryCode: draft.categoryCode,
      deadline: pickerToDeadline(draft.deadline) ?? '',
      remark: draft.remark.trim() || null,
      lines: draft.lines.map((line) => ({ matCode: line.matCode, quantity: line.quantity.trim(), deliveryStart: line.deliveryStart || null, deliveryEnd: line.deliveryEnd || null })),
      supplierSns: draft.suppliers.map((supplier) => supplier.sn),
    };
    await run(() => saveInquiry(body), { savedText: t('inquiry.saved'), onSaved });
  };

  return (
    <SaveDialog
      title={title}
      width="large"
      isLoading={!draft}
      cancelLabel={t('inquiry.cancel')}
      saveLabel={t('inquiry.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      {draft ? (
        <Body aria-label={title}>
          <SaveProblemNote problem={problem} />
          <Grid>
            <TextField label={t('inquiry.title')} isRequired maxLength={200} value={draft.title} onChange={(text) => patch({ title: text })} />
            <DatePicker label={t('inquiry.deadline')} isRequired withTime value={draft.deadline} onChange={(deadline) => patch({ deadline })} />
            <Select label={t('inquiry.org')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: selectedKey(value) })} />
            <Select
              label={t('inquiry.category')}
              isRequired
              isFilterable
              options={categories}
              fieldNames={CATEGORY_NAMES}
              value={draft.categoryCode || null}
              onChange={(value) => patch({ categoryCode: selectedKey(value) })}
            />
          </Grid>
          <TextArea label={t('inquiry.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />

          <Table>
            <caption>{t('inquiry.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inquiry.lineNo')}</th>
                <th scope="col" className="srm-required">
                  {t('inquiry.material')}
                </th>
                <th scope="col" className="srm-required">
                  {t('inquiry.quantity')}
                </th>
                <th scope="col">{t('inquiry.deliveryStart')}</th>
                <th scope="col">{t('inquiry.deliveryEnd')}</th>
                <th scope="col" aria-hidden />
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line, index) => {
                const lineNo = index + 1;
                return (
                  <tr key={line.key}>
                    <td>{lineNo}</td>
                    <td className="srm-wide">
                      <Select<Material>
                        aria-label={cellLabel(lineNo, t('inquiry.material'))}
                        loadOptions={loadMaterials}
                        fieldNames={MATERIAL_NAMES}
                        selectedOptions={line.matCode ? [{ matCode: line.matCode, matName: line.matName } as Material] : []}
                        value={line.matCode || null}
                        onChange={(value, selected) => {
                          const material = selected[0]?.raw;
                          if (value === null || !material) updateLine(line.key, { matCode: '', matName: '' });
                          else updateLine(line.key, { matCode: material.matCode, matName: material.matName });
                        }}
                      />
                    </td>
                    <td>
                      <DecimalField aria-label={cellLabel(lineNo, t('inquiry.quantity'))} precision={3} minValue="0" allowEmpty value={line.quantity} onChange={(quantity) => updateLine(line.key, { quantity })} />
                    </td>
                    <td>
                      <DatePicker aria-label={cellLabel(lineNo, t('inquiry.deliveryStart'))} value={line.deliveryStart} onChange={(deliveryStart) => updateLine(line.key, { deliveryStart })} />
                    </td>
                    <td>
                      <DatePicker aria-label={cellLabel(lineNo, t('inquiry.deliveryEnd'))} value={line.deliveryEnd} onChange={(deliveryEnd) => updateLine(line.key, { deliveryEnd })} />
                    </td>
                    <td>
                      <Button
                        variant="link"
                        size="small"
                        aria-label={t('inquiry.deleteLine', { row: lineNo })}
                        onPress={() => change((current) => ({ ...current, lines: current.lines.filter((entry) => entry.key !== line.key) }))}
                      >
                        {t('inquiry.deleteLine', { row: lineNo })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Actions>
            <Button onPress={() => change((current) => ({ ...current, lines: [...current.lines, newLine()] }))}>{t('inquiry.addLine')}</Button>
          </Actions>

          <Select<Supplier>
            label={t('inquiry.suppliers')}
            selectionMode="multiple"
            loadOptions={loadSuppliers}
            fieldNames={SUPPLIER_NAMES}
            selectedOptions={draft.suppliers.map((supplier) => ({ sn: supplier.sn, name: supplier.name }) as Supplier)}
            value={draft.suppliers.map((supplier) => supplier.sn)}
            onChange={(value, selected) => {
              const sns = Array.isArray(value) ? value.map(String) : value === null ? [] : [String(value)];
              const names = new Map(draft.suppliers.map((supplier) => [supplier.sn, supplier.name]));
              for (const option of selected) if (option.raw) names.set(option.raw.sn, option.raw.name);
              patch({ suppliers: sns.map((sn) => ({ sn, name: names.get(sn) ?? sn })) });
            }}
          />
        </Body>
      ) : null}
    </SaveDialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: start;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.srm-wide {
    min-width: 220px;
  }
  th.srm-required::before {
    content: '*';
    color: ${({ theme }) => theme.colors.danger};
    margin-inline-end: ${({ theme }) => theme.space[1]};
  }
`;

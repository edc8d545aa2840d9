import styled from '@emotion/styled';
import { Button, Select, TextArea, TextField, type SelectValue } from '@srm/design-system';
import type { Category, Org, YearDemandDetail } from '@srm/gateway/api';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { generateYearItems, saveYearDemand } from '../api/yearDemandApi';
import { draftProblem, emptyLine, lineOf, lineTotal, MONTH_FIELDS, MONTH_NUMBERS, toYearDemandSaveBody, yearDemandDraftOf, type YearDemandDraft, type YearDemandLine } from './yearDemandDraft';
import { PlanDialogBody as Body, PlanDialogHead as Head, PlanItemsScroll as Scroll } from '../planDialogStyles';

export interface YearDemandDialogProps {
  /** The plan being edited (new or rejected); none for 新增. */
  plan?: YearDemandDetail;
  orgs: readonly Org[];
  categories: readonly Category[];
  onClose: () => void;
  onSaved: () => void;
}

const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 新增/编辑 of a year plan: 年度, 组织, 品类, 备注 and the items table (物料编码, 上年用量, 增长率 and
 * 1月 … 12月 as decimal strings, with each line's total). 生成明细 fills the lines from last year's
 * approved plan or the category's materials. 保存 sends POST .../year-demand/save; the gateway's 400,
 * 409 and 422 show in the dialog, which keeps what was typed.
 */
export function YearDemandDialog({ plan, orgs, categories, onClose, onSaved }: YearDemandDialogProps) {
  const t = useAppT();
  const title = plan ? t('demand.year.editTitle', { code: plan.demandNo }) : t('demand.year.addTitle');
  const [draft, setDraft] = useState<YearDemandDraft>(() => yearDemandDraftOf(plan));
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('demand.year.conflict'), shownStatuses: [400, 422] });
  const patch = (values: Partial<YearDemandDraft>) => setDraft((current) => ({ ...current, ...values }));
  const patchLine = (index: number, values: Partial<YearDemandLine>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...values } : line)) }));

  const generate = async () => {
    if (draft.orgCode === '' || draft.categoryCode === '' || !/^\d{4}$/.test(draft.year)) {
      refuse(t('demand.year.required'));
      return;
    }
    const generated = await unlessFailed(generateYearItems({ orgCode: draft.orgCode, categoryCode: draft.categoryCode, year: Number(draft.year) }));
    if (generated) patch({ lines: generated.items.map(lineOf) });
  };

  const save = async () => {
    const found = draftProblem(draft);
    if (found) {
      refuse(found.kind === 'required' ? t('demand.year.required') : t('demand.year.quantityInvalid', { line: found.line }));
      return;
    }
    await run(() => saveYearDemand(toYearDemandSaveBody(draft, plan)), { savedText: t('demand.year.saved'), onSaved });
  };

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('demand.year.cancel')} saveLabel={t('demand.year.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Head>
          <TextField label={t('demand.year.year')} isRequired maxLength={4} value={draft.year} onChange={(year) => patch({ year })} />
          <Select<Org> label={t('demand.year.orgName')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <Select<Category>
            label={t('demand.year.categoryName')}
            isRequired
            isFilterable
            options={categories}
            fieldNames={CATEGORY_NAMES}
            value={draft.categoryCode || null}
            onChange={(value) => patch({ categoryCode: keyOf(value) })}
          />
        </Head>
        <TextArea label={t('demand.year.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
        <Actions>
          <Button onPress={() => void generate()}>{t('demand.year.generate')}</Button>
          <Button onPress={() => patch({ lines: [...draft.lines, emptyLine()] })}>{t('demand.year.addLine')}</Button>
        </Actions>
        <Scroll>
          <Lines aria-label={t('demand.year.items')}>
            <thead>
              <tr>
                <th scope="col">{t('demand.year.matCode')}</th>
                <th scope="col">{t('demand.year.lastYearQuantity')}</th>
                <th scope="col">{t('demand.year.increaseRate')}</th>
                {MONTH_NUMBERS.map((month) => (
                  <th key={month} scope="col">
                    {t('demand.year.month', { month })}
                  </th>
                ))}
                <th scope="col">{t('demand.year.total')}</th>
                <th scope="col" aria-label={t('demand.year.removeLine')} />
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line, index) => (
                <tr key={index}>
                  <td>
                    <TextField aria-label={`${t('demand.year.matCode')} ${index + 1}`} maxLength={40} value={line.matCode} onChange={(matCode) => patchLine(index, { matCode })} />
                  </td>
                  <td>
                    <TextField aria-label={`${t('demand.year.lastYearQuantity')} ${index + 1}`} maxLength={20} value={line.lastYearQuantity} onChange={(lastYearQuantity) => patchLine(index, { lastYearQuantity })} />
                  </td>
                  <td>
                    <TextField aria-label={`${t('demand.year.increaseRate')} ${index + 1}`} maxLength={12} value={line.increaseRate} onChange={(increaseRate) => patchLine(index, { increaseRate })} />
                  </td>
                  {MONTH_FIELDS.map((field, at) => (
                    <td key={field}>
                      <TextField aria-label={`${t('demand.year.month', { month: at + 1 })} ${index + 1}`} maxLength={20} value={line[field]} onChange={(value) => patchLine(index, { [field]: value })} />
                    </td>
                  ))}
                  <td>{lineTotal(line)}</td>
                  <td>
                    <Button variant="text" onPress={() => patch({ lines: draft.lines.filter((_line, at) => at !== index) })}>
                      {t('demand.year.removeLine')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Lines>
        </Scroll>
      </Body>
    </SaveDialog>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Lines = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    min-width: 96px;
    text-align: start;
    white-space: nowrap;
  }
`;

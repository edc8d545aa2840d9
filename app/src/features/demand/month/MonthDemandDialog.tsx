import styled from '@emotion/styled';
import { Button, DatePicker, DecimalField, Select, TextArea, YearMonthPicker, type SelectValue } from '@srm/design-system';
import type { Category, MonthDemandGenerated, MonthDemandRow, Org } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchMonthDemandDetail, generateMonthItems, saveMonthDemand } from '../api/monthDemandApi';
import { canGenerate, lineOf, lineSuggestion, monthDemandDraftOf, monthDraftProblem, toGenerateBody, toMonthDemandSaveBody, type MonthDemandDraft, type MonthDemandLine } from './monthDemandDraft';
import { ItemsTable } from './monthDemandStyles';
import { Muted, PlanDialogBody as Body, PlanDialogHead as Head, PlanItemsScroll as Scroll } from '../planDialogStyles';

export interface MonthDemandDialogProps {
  /** The plan being edited (new or rejected; its detail is loaded); none for 新增. */
  row?: MonthDemandRow;
  /** The user's orgs and categories to choose from (the session's). */
  orgs: readonly Org[];
  categories: readonly Category[];
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

const ORG_NAMES = { label: 'orgName', value: 'orgCode' } as const;
const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));
const noPlan = () => Promise.resolve(null);

/**
 * 新增/编辑 of a month plan: 组织 (the user's), 品类, 需求月份 (yyyy-MM), 备注 and the items. 生成明细 asks
 * the gateway for the items of org + category + month (the typed stock and in transit go along); 库存
 * and 在途 are typed per line and 建议采购量 = max(0, 需求 − 库存 − 在途 − 合同剩余量) follows at once, exact.
 * 保存 sends POST .../month-demand/save (the gateway computes the suggestion again); its 400, 409 and
 * 422 show in the dialog, which keeps what was typed.
 */
export function MonthDemandDialog({ row, orgs, categories, onClose, onSaved }: MonthDemandDialogProps) {
  const t = useAppT();
  const title = row ? t('demandMonth.editTitle', { code: row.demandNo }) : t('demandMonth.addTitle');
  const load = useCallback(() => (row ? fetchMonthDemandDetail(row.id) : noPlan()), [row]);
  const detail = useRemote(load).data;
  const loaded = useMemo(() => (row ? (detail ? monthDemandDraftOf(detail) : null) : monthDemandDraftOf()), [row, detail]);
  const [edited, setEdited] = useState<MonthDemandDraft | null>(null);
  const draft = edited ?? loaded;
  const [source, setSource] = useState<MonthDemandGenerated['source'] | null>(null);
  const [isGenerating, setGenerating] = useState(false);
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('demandMonth.conflict'), shownStatuses: [400, 422] });

  const update = (change: (current: MonthDemandDraft) => MonthDemandDraft) => setEdited((current) => (current ?? loaded ? change((current ?? loaded) as MonthDemandDraft) : current));
  const patch = (values: Partial<MonthDemandDraft>) => update((current) => ({ ...current, ...values }));
  const patchLine = (index: number, values: Partial<MonthDemandLine>) => update((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...values } : line)) }));

  const generate = async () => {
    if (!draft) return;
    if (!canGenerate(draft)) {
      refuse(t('demandMonth.required'));
      return;
    }
    setGenerating(true);
    try {
      const generated = await unlessFailed(generateMonthItems(toGenerateBody(draft)));
      if (!generated) return;
      setSource(generated.source);
      patch({ lines: generated.items.map(lineOf) });
    } finally {
      setGenerating(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    const found = monthDraftProblem(draft);
    if (found) {
      refuse(found.kind === 'required' ? t('demandMonth.required') : t('demandMonth.quantityInvalid', { line: found.line }));
      return;
    }
    await run(() => saveMonthDemand(toMonthDemandSaveBody(draft, detail ?? undefined)), { savedText: t('demandMonth.saved'), onSaved });
  };

  const cellLabel = (index: number, label: string) => t('demandMonth.rowLabel', { row: index + 1, label });

  return (
    <SaveDialog
      title={title}
      width="large"
      isLoading={!draft}
      cancelLabel={t('demandMonth.cancel')}
      saveLabel={t('demandMonth.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      {draft ? (
        <Body aria-label={title}>
          <SaveProblemNote problem={problem} />
          <Head>
            <Select<Org> label={t('demandMonth.orgName')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: keyOf(value) })} />
            <Select<Category>
              label={t('demandMonth.categoryName')}
              isRequired
              isFilterable
              options={categories}
              fieldNames={CATEGORY_NAMES}
              value={draft.categoryCode || null}
              onChange={(value) => patch({ categoryCode: keyOf(value) })}
            />
            <YearMonthPicker label={t('demandMonth.yearMonth')} value={draft.yearMonth || null} onChange={(value) => patch({ yearMonth: value ?? '' })} />
          </Head>
          <TextArea label={t('demandMonth.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
          <Actions>
            <Button onPress={() => void generate()} isPending={isGenerating}>
              {t('demandMonth.generate')}
            </Button>
            {source ? <span role="status">{t(`demandMonth.source.${source}`)}</span> : null}
          </Actions>
          <Scroll>
            <ItemsTable aria-label={t('demandMonth.items')}>
              <thead>
                <tr>
                  <th scope="col">{t('demandMonth.lineNo')}</th>
                  <th scope="col">{t('demandMonth.matName')}</th>
                  <th scope="col">{t('demandMonth.unitCode')}</th>
                  <th scope="col">{t('demandMonth.demandQuantity')}</th>
                  <th scope="col">{t('demandMonth.stockOnHand')}</th>
                  <th scope="col">{t('demandMonth.inTransit')}</th>
                  <th scope="col">{t('demandMonth.contractResidualQuantity')}</th>
                  <th scope="col">{t('demandMonth.suggestedPurchase')}</th>
                  <th scope="col">{t('demandMonth.requiredDate')}</th>
                  <th scope="col" aria-label={t('demandMonth.removeLine')} />
                </tr>
              </thead>
              <tbody>
                {draft.lines.length === 0 ? (
                  <tr>
                    <td colSpan={10}>{t('demandMonth.noItems')}</td>
                  </tr>
                ) : (
                  draft.lines.map((line, index) => (
                    <tr key={`${line.matCode}-${index}`}>
                      <td>{index + 1}</td>
                      <td>
                        {line.matName ?? '-'} <Muted>{line.matCode}</Muted>
                      </td>
                      <td>{line.unitCode ?? '-'}</td>
                      <td>{line.demandQuantity}</td>
                      <td>
                        <DecimalField aria-label={cellLabel(index, t('demandMonth.stockOnHand'))} precision={3} minValue="0" allowEmpty value={line.stockOnHand} onChange={(stockOnHand) => patchLine(index, { stockOnHand })} />
                      </td>
                      <td>
                        <DecimalField aria-label={cellLabel(index, t('demandMonth.inTransit'))} precision={3} minValue="0" allowEmpty value={line.inTransit} onChange={(inTransit) => patchLine(index, { inTransit })} />
                      </td>
                      <td>{line.contractResidualQuantity}</td>
                      <td data-testid={`suggested-${index + 1}`}>{lineSuggestion(line) ?? '-'}</td>
                      <td>
                        <DatePicker aria-label={cellLabel(index, t('demandMonth.requiredDate'))} value={line.requiredDate} onChange={(requiredDate) => patchLine(index, { requiredDate })} />
                      </td>
                      <td>
                        <Button variant="text" onPress={() => patch({ lines: draft.lines.filter((_line, at) => at !== index) })}>
                          {t('demandMonth.removeLine')}
                        </Button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </ItemsTable>
          </Scroll>
        </Body>
      ) : null}
    </SaveDialog>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

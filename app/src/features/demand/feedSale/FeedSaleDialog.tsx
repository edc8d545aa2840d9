import { Select, TextArea, TextField, YearMonthPicker } from '@srm/design-system';
import type { FeedSaleRow, Org } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveFeedSale } from '../api/mastersApi';
import { DialogBody, FieldGrid } from '../masters/masterLayout';
import { keyOf } from '../masters/masterForm';
import { ORG_NAMES } from '../masters/masterLookups';
import { feedKindItems } from '../smallMaterial/mastersList';
import { feedSaleDraftOf, feedSaleDraftProblem, toFeedSaleSaveBody, type FeedSaleDraft } from './feedSaleDraft';

export interface FeedSaleDialogProps {
  /** The target being edited; none for 新增 (a target or an estimate). */
  row?: FeedSaleRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增/编辑 of a feed sale: 销量类型 (目标 or 预估, on a new one), 组织, 年月, 饲料类别, 销量（吨） (a decimal
 * string, at most 3 decimals) and 备注. 保存 sends POST dem/feed-target-sale/save or
 * dem/feed-estimate-sale/save; its 400 and 409 show in the dialog.
 */
export function FeedSaleDialog({ row, onClose, onSaved }: FeedSaleDialogProps) {
  const t = useAppT();
  const title = row ? t('demand.masters.editFeed', { code: `${row.yearMonth} ${row.orgName ?? row.orgCode}` }) : t('demand.masters.addFeed');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<FeedSaleDraft>(() => feedSaleDraftOf(row), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => feedSaleDraftProblem(current, t),
    call: (current) => saveFeedSale(current.kind, toFeedSaleSaveBody(current, row)),
    savedText: t('demand.masters.saved'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const feedKinds = useMemo(() => feedKindItems(t), [t]);
  const saleKinds = useMemo(
    () => [
      { value: 'target', label: t('demand.masters.saleTarget') },
      { value: 'estimate', label: t('demand.masters.saleEstimate') },
    ],
    [t],
  );

  return (
    <SaveDialog
      title={title}
      width="large"
      cancelLabel={t('demand.masters.cancel')}
      saveLabel={t('demand.masters.save')}
      isSaving={isSaving}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          {row ? null : (
            <Select label={t('demand.masters.saleKind')} isRequired options={saleKinds} value={draft.kind} onChange={(value) => patch({ kind: keyOf(value) === 'estimate' ? 'estimate' : 'target' })} />
          )}
          <Select<Org> label={t('demand.masters.org')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <YearMonthPicker label={t('demand.masters.yearMonth')} value={draft.yearMonth} onChange={(yearMonth) => patch({ yearMonth })} />
          <Select
            label={t('demand.masters.feedKind')}
            isRequired
            options={feedKinds}
            value={draft.feedKind || null}
            onChange={(value) => patch({ feedKind: feedKinds.find((item) => item.value === keyOf(value)) ? (keyOf(value) as FeedSaleDraft['feedKind']) : '' })}
          />
          <TextField label={t('demand.masters.tonnes')} isRequired inputMode="decimal" maxLength={24} value={draft.tonnes} onChange={(tonnes) => patch({ tonnes })} />
        </FieldGrid>
        <TextArea label={t('demand.masters.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

import { DatePicker, DecimalField, Select, TextArea, TextField, todayString, useLocale } from '@srm/design-system';
import type { BuyInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveBuyInfo } from '../api/buyInfoApi';
import { selectedKey } from '../../../shell/selectKey';
import { MARKET_DICTIONARIES } from '../saleInfo/saleInfoList';
import { buyInfoDraftOf, buyInfoDraftProblem, toBuyInfoSaveBody, type BuyInfoDraft } from './buyInfoForm';

export interface BuyInfoDialogProps {
  /** The price being edited; none for 新增. */
  row?: BuyInfoRow;
  /** Today as YYYY-MM-DD, the new price's 生效日期 (a test fixes it). */
  today?: string;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑收购价格: 所属公司 (the user's companies), 收购点, 品种 (grainVariety), 收购价 (元/吨, 2
 * decimals), 生效日期, 状态 (buyInfoStatus) and 备注. A new price, or an edit that changes the price,
 * adds an entry to the 调价记录 (the gateway does it). The gateway's 400 (该收购点已有玉米的收购价格 …) and
 * 409 show in the dialog.
 */
export function BuyInfoDialog({ row, today, onClose, onSaved }: BuyInfoDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const dictionaries = useAtomValue(dictionariesAtom);
  const title = row ? t('mobile.buy.editTitle') : t('mobile.buy.addTitle');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<BuyInfoDraft>(() => buyInfoDraftOf(row, today ?? todayString()), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => buyInfoDraftProblem(current, t, locale),
    call: (current) => saveBuyInfo(toBuyInfoSaveBody(current, row)),
    savedText: t(row ? 'message.updated' : 'message.added'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const companies = useMemo(() => orgOptions(orgs), [orgs]);
  const varieties = useMemo(() => dictOptions(dictionaries, MARKET_DICTIONARIES.variety), [dictionaries]);
  const statuses = useMemo(() => dictOptions(dictionaries, MARKET_DICTIONARIES.buyStatus), [dictionaries]);

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('master.cancel')} saveLabel={t('master.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          <Select label={t('mobile.sale.org')} isRequired isFilterable options={companies} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: selectedKey(value) })} />
          <TextField label={t('mobile.buy.site')} isRequired maxLength={100} value={draft.siteName} onChange={(siteName) => patch({ siteName })} />
          <Select label={t('mobile.sale.variety')} isRequired options={varieties} value={draft.variety || null} onChange={(value) => patch({ variety: selectedKey(value) })} />
          <DecimalField label={t('mobile.buy.price')} isRequired precision={2} allowEmpty value={draft.price} onChange={(price) => patch({ price })} />
          <DatePicker label={t('master.effectiveDate')} isRequired value={draft.effectiveDate} onChange={(effectiveDate) => patch({ effectiveDate })} />
          <Select label={t('master.status')} isRequired options={statuses} value={String(draft.status)} onChange={(value) => patch({ status: selectedKey(value) === '0' ? 0 : 1 })} />
        </FieldGrid>
        <TextArea label={t('master.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

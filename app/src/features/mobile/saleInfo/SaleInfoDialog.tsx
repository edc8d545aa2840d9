import { DatePicker, DecimalField, Select, TextArea, TextField, todayString, useLocale } from '@srm/design-system';
import type { SaleInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveSaleInfo } from '../api/saleInfoApi';
import { saleInfoDraftOf, saleInfoDraftProblem, toSaleInfoSaveBody, type SaleInfoDraft } from './saleInfoForm';
import { MARKET_DICTIONARIES } from './saleInfoList';
import { selectedKey } from '../../../shell/selectKey';

export interface SaleInfoDialogProps {
  /** The offer being edited (unmasked: read from the detail); none for 新增. */
  row?: SaleInfoRow;
  /** Today as YYYY-MM-DD (a test fixes it). */
  today?: string;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}

/**
 * 新增/编辑销售信息: 品种 (grainVariety), 数量 (吨, 3 decimals), 单价 (元/吨, 2 decimals), 省份/城市/区县,
 * 详细地址, 联系人, 联系电话 (手机号有误), 所属公司 (the user's companies), 状态 (saleInfoStatus), 有效期至
 * and 备注. 保存 sends POST .../sale-info/save; the gateway's 400 and 409 show in the dialog, which stays
 * open with what was typed.
 */
export function SaleInfoDialog({ row, today: givenToday, onClose, onSaved }: SaleInfoDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const dictionaries = useAtomValue(dictionariesAtom);
  const [today] = useState(() => givenToday ?? todayString());
  const title = row ? t('mobile.sale.editTitle', { code: row.infoNo }) : t('mobile.sale.addTitle');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<SaleInfoDraft>(() => saleInfoDraftOf(row), { conflictText: t('demand.masters.conflict'), shownStatuses: [400] }, {
    problemOf: (current) => saleInfoDraftProblem(current, t, locale, { isNew: !row, today }),
    call: (current) => saveSaleInfo(toSaleInfoSaveBody(current, row)),
    savedText: t(row ? 'message.updated' : 'message.added'),
    onSaved,
  });
  const orgs = useUserCompanies(row);
  const companies = useMemo(() => orgOptions(orgs), [orgs]);
  const varieties = useMemo(() => dictOptions(dictionaries, MARKET_DICTIONARIES.variety), [dictionaries]);
  const statuses = useMemo(() => dictOptions(dictionaries, MARKET_DICTIONARIES.saleStatus), [dictionaries]);

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('master.cancel')} saveLabel={t('master.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid>
          <Select label={t('mobile.sale.variety')} isRequired options={varieties} value={draft.variety || null} onChange={(value) => patch({ variety: selectedKey(value) })} />
          <Select label={t('mobile.sale.org')} isRequired isFilterable options={companies} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: selectedKey(value) })} />
          <DecimalField label={t('mobile.sale.quantity')} isRequired precision={3} allowEmpty value={draft.quantity} onChange={(quantity) => patch({ quantity })} />
          <DecimalField label={t('mobile.sale.price')} isRequired precision={2} allowEmpty value={draft.price} onChange={(price) => patch({ price })} />
          <TextField label={t('supplier.province')} maxLength={32} value={draft.province} onChange={(province) => patch({ province })} />
          <TextField label={t('supplier.city')} maxLength={32} value={draft.city} onChange={(city) => patch({ city })} />
          <TextField label={t('mobile.sale.district')} maxLength={32} value={draft.district} onChange={(district) => patch({ district })} />
          <TextField label={t('supplier.addressDetail')} maxLength={200} value={draft.address} onChange={(address) => patch({ address })} />
          <TextField label={t('supplier.contact')} isRequired maxLength={50} value={draft.contactName} onChange={(contactName) => patch({ contactName })} />
          <TextField label={t('supplier.phone')} isRequired inputMode="tel" maxLength={20} value={draft.contactPhone} onChange={(contactPhone) => patch({ contactPhone })} />
          <Select label={t('master.status')} isRequired options={statuses} value={draft.status} onChange={(value) => patch({ status: (selectedKey(value) || 'onSale') as SaleInfoDraft['status'] })} />
          <DatePicker label={t('mobile.sale.validUntil')} value={draft.validUntil} onChange={(validUntil) => patch({ validUntil })} />
        </FieldGrid>
        <TextArea label={t('master.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

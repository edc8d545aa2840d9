import { Checkbox, Select, TextField, useLocale } from '@srm/design-system';
import type { AppUserBank, Org } from '@srm/gateway/api';
import { useMemo } from 'react';
import { orgOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { saveAppUserBank } from '../api/appUserApi';
import { Body, Grid } from './AppUserEditDialog';
import { ACCOUNT_NO_MAX, toUserBankSaveBody, userBankDraftOf, userBankDraftProblem, type UserBankDraft } from './appUserForm';
import { selectedKey } from '../../../shell/selectKey';

export interface UserBankDialogProps {
  appUserId: number;
  userName: string;
  /** The card being edited; none for 添加银行卡. */
  bank?: AppUserBank;
  /** The company a new card starts at ('' for none). */
  orgCode: string;
  /** The companies to choose from (the caller's scope). */
  orgs: readonly Org[];
  onClose: () => void;
  /** After a save: close and reload the cards. */
  onSaved: () => void;
}


/**
 * 添加银行卡 / 编辑银行卡 of an app user at a company (mobile:user:bank): 所属公司, 开户行, 户名, 银行账号
 * (digits only, 银行账号须为纯数字 by the design system's rule) and 默认账户. 保存 sends POST
 * user-bank/save; the gateway's 400 and 409 show in place.
 */
export function UserBankDialog({ appUserId, userName, bank, orgCode, orgs, onClose, onSaved }: UserBankDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const title = bank ? t('mobile.user.editBankTitle') : t('mobile.user.addBank');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<UserBankDraft>(
    () => userBankDraftOf(bank, orgCode, userName),
    { conflictText: t('mobile.user.bankConflict'), shownStatuses: [400] },
    {
      problemOf: (current) => userBankDraftProblem(current, t, locale),
      call: (current) => saveAppUserBank(toUserBankSaveBody(current, appUserId, bank)),
      savedText: t('supplier.saved'),
      onSaved,
    },
  );
  const companies = useMemo(() => orgOptions(orgs), [orgs]);

  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('supplier.cancel')} saveLabel={t('supplier.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Grid>
          <Select label={t('mobile.sale.org')} isRequired options={companies} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: selectedKey(value) })} />
          <TextField label={t('supplier.bankName')} isRequired maxLength={100} value={draft.bankName} onChange={(bankName) => patch({ bankName })} />
          <TextField label={t('supplier.accountName')} isRequired maxLength={100} value={draft.accountName} onChange={(accountName) => patch({ accountName })} />
          <TextField label={t('supplier.accountNo')} isRequired maxLength={ACCOUNT_NO_MAX} value={draft.accountNo} onChange={(accountNo) => patch({ accountNo })} />
        </Grid>
        <Checkbox isSelected={draft.isDefault} onChange={(isDefault) => patch({ isDefault })}>
          {t('supplier.default')}
        </Checkbox>
      </Body>
    </SaveDialog>
  );
}

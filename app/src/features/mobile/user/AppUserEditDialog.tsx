import styled from '@emotion/styled';
import { Select, TextArea, TextField, useLocale } from '@srm/design-system';
import type { AppUserRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { saveAppUser } from '../api/appUserApi';
import { appUserDraftOf, appUserDraftProblem, toAppUserSaveBody, type AppUserDraft } from './appUserForm';
import { MOBILE_USER_DICTIONARIES } from './appUserList';
import { selectedKey } from '../../../shell/selectKey';

export interface AppUserEditDialogProps {
  row: AppUserRow;
  onClose: () => void;
  /** After a save: close and reload the list. */
  onSaved: () => void;
}


/**
 * 编辑 of an app user (mobile:user:edit): 姓名, 身份证号 (身份证号有误 by the design system's rule), 用户类型
 * (appUserType), 所属公司 (the user's companies) and 备注; the phone is the app's sign-in and is not
 * edited. 保存 sends POST user/save with the row's version; the gateway's 400 and 409 show in place.
 */
export function AppUserEditDialog({ row, onClose, onSaved }: AppUserEditDialogProps) {
  const t = useAppT();
  const { locale } = useLocale();
  const dictionaries = useAtomValue(dictionariesAtom);
  const orgs = useUserCompanies(row);
  const title = t('mobile.user.editTitle', { name: row.userName });
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<AppUserDraft>(
    () => appUserDraftOf(row),
    { conflictText: t('mobile.user.conflict'), shownStatuses: [400] },
    {
      problemOf: (current) => appUserDraftProblem(current, t, locale),
      call: (current) => saveAppUser(toAppUserSaveBody(current, row)),
      savedText: t('supplier.saved'),
      onSaved,
    },
  );
  const userTypes = useMemo(() => dictOptions(dictionaries, MOBILE_USER_DICTIONARIES.userType), [dictionaries]);
  const companies = useMemo(() => orgOptions(orgs), [orgs]);

  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('supplier.cancel')} saveLabel={t('supplier.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Grid>
          <TextField label={t('supplier.mobile')} value={row.phone} isReadOnly />
          <TextField label={t('system.user.userName')} isRequired maxLength={50} value={draft.userName} onChange={(userName) => patch({ userName })} />
          <TextField label={t('pick.detail.idCard')} maxLength={18} value={draft.idCard} onChange={(idCard) => patch({ idCard })} />
          <Select label={t('mobile.user.userType')} isRequired options={userTypes} value={draft.userType || null} onChange={(value) => patch({ userType: selectedKey(value) })} />
          <Select label={t('mobile.sale.org')} isRequired options={companies} value={draft.orgCode || null} onChange={(value) => patch({ orgCode: selectedKey(value) })} />
        </Grid>
        <TextArea label={t('supplier.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </Body>
    </SaveDialog>
  );
}

export const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

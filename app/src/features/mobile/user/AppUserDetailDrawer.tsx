import styled from '@emotion/styled';
import { Button, Drawer, StatusTag, useConfirm, useToast } from '@srm/design-system';
import type { AppUserBank, AppUserDetail } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { dictName } from '../../../api/dictionaryChoices';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailBody } from '../../../shell/detailStyles';
import { dictionariesAtom } from '../../../state/session';
import { useUserCompanies } from '../../../state/userCompanies';
import { deleteAppUserBanks, fetchAppUserBankOrgs, fetchAppUserDetail } from '../api/appUserApi';
import { bindStateItems, supplierStatusItems } from '../supplierBind/supplierBindList';
import { APP_USER_BUTTONS, appUserStatusItems, MOBILE_USER_DICTIONARIES, orgText, placeText } from './appUserList';
import { LinesTable } from '../../../shell/LinesTable';
import { UserBankDialog } from './UserBankDialog';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

export interface AppUserDetailDrawerProps {
  id: number;
  /** The user when already loaded (按手机号查询), shown without loading it again. */
  initial?: AppUserDetail;
  onClose: () => void;
}

/**
 * 用户详情 (mobile:user:detail): the user unmasked (GET user/detail), its bindings (live first) and its
 * bank cards per company (GET user-bank/orgList), with 添加银行卡, 编辑 and 删除 (after a confirm) for a
 * holder of mobile:user:bank; the cards reload after each.
 */
export function AppUserDetailDrawer({ id, initial, onClose }: AppUserDetailDrawerProps) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const dictionaries = useAtomValue(dictionariesAtom);
  const canBank = useOwnedCodes().hasRole(APP_USER_BUTTONS.bank);
  const given = useRef(initial);
  const loadDetail = useCallback(() => {
    const first = given.current;
    given.current = undefined;
    return first ? Promise.resolve(first) : fetchAppUserDetail(id);
  }, [id]);
  const detail = useRemote(loadDetail);
  const loadBanks = useCallback(() => fetchAppUserBankOrgs(id), [id]);
  const banks = useRemote(loadBanks);
  const scopeOrgs = useUserCompanies();
  const [bankDialog, setBankDialog] = useState<{ bank?: AppUserBank; orgCode: string } | null>(null);
  const user = detail.data;
  const none = t('supplier.none');
  const bankOrgs = useMemo(() => banks.data ?? [], [banks.data]);
  // The companies a card may be kept at: the listed ones and the caller's own.
  const cardOrgs = useMemo(() => {
    const listed = bankOrgs.filter((org) => !scopeOrgs.some((own) => own.orgCode === org.orgCode));
    return [...scopeOrgs, ...listed.map((org) => ({ orgCode: org.orgCode, orgName: org.orgName ?? org.orgCode }) as (typeof scopeOrgs)[number])];
  }, [bankOrgs, scopeOrgs]);

  const removeBank = async (bank: AppUserBank) => {
    if (!(await confirm({ variant: 'delete', message: t('contract.editor.deleteConfirm') }))) return;
    const deleted = await unlessFailed(deleteAppUserBanks([bank.id]));
    if (deleted) toast.success(deleted.message || t('message.deleted'));
    banks.reload();
  };

  return (
    <Drawer
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('mobile.user.detailTitle', { name: user?.userName ?? '' })}
      width="large"
      isLoading={detail.isLoading && !user}
    >
      {user ? (
        <DetailBody>
          <dl>
            <dt>{t('supplier.mobile')}</dt>
            <dd>{user.phone}</dd>
            <dt>{t('system.user.userName')}</dt>
            <dd>{user.userName}</dd>
            <dt>{t('pick.detail.idCard')}</dt>
            <dd>{text(user.idCard)}</dd>
            <dt>{t('mobile.user.userType')}</dt>
            <dd>{dictName(dictionaries, MOBILE_USER_DICTIONARIES.userType, user.userType)}</dd>
            <dt>{t('mobile.sale.org')}</dt>
            <dd>{orgText(user)}</dd>
            <dt>{t('mobile.user.place')}</dt>
            <dd>{placeText(user) || '-'}</dd>
            <dt>{t('system.user.enabled')}</dt>
            <dd>
              <StatusTag items={appUserStatusItems(dictionaries)} value={user.status} />
            </dd>
            <dt>{t('mobile.user.registeredTime')}</dt>
            <dd>{user.registeredTime}</dd>
            <dt>{t('mobile.user.lastLoginTime')}</dt>
            <dd>{text(user.lastLoginTime)}</dd>
            <dt>{t('supplier.remark')}</dt>
            <dd>{text(user.remark)}</dd>
          </dl>
          <LinesTable
            caption={t('mobile.user.bindings')}
            lines={user.bindings}
            lineKey={(binding) => binding.id}
            empty={none}
            columns={[
              { heading: t('supplier.sn'), cell: (binding) => binding.supplierSn },
              { heading: t('supplier.name'), cell: (binding) => binding.supplierName },
              { heading: t('supplier.status'), cell: (binding) => <StatusTag items={supplierStatusItems(dictionaries)} value={binding.financialStatus} /> },
              { heading: t('mobile.bind.state'), cell: (binding) => <StatusTag items={bindStateItems(dictionaries)} value={binding.bindState} /> },
              { heading: t('mobile.bind.boundTime'), cell: (binding) => binding.boundTime },
              { heading: t('mobile.bind.unboundTime'), cell: (binding) => text(binding.unboundTime) },
            ]}
          />
          <BankHeading>
            <h3>{t('mobile.user.banks')}</h3>
            {canBank ? (
              <Button size="small" onPress={() => setBankDialog({ orgCode: bankOrgs.length === 1 ? (bankOrgs[0]?.orgCode ?? '') : '' })}>
                {t('mobile.user.addBank')}
              </Button>
            ) : null}
          </BankHeading>
          {bankOrgs.length === 0 ? <p>{banks.isLoading ? '' : none}</p> : null}
          {bankOrgs.map((org) => (
            <LinesTable
              key={org.orgCode}
              caption={orgText(org)}
              lines={org.banks}
              lineKey={(bank) => bank.id}
              empty={none}
              columns={[
                { heading: t('supplier.bankName'), cell: (bank) => bank.bankName },
                { heading: t('supplier.accountName'), cell: (bank) => bank.accountName },
                { heading: t('supplier.accountNo'), cell: (bank) => bank.accountNo },
                { heading: t('supplier.default'), cell: (bank) => t(bank.isDefault === 1 ? 'supplier.yes' : 'supplier.no') },
                ...(canBank
                  ? [
                      {
                        heading: t('dataAdmin.actions'),
                        cell: (bank: AppUserBank) => (
                          <>
                            <Button variant="link" size="small" aria-label={`${t('supplier.edit')} ${bank.accountNo}`} onPress={() => setBankDialog({ bank, orgCode: bank.orgCode })}>
                              {t('supplier.edit')}
                            </Button>
                            <Button variant="link" size="small" data-theme="danger" aria-label={`${t('supplier.delete')} ${bank.accountNo}`} onPress={() => void removeBank(bank)}>
                              {t('supplier.delete')}
                            </Button>
                          </>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          ))}
        </DetailBody>
      ) : null}
      {bankDialog && user ? (
        <UserBankDialog
          appUserId={user.id}
          userName={user.userName}
          bank={bankDialog.bank}
          orgCode={bankDialog.orgCode}
          orgs={cardOrgs}
          onClose={() => setBankDialog(null)}
          onSaved={() => {
            setBankDialog(null);
            banks.reload();
          }}
        />
      ) : null}
    </Drawer>
  );
}

const BankHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

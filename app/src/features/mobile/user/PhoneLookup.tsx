import styled from '@emotion/styled';
import { Button, TextField, useLocale, useToast } from '@srm/design-system';
import type { AppUserDetail } from '@srm/gateway/api';
import { useState, type FormEvent } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { answeredWith } from '../../../shell/SaveDialog';
import { useAppT } from '../../../i18n/useAppT';
import { fetchAppUserByPhone } from '../api/appUserApi';
import { phoneLookupProblem } from './appUserList';

/**
 * 按手机号查询 (mobile:user:detail): a mobile number and the button; a malformed number is refused in
 * place (手机号有误, the design system's rule; the gateway's 400 likewise), a number no user has shows
 * 未找到手机号为…的用户, and the user found opens in the detail drawer.
 */
export function PhoneLookup({ onFound }: { onFound: (user: AppUserDetail) => void }) {
  const t = useAppT();
  const toast = useToast();
  const { locale } = useLocale();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isLooking, setLooking] = useState(false);

  const lookup = async (event?: FormEvent) => {
    event?.preventDefault();
    const number = phone.trim();
    const checked = phoneLookupProblem(number, locale);
    setProblem(checked);
    if (checked) return;
    setLooking(true);
    try {
      const user = await unlessFailed(fetchAppUserByPhone(number), (failure) => {
        if (answeredWith(failure, 404)) toast.warning(t('mobile.user.notFound', { phone: number }));
        else if (answeredWith(failure, 400)) setProblem(failure.message);
      });
      if (user) onFound(user);
    } finally {
      setLooking(false);
    }
  };

  return (
    <Lookup onSubmit={(event) => void lookup(event)} aria-label={t('mobile.user.lookup')}>
      <TextField
        aria-label={t('supplier.mobile')}
        placeholder={t('mobile.user.lookupPlaceholder')}
        maxLength={20}
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
      />
      <Button type="submit" isPending={isLooking}>
        {t('mobile.user.lookup')}
      </Button>
    </Lookup>
  );
}

const Lookup = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

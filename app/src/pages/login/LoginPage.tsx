import styled from '@emotion/styled';
import { Button, TextField } from '@srm/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppT } from '../../i18n/useAppT';
import { localeAtom, signInAtom, tokenAtom } from '../../state/session';
import { loadWebFontAfterContent } from '../../webFont';
import { redirectTarget, toLoginBody, validateLogin, type LoginErrors, type LoginValues } from './loginRules';

/** Sign-in with account and password (spec 01 §2.3). */
export function LoginPage() {
  const t = useAppT();
  const token = useAtomValue(tokenAtom);
  const signIn = useSetAtom(signInAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const guardMessage = (location.state as { message?: string } | null)?.message ?? null;
  const [serverMessage, setServerMessage] = useState<string | null>(guardMessage);
  // The form is on screen: the web font may come now (webFont.ts).
  useEffect(loadWebFontAfterContent, []);

  if (token && !pending) return <Navigate to="/" replace />;

  const update = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setServerMessage(null);
    try {
      const { loginByAccount } = await import('../../api/login');
      const info = await loginByAccount(toLoginBody(values));
      signIn(info);
      navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      setServerMessage((error as Error).message);
      setPending(false);
    }
  }

  return (
    <Page>
      <Card>
        <Heading>{t('login.title')}</Heading>
        <Subtitle>{t('login.subtitle')}</Subtitle>
        <form onSubmit={submit} noValidate aria-label={t('login.title')}>
          <Fields>
            <TextField
              label={t('login.account')}
              name="account"
              autoComplete="username"
              value={values.account}
              onChange={update('account')}
              isInvalid={Boolean(errors.account)}
              errorMessage={errors.account ? t(errors.account) : undefined}
              autoFocus
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              revealable
              value={values.password}
              onChange={update('password')}
              isInvalid={Boolean(errors.password)}
              errorMessage={errors.password ? t(errors.password) : undefined}
            />
            {serverMessage ? <Alert role="alert">{serverMessage}</Alert> : null}
            <Button type="submit" variant="primary" size="large" isPending={pending}>
              {t('login.submit')}
            </Button>
          </Fields>
        </form>
        <Footer>
          <Button variant="link" onPress={() => setLocale(locale === 'zh-CN' ? 'en' : 'zh-CN')}>
            {t('login.language')}
          </Button>
        </Footer>
      </Card>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.header} 0%, ${({ theme }) => theme.colors.primaryActive} 100%);
`;

const Card = styled.div`
  width: 380px;
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

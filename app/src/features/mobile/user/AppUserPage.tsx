import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until the page is built (issue 28). */
export function AppUserPage() {
  const t = useAppT();
  return <h1>{t('mobile.user.title')}</h1>;
}

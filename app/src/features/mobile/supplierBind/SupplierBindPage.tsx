import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until the page is built (issue 28). */
export function SupplierBindPage() {
  const t = useAppT();
  return <h1>{t('mobile.bind.title')}</h1>;
}

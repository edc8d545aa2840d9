import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until the page is built (issue 28). */
export function SaleInfoPage() {
  const t = useAppT();
  return <h1>{t('mobile.sale.title')}</h1>;
}

import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until its part of issue 27 lands. */
export function MarketIndexPage() {
  const t = useAppT();
  return <h1>{t('market.index.title')}</h1>;
}

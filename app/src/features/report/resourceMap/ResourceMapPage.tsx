import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until its part of issue 27 lands. */
export function ResourceMapPage() {
  const t = useAppT();
  return <h1>{t('market.resource.title')}</h1>;
}

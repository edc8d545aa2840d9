import { useAppT } from '../../../i18n/useAppT';

/** Placeholder until its part of issue 27 lands. */
export function ReportCenterPage() {
  const t = useAppT();
  return <h1>{t('reports.center.title')}</h1>;
}

import { useLocation, useParams } from 'react-router-dom';
import { useAppT } from '../../i18n/useAppT';
import { EmbeddedFrame, embedBases } from './EmbeddedFrame';
import { webviewAddress } from './embedAddress';

/** /webview/:systemName/:pageName/:pageCode? (spec 01 §2.1): a page of an external system. */
export function WebviewPage() {
  const t = useAppT();
  const params = useParams();
  const location = useLocation();
  const address = webviewAddress(embedBases, { ...params, search: location.search }, window.location.origin);
  return <EmbeddedFrame address={address} title={t('route.webview')} />;
}

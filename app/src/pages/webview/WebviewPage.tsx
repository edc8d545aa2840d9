import { useLocation, useParams } from 'react-router-dom';
import { useAppT } from '../../i18n/useAppT';
import { EmbeddedFrame } from './EmbeddedFrame';
import { webviewAddress } from './embedAddress';
import { useEmbedBases } from './embedBases';

/** /webview/:systemName/:pageName/:pageCode? (spec 01 §2.1): a page of an external system. */
export function WebviewPage() {
  const t = useAppT();
  const params = useParams();
  const location = useLocation();
  const bases = useEmbedBases();
  const address = bases ? webviewAddress(bases, { ...params, search: location.search }, window.location.origin) : undefined;
  return <EmbeddedFrame address={address} title={t('route.webview')} />;
}

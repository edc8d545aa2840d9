import { useLocation } from 'react-router-dom';
import { EmbeddedFrame, embedBases } from './EmbeddedFrame';
import { moduleAddress } from './embedAddress';

/** A menu with a moduleName (spec 01 §2.4): the module's base address plus the app's full path. */
export function ModulePage({ moduleName, title }: { moduleName: string | null; title: string }) {
  const location = useLocation();
  const address = moduleAddress(embedBases, moduleName, `${location.pathname}${location.search}`, window.location.origin);
  return <EmbeddedFrame address={address} title={title} />;
}

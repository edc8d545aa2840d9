import { useLocation } from 'react-router-dom';
import { EmbeddedFrame } from './EmbeddedFrame';
import { moduleAddress } from './embedAddress';
import { useEmbedBases } from './embedBases';

/** A menu with a moduleName (spec 01 §2.4): the module's base address plus the app's full path. */
export function ModulePage({ moduleName, title }: { moduleName: string | null; title: string }) {
  const location = useLocation();
  const bases = useEmbedBases();
  const address = bases ? moduleAddress(bases, moduleName, `${location.pathname}${location.search}`, window.location.origin) : undefined;
  return <EmbeddedFrame address={address} title={title} />;
}

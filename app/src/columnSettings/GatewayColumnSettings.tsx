import { browserStorage, ColumnSettingsStorageProvider } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppT } from '../i18n/useAppT';
import { tokenAtom } from '../state/session';
import { removeTableSettings, saveTableSettings, takeTableSettings } from './api';
import { createGatewayColumnSettingsStore, type GatewayColumnSettingsStore, type TableSettingsApi } from './gatewayStorage';


/**
 * Per-user column settings kept by the gateway, with local storage as the fallback: every ProTable
 * with a `tableId` below reads and saves its column settings (visible, order, pinned) through it.
 *
 * The user's settings are loaded once per sign-in (one GET, at most 8 s, started by the guard while the
 * session loads) and the content shows only
 * when that load has finished or failed. A table reads its settings when it mounts, so rendering it
 * earlier would show the code defaults and then either keep them (wrong) or jump to the user's
 * columns when it re-read them (and lose the page's state if done by remounting). The wait is one
 * small call right after the session's own calls; a gateway that cannot answer falls back to local
 * storage instead of holding the pages.
 */
export function GatewayColumnSettings({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  // One store per signed-in user: a new sign-in loads that user's settings.
  return (
    <SettingsLoader key={token ?? ''} token={token}>
      {children}
    </SettingsLoader>
  );
}

function SettingsLoader({ token, children }: { token: string | null; children: ReactNode }) {
  const t = useAppT();
  const [store] = useState<GatewayColumnSettingsStore>(() => {
    // The load the guard started alongside the session's calls, when it was for this token.
    const api: TableSettingsApi = { list: () => takeTableSettings(token), save: saveTableSettings, remove: removeTableSettings };
    return createGatewayColumnSettingsStore({ api, local: browserStorage() });
  });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    void store.load().then(() => {
      if (active) setReady(true);
    });
    // Changes still waiting for their delay go out before the page does (fetch keepalive).
    const leave = () => store.flush({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      active = false;
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      store.flush();
    };
  }, [store]);

  if (!ready) {
    return (
      <div role="status" aria-live="polite">
        {t('guard.loading')}
      </div>
    );
  }
  return <ColumnSettingsStorageProvider storage={store.storage}>{children}</ColumnSettingsStorageProvider>;
}

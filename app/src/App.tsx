import { SrmProvider } from '@srm/design-system';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './router/routes';
import { LazyFileViewer } from './shell/LazyFileViewer';
import { SessionDialogs } from './shell/SessionDialogs';
import { localeAtom } from './state/session';
import { appStore } from './state/store';

function LocalisedRouter() {
  const locale = useAtomValue(localeAtom);
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <SrmProvider locale={locale} fileViewer={LazyFileViewer}>
      <SessionDialogs>
        <RouterProvider router={router} />
      </SessionDialogs>
    </SrmProvider>
  );
}

/** Providers (jotai; SrmProvider: theme, locale, messages, confirm, the lazily loaded file viewer) and the router (fixed routes + the user's menu routes). */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <LocalisedRouter />
    </JotaiProvider>
  );
}

import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './router/routes';
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
    <LocaleProvider locale={locale}>
      <ToastProvider>
        <ConfirmProvider>
          <SessionDialogs>
            <RouterProvider router={router} />
          </SessionDialogs>
        </ConfirmProvider>
      </ToastProvider>
    </LocaleProvider>
  );
}

/** Providers (jotai, theme, locale, messages) and the router (fixed routes + the user's menu routes). */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider>
        <LocalisedRouter />
      </ThemeProvider>
    </JotaiProvider>
  );
}

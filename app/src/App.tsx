import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './router/routes';
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
      <RouterProvider router={router} />
    </LocaleProvider>
  );
}

/** Providers (jotai, theme, locale) and the router. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider>
        <LocalisedRouter />
      </ThemeProvider>
    </JotaiProvider>
  );
}

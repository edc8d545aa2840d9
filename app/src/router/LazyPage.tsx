import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useAppT } from '../i18n/useAppT';
import type { PageLoader } from './pageRegistry';

type PageModule = Awaited<ReturnType<PageLoader>>;

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
/** Loads started by `preloadPage` (or a first render), and the modules that have arrived. */
const loads = new Map<PageLoader, Promise<PageModule>>();
const loaded = new Map<PageLoader, PageModule>();

function load(loader: PageLoader): Promise<PageModule> {
  let promise = loads.get(loader);
  if (!promise) {
    promise = loader().then((module) => {
      loaded.set(loader, module);
      return module;
    });
    loads.set(loader, promise);
  }
  return promise;
}

/**
 * Starts loading a page module ahead of its first render (the landing route's modules while the
 * session loads), so the modules of nested routes come in parallel instead of one after another.
 */
export function preloadPage(loader: PageLoader): void {
  load(loader).catch(() => undefined);
}

/**
 * Starts loading a page module (as `preloadPage`) and resolves once it is in, or has failed (never
 * rejects: rendering the page then shows the failure). A module already in resolves at once.
 */
export function whenPageLoaded(loader: PageLoader): Promise<void> {
  return load(loader).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The one React.lazy component of a page loader (created once, so its state survives re-renders).
 * A module that has already arrived (`preloadPage`) is handed over at once: React renders it without
 * suspending, so no loading fallback flashes and no Suspense reveal is held back.
 */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(() => {
      const module = loaded.get(loader);
      // A thenable that resolves synchronously: React.lazy reads it before suspending.
      if (module) return { then: (resolve: (value: PageModule) => void) => resolve(module) } as unknown as Promise<PageModule>;
      return load(loader);
    });
    lazyPages.set(loader, page);
  }
  return page;
}

export function PageLoading() {
  const t = useAppT();
  return (
    <div role="status" aria-live="polite" style={{ padding: 24 }}>
      {t('route.loadingPage')}
    </div>
  );
}

function LoadFailed() {
  const t = useAppT();
  return <div role="alert">{t('route.loadFailed')}</div>;
}

/** Catches a page module that failed to load (a new deployment, the network) so the shell stays up. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** A lazily loaded page (from `lazyPage`) inside its own loading and failure boundaries. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}


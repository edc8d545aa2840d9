import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useAppT } from '../i18n/useAppT';
import type { PageLoader } from './pageRegistry';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** The one React.lazy component of a page loader (created once, so its state survives re-renders). */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
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


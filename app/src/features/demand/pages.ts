import type { PageLoader } from '../../router/pageRegistry';

/** The demand area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const demandPages: Readonly<Record<string, PageLoader>> = {};

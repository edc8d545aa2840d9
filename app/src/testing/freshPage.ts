/**
 * Test files that replace no module share their worker's modules and page (vitest.config.ts,
 * scripts/vitest-projects.mjs): each starts on a page as a fresh one would be, and each test unmounts
 * what it rendered (as the files that call cleanup themselves already did).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { freshPage } from '../../../scripts/vitest-fresh-page.mjs';

freshPage();
afterEach(() => cleanup());

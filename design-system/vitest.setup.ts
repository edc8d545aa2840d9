import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { freshPage } from '../scripts/vitest-fresh-page.mjs';

// Test files may share their worker's page (vitest.config.ts): each starts on a fresh one.
freshPage();
afterEach(() => cleanup());

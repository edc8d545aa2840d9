/**
 * Unit tests stay steady on a busy machine (vitest setup file; issue 20 "Steady under load"): a
 * fresh-clone run with a browser and other suites beside it failed page tests only because
 * testing-library's 1 s wait for an element ran out. Each findBy/waitFor now waits up to 3 s before it
 * fails (an element that never comes still fails the test), and each test may take 15 s (vitest.config.ts).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3_000 });

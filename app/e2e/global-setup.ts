/**
 * Before the workers start: one migrated and seeded server folder for the whole run, which each
 * worker's server copies (e2e/server.ts). Its path reaches the workers in the environment; the folder
 * goes when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareSeededData, SEEDED_DIR_ENV } from './server';

export default async function globalSetup(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'srm-e2e-seeded-'));
  const started = Date.now();
  try {
    await prepareSeededData(folder);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  console.log(`e2e: the seeded server folder took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env[SEEDED_DIR_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

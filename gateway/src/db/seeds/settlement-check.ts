import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

/** Demo account checks (issue 25): placeholder until built. */
export async function seedAccountChecks(_db: AppDatabase, _context: SeedContext): Promise<void> {}

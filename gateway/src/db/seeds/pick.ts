import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

/** Demo pick-up orders (issue 24): placeholder until built. */
export async function seedPicks(_db: AppDatabase, _context: SeedContext): Promise<void> {}

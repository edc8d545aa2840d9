import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

/** Demo shipments, vehicle changes and allocations (issue 24): placeholder until built. */
export async function seedPickShipping(_db: AppDatabase, _context: SeedContext): Promise<void> {}

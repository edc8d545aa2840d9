/** Demo data of the lookups area (stub: filled in by its owner). */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedLookups(_db: AppDatabase, _context: SeedContext): Promise<void> {}

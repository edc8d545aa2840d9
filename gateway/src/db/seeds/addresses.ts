/** Demo data of the addresses area (stub: filled in by its owner). */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedAddresses(_db: AppDatabase, _context: SeedContext): Promise<void> {}

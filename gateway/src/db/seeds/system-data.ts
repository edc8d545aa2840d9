/**
 * Demo data of the system-data area (dictionaries, short menus, messages). Filled in by that work.
 */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedSystemData(_db: AppDatabase, _context: SeedContext): Promise<void> {}

/** Demo reports (issue 27, part R1): placeholder until the part lands. */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedReports(_tx: AppDatabase, _context: SeedContext): Promise<void> {}

/** Demo market indices and their series (issue 27, part R2): placeholder until the part lands. */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedMarketIndices(_tx: AppDatabase, _context: SeedContext): Promise<void> {}

/** Demo rows of the materials order area (issue 26): placeholder until its part lands. */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedPurchaseOrders(_tx: AppDatabase, _context: SeedContext): Promise<void> {}

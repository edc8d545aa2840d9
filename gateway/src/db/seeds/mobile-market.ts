/**
 * Demo grain offers (sale-info) and buying prices with their history (buy-info) of the mobile app
 * (issue 28). Runs after seedMobileUsers. No contract is written here.
 */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedMobileMarket(_tx: AppDatabase, _context: SeedContext): Promise<void> {}

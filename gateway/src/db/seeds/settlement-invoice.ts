import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

/** Demo invoices, prepayments, payments and customer balances (issue 25): placeholder until built. */
export async function seedSettlementDocuments(_db: AppDatabase, _context: SeedContext): Promise<void> {}

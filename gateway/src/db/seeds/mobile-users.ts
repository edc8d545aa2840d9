/**
 * Demo app users of the mobile app (issue 28), their supplier bindings and bank cards. Filled in by the
 * mobile area's user part. No contract is written here.
 */
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';

export async function seedMobileUsers(_tx: AppDatabase, _context: SeedContext): Promise<void> {}

/**
 * `pnpm --filter @srm/gateway seed`: runs the migrations and writes the demo data into the database of
 * DATABASE_URL (PostgreSQL), or into the PGlite data folder when DATABASE_URL is not set.
 * Writes nothing when the demo data is already there.
 */
import { ConfigError, describeDatabase, loadConfig } from '../config.js';
import { openDatabase } from './connection.js';
import { DataDirLockedError } from './lock.js';
import { seedDemoData } from './seed.js';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { seeded } = await seedDemoData(database.db);
    console.log(
      seeded
        ? `已写入演示数据 (demo data seeded): ${describeDatabase(config)}`
        : `演示数据已存在，未做修改 (demo data already present): ${describeDatabase(config)}`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

/**
 * Starts the gateway: opens the database (PGlite by default, PostgreSQL with DATABASE_URL), runs the
 * migrations, seeds demo data when appropriate, and serves the API and the built app on one port.
 */
import { ConfigError, describeDatabase, loadConfig, shouldSeed, type GatewayConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { DataDirLockedError } from './db/lock.js';
import { buildServer, type GatewayApp } from './server.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let app: GatewayApp | undefined;
  const stop = async () => {
    try {
      await app?.close();
    } finally {
      await database.close();
    }
  };

  // Watchers and package managers often deliver a signal twice (to the group and forwarded): repeats
  // are ignored so the database is closed cleanly; a stuck close is cut short after a while.
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n收到 ${signal}，正在关闭 (shutting down)`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await database.migrate();
    const seeding = shouldSeed(config);
    // The demo data modules are loaded only when seeding (a quick start on PostgreSQL, issue 29).
    let demoAccounts: string[] | undefined;
    if (seeding) {
      const [{ DEMO_USERS, seedDemoData }, { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD }] = await Promise.all([import('./db/seed.js'), import('./db/seeds/suppliers.js')]);
      const { seeded } = await seedDemoData(database.db);
      if (seeded) console.log('已写入演示数据 (demo data seeded)');
      demoAccounts = [
        ...DEMO_USERS.map((user) => `${user.account} / ${user.password}  ${user.label}`),
        ...DEMO_SUPPLIER_USERS.map((user) => `${user.account} / ${SUPPLIER_PASSWORD}  ${user.label}`),
      ];
    }
    app = buildServer({
      db: database,
      logger: { level: process.env['LOG_LEVEL'] || 'info' },
      staticDir: config.staticDir,
      tokenTtlMs: config.tokenTtlMs,
      filesDir: config.filesDir,
      fileFetchHosts: config.fileFetchHosts,
      trustProxy: config.trustProxy,
      oidc: config.oidc,
      apiDocsPublic: config.apiDocsPublic,
      embedBases: config.embedBases,
      contractCallbackSecret: config.contractCallbackSecret,
      erpSyncUrl: config.erpSyncUrl,
      certificateReminders: config.certificateReminders,
      jobs: true,
      jobPollingSeconds: config.jobPollingSeconds,
      exportTuning: config.exportTuning,
      fileStorage: config.fileStorage,
      metricsToken: config.metricsToken,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    });
    await app.listen({ port: config.port, host: config.host });
    console.log(banner(config, demoAccounts));
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The start-up banner; `demoAccounts` (account / password  label) when the demo data was seeded. */
function banner(config: GatewayConfig, demoAccounts: readonly string[] | undefined): string {
  const lines = [
    '',
    `采购管理平台 gateway 已启动: http://localhost:${config.port}`,
    `  数据库 (database): ${describeDatabase(config)}`,
    `  前端 (app): ${config.staticDir ?? '未找到 app/dist，仅提供 /gateway 接口 (API only)'}`,
  ];
  if (demoAccounts) {
    lines.push('  演示账号 (demo accounts):');
    for (const account of demoAccounts) lines.push(`    ${account}`);
  } else {
    lines.push('  提示：PostgreSQL 不会自动写入演示数据，需要时设置 SEED_DEMO=1 或加 --seed (hint: SEED_DEMO=1 or --seed)');
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  // A settings mistake or a locked folder is the operator's to fix: the message alone, no stack.
  console.error(error instanceof DataDirLockedError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

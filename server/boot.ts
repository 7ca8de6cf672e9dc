/**
 * What every process that serves Laden does before it listens: read the configuration, open the
 * database (embedded or DATABASE_URL), migrate, seed the demo on first start. Shared by
 * `npm start` (server/main.ts) and `npm run dev` (scripts/dev.ts).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { startChangeFeed } from "../db/change-feed.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { products } from "../db/schema/index.ts";
import { APP_CRON, appJobs, migrateJobQueue, startJobRunner } from "../modules/jobs/index.ts";
import { createMailer, OUTBOX_FOLDER } from "../modules/mail/index.ts";
import { startOutboxWorker } from "../modules/mail/outbox.ts";
import { cacheSettings, SETTINGS_CHANNEL } from "../modules/settings/index.ts";
import { cacheShippingConfig } from "../modules/shipping/store.ts";
import { recordFirstOrigin } from "../modules/site/origin.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { type FirstOwnerNotice, firstOwnerNotice } from "./first-owner.ts";
import { CONTENT_CHANNEL } from "./http/page-cache.ts";
import { latestMigrationOf } from "./http/readiness.ts";
import { createLogger, errorFields } from "./log.ts";
import type { AppServices } from "./services.ts";
import { buildPageParams } from "./wire/page-params.ts";

/** `rootDir`: the project folder (migrations live in `db/migrations` under it). */
export async function boot({
  rootDir,
}: {
  rootDir: string;
}): Promise<{ services: AppServices; database: Database; firstOwner: FirstOwnerNotice }> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DB_POOL_MAX,
    role: "server",
    // Logged, not fatal: the pool replaces the connection on the next request.
    onConnectionError: (err) =>
      log.warn("database connection lost; the pool reconnects", {
        err: err.message,
        code: (err as { code?: unknown }).code,
      }),
  }).catch((err: unknown) => {
    log.error("database could not be opened", errorFields(err));
    process.exit(1);
  });
  log.info("database ready", {
    embedded: Boolean(database.embedded),
    owned: database.embedded?.owned ?? false,
  });
  const migrationsDir = join(rootDir, "db/migrations");
  await runMigrations(database.pool, migrationsDir);
  // graphile-worker's own schema (graphile_worker): its migrations, before anything enqueues.
  await migrateJobQueue(database.url, (msg) => log.warn(msg));
  const lifecycle = { shuttingDown: false, latestMigration: latestMigrationOf(migrationsDir) };

  // Settings are read once per process and dropped on every change any process makes (the
  // settings table's trigger notifies; this connection listens). Until it listens, reads go through.
  const changes = startChangeFeed({
    connectionString: database.url,
    channels: [SETTINGS_CHANNEL, CONTENT_CHANNEL],
    log: (msg, fields) => log.warn(msg, fields),
  });
  cacheSettings(database.db, changes);
  cacheShippingConfig(database.db, changes);
  // One line per change and process: operators see changes arrive; tests wait for it (tests/setup/settings-change.ts).
  changes.subscribe(SETTINGS_CHANNEL, () =>
    log.info("settings cache dropped", { listening: changes.listening }),
  );
  await changes
    .ready(5_000)
    .catch(() => log.warn("change feed not listening yet; settings are read per request"));

  const mediaDir = join(config.dataDir, "media");
  mkdirSync(mediaDir, { recursive: true });
  if (config.LADEN_DEMO) {
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(products);
    if (n === 0) {
      log.info("seeding the demo shop (first start)");
      // Imported only here: the seed pulls in sharp (libvips), which a running shop does not need.
      const { seedDemo } = await import("../db/seed/demo.ts");
      const { created } = await seedDemo(database.db, { mediaDir });
      log.info("demo seeded", created);
    }
  }
  const firstOwner = await firstOwnerNotice(database.db, {
    demo: config.LADEN_DEMO,
    dataDir: config.dataDir,
  });
  // Links in e-mails never come from a request's Host (modules/site/origin.ts).
  await recordFirstOrigin(database.db, config);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.dataDir, OUTBOX_FOLDER),
    log: (msg, fields) => log.info(msg, fields),
  });
  const outbox = startOutboxWorker(database.db, mailer, {
    intervalMs: config.MAIL_OUTBOX_INTERVAL_MS,
    dataDir: config.dataDir, // form uploads attached to form e-mails
    domain: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : undefined,
    log: (msg, fields) => log.warn(msg, fields),
  });
  outbox.kick(); // mails left from before a restart
  // Background jobs (modules/jobs): every process runs them; each job runs once across processes.
  const jobs = await startJobRunner({
    db: database.db,
    connectionString: database.url,
    jobs: appJobs({ testJobs: config.LADEN_TEST_JOBS }),
    cron: APP_CRON,
    concurrency: config.JOBS_CONCURRENCY,
    kickOutbox: () => outbox.kick(),
    mediaDir,
    log: { info: (msg, fields) => log.info(msg, fields), warn: (msg, fields) => log.warn(msg, fields) },
  });
  return {
    services: {
      db: database.db,
      pool: database.pool,
      config,
      log,
      mediaDir,
      mailer,
      outbox,
      jobs,
      lifecycle,
      changes,
      pageParams: buildPageParams,
    },
    database,
    firstOwner,
  };
}

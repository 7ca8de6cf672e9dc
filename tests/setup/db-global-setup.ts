/**
 * Once per run of the database suites: get a PostgreSQL (a fresh embedded cluster, or the one in
 * LADEN_TEST_DB), build a template database with the migrations and the demo seed, and hand its
 * name to the test files, which clone it (CREATE DATABASE … TEMPLATE) in milliseconds.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb, handleConnectionErrors } from "#db/client.ts";
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from "#db/embedded.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { migrateJobQueue } from "#modules/jobs/runner.ts";
import { testDbTarget } from "./db-target.ts";
import { adminUrl, databaseUrl } from "./db-urls.ts";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    templateDb: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "laden-test-"));
  chmodSync(dataDir, 0o755); // the embedded cluster runs as `postgres` when we are root
  const target = testDbTarget();
  let embedded: EmbeddedPostgresHandle | undefined;
  let serverUrl: string;
  if (target.kind === "embedded") {
    embedded = await startEmbeddedPostgres(join(dataDir, "pg-cluster"), {
      adoptOrphans: true,
      // A throwaway cluster: no flush to disk on commit or checkpoint (clones and commits are the
      // suite's hottest path). The machine's PostgreSQL keeps its settings; see test-db.ts.
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
    serverUrl = embedded.url;
  } else {
    serverUrl = target.url;
  }
  const templateDb = `laden_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client(adminUrl(serverUrl));
  admin.on("error", () => {});
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, templateDb), max: 4 });
  handleConnectionErrors(pool);
  try {
    await runMigrations(pool);
    // graphile-worker's schema, as boot.ts migrates it: orders queue their invoice job in the
    // transaction that places or changes them, on every cloned database too.
    await migrateJobQueue(databaseUrl(serverUrl, templateDb), () => {});
    await seedDemo(createDb(pool), { mediaDir: join(dataDir, "media") });
  } finally {
    await pool.end();
  }
  project.provide("serverUrl", serverUrl);
  project.provide("templateDb", templateDb);
  project.provide("dataDir", dataDir);

  return async () => {
    // Clones may still be closing; force them off before dropping.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname like $1 and pid <> pg_backend_pid()`,
      [`${templateDb}%`],
    );
    const clones = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${templateDb}_c_%`],
    );
    for (const { datname } of clones.rows) await admin.query(`drop database if exists ${datname}`);
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.end();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

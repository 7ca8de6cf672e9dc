/** One database per test file, cloned from the migrated and seeded template. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../../db/client.ts";
import { adminUrl, databaseUrl } from "./db-urls.ts";

export type TestDatabase = { url: string; name: string; db: Db; pool: pg.Pool; drop(): Promise<void> };

export async function cloneDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("serverUrl");
  const template = inject("templateDb");
  const name = `${template}_c_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client(adminUrl(serverUrl));
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  return {
    url,
    name,
    pool,
    db: createDb(pool),
    async drop() {
      await pool.end();
      const a = new pg.Client(adminUrl(serverUrl));
      await a.connect();
      try {
        await a.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
        await a.query(`drop database if exists ${name}`);
      } finally {
        await a.end();
      }
    },
  };
}

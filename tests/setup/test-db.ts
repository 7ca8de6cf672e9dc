/** One database per test file, cloned from the migrated and seeded template. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db, handleConnectionErrors } from "#db/client.ts";
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
    // Commits of this throwaway database need not wait for the WAL flush (also on a shared server,
    // whose own settings stay as they are).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5, application_name: "laden-test" });
  handleConnectionErrors(pool);
  return {
    url,
    name,
    pool,
    db: createDb(pool),
    async drop() {
      // pool.end() resolves before its sockets are closed: the backends are ended below only
      // after the file's own connections have gone (or after a grace), never under a live client.
      await pool.end();
      const a = new pg.Client(adminUrl(serverUrl));
      a.on("error", () => {});
      await a.connect();
      try {
        await waitForNoBackends(a, name);
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

const BACKEND_GRACE_MS = 5_000;

/** Waits (up to a grace, then goes on) until no session is connected to `database`. */
async function waitForNoBackends(admin: pg.Client, database: string): Promise<void> {
  const until = Date.now() + BACKEND_GRACE_MS;
  while (Date.now() < until) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

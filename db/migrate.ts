import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** db/migrations next to this file when node runs it; the bundled server passes its own path. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any fixed 64-bit key; every process that migrates takes the same one. */
const MIGRATION_LOCK_KEY = 7_310_545_001;

/**
 * Applies pending migrations. Several processes may start at once: the advisory lock (held on
 * the connection that migrates) lets one apply them while the others wait and then find none.
 */
export async function runMigrations(pool: pg.Pool, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

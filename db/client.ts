/** Opens the one database Laden uses: DATABASE_URL when given, else the embedded PostgreSQL. */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from "./embedded.ts";
import * as schema from "./schema/index.ts";

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded?: EmbeddedPostgresHandle;
  close(): Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** A server adopts an orphaned embedded postgres and stops it on exit; the CLI only borrows. */
  role: "server" | "cli";
};

// PostgreSQL returns int8 (count(*), sums) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** How long a request waits for a database connection before it is answered 503 (server/http/db-errors.ts). */
export const DB_CONNECT_TIMEOUT_MS = 5_000;

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema, casing: "snake_case" });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, { adoptOrphans: opts.role === "server" });
    url = embedded.url;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: `laden-${opts.role}`,
  });
  // An idle client that loses its server (restart, outage) must not crash the process.
  pool.on("error", () => {});
  return {
    db: createDb(pool),
    pool,
    url,
    embedded,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

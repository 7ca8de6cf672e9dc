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
  /** Told when a connection is lost (server restart, failover, terminated backend). */
  onConnectionError?: (err: Error) => void;
};

// PostgreSQL returns int8 (count(*), sums) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * How long a request waits for a database connection before it is answered 503 (server/http/db-errors.ts).
 * 10 s: on a machine at load 19 opening connections to the embedded cluster took over 5 s, and the
 * owner got "Kurz nicht erreichbar" from a healthy database; a stopped one still refuses at once.
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema, casing: "snake_case" });
}

/**
 * pg emits `error` on a client whose server connection goes away (restart, failover,
 * `pg_terminate_backend`). The pool listens only while the client sits idle in it; a client that is
 * checked out, or already being closed by `pool.end()`, would throw it as an uncaught exception and
 * crash the process. So every client gets a listener; the pool drops the dead client and opens a
 * new connection on the next checkout, and a query running on it fails with its own error.
 */
export function handleConnectionErrors(pool: pg.Pool, onError: (err: Error) => void = () => {}): void {
  // The pool re-emits an idle client's error; the client's own listener below already reported it.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", onError);
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let url = opts.databaseUrl;
  let poolUrl = url;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, { adoptOrphans: opts.role === "server" });
    url = embedded.url;
    poolUrl = embedded.poolUrl;
  }
  const pool = new pg.Pool({
    connectionString: poolUrl,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: `laden-${opts.role}`,
  });
  handleConnectionErrors(pool, opts.onConnectionError);
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

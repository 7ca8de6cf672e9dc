/**
 * SQL statements per request in `npm run bench`, counted by PostgreSQL itself: the
 * pg_stat_statements extension (shipped with the embedded binaries) sums the calls of every
 * statement the server sent, BEGIN and COMMIT included. It must be preloaded, so the bench turns
 * it on while the first (seeding) start runs and the measured second start has it. Its own
 * bookkeeping adds a little PostgreSQL CPU to every statement, on every figure alike.
 */
import pg from "pg";
import { clusterUrl, readClusterInfo } from "../db/embedded.ts";

/** The cluster the server under test uses: BENCH_DATABASE_URL, or the embedded one in its data dir. */
export function benchDatabaseUrl(dataDir: string): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const info = readClusterInfo(dataDir);
  return info ? clusterUrl(info) : undefined;
}

/** Asks the cluster to load pg_stat_statements at its next start (needs a superuser, as the embedded one is). */
export async function preloadStatementStats(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: "bench" });
  await client.connect();
  try {
    await client.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  } finally {
    await client.end();
  }
}

export type StatementCounter = {
  reset(): Promise<void>;
  /** Statements of the server's database since the last reset, without the counter's own. */
  total(): Promise<number>;
  close(): Promise<void>;
};

/** Undefined when the extension is not loaded (an external database without it). */
export async function statementCounter(url: string): Promise<StatementCounter | undefined> {
  const client = new pg.Client({ connectionString: url, application_name: "bench" });
  await client.connect();
  try {
    await client.query("create extension if not exists pg_stat_statements");
    await client.query("select pg_stat_statements_reset()");
  } catch {
    await client.end();
    return undefined;
  }
  return {
    async reset() {
      await client.query("select pg_stat_statements_reset()");
    },
    async total() {
      const { rows } = await client.query<{ n: string | null }>(
        `select sum(calls) as n from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())
           and query not ilike '%pg_stat_statements%'`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    close: () => client.end(),
  };
}

/** A test file's own server on its own cloned database: `const app = appForFile();` then `app().url`. */
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { type AppServer, startAppServer } from "./app-server.ts";
import { cloneDatabase, type TestDatabase } from "./test-db.ts";

const PARALLEL_ON_ONE_CONNECTION = "client is already executing a query";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

export function appForFile(env: Record<string, string> = {}): () => AppServer & { database: TestDatabase } {
  let server: AppServer | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await cloneDatabase();
    server = await startAppServer({
      DATABASE_URL: database.url,
      LADEN_DATA_DIR: join(inject("dataDir")),
      LADEN_SECRET: TEST_SECRET,
      // HTTP tests change the catalogue by SQL and read pages right after: the page cache (tested on
      // its own in tests/reliability/page-cache.test.ts) would answer a few ms from before.
      LADEN_PAGE_CACHE: "0",
      // With the stack of a deprecation, so the check below can say where.
      NODE_OPTIONS: "--trace-deprecation",
      ...env,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    // Statements sent in parallel on one connection (Promise.all on a transaction): pg queues
    // them today with a deprecation warning; pg 9 makes it an error.
    const log = server?.logs.join("") ?? "";
    const at = log.indexOf(PARALLEL_ON_ONE_CONNECTION);
    if (at >= 0) throw new Error(`statements in parallel on one connection:\n${log.slice(at, at + 2500)}`);
  });
  return () => {
    if (!server || !database) throw new Error("app not started");
    return Object.assign(server, { database });
  };
}

/**
 * Another app process on the same database as `app` (scale-out: two processes, one PostgreSQL),
 * started after it and stopped with the file.
 */
export function secondProcessForFile(
  app: () => AppServer & { database: TestDatabase },
  env: Record<string, string> = {},
): () => AppServer {
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer({
      DATABASE_URL: app().database.url,
      LADEN_DATA_DIR: inject("dataDir"),
      LADEN_SECRET: TEST_SECRET,
      LADEN_PAGE_CACHE: "0",
      ...env,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("second process not started");
    return server;
  };
}

/**
 * Prometheus metrics at /metrics (prom-client): requests and latencies by route pattern, method
 * and status class; the DB pool; the mail outbox backlog (one cheap query at scrape time); how
 * often the settings cache was dropped (a change heard from PostgreSQL); the process (default
 * collectors). Readable from loopback without a forwarding proxy in between,
 * or with `Authorization: Bearer METRICS_TOKEN`; never cached.
 */
import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { SETTINGS_CHANNEL } from "#modules/settings/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import type { AppServices } from "../services.ts";
import { translatedError } from "../wire/errors.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Seconds; from a cached fragment (a few ms) to a slow checkout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape must not hang on a sick database: the outbox figures are then NaN. */
const OUTBOX_QUERY_TIMEOUT_MS = 1_000;
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** Headers a proxy adds: a loopback peer that sends them is a proxy relaying someone else. */
const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"];

export type Metrics = {
  registry: Registry;
  observe(route: string, method: string, status: number, seconds: number): void;
};

/**
 * One set per process and services: the dev server re-creates the host on every rebuild (a new
 * copy of this module), and each set starts event-loop and GC observers that would pile up.
 */
const PER_PROCESS = Symbol.for("laden.metrics");
type Cache = { services: object; metrics: Metrics };

type MetricsServices = Pick<AppServices, "pool" | "db"> & Partial<Pick<AppServices, "changes">>;

export function createMetrics(services: MetricsServices): Metrics {
  const g = globalThis as { [PER_PROCESS]?: Cache };
  const cached = g[PER_PROCESS];
  if (cached?.services === services) return cached.metrics;
  const metrics = buildMetrics(services);
  g[PER_PROCESS] = { services, metrics };
  return metrics;
}

function buildMetrics(services: MetricsServices): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["route", "method", "status_class"] as const;
  const requests = new Counter({
    name: "laden_http_requests_total",
    help: "HTTP requests by route pattern, method and status class",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "laden_http_request_duration_seconds",
    help: "HTTP request latency by route pattern, method and status class",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = services.pool;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge("laden_db_pool_total", "Connections the pool holds (idle and in use)", () => pool.totalCount);
  poolGauge("laden_db_pool_idle", "Idle connections in the pool", () => pool.idleCount);
  poolGauge("laden_db_pool_waiting", "Requests waiting for a connection", () => pool.waitingCount);

  // One query per scrape for the three outbox gauges: the registry collects them concurrently,
  // so they share the promise of the scrape that is in flight.
  let outboxRead: Promise<OutboxFigures | undefined> | undefined;
  const readOutbox = () => {
    outboxRead ??= queryOutbox(services.db).finally(() => {
      outboxRead = undefined;
    });
    return outboxRead;
  };
  const outboxGauge = (
    name: string,
    help: string,
    pick: (f: OutboxFigures | undefined) => number | undefined,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = pick(await readOutbox());
        // NaN, not 0: "unknown" must not read as "empty outbox".
        this.set(value ?? Number.NaN);
      },
    });
  outboxGauge("laden_outbox_pending", "Mails waiting to be sent", (f) => f?.pending);
  outboxGauge(
    "laden_outbox_oldest_pending_seconds",
    "Age of the oldest mail waiting to be sent (0 when none)",
    (f) => f?.oldestSeconds,
  );
  outboxGauge("laden_outbox_scrape_ok", "1 when the outbox figures could be read at this scrape", (f) =>
    f ? 1 : 0,
  );

  // Subscribed after the settings cache (server/boot.ts), so a count means the cache is dropped:
  // browser tests that change settings from outside wait for it (tests/e2e/shop-helpers.ts).
  const settingsDrops = new Counter({
    name: "laden_settings_cache_drops_total",
    help: "Times this process dropped its cached settings (a change notified by PostgreSQL, or the listener reconnecting)",
    registers: [registry],
  });
  services.changes?.subscribe(SETTINGS_CHANNEL, () => settingsDrops.inc());

  return {
    registry,
    observe(route, method, status, seconds) {
      const labels = {
        route,
        method: METHODS.has(method) ? method : "OTHER",
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

type OutboxFigures = { pending: number; oldestSeconds: number };

/** Undefined when the database does not answer in time: the scrape still succeeds (NaN figures). */
async function queryOutbox(db: AppServices["db"]): Promise<OutboxFigures | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const rows = await Promise.race([
      db.execute<{ n: number; age: number | null }>(sql`
        select count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as age
        from mail_outbox where status = 'pending'`),
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error("timeout")), OUTBOX_QUERY_TIMEOUT_MS);
      }),
    ]);
    const row = rows.rows[0];
    return { pending: row?.n ?? 0, oldestSeconds: row?.age ?? 0 };
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Loopback without a proxy in between, or the bearer token from METRICS_TOKEN. */
export function metricsAllowed(c: Context, token: string | undefined): boolean {
  const auth = c.req.header("authorization") ?? "";
  if (token && auth.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice(7));
    const want = Buffer.from(token);
    return given.length === want.length && timingSafeEqual(given, want);
  }
  if (FORWARDED.some((h) => c.req.header(h) !== undefined)) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? "");
  } catch {
    return false;
  }
}

export async function metricsResponse(c: Context, metrics: Metrics, token: string | undefined) {
  if (!metricsAllowed(c, token))
    return translatedError("de", "laden_metrics_forbidden", "wire.forbidden", 403);
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": NO_STORE_VALUE },
  });
}

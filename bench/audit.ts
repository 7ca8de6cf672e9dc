/**
 * `node bench/audit.ts [rows]` (default 100000): the audit log screen's server work with that many
 * entries — the list page with its count, and the filter selects — unfiltered, per record type,
 * per record, per owner, per day range and deep in the pages; p50/p95 in ms. Uses
 * BENCH_DATABASE_URL, else an embedded PostgreSQL under ./data/bench-audit (kept between runs).
 * Not part of CI (BRIEF "Scale": list page p95 ≤ 50 ms with 100,000 rows).
 */
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { auditLog, users } from "../db/schema/index.ts";
import { listAuditActors, listAuditEntities, parseAuditQuery } from "../modules/audit/filters.ts";
import { AUDIT_PER_PAGE, listAudit } from "../modules/audit/log.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const ROWS = Number(process.argv[2] ?? 100_000);
const ROUNDS = 40;

const embedded = process.env.BENCH_DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(join(ROOT, "data/bench-audit"), { adoptOrphans: true });
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL ?? embedded!.url, max: 4 });
pool.on("error", () => {});
const db = createDb(pool);
try {
  await runMigrations(pool);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog);
  if (n < ROWS) {
    await db.execute(sql`insert into users (email, role, password_hash, display_name)
      select 'bench-owner-' || i || '@example.de', 'shop_manager', 'x', 'Bench ' || i
        from generate_series(1, 5) i on conflict do nothing`);
    const owners = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
    // Orders mostly, some customers, products and settings; spread over a year; five owners.
    await db.execute(sql`insert into audit_log (at, actor_id, actor_label, entity, entity_id, action, changes)
      select now() - (i * interval '5 minutes'),
             (${`{${owners.join(",")}}`}::int[])[1 + i % ${owners.length}],
             'bench',
             (array['order','order','order','customer','product','settings'])[1 + i % 6],
             (i % 20000)::text,
             (array['status','update','refund','note'])[1 + i % 4],
             jsonb_build_object('status', jsonb_build_object('from', 'processing', 'to', 'completed'))
        from generate_series(1, ${ROWS - n}) i`);
    await db.execute(sql`analyze audit_log`);
  }
  const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const scenarios: Record<string, string> = {
    unfiltered: "",
    "record type": "entity=customer",
    record: "entity=order&entityId=4711",
    owner: "actor=1",
    "day range": `from=${day}&to=${day}`,
    "page 1000": `page=${Math.floor(ROWS / AUDIT_PER_PAGE / 2)}`,
  };
  console.log(`audit log, ${ROWS} rows: list page (rows + count + filter selects), ms`);
  for (const [name, search] of Object.entries(scenarios)) {
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now();
      const { filter } = parseAuditQuery(new URLSearchParams(search));
      await Promise.all([listAudit(db, filter), listAuditEntities(db), listAuditActors(db)]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(`${name.padEnd(12)} p50 ${p(0.5)}  p95 ${p(0.95)}`);
  }
} finally {
  await pool.end();
  await embedded?.stop();
}

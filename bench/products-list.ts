/**
 * `npm run bench:products` (or `node bench/products-list.ts 100000`): the back office's products
 * list at 100,000 products (issue 23: search + filter + page, server p95 ≤ 50 ms). Generates the
 * products with one INSERT … SELECT generate_series (triggers off for the load: the search index
 * is not what is measured) into a PostgreSQL of its own (BENCH_DATABASE_URL, else an embedded one
 * under ./data/bench-products, kept between runs), then times listAdminProducts — the count and
 * one page — for a mix of search, filter, sort and page requests; prints p50/p95/p99 per kind, the
 * mean CPU time of the PostgreSQL backend per request (a figure the other work on a shared
 * machine does not inflate), the load average, and the plan of a title search (it must use the
 * trigram index). Not part of CI.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { listAdminProducts, parseProductListQuery } from "../modules/catalog/admin-list.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const WORDS = ["Kaffee", "Espresso", "Tee", "Mühle", "Becher", "Filter", "Bohne", "Dose", "Set", "Kanne"];
const ORIGINS = ["Äthiopien", "Kenia", "Kolumbien", "Brasilien", "Ruanda", "Honduras", "Peru", "Indien"];

// One connection, so the CPU time of its PostgreSQL backend can be read from /proc (10 ms ticks:
// summed per kind, not per request).
let backendPid = 0;
function backendCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${backendPid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function generate(db: ReturnType<typeof createDb>, size: number): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows as [
    { n: number },
  ];
  if (n >= size) return 0;
  const t = performance.now();
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(",")}])`);
  const origins = sql.raw(`(array[${ORIGINS.map((w) => `'${w}'`).join(",")}])`);
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`insert into product_categories (slug, name)
    select 'bench-kat-' || g, 'Kategorie ' || g from generate_series(1, 20) g on conflict do nothing`);
  await db.execute(sql`
    insert into products (slug, name, sku, gtin, status, type, regular_price_cents, sort_price_cents,
      max_price_cents, stock_status, manage_stock, stock_quantity, updated_at)
    select 'bench-' || g,
      ${origins}[1 + g % ${ORIGINS.length}] || ' ' || ${words}[1 + (g / 7) % ${WORDS.length}] || ' Nr. ' || g,
      'BN-' || lpad(g::text, 7, '0'),
      case when g % 3 = 0 then lpad(g::text, 13, '4') end,
      (array['publish','publish','publish','publish','draft','private'])[1 + g % 6],
      case when g % 10 = 0 then 'variable' else 'simple' end,
      500 + (g * 37) % 10000, 500 + (g * 37) % 10000, 500 + (g * 37) % 10000,
      (array['instock','instock','instock','outofstock','onbackorder'])[1 + g % 5],
      g % 2 = 0, case when g % 2 = 0 then g % 50 end,
      now() - make_interval(mins => g)
    from generate_series(${n + 1}::int, ${size}::int) g
    on conflict do nothing`);
  await db.execute(sql`insert into product_category_links (product_id, category_id)
    select p.id, c.id from products p join product_categories c
      on c.slug = 'bench-kat-' || (1 + p.id % 20) where p.slug like 'bench-%' on conflict do nothing`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_category_links`);
  return (performance.now() - t) / 1000;
}

function requests(size: number, categories: number[]): Record<string, () => string> {
  const r = (n: number) => 1 + Math.floor(Math.random() * n);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return {
    first: () => "",
    "search-title": () => `q=${encodeURIComponent(`${pick(ORIGINS)} ${pick(WORDS)}`)}`,
    "search-sku": () => `q=BN-${String(r(size)).padStart(7, "0")}`,
    "search-gtin": () => `q=${String(r(size / 3) * 3).padStart(13, "4")}`,
    "filter-category": () => `category=${pick(categories)}&page=${r(5)}`,
    "filter-status-stock": () =>
      `status=${pick(["draft", "private"])}&stock=${pick(["outofstock", "onbackorder"])}`,
    "search-filter-page": () =>
      `q=${encodeURIComponent(pick(WORDS))}&category=${pick(categories)}&stock=instock&page=${r(3)}`,
    sort: () => `sort=${pick(["name", "price", "sku", "stock"])}&dir=${pick(["asc", "desc"])}&page=${r(5)}`,
    "page-deep": () => `page=${r(200)}`,
  };
}

export async function runProductsListBench(size = 100_000, rounds = Number(process.env.BENCH_ROUNDS ?? 20)) {
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(join(ROOT, "data/bench-products"), { adoptOrphans: true });
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL ?? embedded!.url, max: 1 });
  pool.on("error", () => {});
  const db = createDb(pool);
  try {
    await runMigrations(pool);
    const generationS = await generate(db, size);
    const categories = (
      await db.execute<{ id: number }>(sql`select id from product_categories where slug like 'bench-kat-%'`)
    ).rows.map((row) => row.id);
    backendPid = Number(
      (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid ?? 0,
    );
    const mix = requests(size, categories);
    for (const make of Object.values(mix))
      await listAdminProducts(db, parseProductListQuery(new URLSearchParams(make())));
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out(
      `products list at ${size.toLocaleString("de-DE")} products (generated in ${generationS.toFixed(1)} s; 0 = reused)`,
    );
    out(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    out(`${"kind".padEnd(20)} ${"n".padStart(4)}     p50     p95     p99  pg cpu`);
    const all: number[] = [];
    let cpuAll = 0;
    for (const [kind, make] of Object.entries(mix)) {
      const list: number[] = [];
      const cpuBefore = backendCpuMs();
      for (let i = 0; i < rounds; i++) {
        const query = parseProductListQuery(new URLSearchParams(make()));
        const t = performance.now();
        await listAdminProducts(db, query);
        list.push(performance.now() - t);
      }
      const cpu = backendCpuMs() - cpuBefore;
      cpuAll += cpu;
      all.push(...list);
      const s = list.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(7);
      out(
        `${kind.padEnd(20)} ${String(s.length).padStart(4)} ${f(pct(s, 50))} ${f(pct(s, 95))} ${f(pct(s, 99))} ${f(cpu / rounds)}`,
      );
    }
    const s = all.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(7);
    out(
      `${"mix".padEnd(20)} ${String(s.length).padStart(4)} ${f(pct(s, 50))} ${f(pct(s, 95))} ${f(pct(s, 99))} ${f(cpuAll / s.length)}`,
    );
    out(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    const plan = await db.execute<{ "QUERY PLAN": string }>(
      sql.raw(`explain select count(*) from products where status <> 'trash'
        and lower(name || ' ' || coalesce(sku, '') || ' ' || coalesce(gtin, '')) like '%kenia%'
        and lower(name || ' ' || coalesce(sku, '') || ' ' || coalesce(gtin, '')) like '%mühle%'`),
    );
    out("plan of a two-word title search:");
    for (const row of plan.rows) out(`  ${row["QUERY PLAN"]}`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

if (import.meta.main) await runProductsListBench(Number(process.argv[2] ?? 100_000) || 100_000);

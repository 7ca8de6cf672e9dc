/**
 * `npm run bench:search -- 100000` (or `node bench/search.ts 100000 1000000`): the search
 * benchmarks of the brief. For each size: generate the German products, rebuild the index (timed:
 * full reindex), then run a mix of rare, common, prefix, typo and SKU queries through the same
 * functions the `is_ajax_load_posts` handler calls (search + loading the shown results) and print
 * p50/p95/p99 in ms per kind and overall. Uses BENCH_DATABASE_URL, else a fresh embedded
 * PostgreSQL under ./data/bench-search (kept between runs; delete it to start over).
 * Also prints the live search client's gzip size from the build. Not part of CI.
 * `npm run bench -- --search` calls runSearchBench(100000) and puts its figures in the report.
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createProgress } from "#modules/shared/progress.ts";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { loadResults } from "../modules/search/results.ts";
import { reindexAll, search } from "../modules/search/store.ts";
import { generateProducts, productWords } from "./search-data.ts";

const ROOT = new URL("..", import.meta.url).pathname;

export type SearchFigures = {
  size: number;
  documents: number;
  generationS: number;
  reindexS: number;
  /** Per query kind and `mix`: wall-clock percentiles (ms) and mean PostgreSQL backend CPU (ms). */
  kinds: Record<string, { n: number; p50: number; p95: number; p99: number; cpuMs: number }>;
};

type Handles = {
  db: ReturnType<typeof createDb>;
  queryDb: ReturnType<typeof createDb>;
  queryPool: pg.Pool;
  rounds: number;
};

// Queries run on one connection, so the CPU time of its PostgreSQL backend can be read from /proc
// (a figure the other work on a shared machine does not inflate, unlike the wall-clock times).
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
const fmt = (n: number) => n.toFixed(1);

/** Queries per kind; SKUs are drawn from the generated range. */
export function queries(size: number): Record<string, () => string> {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return {
    // Adjective, noun, origin and extra of one product: a combination few products share.
    rare: () => {
      const w = productWords(1 + Math.floor(Math.random() * size));
      return `${w.adjective} ${w.noun} ${w.origin} ${w.extra}`;
    },
    common: () => pick(["Kaffee", "Espresso", "Bio", "Tee", "Schokolade"]),
    prefix: () => pick(["espr", "kaffeem", "teem", "milchsch", "vorrat"]),
    typo: () => pick(["espreso", "kaffemühle", "kolumbein", "schokolde", "vorratsdoes"]),
    sku: () => `GEN-${String(1 + Math.floor(Math.random() * size)).padStart(7, "0")}`,
  };
}

async function run(h: Handles, size: number): Promise<SearchFigures> {
  const { db, queryPool } = h;
  const progress = createProgress();
  let step = progress.step(`${size.toLocaleString("de-DE")} Produkte erzeugen`, size);
  let last = 0;
  const genMs = await generateProducts(db, size, (done) => {
    step.tick(done - last);
    last = done;
  });
  step.done();
  step = progress.step("Suchindex neu aufbauen", size);
  last = 0;
  const t0 = performance.now();
  const docs = await reindexAll(db, (done) => {
    step.tick(Math.max(0, done - last));
    last = done;
  });
  const reindexMs = performance.now() - t0;
  step.done();
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_terms`);
  const vocab = await db.execute<{ n: number }>(sql`select count(*) as n from search_terms`);

  backendPid = (await queryPool.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  const kinds = queries(size);
  // Warm up the caches and plans.
  for (const make of Object.values(kinds)) for (let i = 0; i < 5; i++) await timed(h, make());
  const times: Record<string, number[]> = {};
  const cpu: Record<string, number> = {};
  const totals: Record<string, number[]> = {};
  for (let round = 0; round < h.rounds; round++) {
    for (const [kind, make] of Object.entries(kinds)) {
      const query = make();
      const cpuBefore = backendCpuMs();
      const { ms, total } = await timed(h, query);
      cpu[kind] = (cpu[kind] ?? 0) + backendCpuMs() - cpuBefore;
      if (process.env.BENCH_DEBUG)
        process.stdout.write(`${kind}: ${query} → ${total} (${ms.toFixed(1)} ms)\n`);
      times[kind] ??= [];
      times[kind].push(ms);
      totals[kind] ??= [];
      totals[kind].push(total);
    }
  }
  const rows: string[][] = [
    ["query kind", "n", "p50 ms", "p95 ms", "p99 ms", "mean PostgreSQL CPU ms", "median matches"],
  ];
  const all: number[] = [];
  const figures: SearchFigures = {
    size,
    documents: docs,
    generationS: genMs / 1000,
    reindexS: reindexMs / 1000,
    kinds: {},
  };
  for (const [kind, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    figures.kinds[kind] = {
      n: list.length,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      cpuMs: (cpu[kind] ?? 0) / list.length,
    };
    all.push(...list);
    const matches = [...totals[kind]!].sort((a, b) => a - b);
    rows.push([
      kind,
      String(list.length),
      fmt(pct(sorted, 50)),
      fmt(pct(sorted, 95)),
      fmt(pct(sorted, 99)),
      fmt((cpu[kind] ?? 0) / list.length),
      String(pct(matches, 50)),
    ]);
  }
  const sortedAll = all.sort((a, b) => a - b);
  figures.kinds.mix = {
    n: all.length,
    p50: pct(sortedAll, 50),
    p95: pct(sortedAll, 95),
    p99: pct(sortedAll, 99),
    cpuMs: Object.values(cpu).reduce((a, b) => a + b, 0) / all.length,
  };
  rows.push([
    "mix",
    String(all.length),
    fmt(pct(sortedAll, 50)),
    fmt(pct(sortedAll, 95)),
    fmt(pct(sortedAll, 99)),
    fmt(Object.values(cpu).reduce((a, b) => a + b, 0) / all.length),
    "",
  ]);
  process.stdout.write(
    `\n## ${size.toLocaleString("de-DE")} products\n` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          " / ",
        )}; generation ${(genMs / 1000).toFixed(1)} s; full reindex ${(reindexMs / 1000).toFixed(1)} s (${docs} documents, vocabulary ${vocab.rows[0]?.n} words)\n\n` +
      rows.map((r) => `| ${r.join(" | ")} |`).join("\n") +
      "\n",
  );
  return figures;
}

/** One search as the handler runs it: the ranked page of 10 and the data shown for it. */
async function timed(h: Handles, query: string): Promise<{ ms: number; total: number }> {
  const t = performance.now();
  const result = await search(h.queryDb, {
    query,
    lang: "de",
    kinds: ["product", "page", "post"],
    page: 1,
    perPage: 10,
    withTerms: true,
    shopHidden: false,
  });
  await loadResults(h.queryDb, result, { details: true, lang: "de" });
  return { ms: performance.now() - t, total: result.total };
}

function clientSizes(): string {
  const dir = join(ROOT, "build/client/assets");
  try {
    const files = readdirSync(dir);
    const gz = (prefix: string) =>
      files
        .filter((f) => f.startsWith(prefix) && f.endsWith(".js"))
        .map(
          (f) =>
            `${f}: ${(gzipSync(readFileSync(join(dir, f)), { level: 9 }).length / 1024).toFixed(2)} kB gz`,
        );
    return [
      ...gz("search-form-"),
      ...gz("live-search-"),
      ...gz("dist-"),
      ...gz("debounce-"),
      ...gz("throttle-"),
    ].join("\n");
  } catch {
    return "(no build: run npm run build first)";
  }
}

/**
 * Generates `size` products for each size in a PostgreSQL (BENCH_DATABASE_URL, else the embedded
 * one under ./data/bench-search, kept between runs), reindexes and runs the query mix.
 */
export async function runSearchBench(
  sizes: number[],
  rounds = Number(process.env.BENCH_ROUNDS ?? 60),
  /** Runs with the database URL after the last size, before PostgreSQL stops (the HTTP scenario). */
  withDatabase?: (url: string, dataDir: string) => Promise<void>,
): Promise<SearchFigures[]> {
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(join(ROOT, "data/bench-search"), { adoptOrphans: true });
  const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on("error", () => {});
  const queryPool = new pg.Pool({ connectionString: url, max: 1 });
  queryPool.on("error", () => {});
  const h: Handles = { db: createDb(pool), queryDb: createDb(queryPool), queryPool, rounds };
  try {
    await runMigrations(pool);
    await seedDemo(h.db, { mediaDir: join(ROOT, "data/bench-search/media") });
    const figures: SearchFigures[] = [];
    for (const size of sizes) figures.push(await run(h, size));
    await withDatabase?.(url, join(ROOT, "data/bench-search"));
    return figures;
  } finally {
    await pool.end();
    await queryPool.end();
    await embedded?.stop();
  }
}

if (import.meta.main) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  await runSearchBench(sizes.length ? sizes : [100_000]);
  process.stdout.write(`\nlive search client (build):\n${clientSizes()}\n`);
}

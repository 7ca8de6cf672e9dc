/**
 * `node bench/customers.ts [size]` (default 100000): the back office's customers list at scale
 * (BRIEF "Scale": list page server time p95 ≤ 50 ms). Generates `size` customer accounts with
 * billing addresses and one order each (plain SQL, no password hashing; marked by the password
 * hash "bench"), then times
 * modules/customers/list.ts as the screen calls it: first page, a deep page, search by e-mail,
 * name, postcode and city, and the sorts (name, e-mail, orders, total spent). Prints p50/p95 per
 * case. Uses BENCH_DATABASE_URL, else an embedded PostgreSQL under ./data/bench-customers (kept;
 * delete it to start over). Not part of CI.
 */
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { type CustomerListFilter, listCustomers } from "../modules/customers/list.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const size = Number(process.argv[2] ?? 100_000);
const ROUNDS = 30;

const CITIES = [
  "Berlin",
  "Hamburg",
  "München",
  "Köln",
  "Leipzig",
  "Husum",
  "Quedlinburg",
  "Freiburg",
  "Kiel",
  "Bonn",
];
const FIRST = ["Anna", "Ben", "Clara", "David", "Emma", "Finn", "Greta", "Hannes", "Ida", "Jonas"];
const LAST = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
];

const embedded = process.env.BENCH_DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(join(ROOT, "data/bench-customers"), { adoptOrphans: true });
const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;
const pool = new pg.Pool({ connectionString: url, max: 2 });
pool.on("error", () => {});
const db = createDb(pool);

try {
  await runMigrations(pool);
  const have = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from users where password_hash = 'bench'`)
  ).rows[0]!.n;
  if (have < size) {
    const t = performance.now();
    await db.execute(sql`
      insert into users (email, display_name, role, password_hash, created_at)
      select lower((${sql.raw(`array['${FIRST.join("','")}']`)})[1 + n % 10]) || '.' ||
             lower((${sql.raw(`array['${LAST.join("','")}']`)})[1 + (n / 10) % 10]) || n || '@' ||
             (array['gmail.com','web.de','gmx.de','t-online.de','posteo.de'])[1 + n % 5],
             '', 'customer', 'bench', now() - n * interval '1 minute'
        from generate_series(${have + 1}::int, ${size}::int) n`);
    await db.execute(sql`
      insert into user_addresses (user_id, kind, first_name, last_name, address_1, postcode, city, country)
      select u.id, 'billing',
             (${sql.raw(`array['${FIRST.join("','")}']`)})[1 + u.id % 10],
             (${sql.raw(`array['${LAST.join("','")}']`)})[1 + (u.id / 10) % 10] || u.id,
             'Straße ' || u.id, lpad((10000 + u.id % 89999)::text, 5, '0'),
             (${sql.raw(`array['${CITIES.join("','")}']`)})[1 + (u.id / 100) % 10], 'DE'
        from users u
       where u.password_hash = 'bench' and not exists (select 1 from user_addresses a where a.user_id = u.id)`);
    await db.execute(sql`
      insert into orders (order_key, status, user_id, email, billing, payment_method, shipping_method,
                          subtotal_cents, shipping_cents, total_cents, vat, terms_accepted_at, created_at)
      select 'wc_order_bench_' || u.id, (array['processing','completed','on-hold','cancelled'])[1 + u.id % 4], u.id, u.email,
             '{"firstName":"A","lastName":"B","company":"","address1":"S","postcode":"10115","city":"Berlin","country":"DE","phone":""}',
             'bacs', 'flat_rate', 1000 + u.id % 5000, 490, 1490 + u.id % 5000, '[{"rateBp":700,"cents":100}]', now(), u.created_at
        from users u
       where u.password_hash = 'bench' and not exists (select 1 from orders o where o.user_id = u.id)`);
    await db.execute(sql`analyze`);
    console.log(`generated ${size - have} customers in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const cases: Record<string, CustomerListFilter> = {
    "first page (newest)": {},
    "page 2000": { page: 2000 },
    "search e-mail fragment": { search: "becker4711" },
    "search whole e-mail": { search: "anna.schmidt10@gmail.com" },
    "search last name": { search: "weber123" },
    "search postcode": { search: "10815" },
    "search city": { search: "quedlinburg" },
    "sort name": { sort: "name" },
    "sort e-mail desc": { sort: "email", direction: "desc" },
    "sort orders": { sort: "orders" },
    "sort total spent": { sort: "spent" },
  };
  console.log(`customers list, ${size} accounts, ${ROUNDS} rounds each (ms)`);
  for (const [name, filter] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await listCustomers(db, filter);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(`${name.padEnd(24)} p50 ${p(0.5).padStart(6)}  p95 ${p(0.95).padStart(6)}`);
  }
} finally {
  await pool.end();
  await embedded?.stop();
}

/**
 * Counts the SQL statements the server sends per request (counted at the pg client, not
 * estimated): `/shop/` for a visitor without a session, `add_to_cart` (first add and on an existing
 * cart), `remove_from_cart`, `get_refreshed_fragments` and `update_order_review`.
 * Runs the built server in this process on a scratch database:
 *   DATABASE_URL=postgres://…/scratch LADEN_DATA_DIR=$(mktemp -d) node bench/sql-statements.ts [APP_DIR]
 * APP_DIR (default: this checkout) lets the same count run against another build, e.g. an
 * older commit's, for a before/after.
 */
import { createServer } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const REQUESTS = 20;
const appDir = resolve(process.argv[2] ?? new URL("..", import.meta.url).pathname);

let counting = false;
const statements: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (
  this: pg.Client & { connectionParameters?: { application_name?: string } },
  ...args: unknown[]
) {
  // Only the request pool's statements (not the change feed's listener, not the test's own).
  if (counting && this.connectionParameters?.application_name === "laden-server") {
    const first = args[0];
    const text = typeof first === "string" ? first : ((first as { text?: string })?.text ?? "?");
    statements.push(text.replace(/\s+/g, " ").slice(0, 70));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const port = await new Promise<number>((ok) => {
  const srv = createServer().listen(0, "127.0.0.1", () => {
    const addr = srv.address();
    srv.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
  });
});
process.env.PORT = String(port);
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL = "warn";
process.env.MAIL_OUTBOX_INTERVAL_MS = "3600000";
process.env.LADEN_SECRET ??= "bench-secret-bench-secret-bench-secret-01";
await import(pathToFileURL(resolve(appDir, "server/main.ts")).href);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 600) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

/** Counts `request`'s statements; `setup` runs before each one, uncounted (e.g. a line to remove). */
async function count(
  name: string,
  request: () => Promise<Response>,
  setup: () => Promise<void> = async () => {},
): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await setup();
    await check(name, await request()); // warm: caches, prepared plans
  }
  await new Promise((r) => setTimeout(r, 200));
  statements.length = 0;
  for (let i = 0; i < REQUESTS; i++) {
    await setup();
    counting = true;
    const res = await request();
    await check(name, res);
    counting = false;
  }
  const kinds = new Map<string, number>();
  for (const s of statements) kinds.set(s, (kinds.get(s) ?? 0) + 1);
  console.log(`${name}: ${(statements.length / REQUESTS).toFixed(1)} statements per request`);
  for (const [s, n] of [...kinds].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(n / REQUESTS).toFixed(1)} × ${s}`);
}

/** A counted request must have done its work: a business failure answers 200 too. */
async function check(name: string, res: Response): Promise<void> {
  const text = await res.text();
  if (!res.ok || /"error":true|"success":false|"result":"failure"/.test(text))
    throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
}

const form = { "content-type": "application/x-www-form-urlencoded" };
const post = (path: string, body: string, cookie = "") =>
  fetch(`${base}${path}`, { method: "POST", headers: { ...form, cookie }, body });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

await count("/shop/ (no session)", () => fetch(`${base}/shop/`));

// A simple product (the loop's ajax button) that takes the bench's adds.
const html = await (await fetch(`${base}/shop/`)).text();
const candidates = [...html.matchAll(/data-product_id="(\d+)"[^>]*ajax_add_to_cart/g)].map((m) => m[1]);
let productId = "";
let cookie = "";
for (const id of candidates) {
  const first = await post("/?wc-ajax=add_to_cart", `product_id=${id}`);
  if (!(await first.text()).includes('"error":true')) {
    productId = id!;
    cookie = cookieOf(first);
    break;
  }
}
if (!productId) throw new Error("no simple product to add");

await count("add_to_cart (new visitor)", () => post("/?wc-ajax=add_to_cart", `product_id=${productId}`));
await count("add_to_cart (existing cart)", () =>
  post("/?wc-ajax=add_to_cart", `product_id=${productId}&quantity=1`, cookie),
);
// A second cart whose line is added again (uncounted) before each counted remove.
const otherCookie = cookieOf(await post("/?wc-ajax=add_to_cart", `product_id=${productId}`));
let removeKey = "";
await count(
  "remove_from_cart",
  () => post("/?wc-ajax=remove_from_cart", `cart_item_key=${removeKey}`, otherCookie),
  async () => {
    const res = await post("/?wc-ajax=add_to_cart", `product_id=${productId}`, otherCookie);
    removeKey = ((await res.json()) as { cart: { lines: { key: string }[] } }).cart.lines[0]!.key;
  },
);
await count("get_refreshed_fragments", () => post("/?wc-ajax=get_refreshed_fragments", "", cookie));
const checkout = await (await fetch(`${base}/checkout/`, { headers: { cookie } })).text();
const nonce = /data-update-order-review-nonce="([^"]+)"/.exec(checkout)?.[1] ?? "";
await count("update_order_review", () =>
  post(
    "/?wc-ajax=update_order_review",
    new URLSearchParams({ security: nonce, billing_country: "DE", billing_postcode: "10115" }).toString(),
    cookie,
  ),
);
process.exit(0);

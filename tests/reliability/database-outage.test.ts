/**
 * F7: PostgreSQL stopped under a running app. The suite starts its own embedded cluster for this
 * (never the machine's shared service): every endpoint answers 503 with Retry-After within the
 * pool's connect time-out, /healthz fails, nothing is buffered, and when the cluster is back the
 * same process serves again without a restart.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_CONNECT_TIMEOUT_MS } from "#db/client.ts";
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from "#db/embedded.ts";
import { TEST_SECRET } from "../setup/app-fixture.ts";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import { cookieHeader, type Jar } from "../setup/cookie-jar.ts";
import { testDbTarget } from "../setup/db-target.ts";
import { type Guest, guestAtCheckout, postForm } from "../setup/guest-checkout.ts";

// Stopping PostgreSQL is only done to a cluster this file started itself: the run against
// LADEN_TEST_DB (e.g. the machine's PostgreSQL) skips it.
const ownCluster = testDbTarget().kind === "embedded";

let dir = "";
let clusterDir = "";
let cluster: EmbeddedPostgresHandle | undefined;
let app: AppServer | undefined;

beforeAll(async () => {
  if (!ownCluster) return;
  dir = mkdtempSync(join(tmpdir(), "laden-outage-"));
  chmodSync(dir, 0o755); // the embedded cluster runs as `postgres` when we are root
  clusterDir = join(dir, "cluster");
  cluster = await startEmbeddedPostgres(clusterDir, { adoptOrphans: true });
  // The app migrates and seeds the demo on its first start.
  app = await startAppServer({
    DATABASE_URL: cluster.url,
    LADEN_DATA_DIR: join(dir, "app"),
    LADEN_SECRET: TEST_SECRET,
    MAIL_OUTBOX_INTERVAL_MS: "500",
  });
}, 180_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Answer time allowed during the outage: the pool's connect time-out plus scheduling slack. */
const ANSWER_WITHIN_MS = DB_CONNECT_TIMEOUT_MS + 2_000;

type Probe = { name: string; path: string; form?: Record<string, string>; kind: "page" | "json" };

async function probe(base: string, p: Probe, j: Jar) {
  const started = Date.now();
  const res = await fetch(`${base}${p.path}`, {
    method: p.form ? "POST" : "GET",
    headers: {
      // Pages as an anonymous visitor (the answer a shared cache could keep), the wire with the cart.
      ...(p.kind === "json" ? { cookie: cookieHeader(j) } : {}),
      ...(p.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: p.form ? new URLSearchParams(p.form) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 2),
  });
  return { res, ms: Date.now() - started, text: await res.text() };
}

describe.runIf(ownCluster)("PostgreSQL stopped under a running app", () => {
  it("F7: every endpoint answers 503 with Retry-After in time, /healthz fails, and the app recovers by itself", async () => {
    const base = app!.url;
    const db = new pg.Client({ connectionString: cluster!.url });
    await db.connect();
    const one = async (q: string) => (await db.query(q)).rows[0] as Record<string, string | number>;
    const product = await one(
      "select id, slug from products where type = 'simple' and status = 'publish' and stock_status = 'instock' and regular_price_cents is not null and min_quantity = 1 order by id limit 1",
    );
    const post = await one("select slug from posts where status = 'publish' order by id limit 1");
    const form = await one("select id from forms order by id limit 1");
    await db.end();

    // A visitor with a cart, on the checkout page, before the outage.
    const guest: Guest = await guestAtCheckout(base, Number(product.id), 2);
    const cartBefore = await (await postForm(base, "/?wc-ajax=get_refreshed_fragments", guest.j, {})).json();
    expect(cartBefore.cart.lines[0].quantity).toBe(2);

    await cluster!.stop();

    const probes: Probe[] = [
      { name: "home", path: "/", kind: "page" },
      { name: "listing", path: "/shop/", kind: "page" },
      { name: "product", path: `/product/${product.slug}/`, kind: "page" },
      { name: "cart", path: "/cart/", kind: "page" },
      { name: "checkout", path: "/checkout/", kind: "page" },
      { name: "account", path: "/my-account/", kind: "page" },
      { name: "blog", path: "/blog/", kind: "page" },
      { name: "post", path: `/blog/${post.slug}/`, kind: "page" },
      { name: "form page", path: `/forms/${form.id}/`, kind: "page" },
      { name: "english listing", path: "/en/shop/", kind: "page" },
      { name: "sitemap", path: "/sitemap.xml", kind: "page" },
      {
        name: "add_to_cart",
        path: "/?wc-ajax=add_to_cart",
        form: { product_id: String(product.id), quantity: "1" },
        kind: "json",
      },
      { name: "get_refreshed_fragments", path: "/?wc-ajax=get_refreshed_fragments", form: {}, kind: "json" },
      {
        name: "update_order_review",
        path: "/?wc-ajax=update_order_review",
        form: { security: guest.nonce, country: "DE", post_data: "" },
        kind: "json",
      },
      {
        name: "checkout",
        path: "/?wc-ajax=checkout",
        form: {
          "woocommerce-process-checkout-nonce": guest.nonce,
          laden_checkout_token: guest.token,
          terms: "1",
        },
        kind: "json",
      },
      {
        name: "nf_ajax_submit",
        path: "/wp-admin/admin-ajax.php",
        form: { action: "nf_ajax_submit", formData: JSON.stringify({ id: form.id, fields: {} }) },
        kind: "json",
      },
      {
        name: "live search",
        path: "/wp-admin/admin-ajax.php",
        form: { action: "is_ajax_load_posts", s: "kaffee" },
        kind: "json",
      },
      { name: "REST posts", path: "/wp-json/wp/v2/posts", kind: "json" },
      { name: "REST forms embed", path: `/wp-json/laden/v1/embed/forms/${form.id}`, kind: "json" },
    ];
    const outcomes = [];
    for (const p of probes) {
      const { res, ms, text } = await probe(base, p, guest.j);
      outcomes.push({
        name: p.name,
        status: res.status,
        retryAfter: Number(res.headers.get("retry-after")) > 0,
        inTime: ms <= ANSWER_WITHIN_MS,
        body:
          p.kind === "page"
            ? text.includes("nicht erreichbar") || text.includes("unavailable")
            : /"code":"laden_unavailable"/.test(text),
        // A shared cache must not keep the outage page for everyone after PostgreSQL is back.
        cacheControl: res.headers.get("cache-control"),
      });
    }
    // One table so a failure names every endpoint that misbehaves, not just the first.
    expect(
      outcomes.filter(
        (o) =>
          o.status !== 503 || !o.retryAfter || !o.inTime || !o.body || !/no-store/.test(o.cacheControl ?? ""),
      ),
    ).toEqual([]);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(Number(health.headers.get("retry-after"))).toBeGreaterThan(0);

    // PostgreSQL back (same cluster, same port): the same process serves again, no restart.
    cluster = await startEmbeddedPostgres(clusterDir, { adoptOrphans: true });
    await expect
      .poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 60_000, interval: 250 })
      .toBe(200);
    expect(app!.process.exitCode).toBeNull();
    for (const p of probes.filter((x) => x.kind === "page")) {
      const { res } = await probe(base, p, guest.j);
      expect.soft(res.status, p.name).toBe(200);
    }
    // Nothing was buffered during the outage: the add made while PostgreSQL was down is not there.
    const after = await (await postForm(base, "/?wc-ajax=get_refreshed_fragments", guest.j, {})).json();
    expect(after.cart.lines[0].quantity).toBe(2);
    const add = await postForm(base, "/?wc-ajax=add_to_cart", guest.j, { product_id: String(product.id) });
    expect(add.status).toBe(200);
    expect((await add.json()).cart.lines[0].quantity).toBe(3);
    const checkoutPage = await fetch(`${base}/checkout/`, { headers: { cookie: cookieHeader(guest.j) } });
    expect(checkoutPage.status).toBe(200);
  }, 150_000);
});

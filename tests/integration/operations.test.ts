/**
 * Operations over HTTP (issue 10 item 5): /readyz next to /healthz, Prometheus metrics at
 * /metrics (route patterns, never raw URLs; loopback or bearer token; no-store), and logs
 * without personal data after a SEPA checkout, a form submission and a failed sign-in.
 */
import { describe, expect, inject, it } from "vitest";
import { appForFile, TEST_SECRET } from "../setup/app-fixture.ts";
import { startAppServer } from "../setup/app-server.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { checkoutForm, guestAtCheckout, placeOrder, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { cloneDatabase } from "../setup/test-db.ts";
import { hidden, Visitor } from "../setup/visitor.ts";

const METRICS_TOKEN = "metrics-token-for-the-ops-test-0123456789";
const app = appForFile({ LOG_LEVEL: "debug", METRICS_TOKEN, TRUST_PROXY: "1" });
const url = (path: string) => `${app().url}${path}`;

describe("readiness and liveness", () => {
  it("/readyz answers 200 with every check ok, never cached; /healthz keeps its contract", async () => {
    const ready = await fetch(url("/readyz"));
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready", database: "ok", migrations: "ok", process: "ok" });
    const health = await fetch(url("/healthz"));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("/readyz is 503 when the database lacks this build's latest migration", async () => {
    const pool = app().database.pool;
    const { rows } = await pool.query<{ id: number; created_at: string }>(
      "select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    const latest = rows[0]!;
    await pool.query("update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = $1", [
      latest.id,
    ]);
    try {
      const res = await fetch(url("/readyz"));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ status: "unavailable", migrations: "behind", database: "ok" });
    } finally {
      await pool.query("update drizzle.__drizzle_migrations set created_at = $2 where id = $1", [
        latest.id,
        latest.created_at,
      ]);
    }
    expect((await fetch(url("/readyz"))).status).toBe(200);
  });
});

describe("shutdown", () => {
  it("after SIGTERM /readyz answers 503 at once while the process serves on for SHUTDOWN_DRAIN_MS, then it exits 0", async () => {
    const database = await cloneDatabase();
    const server = await startAppServer({
      DATABASE_URL: database.url,
      LADEN_DATA_DIR: inject("dataDir"),
      LADEN_SECRET: TEST_SECRET,
      SHUTDOWN_DRAIN_MS: "3000",
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const exited = new Promise<number | null>((done) => server.process.once("exit", (code) => done(code)));
      const signalled = Date.now();
      server.process.kill("SIGTERM");
      await expect
        .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 60_000, interval: 50 })
        .toBe(503);
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toMatchObject({
        status: "unavailable",
        process: "shutting_down",
        database: "ok",
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/shop/`)).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_500);
    } finally {
      await server.stop("SIGKILL");
      await database.drop();
    }
  });
});

describe("/metrics", () => {
  it("counts requests by route pattern, method and status class, never by raw URL", async () => {
    const { rows } = await app().database.pool.query<{ slug: string }>(
      "select slug from products where status = 'publish' order by id limit 1",
    );
    const slug = rows[0]!.slug;
    expect((await fetch(url(`/product/${slug}/?utm_source=geheim`))).status).toBe(200);
    await fetch(url("/?wc-ajax=get_refreshed_fragments"), { method: "POST" });
    const res = await fetch(url("/metrics"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(
      /laden_http_requests_total\{route="\/product\/:slug",method="GET",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/laden_http_request_duration_seconds_bucket\{le="[^"]+",route="\/product\/:slug"/);
    expect(text).toContain('route="/?wc-ajax=get_refreshed_fragments",method="POST",status_class="2xx"');
    expect(text).not.toContain(slug);
    expect(text).not.toContain("geheim");
    for (const name of [
      "laden_db_pool_total",
      "laden_db_pool_idle",
      "laden_db_pool_waiting",
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(text).toMatch(new RegExp(`^${name} \\d`, "m"));
    expect(text).toMatch(/^laden_outbox_scrape_ok 1$/m);
    expect(text).toMatch(/^laden_outbox_pending \d+$/m);
    expect(text).toMatch(/^laden_outbox_oldest_pending_seconds [\d.e+-]+$/m);
  });

  it("reports the outbox backlog from the database at scrape time", async () => {
    await app().database.pool.query(
      `insert into mail_outbox (dedupe_key, "to", subject, text, created_at, next_attempt_at)
       values ('ops-test-backlog', 'x@example.de', 'Test', 'Test', now() - interval '1 hour', now() + interval '1 day')`,
    );
    const text = await (await fetch(url("/metrics"))).text();
    const pending = Number(/^laden_outbox_pending (\d+)$/m.exec(text)?.[1]);
    const oldest = Number(/^laden_outbox_oldest_pending_seconds ([\d.e+]+)$/m.exec(text)?.[1]);
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(oldest).toBeGreaterThanOrEqual(3600);
    await app().database.pool.query("delete from mail_outbox where dedupe_key = 'ops-test-backlog'");
  });

  it("refuses requests relayed by a proxy or from elsewhere unless they carry the token", async () => {
    const relayed = await fetch(url("/metrics"), { headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(relayed.status).toBe(403);
    expect(relayed.headers.get("cache-control")).toBe("no-store");
    expect(await relayed.json()).toMatchObject({ code: "laden_metrics_forbidden", data: { status: 403 } });
    const wrong = await fetch(url("/metrics"), {
      headers: { "x-forwarded-for": "198.51.100.7", authorization: "Bearer falsch" },
    });
    expect(wrong.status).toBe(403);
    const withToken = await fetch(url("/metrics"), {
      headers: { "x-forwarded-for": "198.51.100.7", authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("laden_http_requests_total");
  });
});

describe("database connections", () => {
  it("a connection PostgreSQL terminates is logged and replaced; the process keeps serving", async () => {
    expect((await fetch(url("/shop/"))).status).toBe(200); // the pool now holds idle connections
    const { rows } = await app().database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'laden-server'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const lost = () => app().logs.join("").split("database connection lost").length - 1;
    await expect.poll(lost, { timeout: 30_000 }).toBeGreaterThanOrEqual(rows.length);
    expect((await fetch(url("/shop/"))).status).toBe(200);
    expect(app().process.exitCode).toBeNull();
  });
});

describe("logs without personal data", () => {
  it("a SEPA checkout, a form submission and a failed sign-in leave none of the submitted values in the log", async () => {
    const from = app().logs.length;
    const { rows } = await app().database.pool.query<{ id: number }>(SIMPLE_PRODUCT_SQL);
    const guest = await guestAtCheckout(app().url, rows[0]!.id);
    const order = await placeOrder(app().url, guest);
    expect(order.result).toBe("success");
    const personal = checkoutForm(guest);

    const formId = await makeForm(
      app().database.db,
      "ops-log-check",
      [
        fieldDef(1, "name", "textbox", { required: true }),
        fieldDef(2, "email", "email", { required: true }),
        fieldDef(3, "nachricht", "textarea"),
      ],
      [{ type: "save", active: true, settings: {} }],
    );
    const visitor = new Visitor(() => app().url);
    const { nonce } = await formsNonce(visitor);
    const formValues = {
      name: "Hildegard Vertraulich",
      email: "hildegard.vertraulich@example.org",
      message: "Meine Steuer-ID 12345678901 bitte nicht weitergeben",
    };
    const submit = await nfSubmit(visitor, nonce, {
      id: String(formId),
      fields: fieldsOf({ 1: formValues.name, 2: formValues.email, 3: formValues.message }),
    });
    expect(submit.res.status).toBe(200);
    expect(Object.keys(submit.body.errors ?? {})).toHaveLength(0);

    const password = "Sehr-Geheimes-Passwort-42";
    const signer = new Visitor(() => app().url);
    const { text } = await signer.get("/my-account/");
    const login = await signer.post("/my-account/", {
      username: personal.billing_email!,
      password,
      "woocommerce-login-nonce": hidden(text, "woocommerce-login-nonce"),
    });
    expect(login.res.status).toBe(400);

    await new Promise((r) => setTimeout(r, 300)); // the last lines written by the child process
    const logs = app().logs.slice(from).join("");
    // The capture works: these requests were logged (paths only).
    expect(logs).toContain('"path":"/my-account/"');
    expect(logs).toContain('"path":"/wp-admin/admin-ajax.php"');
    const secrets = [
      personal["german-market-sepa-iban"]!,
      "0532013000",
      personal.billing_email!,
      personal.billing_address_1!,
      personal["german-market-sepa-holder"]!,
      personal.billing_last_name!,
      formValues.name,
      formValues.email,
      formValues.message,
      "12345678901",
      password,
    ];
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  });
});

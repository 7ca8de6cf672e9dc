/**
 * Shipping zones over HTTP (issue 21, item 3): migration 0025 keeps what a shop charged; the
 * Versand screen validates with German reasons, refuses a zone without a method and deleting the
 * last zone, refuses a stale version, audits every write; and checkout, its country list and the
 * shipping page follow a change at once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startChangeFeed } from "#db/change-feed.ts";
import { createDb, handleConnectionErrors } from "#db/client.ts";
import { MIGRATIONS_DIR, runMigrations } from "#db/migrate.ts";
import { auditLog } from "#db/schema/index.ts";
import { SETTINGS_CHANNEL } from "#modules/settings/index.ts";
import { cacheShippingConfig, getShippingConfig, readShippingConfig } from "#modules/shipping/store.ts";
import { shippingRates } from "#modules/shipping/zones.ts";
import { createAppPassword } from "#modules/users/app-passwords.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, jar, remember } from "../setup/cookie-jar.ts";
import { adminUrl, databaseUrl } from "../setup/db-urls.ts";
import { checkoutForm, guestAtCheckout, postForm } from "../setup/guest-checkout.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const sql = (text: string, params: unknown[] = []) => app().database.pool.query(text, params);

let manager: Visitor;

beforeAll(async () => {
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

/** A form post with repeated names (several countries). */
function postPairs(v: Visitor, path: string, pairs: [string, string][]) {
  return v.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(pairs).toString(),
  });
}

/** The zone form as the screen renders it for zone `id`, with `change` applied. */
async function zoneForm(
  id: number | "new",
  change: (pairs: [string, string][]) => [string, string][] = (p) => p,
) {
  const { res, text } = await manager.get(`/admin/settings/shipping/${id}/`);
  expect(res.status).toBe(200);
  const pairs: [string, string][] = [];
  for (const m of text.matchAll(/<(input|textarea)\b([^>]*)>([^<]*)/g)) {
    const attrs = m[2]!;
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name) continue;
    const type = /type="([^"]+)"/.exec(attrs)?.[1];
    if (type === "checkbox") {
      if (/\bchecked=""/.test(attrs)) pairs.push([name, /value="([^"]*)"/.exec(attrs)?.[1] ?? "on"]);
    } else if (m[1] === "textarea") pairs.push([name, m[3]!]);
    else pairs.push([name, /value="([^"]*)"/.exec(attrs)?.[1] ?? ""]);
  }
  for (const m of text.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    pairs.push([m[1]!, /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ?? ""]);
  }
  return change(pairs);
}

const set = (pairs: [string, string][], name: string, value: string): [string, string][] => [
  ...pairs.filter(([n]) => n !== name),
  [name, value],
];

async function lastAudit() {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, "shipping_zone"))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

/** update_order_review for a guest with a cart, billing to `country`. */
async function reviewFor(country: string, postcode: string) {
  const j = jar();
  const [product] = (
    await sql(`select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock'
      and not manage_stock and min_quantity = 1 and coalesce(sale_price_cents, regular_price_cents) between 100 and 3000
      order by id limit 1`)
  ).rows as { id: number }[];
  const send = async (path: string, fields: Record<string, string>) => {
    const res = await fetch(`${base()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(j) },
      body: new URLSearchParams(fields),
    });
    remember(j, res);
    return res;
  };
  expect(
    (await send("/?wc-ajax=add_to_cart", { product_id: String(product!.id), quantity: "1" })).status,
  ).toBe(200);
  const page = await fetch(`${base()}/checkout/`, { headers: { cookie: cookieHeader(j) } });
  const html = await page.text();
  const security = /data-update-order-review-nonce="([^"]+)"/.exec(html)![1]!;
  const res = await send("/?wc-ajax=update_order_review", {
    security,
    billing_country: country,
    billing_postcode: postcode,
    "shipping_method[0]": "",
    payment_method: "bacs",
  });
  return { html, review: (await res.json()).review as { rates: { id: string; costCents: number }[] } };
}

describe("the Versand screen", () => {
  it("lists the migrated zones with countries, methods and prices", async () => {
    const { res, text } = await manager.get("/admin/settings/shipping/");
    expect(res.status).toBe(200);
    const visible = textOf(text);
    expect(visible).toMatch(
      /Deutschland.*Kostenloser Versand · kostenlos ab 39,00\s€.*Pauschale · 4,90\s€ · DHL/s,
    );
    expect(visible).toMatch(/EU-Ausland.*Österreich.*Pauschale · 12,90\s€/s);
    const overview = await manager.get("/admin/settings/");
    expect(textOf(overview.text)).toContain("Versand");
  });

  it("refuses bad input with German reasons per field and keeps what was typed", async () => {
    const pairs = await zoneForm(2, (p) =>
      set(set(set(p, "name", " "), "postcodes", "20..21"), "method-0-cost", "12,9x").filter(
        ([n]) => n !== "countries",
      ),
    );
    const before = await readShippingConfig(db());
    const { res, text } = await postPairs(manager, "/admin/settings/shipping/2/", pairs);
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible).toContain("Bitte einen Namen eingeben");
    expect(visible).toContain("Bitte mindestens ein Land der EU wählen.");
    expect(visible).toContain("„20..21“ ist kein Postleitzahl-Muster");
    expect(visible).toContain("Bitte einen Betrag wie 4,90 eingeben");
    expect(text).toContain('value="12,9x"');
    expect(await readShippingConfig(db())).toEqual(before);
  });

  it("refuses a zone without an active method, the last zone's deletion and a stale version", async () => {
    const off = await zoneForm(2, (p) => p.filter(([n]) => !/^method-\d-enabled$/.test(n)));
    const refused = await postPairs(manager, "/admin/settings/shipping/2/", off);
    expect(refused.res.status).toBe(409);
    expect(textOf(refused.text)).toContain(
      "In der Zone „EU-Ausland“ ist keine Versandart aktiv: in ihre Länder könnte niemand bestellen.",
    );
    // A country only in a postcode zone: its other addresses would get nothing.
    const partial = await zoneForm("new", (p) =>
      set(set(set(p, "name", "Paris"), "postcodes", "75*"), "countries", "FR"),
    );
    const uncovered = await postPairs(manager, "/admin/settings/shipping/new/", partial);
    expect(uncovered.res.status).toBe(409);
    expect(textOf(uncovered.text)).toContain("Frankreich steht nur in der Zone „Paris“ mit Postleitzahlen");

    const stale = await zoneForm(2, (p) => set(set(p, "version", "0"), "name", "Ausland"));
    const conflict = await postPairs(manager, "/admin/settings/shipping/2/", stale);
    expect(conflict.res.status).toBe(409);
    expect(textOf(conflict.text)).toContain("Jemand hat die Versandeinstellungen inzwischen geändert.");
    expect((await readShippingConfig(db())).zones.map((z) => z.name)).toEqual(["Deutschland", "EU-Ausland"]);

    // Delete needs the version too; the list offers it. Deleting down to one zone is fine, the last one not.
    const extra = await zoneForm("new", (p) => set(set(p, "name", "Irland"), "countries", "IE"));
    expect((await postPairs(manager, "/admin/settings/shipping/new/", extra)).res.status).toBe(302);
    const { zones, version } = await readShippingConfig(db());
    const ireland = zones.find((z) => z.name === "Irland")!;
    const deleted = await manager.post("/admin/settings/shipping/", {
      intent: "delete",
      zone: String(ireland.id),
      version: String(version),
    });
    expect(deleted.res.status).toBe(200);
    expect(textOf(deleted.text)).toContain("Die Zone „Irland“ wurde gelöscht.");
    expect((await lastAudit())?.action).toBe("delete");
    await settingsChange(app(), () => sql("delete from shipping_zones where id <> 1"));
    const last = await manager.post("/admin/settings/shipping/", {
      intent: "delete",
      zone: "1",
      version: String((await readShippingConfig(db())).version),
    });
    expect(last.res.status).toBe(409);
    expect(textOf(last.text)).toContain("Die letzte Versandzone kann nicht gelöscht werden");
    await settingsChange(app(), restoreDefaultZones);
  });

  it("adds France to a zone: audited, offered by update_order_review, in the country list and on the shipping page", async () => {
    const before = await reviewFor("FR", "75001");
    expect(before.review.rates).toEqual([]);
    expect(before.html).not.toContain('value="FR"');

    const pairs = await zoneForm(2, (p) => [...p, ["countries", "FR"]]);
    const saved = await postPairs(manager, "/admin/settings/shipping/2/", pairs);
    expect(saved.res.status).toBe(302);
    expect(saved.res.headers.get("location")).toBe("/admin/settings/shipping/?saved=1");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", entityId: "2" });
    expect(entry?.changes.countries).toEqual({ from: "AT", to: "AT, FR" });

    const after = await reviewFor("FR", "75001");
    expect(after.review.rates.map((r) => [r.id, r.costCents])).toEqual([
      ["flat_rate:4", 1290],
      ["local_pickup:5", 0],
    ]);
    expect(after.html).toMatch(/<option value="FR"[^>]*>Frankreich<\/option>/);
    const page = await new Visitor(base).get("/versand-und-zahlung/");
    expect(page.res.status).toBe(200);
    const visible = textOf(page.text);
    expect(visible).toMatch(/Österreich, Frankreich\s+Versand mit DHL\s+12,90\s€/);
    expect(visible).toMatch(/Deutschland\s+Kostenloser Versand mit DHL\s+kostenlos ab 39,00\s€ Bestellwert/);
    expect(page.text).not.toContain("[laden_versandkosten]");
  });

  it("reorders zones by button, and a postcode zone before the country takes its addresses", async () => {
    const hamburg = await zoneForm("new", (p) =>
      set(
        set(set(set(set(p, "name", "Hamburg"), "postcodes", "20*"), "countries", "DE"), "new-cost", "2,50"),
        "new-carrier",
        "Kurier",
      ),
    );
    expect((await postPairs(manager, "/admin/settings/shipping/new/", hamburg)).res.status).toBe(302);
    let config = await readShippingConfig(db());
    const id = config.zones.find((z) => z.name === "Hamburg")!.id;
    expect((await reviewFor("DE", "20095")).review.rates.map((r) => r.id)).toContain("flat_rate:1");
    for (let i = 0; i < 2; i++) {
      const moved = await manager.post("/admin/settings/shipping/", {
        intent: "up",
        zone: String(id),
        version: String((await readShippingConfig(db())).version),
      });
      expect(textOf(moved.text)).toContain("Die Reihenfolge wurde gespeichert.");
    }
    config = await readShippingConfig(db());
    expect(config.zones.map((z) => z.name)).toEqual(["Hamburg", "Deutschland", "EU-Ausland"]);
    const hh = await reviewFor("DE", "20095");
    expect(hh.review.rates).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^flat_rate:\d+$/), costCents: 250 }),
    ]);
    expect((await reviewFor("DE", "10115")).review.rates.map((r) => r.id)).toEqual([
      "flat_rate:1",
      "local_pickup:3",
    ]);
    expect((await lastAudit())?.action).toBe("move");
    await settingsChange(app(), restoreDefaultZones);
  });

  it("is closed to visitors and customers", async () => {
    const visitor = await new Visitor(base).get("/admin/settings/shipping/");
    expect(visitor.res.status).toBe(302);
    const customer = new Visitor(base);
    await customer.signIn((await createCustomer(db())).email, TEST_PASSWORD);
    expect((await customer.get("/admin/settings/shipping/")).res.status).toBe(404);
    // The customer's address form offers the countries the shop ships to, from the same zones.
    const form = await customer.get("/my-account/edit-address/shipping/");
    const options = [...form.text.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(options.sort()).toEqual(["AT", "DE"]);
  });
});

describe("a method's own carrier", () => {
  it("names it at checkout and keeps it with the order", async () => {
    await settingsChange(app(), () => sql("update shipping_methods set carrier = 'DPD' where id = 1"));
    try {
      const [product] = (
        await sql(`select id from products where type = 'simple' and status = 'publish' and stock_status = 'instock'
          and not manage_stock and min_quantity = 1 and coalesce(sale_price_cents, regular_price_cents) between 100 and 3000
          order by id limit 1`)
      ).rows as { id: number }[];
      const guest = await guestAtCheckout(base(), product!.id);
      const res = await postForm(base(), "/?wc-ajax=checkout", guest.j, {
        ...checkoutForm(guest),
        "shipping_method[0]": "flat_rate:1",
      });
      const body = (await res.json()) as { result: string; redirect: string };
      expect(body.result).toBe("success");
      const id = Number(/order-received\/(\d+)/.exec(body.redirect)![1]);
      const { rows } = await sql("select shipping_method, shipping_carrier from orders where id = $1", [id]);
      expect(rows[0]).toEqual({ shipping_method: "flat_rate:1", shipping_carrier: "DPD" });
      const received = await fetch(`${base()}${body.redirect}`, {
        headers: { cookie: cookieHeader(guest.j) },
      });
      expect(textOf(await received.text())).toContain("Versand mit DPD");
    } finally {
      await settingsChange(app(), () => sql("update shipping_methods set carrier = '' where id = 1"));
    }
  });
});

describe("REST wc/v3/shipping/zones", () => {
  it("reads zones, locations and methods in WooCommerce's shapes, for owners only", async () => {
    const anon = await fetch(`${base()}/wp-json/wc/v3/shipping/zones`);
    expect(anon.status).toBe(401);
    const owner = await createOwner(db(), "shop_manager");
    const password = await createAppPassword(db(), owner.id, "script");
    const headers = {
      authorization: `Basic ${Buffer.from(`${owner.email}:${password}`).toString("base64")}`,
    };
    const json = async (path: string) => {
      const res = await fetch(`${base()}/wp-json/wc/v3/shipping/zones${path}`, { headers });
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await json("")).toEqual([
      { id: 1, name: "Deutschland", order: 1 },
      { id: 2, name: "EU-Ausland", order: 2 },
    ]);
    expect(await json("/2/locations")).toEqual([{ code: "AT", type: "country" }]);
    const methods = await json("/1/methods");
    expect(
      methods.map((m: { id: number; method_id: string; enabled: boolean }) => [m.method_id, m.id, m.enabled]),
    ).toEqual([
      ["free_shipping", 2, true],
      ["flat_rate", 1, true],
      ["local_pickup", 3, true],
    ]);
    expect(methods[1]).toMatchObject({ title: "Versand mit DHL", settings: { cost: { value: "4.90" } } });
    expect(methods[0].settings.min_amount).toEqual({ value: "39.00" });
    const missing = await fetch(`${base()}/wp-json/wc/v3/shipping/zones/99`, { headers });
    expect(missing.status).toBe(404);
  });
});

describe("the per-process cache", () => {
  it("reads the zones once and drops them on a change from another connection", async () => {
    const database = app().database;
    const feed = startChangeFeed({ connectionString: database.url, channels: [SETTINGS_CHANNEL] });
    const stop = cacheShippingConfig(database.db, feed);
    try {
      await feed.ready();
      const first = await getShippingConfig(database.db);
      expect(await getShippingConfig(database.db)).toBe(first);
      const t0 = performance.now();
      await sql("update shipping_methods set cost_cents = 1390 where id = 4");
      let now = first;
      while (now.zones[1]?.methods[0]?.costCents !== 1390) {
        expect(performance.now() - t0).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 10));
        now = await getShippingConfig(database.db);
      }
      console.info(
        `the zones cache saw another connection's change after ${(performance.now() - t0).toFixed(0)} ms`,
      );
    } finally {
      stop();
      await feed.close();
      await settingsChange(app(), () => sql("update shipping_methods set cost_cents = 1290 where id = 4"));
    }
  });
});

/** Back to what migration 0025 makes of the defaults (the tests above change the zones). */
async function restoreDefaultZones() {
  await sql(`delete from shipping_zones;
    insert into shipping_zones (id, name, position, countries, hide_paid_when_free) values
      (1, 'Deutschland', 1, '{DE}', true), (2, 'EU-Ausland', 2, '{AT}', true);
    insert into shipping_methods (id, zone_id, kind, position, cost_cents, free_from_cents, carrier, enabled) values
      (2, 1, 'free_shipping', 1, 0, 3900, '', true), (1, 1, 'flat_rate', 2, 490, 0, '', true),
      (3, 1, 'local_pickup', 3, 0, 0, '', true), (4, 2, 'flat_rate', 1, 1290, 0, '', true),
      (5, 2, 'local_pickup', 2, 0, 0, '', true)`);
}

describe("migration 0025", () => {
  const dir = mkdtempSync(join(tmpdir(), "laden-shipping-migration-"));
  const name = `laden_ship_${process.pid}_${Date.now().toString(36)}`;
  const pool = new pg.Pool({ connectionString: databaseUrl(inject("serverUrl"), name), max: 2 });
  handleConnectionErrors(pool);

  async function admin(text: string) {
    const client = new pg.Client(adminUrl(inject("serverUrl")));
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await pool.end();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The migrations folder cut after 0024, as the release before this one shipped it. */
  function migrationsUpTo0024(): string {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"));
    const folder = join(dir, "migrations");
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === "0024_order_tax_basis");
    writeFileSync(
      join(folder, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
    );
    return folder;
  }

  it("turns a shop's non-default shipping settings into zones that charge the same", async () => {
    await admin(`create database ${name}`);
    await runMigrations(pool, migrationsUpTo0024());
    await pool.query(`insert into settings (key, value) values
      ('shop.countries', '["DE","AT","NL"]'), ('shop.shippingFlatCents', '590'),
      ('shop.shippingFlatCentsAbroad', '1490'), ('shop.freeShippingFromCents', '5000'),
      ('shop.hideFlatRateWhenFree', 'false'), ('shop.localPickupEnabled', 'false'),
      ('shop.shippingProvider', '"DPD"')`);
    await runMigrations(pool);
    const config = await readShippingConfig(createDb(pool));
    const rates = (country: string, postcode: string, subtotal: number) =>
      shippingRates(config, { country, postcode }, subtotal).map((r) => [r.id, r.costCents]);
    // What the old availableShippingRates gave for these settings.
    expect(rates("DE", "10115", 4999)).toEqual([["flat_rate:1", 590]]);
    expect(rates("DE", "10115", 5000)).toEqual([
      ["free_shipping:2", 0],
      ["flat_rate:1", 590],
    ]);
    expect(rates("DE", "10115", 100_000)).toEqual([
      ["free_shipping:2", 0],
      ["flat_rate:1", 590],
    ]);
    for (const [country, postcode] of [
      ["AT", "1010"],
      ["NL", "1011 AB"],
    ] as const) {
      expect(rates(country, postcode, 1000)).toEqual([["flat_rate:4", 1490]]);
      expect(rates(country, postcode, 100_000)).toEqual([["flat_rate:4", 1490]]);
    }
    expect(rates("FR", "75001", 1000)).toEqual([]);
    // The carrier stays the shop's setting; the replaced keys are gone.
    const left = await pool.query("select key from settings where key like 'shop.%' order by key");
    expect(left.rows.map((r) => r.key)).toEqual(["shop.shippingProvider"]);
  });

  it('keeps "never free" (threshold 0) and a shop that does not sell to Germany', async () => {
    await pool.query("delete from shipping_methods; delete from shipping_zones");
    await pool.query(`insert into settings (key, value) values ('shop.countries', '["AT"]'),
      ('shop.freeShippingFromCents', '0')`);
    const migration = readFileSync(join(MIGRATIONS_DIR, "0025_shipping_zones.sql"), "utf8");
    // The conversion step alone, re-run on these settings.
    const conversion = migration.split("--> statement-breakpoint").find((s) => s.includes("DO $$"))!;
    await pool.query(conversion);
    const config = await readShippingConfig(createDb(pool));
    expect(config.zones.map((z) => [z.name, z.countries])).toEqual([["EU-Ausland", ["AT"]]]);
    expect(
      shippingRates(config, { country: "AT", postcode: "1010" }, 1000).map((r) => [r.id, r.costCents]),
    ).toEqual([
      ["flat_rate:4", 1290],
      ["local_pickup:5", 0],
    ]);
    expect(shippingRates(config, { country: "DE", postcode: "10115" }, 100_000)).toEqual([]);
  });
});

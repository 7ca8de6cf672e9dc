/**
 * Backup and restore as README "Backups" describes them: `pg_dump -Fc` of a shop with an order
 * and a form submission, `pg_restore` into a new database, the app started on the copy (same
 * LADEN_SECRET) reads the order back, IBAN included. pg_dump must be at least the server's major
 * version (it refuses newer servers): with the machine's pg_dump 15 this runs against a
 * PostgreSQL 15 (LADEN_TEST_DB); the embedded PostgreSQL 18 ships no pg_dump, see the README.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { decryptIban } from "#modules/checkout/iban-crypto.ts";
import { appForFile, TEST_SECRET } from "../setup/app-fixture.ts";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import { cookieHeader } from "../setup/cookie-jar.ts";
import { adminUrl, databaseUrl } from "../setup/db-urls.ts";
import { fieldDef, fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { checkoutForm, guestAtCheckout, placeOrder, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const PG_DUMP = process.env.PG_DUMP ?? "pg_dump";
const PG_RESTORE = process.env.PG_RESTORE ?? "pg_restore";

function clientMajor(bin: string): number {
  try {
    return Number(
      /\(PostgreSQL\) (\d+)/.exec(execFileSync(bin, ["--version"], { encoding: "utf8" }))?.[1] ?? 0,
    );
  } catch {
    return 0;
  }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ v: number }>(
      "select current_setting('server_version_num')::int as v",
    );
    const major = Math.floor(rows[0]!.v / 10_000);
    if (!Number.isInteger(major) || major < 10) throw new Error(`unreadable server version: ${rows[0]?.v}`);
    return major;
  } finally {
    await client.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), "laden-backup-"));
let restored: AppServer | undefined;
let restoredName: string | undefined;
afterAll(async () => {
  await restored?.stop();
  if (restoredName) {
    const admin = new pg.Client(adminUrl(inject("serverUrl")));
    await admin.connect();
    await admin.query(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("pg_dump -Fc → pg_restore into a new database → the app on the copy reads the order back", async (ctx) => {
    const server = await serverMajor(app().database.url);
    const dumpMajor = clientMajor(PG_DUMP);
    if (dumpMajor < server) {
      ctx.skip(
        `pg_dump ${dumpMajor || "missing"} cannot dump PostgreSQL ${server}: set PG_DUMP/PG_RESTORE to ${server}+`,
      );
    }

    // A shop with an order (SEPA) and a form submission.
    const { rows } = await app().database.pool.query<{ id: number }>(SIMPLE_PRODUCT_SQL);
    const guest = await guestAtCheckout(app().url, rows[0]!.id);
    const order = await placeOrder(app().url, guest);
    expect(order.result).toBe("success");
    const orderId = Number(/order-received\/(\d+)/.exec(order.redirect!)![1]);
    const formId = await makeForm(
      app().database.db,
      "backup-check",
      [fieldDef(1, "name", "textbox", { required: true })],
      [{ type: "save", active: true, settings: {} }],
    );
    const visitor = new Visitor(() => app().url);
    const { nonce } = await formsNonce(visitor);
    const submitted = await nfSubmit(visitor, nonce, {
      id: String(formId),
      fields: fieldsOf({ 1: "Gesichert" }),
    });
    expect(submitted.res.status).toBe(200);

    // Dump while the app runs (pg_dump reads one consistent snapshot), restore into a new database.
    const file = join(dir, "laden.dump");
    execFileSync(PG_DUMP, ["-Fc", "--no-owner", "--file", file, `--dbname=${app().database.url}`]);
    expect(statSync(file).size).toBeGreaterThan(0);
    restoredName = `${app().database.name}_r`;
    const admin = new pg.Client(adminUrl(inject("serverUrl")));
    await admin.connect();
    await admin.query(`create database ${restoredName} template template0`);
    await admin.end();
    const restoredUrl = databaseUrl(inject("serverUrl"), restoredName);
    execFileSync(PG_RESTORE, ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl}`, file]);

    // The app on the copy, with the same secret, shows the order to its customer.
    restored = await startAppServer({
      DATABASE_URL: restoredUrl,
      LADEN_DATA_DIR: inject("dataDir"),
      LADEN_SECRET: TEST_SECRET,
    });
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
    const page = await fetch(new URL(order.redirect!, restored.url), {
      headers: { cookie: cookieHeader(guest.j) },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(String(orderId));
    expect(html).toContain("**30 00"); // the masked IBAN: its last four in clear

    const copy = new pg.Client(restoredUrl);
    await copy.connect();
    try {
      const o = await copy.query<{ sepa_iban_encrypted: string; order_key: string }>(
        "select sepa_iban_encrypted, order_key from orders where id = $1",
        [orderId],
      );
      // The stored IBAN decrypts with the LADEN_SECRET that has to be kept with the dump.
      expect(decryptIban(TEST_SECRET, o.rows[0]!.sepa_iban_encrypted, o.rows[0]!.order_key)).toBe(
        checkoutForm(guest)["german-market-sepa-iban"],
      );
      const s = await copy.query("select 1 from form_submissions where form_id = $1", [formId]);
      expect(s.rowCount).toBe(1);
    } finally {
      await copy.end();
    }
  });
});

/**
 * The upgrade path (README "Upgrades"): a shop's database as an older release left it migrates
 * forward with its data, and the new build serves it. The demo shop is seeded at the schema of
 * FROM_RELEASE, mails are queued the way that release queued them (including the JSON form of
 * Reply-To/Cc that 0014 moves into its own column), then every later migration runs on it and
 * the app is started on the result. Move FROM_RELEASE forward when a release ships.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { is } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDb, handleConnectionErrors } from "#db/client.ts";
import { MIGRATIONS_DIR, runMigrations } from "#db/migrate.ts";
import * as schema from "#db/schema/index.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { TEST_SECRET } from "../setup/app-fixture.ts";
import { type AppServer, startAppServer } from "../setup/app-server.ts";
import { adminUrl, databaseUrl } from "../setup/db-urls.ts";
import { startSmtpSink } from "../setup/smtp-sink.ts";

/** The newest migration of the release being upgraded from. */
const FROM_RELEASE = "0012_search_posts";

type Journal = { entries: { tag: string }[] };
const journal: Journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"));

const dir = mkdtempSync(join(tmpdir(), "laden-upgrade-"));
const name = `laden_upgrade_${process.pid}_${Date.now().toString(36)}`;
const url = databaseUrl(inject("serverUrl"), name);
const pool = new pg.Pool({ connectionString: url, max: 3 });
handleConnectionErrors(pool);
const smtp = await startSmtpSink();
let app: AppServer | undefined;

async function admin(sql: string) {
  const client = new pg.Client(adminUrl(inject("serverUrl")));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await app?.stop();
  await pool.end();
  await smtp.close();
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as FROM_RELEASE shipped it: the same files, the journal cut after it. */
function migrationsOfRelease(): string {
  const cut = journal.entries.findIndex((e) => e.tag === FROM_RELEASE);
  expect(cut, `${FROM_RELEASE} is in the journal`).toBeGreaterThanOrEqual(0);
  const folder = join(dir, "migrations");
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  writeFileSync(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
  );
  return folder;
}

/**
 * Runs the seed (today's code, which names every column today's schema has) on the older
 * release's tables: columns added since stand in, empty and untyped, while it runs, and are
 * dropped again before the migrations add them for real.
 */
async function withNewerColumns(run: () => Promise<unknown>): Promise<void> {
  const drops: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const { name, columns } = getTableConfig(table);
    const { rows } = await pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1",
      [name],
    );
    if (rows.length === 0) continue;
    const have = new Set(rows.map((r) => r.column_name));
    // The client maps the schema's camelCase keys to snake_case (db/client.ts).
    for (const column of columns.map((c) => (c.keyAsName ? toSnakeCase(c.name) : c.name))) {
      if (have.has(column)) continue;
      await pool.query(`alter table "${name}" add column "${column}" text`);
      drops.push(`alter table "${name}" drop column "${column}"`);
    }
  }
  try {
    await run();
  } finally {
    for (const drop of drops) await pool.query(drop);
  }
}

async function count(table: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe("upgrade", () => {
  it(`a demo shop at ${FROM_RELEASE} migrates forward with its data and is served by this build`, async () => {
    await admin(`create database ${name}`);
    await runMigrations(pool, migrationsOfRelease());
    const applied = await pool.query("select 1 from drizzle.__drizzle_migrations");
    expect(applied.rowCount).toBeLessThan(journal.entries.length);

    // The shop as the older release had it.
    await withNewerColumns(() => seedDemo(createDb(pool), { mediaDir: join(dir, "media") }));
    const before = {
      products: await count("products"),
      posts: await count("posts"),
      forms: await count("forms"),
    };
    expect(before.products).toBeGreaterThan(0);
    await pool.query(
      `insert into mail_outbox (dedupe_key, "to", subject, text) values
        ('upgrade-plain', 'kundin@example.de', 'Ihre Bestellung', 'Danke.'),
        ('upgrade-json', '{"to":"team@example.de","replyTo":["erika@example.de"],"cc":["chef@example.de"]}',
         'Neue Anfrage', 'Rückruf bitte.')`,
    );

    // Every later migration, on that data.
    await runMigrations(pool);
    expect((await pool.query("select 1 from drizzle.__drizzle_migrations")).rowCount).toBe(
      journal.entries.length,
    );
    expect({
      products: await count("products"),
      posts: await count("posts"),
      forms: await count("forms"),
    }).toEqual(before);
    const mails = await pool.query<{ dedupe_key: string; to: string; headers: unknown }>(
      `select dedupe_key, "to", headers from mail_outbox order by dedupe_key`,
    );
    expect(mails.rows).toEqual([
      {
        dedupe_key: "upgrade-json",
        to: "team@example.de",
        headers: { replyTo: ["erika@example.de"], cc: ["chef@example.de"] },
      },
      { dedupe_key: "upgrade-plain", to: "kundin@example.de", headers: null },
    ]);

    // This build on the upgraded database: ready, pages served, the queued mails sent once each.
    app = await startAppServer({
      DATABASE_URL: url,
      LADEN_DATA_DIR: dir,
      LADEN_SECRET: TEST_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_OUTBOX_INTERVAL_MS: "200",
    });
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const { rows } = await pool.query<{ slug: string }>(
      "select slug from products where status = 'publish' order by id limit 1",
    );
    expect((await fetch(`${app.url}/product/${rows[0]!.slug}/`)).status).toBe(200);
    expect((await fetch(`${app.url}/blog/`)).status).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 60_000 }).toBe(2);
    const json = smtp.mails.find((m) => m.to.includes("team@example.de"))!;
    expect(json.to).toContain("chef@example.de");
    expect(json.data).toMatch(/^Reply-To: erika@example\.de\r?$/m);
    expect(smtp.mails.find((m) => m.to.includes("kundin@example.de"))).toBeDefined();
    // The worker marks a mail sent after the SMTP server took it: poll, the row may lag the socket.
    await expect
      .poll(async () => (await pool.query("select 1 from mail_outbox where status = 'sent'")).rowCount, {
        timeout: 60_000,
      })
      .toBe(2);
  }, 180_000); // the demo seed resizes its images: about 20 s on two idle cores
});

/**
 * The settings store on a real database: string values (also ones that look like JSON) come
 * back as stored, without a caught exception per value (drizzle's jsonb parsed them twice), and
 * the per-process cache over a real change feed reads once and drops its value on a change
 * made through another connection.
 */
import "#modules/all-settings.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startChangeFeed } from "#db/change-feed.ts";
import {
  cacheSettings,
  getSettings,
  readSettings,
  SETTINGS_CHANNEL,
  setSettings,
} from "#modules/settings/index.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await cloneDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("settings store", () => {
  it("string settings round-trip as stored, with no exception thrown while reading", async () => {
    const values = {
      "site.name": "true",
      "site.tagline": "2024",
      "legal.phone": "+49 40 1234567",
      "shop.storeNotice": '{"kein": "Objekt"}',
      "shop.defaultDeliveryTime": "null",
    } as const;
    await setSettings(database.db, values);
    const parse = vi.spyOn(JSON, "parse");
    try {
      const read = await readSettings(database.db);
      for (const [key, value] of Object.entries(values)) expect(read[key as keyof typeof values]).toBe(value);
      expect(read["payment.invoiceCountries"]).toEqual(["DE"]);
      expect(parse.mock.results.filter((r) => r.type === "throw")).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
    const { rows } = await database.pool.query<{ key: string; value: unknown }>(
      "select key, value from settings where key = any($1)",
      [Object.keys(values)],
    );
    for (const row of rows) expect(row.value).toBe(values[row.key as keyof typeof values]);
  });

  it("cached over a change feed: read once, dropped on a change from another connection", async () => {
    const feed = startChangeFeed({ connectionString: database.url, channels: [SETTINGS_CHANNEL] });
    const stop = cacheSettings(database.db, feed);
    try {
      await feed.ready();
      const first = await getSettings(database.db);
      expect(await getSettings(database.db)).toBe(first);
      expect(Object.isFrozen(first) && Object.isFrozen(first["payment.invoiceCountries"])).toBe(true);

      const t0 = performance.now();
      await database.pool.query(
        "update settings set value = to_jsonb('Anderswo geändert'::text) where key = 'site.tagline'",
      );
      let now = first;
      while (now["site.tagline"] !== "Anderswo geändert") {
        expect(performance.now() - t0).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 10));
        now = await getSettings(database.db);
      }
      console.info(
        `in-process cache saw a change by another connection after ${(performance.now() - t0).toFixed(0)} ms`,
      );

      // A write through this process drops the value at once, before any notification.
      await setSettings(database.db, { "site.tagline": "Hier geändert" });
      expect((await getSettings(database.db))["site.tagline"]).toBe("Hier geändert");
    } finally {
      stop();
      await feed.close();
    }
    expect(feed.listening).toBe(false);
  });

  it("the change feed reconnects after its connection is terminated, and says so to its subscribers", async () => {
    const feed = startChangeFeed({
      connectionString: database.url,
      channels: [SETTINGS_CHANNEL],
      retryMinMs: 50,
    });
    const events: string[] = [];
    feed.subscribe(SETTINGS_CHANNEL, () => events.push(feed.listening ? "listening" : "deaf"));
    try {
      await feed.ready();
      expect(events).toEqual(["listening"]);
      const { rows } = await database.pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = 'laden-listen' and datname = current_database()",
      );
      expect(rows).toHaveLength(1);
      await database.pool.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      const t0 = performance.now();
      while (events.length < 3) {
        expect(performance.now() - t0).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(events).toEqual(["listening", "deaf", "listening"]);
      expect(feed.listening).toBe(true);
      // Listening again: a change is announced.
      await database.pool.query("update settings set updated_at = now() where key = 'site.name'");
      while (events.length < 4) {
        expect(performance.now() - t0).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      await feed.close();
    }
  });
});

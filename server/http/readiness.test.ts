import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import { checkReadiness } from "./readiness.ts";

const dbAnswering = (at: number | null) => ({ execute: async () => ({ rows: [{ at }] }) }) as unknown as Db;
const life = (shuttingDown = false) => ({ shuttingDown, latestMigration: 1_000 });

describe("readiness", () => {
  it("is ready when the database answers at the latest migration and the process runs", async () => {
    expect(await checkReadiness(dbAnswering(1_000), life())).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", process: "ok" },
    });
  });

  it("is not ready while shutting down, even with a healthy database", async () => {
    const r = await checkReadiness(dbAnswering(1_000), life(true));
    expect(r.ready).toBe(false);
    expect(r.checks.process).toBe("shutting_down");
  });

  it("is not ready when the database is behind this build's migrations", async () => {
    const r = await checkReadiness(dbAnswering(999), life());
    expect(r).toMatchObject({ ready: false, checks: { migrations: "behind" } });
  });

  it("is not ready when the database fails or does not answer in time", async () => {
    const failing = { execute: async () => Promise.reject(new Error("ECONNREFUSED")) } as unknown as Db;
    expect((await checkReadiness(failing, life())).checks.database).toBe("down");
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const start = Date.now();
    const r = await checkReadiness(hanging, life(), 50);
    expect(r).toMatchObject({ ready: false, checks: { database: "down" } });
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});

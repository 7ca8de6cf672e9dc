/**
 * Background jobs (issue 20, item 7) through the real built server, two processes on one
 * database: a job runs once across processes, a key dedupes, a failed job shows its reason on
 * /admin/jobs/ and is retried from there (audited), the housekeeping cron is registered and
 * cleans up, and a job queued while the shop was down runs after the restart.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { auditLog, jobRuns, rateLimits, sessions } from "#db/schema/index.ts";
import { housekeepingJob } from "#modules/jobs/housekeeping.ts";
import { enqueueJob } from "#modules/jobs/index.ts";
import { probeJob } from "#modules/jobs/probe.ts";
import { appForFile, secondProcessForFile, TEST_SECRET } from "../setup/app-fixture.ts";
import { startAppServer } from "../setup/app-server.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { cloneDatabase } from "../setup/test-db.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ LADEN_TEST_JOBS: "1" });
const second = secondProcessForFile(app, { LADEN_TEST_JOBS: "1" });
const db = () => app().database.db;
const base = () => app().url;

let manager: Visitor;
let managerId: number;
let customer: Visitor;

beforeAll(async () => {
  const owner = await createOwner(db(), "shop_manager");
  managerId = owner.id;
  manager = await ownerVisitor(base, owner);
  const { email } = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(email, TEST_PASSWORD);
});

const POLL = { timeout: 60_000, interval: 100 };

async function runsOf(jobIds: string[]) {
  return db()
    .select()
    .from(jobRuns)
    .where(inArray(jobRuns.jobId, jobIds.map(Number)));
}

async function queued(jobId: string) {
  const result = await db().execute<{ attempts: number; last_error: string | null; locked: boolean }>(
    sql`select attempts, last_error, locked_at is not null as locked from graphile_worker.jobs where id = ${jobId}::bigint`,
  );
  return result.rows[0];
}

/** Polls until the job failed and is no longer running (graphile-worker counts the attempt when it starts). */
async function failed(jobId: string): Promise<void> {
  await expect
    .poll(async () => {
      const job = await queued(jobId);
      return job && !job.locked ? job.last_error : undefined;
    }, POLL)
    .toBeTruthy();
}

describe("who may see the jobs screen", () => {
  it("sends a visitor to the owner sign-in and gives a customer a 404, for the page and the retry", async () => {
    const visitor = new Visitor(base);
    expect((await visitor.get("/admin/jobs/")).res.status).toBe(302);
    expect((await visitor.post("/admin/jobs/", { jobId: "1" })).res.status).toBe(302);
    expect((await customer.get("/admin/jobs/")).res.status).toBe(404);
    expect((await customer.post("/admin/jobs/", { jobId: "1" })).res.status).toBe(404);
  });

  it("shows a shop manager the queue and the finished runs", async () => {
    const { res, text } = await manager.get("/admin/jobs/");
    expect(res.status).toBe(200);
    expect(text).toContain("<h1>Hintergrundaufgaben</h1>");
    expect(text).toContain("Zuletzt erledigt");
  });
});

describe("each job runs once", () => {
  it("two processes share the queue: twenty jobs, twenty runs, none twice", async () => {
    expect(second().url).not.toBe(base());
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await enqueueJob(db(), probeJob, { note: `batch ${i}` })).id);
    await expect.poll(async () => (await runsOf(ids)).length, POLL).toBe(20);
    const runs = await runsOf(ids);
    expect(new Set(runs.map((r) => r.jobId)).size).toBe(20);
    expect(runs.every((r) => r.outcome === "done")).toBe(true);
  });

  it("a job enqueued twice with the same key while it waits runs once", async () => {
    const runAt = new Date(Date.now() + 1_500);
    const first = await enqueueJob(db(), probeJob, { note: "eins" }, { jobKey: "dedupe-test", runAt });
    // The second through a plain pg.Pool (scripts, the CLI): the same add_job, the same dedupe.
    const again = await enqueueJob(
      app().database.pool,
      probeJob,
      { note: "zwei" },
      { jobKey: "dedupe-test", runAt },
    );
    expect(again.id).toBe(first.id);
    await expect.poll(async () => (await runsOf([first.id])).length, POLL).toBe(1);
    const left = await db().execute(sql`select 1 from graphile_worker.jobs where key = 'dedupe-test'`);
    expect(left.rows).toHaveLength(0);
    const byKey = await db().select().from(jobRuns).where(eq(jobRuns.jobKey, "dedupe-test"));
    expect(byKey).toHaveLength(1);
  });

  it("refuses a payload that does not fit the job, before it is queued", async () => {
    await expect(enqueueJob(db(), probeJob, { fail: "" })).rejects.toThrow();
  });
});

describe("a failed job", () => {
  it("shows its reason on the jobs screen and runs again when the owner retries it (audited, once)", async () => {
    const reason = "SMTP-Server nicht erreichbar";
    const { id } = await enqueueJob(db(), probeJob, { fail: reason });
    await failed(id);
    const { text } = await manager.get("/admin/jobs/");
    const row = new RegExp(`<tr[^>]*data-job-id="${id}"[\\s\\S]*?</tr>`).exec(text)?.[0] ?? "";
    expect(row).toContain(reason);
    expect(row).toContain(">Fehlgeschlagen<");
    expect(row).toContain("1 / 1");
    expect(row).toContain(`value="${id}"`);

    const retried = await manager.post("/admin/jobs/", { jobId: id });
    expect(retried.res.status).toBe(200);
    expect(retried.text).toContain("Die Aufgabe wurde erneut eingeplant.");
    await expect.poll(async () => (await runsOf([id])).length, POLL).toBe(2);
    await failed(id);
    expect((await runsOf([id])).map((r) => [r.outcome, r.error])).toEqual([
      ["failed", reason],
      ["failed", reason],
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "retry", actorId: managerId });
  });

  it("a retry by a customer changes nothing; an unknown job is a 404 with a message", async () => {
    const { id } = await enqueueJob(db(), probeJob, { fail: "kaputt" });
    await failed(id);
    expect((await customer.post("/admin/jobs/", { jobId: id })).res.status).toBe(404);
    expect((await queued(id))?.attempts).toBe(1);
    const unknown = await manager.post("/admin/jobs/", { jobId: "999999999" });
    expect(unknown.res.status).toBe(404);
    expect(unknown.text).toContain("Diese Aufgabe gibt es nicht mehr.");
    const junk = await manager.post("/admin/jobs/", { jobId: "1; drop table users" });
    expect(junk.res.status).toBe(404);
  });
});

describe("pressing retry twice", () => {
  it("schedules the job once: the second press finds it waiting and changes nothing (409)", async () => {
    // A job no process runs (no such task in this release), failed for good: it stays put after a retry.
    const added = await db().execute<{ id: string }>(sql`
      select (graphile_worker.add_job('retired.task', '{}'::json, max_attempts => 1)).id::text as id`);
    const id = added.rows[0]?.id ?? "";
    await db().execute(
      sql`update graphile_worker._private_jobs set attempts = 1, last_error = 'alt' where id = ${id}::bigint`,
    );
    const first = await manager.post("/admin/jobs/", { jobId: id });
    expect(first.res.status).toBe(200);
    const second = await manager.post("/admin/jobs/", { jobId: id });
    expect(second.res.status).toBe(409);
    expect(second.text).toContain("Diese Aufgabe ist nicht fehlgeschlagen; sie ist bereits eingeplant.");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    const { text } = await manager.get("/admin/jobs/");
    const row = new RegExp(`<tr[^>]*data-job-id="${id}"[\\s\\S]*?</tr>`).exec(text)?.[0] ?? "";
    expect(row).toContain(">Wartet<");
    expect(row).toContain("retired.task");
    expect(row).not.toContain("<button");
  });
});

describe("housekeeping", () => {
  it("is registered as a cron job and clears expired sessions and rate-limit rows when it runs", async () => {
    const cron = await db().execute<{ identifier: string }>(
      sql`select identifier from graphile_worker._private_known_crontabs`,
    );
    expect(cron.rows.map((r) => r.identifier)).toContain("housekeeping.purge");
    const past = new Date(Date.now() - 60_000);
    await db().insert(sessions).values({ id: "expired-session-test", expiresAt: past });
    await db().insert(rateLimits).values({ bucket: "test", key: "expired-row", count: 3, resetAt: past });
    const { id } = await enqueueJob(db(), housekeepingJob, {});
    await expect.poll(async () => (await runsOf([id]))[0]?.outcome, POLL).toBe("done");
    expect(await db().select().from(sessions).where(eq(sessions.id, "expired-session-test"))).toHaveLength(0);
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, "expired-row"))).toHaveLength(0);
  });
});

describe("a transaction", () => {
  it("queues its job only if it commits", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob(tx, probeJob, { note: "zurückgerollt" }, { jobKey: "rolled-back" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const left = await db().execute(sql`select 1 from graphile_worker.jobs where key = 'rolled-back'`);
    expect(left.rows).toHaveLength(0);
  });
});

describe("a restart", () => {
  it("SIGTERM lets the running job finish; a job queued while the shop was down runs after the start", async () => {
    const database = await cloneDatabase();
    const env = {
      DATABASE_URL: database.url,
      LADEN_DATA_DIR: inject("dataDir"),
      LADEN_SECRET: TEST_SECRET,
      LADEN_TEST_JOBS: "1",
    };
    const runOf = async (id: string) =>
      (
        await database.db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.jobId, Number(id)))
      )[0]?.outcome;
    try {
      const first = await startAppServer(env);
      const slow = await enqueueJob(database.db, probeJob, { sleepMs: 1_500 });
      await expect
        .poll(async () => {
          const job = await database.db.execute<{ locked: boolean }>(
            sql`select locked_at is not null as locked from graphile_worker.jobs where id = ${slow.id}::bigint`,
          );
          return job.rows[0]?.locked;
        }, POLL)
        .toBe(true);
      expect(await first.stop("SIGTERM")).toBe(0);
      expect(await runOf(slow.id)).toBe("done");

      const { id } = await enqueueJob(database.db, probeJob, { note: "während des Neustarts" });
      expect(await runOf(id)).toBeUndefined();
      const again = await startAppServer(env);
      try {
        await expect.poll(() => runOf(id), POLL).toBe("done");
      } finally {
        await again.stop();
      }
    } finally {
      await database.drop();
    }
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob, parseJobPayload } from "./define.ts";
import { housekeepingJob } from "./housekeeping.ts";
import { probeJob } from "./probe.ts";

describe("defineJob", () => {
  it("keeps name, schema, handler and a default of five attempts", () => {
    const handler = async () => {};
    const job = defineJob("orders.mail", z.object({ orderId: z.number() }), handler);
    expect(job).toMatchObject({ name: "orders.mail", handler, maxAttempts: 5 });
  });

  it("refuses names that are not area.action in lower case", () => {
    for (const bad of ["mail", "Orders.mail", "orders mail", "orders.", ".mail"]) {
      expect(() => defineJob(bad, z.object({}), async () => {})).toThrow(/invalid job name/);
    }
  });
});

describe("parseJobPayload", () => {
  const job = defineJob("orders.mail", z.object({ orderId: z.number().int().positive() }), async () => {});

  it("hands the handler the parsed payload", () => {
    expect(parseJobPayload(job, { orderId: 3 })).toEqual({ ok: true, payload: { orderId: 3 } });
  });

  it("names the job and the field in German when the payload is wrong", () => {
    const result = parseJobPayload(job, { orderId: "drei" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^Ungültige Auftragsdaten für „orders\.mail“: orderId: /);
  });

  it("reads a missing payload as an empty object", () => {
    expect(parseJobPayload(housekeepingJob, null)).toEqual({ ok: true, payload: {} });
  });

  it("accepts graphile-worker's cron marker on the housekeeping job", () => {
    const cron = { _cron: { ts: "2026-11-25T04:00:00Z" } };
    expect(parseJobPayload(housekeepingJob, cron)).toMatchObject({ ok: true });
  });
});

describe("the probe job", () => {
  it("fails with the reason it is given, and only then", async () => {
    const ctx = { db: {} as never, jobId: "1", attempt: 1, log: () => {} };
    await expect(probeJob.handler({ fail: "SMTP nicht erreichbar" }, ctx)).rejects.toThrow(
      "SMTP nicht erreichbar",
    );
    await expect(probeJob.handler({}, ctx)).resolves.toBeUndefined();
    expect(probeJob.schema.safeParse({ fail: "" }).success).toBe(false);
  });
});

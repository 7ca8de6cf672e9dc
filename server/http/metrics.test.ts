import { describe, expect, it } from "vitest";
import type { AppServices } from "../services.ts";
import { createMetrics } from "./metrics.ts";

const fakeServices = (outbox: () => Promise<unknown>) =>
  ({
    pool: { totalCount: 4, idleCount: 3, waitingCount: 1 },
    db: { execute: outbox },
  }) as unknown as Pick<AppServices, "pool" | "db">;

describe("metrics", () => {
  it("labels requests by pattern, known method or OTHER, and status class", async () => {
    const m = createMetrics(fakeServices(async () => ({ rows: [{ n: 2, age: 90.5 }] })));
    m.observe("/product/:slug", "GET", 404, 0.02);
    m.observe("/product/:slug", "PROPFIND", 200, 0.02);
    const text = await m.registry.metrics();
    expect(text).toContain(
      'laden_http_requests_total{route="/product/:slug",method="GET",status_class="4xx"} 1',
    );
    expect(text).toContain(
      'laden_http_requests_total{route="/product/:slug",method="OTHER",status_class="2xx"} 1',
    );
    expect(text).toMatch(/^laden_db_pool_total 4$/m);
    expect(text).toMatch(/^laden_db_pool_idle 3$/m);
    expect(text).toMatch(/^laden_db_pool_waiting 1$/m);
    expect(text).toMatch(/^laden_outbox_pending 2$/m);
    expect(text).toMatch(/^laden_outbox_oldest_pending_seconds 90.5$/m);
    expect(text).toMatch(/^laden_outbox_scrape_ok 1$/m);
  });

  it("reports the outbox figures as unknown (NaN), without failing the scrape, when the database does not answer", async () => {
    const m = createMetrics(fakeServices(() => Promise.reject(new Error("ECONNREFUSED"))));
    const text = await m.registry.metrics();
    expect(text).toMatch(/^laden_outbox_scrape_ok 0$/m);
    expect(text).toMatch(/^laden_outbox_pending Nan$/m);
    expect(text).toMatch(/^laden_outbox_oldest_pending_seconds Nan$/m);
  });

  it("keeps one set per services object (the dev server re-creates the host on every rebuild)", () => {
    const services = fakeServices(async () => ({ rows: [] }));
    expect(createMetrics(services)).toBe(createMetrics(services));
    expect(createMetrics(fakeServices(async () => ({ rows: [] })))).not.toBe(createMetrics(services));
  });
});

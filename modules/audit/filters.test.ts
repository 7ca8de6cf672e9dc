import { describe, expect, it } from "vitest";
import { parseAuditQuery, shopDayStart } from "./filters.ts";

describe("shopDayStart", () => {
  it("is midnight in Berlin: UTC+1 in winter, UTC+2 in summer", () => {
    expect(shopDayStart("2026-01-15")?.toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(shopDayStart("2026-07-15")?.toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("knows no 30 February and no other format", () => {
    for (const bad of ["2026-02-30", "15.01.2026", "2026-1-5", "gestern", ""])
      expect(shopDayStart(bad)).toBeUndefined();
  });
});

describe("parseAuditQuery", () => {
  it("turns the URL into listAudit's filter; 'to' includes the whole day", () => {
    const { filter, errors } = parseAuditQuery(
      new URLSearchParams(
        "entity=order&entityId=42&actor=7&action=status&from=2026-03-01&to=2026-03-01&page=3",
      ),
    );
    expect(errors).toEqual({});
    expect(filter).toEqual({
      entity: "order",
      entityId: "42",
      actorId: 7,
      action: "status",
      from: new Date("2026-02-28T23:00:00Z"),
      to: new Date("2026-03-01T23:00:00Z"),
      page: 3,
    });
  });

  it("ignores what it cannot use and reports bad dates per field", () => {
    const { query, filter, errors } = parseAuditQuery(
      new URLSearchParams("actor=jemand&from=2026-13-01&to=2026-01-01&page=-2"),
    );
    expect(errors).toEqual({ from: "invalidDate" });
    expect(filter.actorId).toBeUndefined();
    expect(filter.from).toBeUndefined();
    expect(query.page).toBe(1);
  });

  it("refuses a range that ends before it starts", () => {
    const { errors, filter } = parseAuditQuery(new URLSearchParams("from=2026-05-02&to=2026-05-01"));
    expect(errors).toEqual({ to: "invalidRange" });
    expect(filter.to).toBeUndefined();
  });
});

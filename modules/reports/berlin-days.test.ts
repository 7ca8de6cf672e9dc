import { describe, expect, it } from "vitest";
import { addDays, berlinDay, berlinDayStart, berlinWallTime, daysOf, lastDays } from "./berlin-days.ts";

describe("Berlin days", () => {
  it("puts an order at 23:30 UTC on the next Berlin day (winter, +1 h)", () => {
    expect(berlinDay(new Date("2026-01-14T22:59:59Z"))).toBe("2026-01-14");
    expect(berlinDay(new Date("2026-01-14T23:00:00Z"))).toBe("2026-01-15");
  });

  it("starts a summer day at 22:00 UTC the day before (+2 h)", () => {
    expect(berlinDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(berlinDay(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
  });

  it("knows the 23-hour day of the spring switch and the 25-hour day of the autumn switch", () => {
    const spring = berlinDayStart("2026-03-29");
    const afterSpring = berlinDayStart("2026-03-30");
    expect(spring.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect((afterSpring.getTime() - spring.getTime()) / 3_600_000).toBe(23);
    const autumn = berlinDayStart("2026-10-25");
    const afterAutumn = berlinDayStart("2026-10-26");
    expect(autumn.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect((afterAutumn.getTime() - autumn.getTime()) / 3_600_000).toBe(25);
  });

  it("counts 7 whole days back from today, across a month and a DST switch", () => {
    const range = lastDays(new Date("2026-03-31T10:00:00Z"), 7);
    expect(range.from).toBe("2026-03-25");
    expect(range.to).toBe("2026-03-31");
    expect(range.start.toISOString()).toBe("2026-03-24T23:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect(daysOf(range)).toHaveLength(7);
  });

  it("makes today the Berlin day even shortly after midnight Berlin time", () => {
    const today = lastDays(new Date("2026-11-24T23:30:00Z"), 1);
    expect(today.from).toBe("2026-11-25");
    expect(today.start.toISOString()).toBe("2026-11-24T23:00:00.000Z");
  });

  it("adds days over month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("berlinWallTime", () => {
  it("reads a wall time in winter (+1 h) and summer (+2 h)", () => {
    expect(berlinWallTime("2026-01-15T10:00")?.toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(berlinWallTime("2026-07-01T10:00:30.5")?.toISOString()).toBe("2026-07-01T08:00:30.500Z");
  });

  it("reads a date as the start of that Berlin day", () => {
    expect(berlinWallTime("2026-07-01")?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(berlinWallTime("2026-03-29")?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });

  it("refuses dates and times that do not exist", () => {
    for (const bad of [
      "2026-02-30",
      "2026-13-01",
      "2026-01-01T24:00",
      "2026-01-01T10:60",
      "gestern",
      "2026-1-1",
    ]) {
      expect(berlinWallTime(bad)).toBeNull();
    }
  });
});

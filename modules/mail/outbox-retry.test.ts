import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./outbox.ts";

describe("outbox retry pauses", () => {
  it("double from 30 s and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

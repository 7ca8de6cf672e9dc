import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-errors.ts";

function netError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe("isDatabaseUnavailable", () => {
  it("treats a refused TCP connection and a missing Unix socket alike", () => {
    expect(isDatabaseUnavailable(netError("ECONNREFUSED", "connect"))).toBe(true);
    expect(isDatabaseUnavailable(netError("ENOENT", "connect"))).toBe(true);
  });

  it("does not take a missing file for a database outage", () => {
    expect(isDatabaseUnavailable(netError("ENOENT", "open"))).toBe(false);
  });

  it("follows the cause chain", () => {
    expect(isDatabaseUnavailable(new Error("query failed", { cause: netError("ENOENT", "connect") }))).toBe(
      true,
    );
  });
});

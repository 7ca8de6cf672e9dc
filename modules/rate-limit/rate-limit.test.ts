import { describe, expect, it } from "vitest";
import { bucketName, decide, LOGIN_FAILURES, minutesToWait, subjectKey } from "./index.ts";

describe("rate limit decisions", () => {
  const count = (n: number, resetInSeconds = 600) => ({ bucket: "login:email", count: n, resetInSeconds });

  it("allows up to the limit and refuses the next hit", () => {
    expect(LOGIN_FAILURES).toMatchObject({ limit: 5, windowSeconds: 900 });
    expect(decide(LOGIN_FAILURES, [count(1)]).allowed).toBe(true);
    expect(decide(LOGIN_FAILURES, [count(5)]).allowed).toBe(true);
    expect(decide(LOGIN_FAILURES, [count(6)])).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it("refuses when any one counter is over, and waits for the longest exceeded window", () => {
    const d = decide(LOGIN_FAILURES, [count(2, 800), count(7, 120.2), count(9, 300)]);
    expect(d).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it("never asks to wait less than a second or more than the window", () => {
    expect(decide(LOGIN_FAILURES, [count(6, 0.01)]).retryAfterSeconds).toBe(1);
    expect(decide(LOGIN_FAILURES, [count(6, 5000)]).retryAfterSeconds).toBe(900);
  });

  it("allows when nothing was counted", () => {
    expect(decide(LOGIN_FAILURES, [])).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("hashes subjects case-insensitively and never stores them in clear", () => {
    const key = subjectKey(" Kundin@Example.DE ");
    expect(key).toBe(subjectKey("kundin@example.de"));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain("kundin");
    expect(bucketName(LOGIN_FAILURES, "ip")).toBe("login:ip");
  });

  it("rounds waiting time up to whole minutes", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
  });
});

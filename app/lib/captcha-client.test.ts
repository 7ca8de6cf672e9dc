import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryRender } from "./captcha-client.ts";

describe("render retries (§9: after 100 and 200 ms, then every 500 ms, at most 10 times)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries at 100, 200, 500, 1000 … 5000 ms and then gives up", () => {
    const at: number[] = [];
    const start = Date.now();
    const giveUp = vi.fn();
    retryRender(
      () => {
        at.push(Date.now() - start);
        return false;
      },
      { onGiveUp: giveUp },
    );
    vi.advanceTimersByTime(4999);
    expect(giveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledTimes(1);
    expect(at).toEqual([100, 200, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000]);
    vi.advanceTimersByTime(10_000);
    expect(at).toHaveLength(12);
  });

  it("stops at the first success", () => {
    let n = 0;
    retryRender(() => ++n === 3);
    vi.advanceTimersByTime(10_000);
    expect(n).toBe(3);
  });
});

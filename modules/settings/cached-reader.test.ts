import { describe, expect, it } from "vitest";
import { createCachedReader } from "./cached-reader.ts";
import type { ChangeSignal } from "./change-signal.ts";

/** A signal the test drives: set listening, announce changes. */
function fakeSignal(listening = true) {
  const subscribers = new Map<string, Set<() => void>>();
  const signal = {
    listening,
    subscribe(channel: string, fn: () => void) {
      const set = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, set);
      set.add(fn);
      return () => set.delete(fn);
    },
    change(channel = "ch") {
      for (const fn of subscribers.get(channel) ?? []) fn();
    },
    setListening(on: boolean) {
      signal.listening = on;
      for (const set of subscribers.values()) for (const fn of set) fn();
    },
    subscriberCount: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
  };
  return signal satisfies ChangeSignal;
}

describe("cached reader", () => {
  it("reads once while listening and keeps the value", async () => {
    const signal = fakeSignal();
    let calls = 0;
    const reader = createCachedReader(async () => ++calls, signal, "ch");
    expect(await reader.get()).toBe(1);
    expect(await reader.get()).toBe(1);
    expect(await reader.get()).toBe(1);
    expect(calls).toBe(1);
  });

  it("reads again after a change on its channel, not after another channel's", async () => {
    const signal = fakeSignal();
    let calls = 0;
    const reader = createCachedReader(async () => ++calls, signal, "ch");
    await reader.get();
    signal.change("other");
    expect(await reader.get()).toBe(1);
    signal.change("ch");
    expect(await reader.get()).toBe(2);
    expect(await reader.get()).toBe(2);
  });

  it("does not trust the value while not listening: every get reads", async () => {
    const signal = fakeSignal(false);
    let calls = 0;
    const reader = createCachedReader(async () => ++calls, signal, "ch");
    expect(await reader.get()).toBe(1);
    expect(await reader.get()).toBe(2);
    signal.setListening(true);
    expect(await reader.get()).toBe(3);
    expect(await reader.get()).toBe(3);
    // Connection lost: the kept value is dropped and not used until listening again.
    signal.setListening(false);
    expect(await reader.get()).toBe(4);
    expect(await reader.get()).toBe(5);
    signal.setListening(true);
    expect(await reader.get()).toBe(6);
    expect(await reader.get()).toBe(6);
  });

  it("an invalidation (a write through this process) drops the value at once", async () => {
    const signal = fakeSignal();
    let calls = 0;
    const reader = createCachedReader(async () => ++calls, signal, "ch");
    await reader.get();
    reader.invalidate();
    expect(await reader.get()).toBe(2);
  });

  it("concurrent gets share one read", async () => {
    const signal = fakeSignal();
    let calls = 0;
    let release: () => void = () => {};
    const reader = createCachedReader(
      () =>
        new Promise<number>((ok) => {
          calls++;
          release = () => ok(calls);
        }),
      signal,
      "ch",
    );
    const gets = [reader.get(), reader.get(), reader.get()];
    release();
    expect(await Promise.all(gets)).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it("a read that overlapped a change is returned but not kept", async () => {
    const signal = fakeSignal();
    const releases: (() => void)[] = [];
    let calls = 0;
    const reader = createCachedReader(
      () =>
        new Promise<number>((ok) => {
          const n = ++calls;
          releases.push(() => ok(n));
        }),
      signal,
      "ch",
    );
    const first = reader.get();
    signal.change("ch"); // lands while the first read runs: its result may predate the change
    const second = reader.get(); // a new read, not the stale one
    expect(calls).toBe(2);
    for (const r of releases.splice(0)) r();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(await reader.get()).toBe(2);
    expect(calls).toBe(2);
  });

  it("a read that overlapped a gap in listening is not kept", async () => {
    const signal = fakeSignal();
    const releases: (() => void)[] = [];
    let calls = 0;
    const reader = createCachedReader(
      () =>
        new Promise<number>((ok) => {
          const n = ++calls;
          releases.push(() => ok(n));
        }),
      signal,
      "ch",
    );
    const first = reader.get();
    signal.setListening(false);
    signal.setListening(true);
    for (const r of releases.splice(0)) r();
    expect(await first).toBe(1);
    const next = reader.get();
    for (const r of releases.splice(0)) r();
    expect(await next).toBe(2);
  });

  it("a failed read is not kept; the next get reads again", async () => {
    const signal = fakeSignal();
    let calls = 0;
    const reader = createCachedReader(
      async () => {
        calls++;
        if (calls === 1) throw new Error("database down");
        return calls;
      },
      signal,
      "ch",
    );
    await expect(reader.get()).rejects.toThrow("database down");
    expect(await reader.get()).toBe(2);
    expect(await reader.get()).toBe(2);
  });

  it("close unsubscribes and reads through from then on", async () => {
    const signal = fakeSignal();
    let calls = 0;
    const reader = createCachedReader(async () => ++calls, signal, "ch");
    await reader.get();
    expect(signal.subscriberCount()).toBe(1);
    reader.close();
    expect(signal.subscriberCount()).toBe(0);
    expect(await reader.get()).toBe(2);
    expect(await reader.get()).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { createRequestQueue } from "./request-queue.ts";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("request queue", () => {
  it("starts the next task only after the previous one settled, in order", async () => {
    const queue = createRequestQueue();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.enqueue(() => {
      log.push("start a");
      return first.promise;
    });
    const b = queue.enqueue(() => {
      log.push("start b");
      return second.promise;
    });
    await tick();
    expect(log).toEqual(["start a"]);
    expect(queue.size).toBe(2);
    first.resolve("A");
    expect(await a).toBe("A");
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    second.resolve("B");
    expect(await b).toBe("B");
    await tick();
    expect(queue.size).toBe(0);
  });

  it("keeps going after a failed task and reports the failure to its caller only", async () => {
    const queue = createRequestQueue();
    const a = queue.enqueue(() => Promise.reject(new Error("offline")));
    const b = queue.enqueue(() => Promise.resolve(2));
    await expect(a).rejects.toThrow("offline");
    expect(await b).toBe(2);
  });

  it("keeps going after a task that throws synchronously", async () => {
    const queue = createRequestQueue();
    const a = queue.enqueue(() => {
      throw new Error("boom");
    });
    const b = queue.enqueue(async () => "ok");
    await expect(a).rejects.toThrow("boom");
    expect(await b).toBe("ok");
  });

  it("runs a task enqueued later, when the queue is idle, at once", async () => {
    const queue = createRequestQueue();
    await queue.enqueue(async () => 1);
    const log: string[] = [];
    const p = queue.enqueue(async () => log.push("ran"));
    await p;
    expect(log).toEqual(["ran"]);
  });
});

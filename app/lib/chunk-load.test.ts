import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeout, loadChunk } from "./chunk-load.ts";

describe("chunk load time-out", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 120 s", () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000));

  it("fails a chunk that has not arrived after 120 s, not before", async () => {
    const result = loadChunk(() => new Promise(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadTimeout));
  });

  it("passes a chunk (or its failure) through", async () => {
    await expect(loadChunk(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(loadChunk(() => Promise.reject(new Error("404")))).rejects.toThrow("404");
    expect(vi.getTimerCount()).toBe(0);
  });
});

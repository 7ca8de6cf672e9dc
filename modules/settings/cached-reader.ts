/**
 * A value read from the database once and kept until a change signal says it changed: the
 * settings cache's logic, without pg. While the signal is not listening the value is not
 * trusted and every get() reads. A read that overlapped a change (or a gap in listening) is
 * handed to its callers but not kept, so a change that lands during the read is never hidden.
 */
import type { ChangeSignal } from "./change-signal.ts";

export type CachedReader<T> = {
  get(): Promise<T>;
  /** Drops the value at once (a write through this process). */
  invalidate(): void;
  /** Unsubscribes from the signal; get() reads every time from then on. */
  close(): void;
};

export function createCachedReader<T>(
  read: () => Promise<T>,
  signal: ChangeSignal,
  channel: string,
): CachedReader<T> {
  /** Bumped by every change and every start or stop of listening. */
  let generation = 0;
  let kept: { generation: number; value: T } | undefined;
  let inFlight: { generation: number; promise: Promise<T> } | undefined;
  let closed = false;

  const invalidate = () => {
    generation++;
    kept = undefined;
    inFlight = undefined;
  };
  const unsubscribe = signal.subscribe(channel, invalidate);

  return {
    get() {
      if (closed || !signal.listening) return read();
      if (kept?.generation === generation) return Promise.resolve(kept.value);
      // Concurrent requests after a change share one read.
      if (inFlight?.generation === generation) return inFlight.promise;
      const started = generation;
      const promise = read().then(
        (value) => {
          if (started === generation && signal.listening && !closed) kept = { generation: started, value };
          if (inFlight?.promise === promise) inFlight = undefined;
          return value;
        },
        (err: unknown) => {
          if (inFlight?.promise === promise) inFlight = undefined;
          throw err;
        },
      );
      inFlight = { generation: started, promise };
      return promise;
    },
    invalidate,
    close() {
      closed = true;
      unsubscribe();
      invalidate();
    },
  };
}

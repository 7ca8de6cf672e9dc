/**
 * WooCommerce's add-to-cart request manager: cart requests are queued and sent one at a time,
 * in order; the next one starts only after the previous one has answered (or failed) and its
 * handler has run. Framework-free, so it is unit-tested without a browser.
 */
export type RequestQueue = {
  /** Runs `task` after every task enqueued before it has settled; resolves with its result. */
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting or running. */
  readonly size: number;
};

export function createRequestQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    enqueue<T>(task: () => Promise<T>): Promise<T> {
      size++;
      const run = tail.then(task);
      // The chain continues whatever the outcome; the caller sees the task's own result.
      tail = run.then(
        () => {
          size--;
        },
        () => {
          size--;
        },
      );
      return run;
    },
    get size() {
      return size;
    },
  };
}

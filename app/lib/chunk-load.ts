/**
 * Lazily loaded code with the spec's chunk load time-out (§9: 120 s): a chunk that has not
 * arrived by then counts as failed, so a hung request never leaves a feature waiting forever.
 * Callers log a console warning and carry on: an optional script never breaks the page.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = "ChunkLoadTimeout";
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

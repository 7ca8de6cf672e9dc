/**
 * Loads the submit flow (`submit-client.ts`) as its own chunk, so the form page's first load
 * carries only the form. A failed load may be retried.
 */
import { loadChunk } from "../chunk-load.ts";

type SubmitClient = typeof import("./submit-client.ts");

let chunk: Promise<SubmitClient> | undefined;

export function loadSubmitClient(): Promise<SubmitClient> {
  chunk ??= loadChunk(() => import("./submit-client.ts")).catch((err: unknown) => {
    chunk = undefined;
    throw err;
  });
  return chunk;
}

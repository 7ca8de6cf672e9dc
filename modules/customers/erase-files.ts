/** Removes an erased customer's uploaded form files, after the erasure's transaction committed. */
import { rm } from "node:fs/promises";
import { storedPath, uploadsDir } from "../forms/uploads/store.ts";

export async function removeErasedUploads(dataDir: string, storedNames: readonly string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  await Promise.all(storedNames.map((n) => rm(storedPath(dir, n), { force: true })));
}

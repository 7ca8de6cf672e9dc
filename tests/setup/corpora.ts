/**
 * The shared corpora (real data written by others) live beside the repository in `../shared`,
 * never inside it. LADEN_CORPORA_DIR overrides the place.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

export const CORPORA_DIR = process.env.LADEN_CORPORA_DIR ?? resolve(REPO, "../shared/corpora");

export function corpus(relative: string): string {
  const path = join(CORPORA_DIR, relative);
  if (!existsSync(path)) throw new Error(`Korpus fehlt: ${path} (LADEN_CORPORA_DIR setzen)`);
  return path;
}

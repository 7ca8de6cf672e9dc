/** Writes the demo images to the media dir (before the seed transaction, to fixed paths). */
import { stat } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import { mediaPath, type StoredImage, writeImageWithOriginal } from "#modules/media/storage.ts";
import type { Db } from "../client.ts";
import { media } from "../schema/index.ts";
import type { PlannedImage } from "./demo-data.ts";
import { renderDemoImage } from "./demo-images.ts";

const IMAGE_CONCURRENCY = 4;

async function fileExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Writes the images of products still to be created whose media row or file is missing. */
export async function prepareImages(
  db: Db,
  mediaDir: string,
  planned: PlannedImage[],
  log: (line: string) => void,
): Promise<Map<string, StoredImage>> {
  const stored = new Map<string, StoredImage>();
  if (planned.length === 0) return stored;
  const rows = await db
    .select({ file: media.file })
    .from(media)
    .where(
      inArray(
        media.file,
        planned.map((p) => p.file),
      ),
    );
  const known = new Set(rows.map((r) => r.file));
  const todo: PlannedImage[] = [];
  for (const p of planned) {
    if (!known.has(p.file) || !(await fileExists(mediaPath(mediaDir, p.file)))) todo.push(p);
  }
  let done = 0;
  await inBatches(todo, IMAGE_CONCURRENCY, async (p) => {
    const png = await renderDemoImage(p.image, p.seed);
    // Kept as an upload is: the PNG original beside the WebP files, so post-process works.
    stored.set(
      p.file,
      await writeImageWithOriginal(mediaDir, p.file, png, { ext: "png", mime: "image/png" }),
    );
    done++;
    if (done % 10 === 0 || done === todo.length) log(`Demo-Bilder: ${done}/${todo.length}`);
  });
  return stored;
}

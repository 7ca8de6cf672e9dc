/**
 * Media files: stored under the media dir (`<dataDir>/media`) at `YYYY/MM/name.ext`, served at
 * `/wp-content/uploads/YYYY/MM/name.ext` (WordPress's URL, so imported content keeps working).
 * Images are stored as WebP, at most 1200 px, with WordPress-style resized variants.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";

/**
 * sharp (libvips, its threads and caches) is loaded with the first image a process handles, not at
 * start: a storefront process that never resizes an image does not carry it (docs/benchmarks.md).
 */
export async function loadSharp(): Promise<typeof import("sharp").default> {
  return (await import("sharp")).default;
}

import { type MediaSize, media } from "#db/schema/index.ts";

export const MEDIA_URL_PREFIX = "/wp-content/uploads/";
/** The stored original is kept as the `full` size (WordPress's name for the uploaded file). */
export const ORIGINAL_SIZE = "full";
export const MAX_IMAGE_SIZE = 1200;
const WEBP_QUALITY = 82;

/** Resized variants: thumbnail is a square crop, the others keep the aspect ratio. */
export const IMAGE_SIZES = {
  thumbnail: { width: 300, height: 300, crop: true },
  medium: { width: 600, height: undefined, crop: false },
  large: { width: 1200, height: undefined, crop: false },
} as const;

export type StoredImage = {
  file: string;
  width: number;
  height: number;
  mime: string;
  sizes: Record<string, MediaSize>;
};

/** Public URL of a stored file (relative to the media dir). */
export function mediaUrl(file: string): string {
  return MEDIA_URL_PREFIX + file.split("/").map(encodeURIComponent).join("/");
}

/** The folder for files stored at `date`: "2026/11". */
export function mediaFolder(date: Date = new Date()): string {
  return `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

const SAFE_FILE = /^\d{4}\/\d{2}\/[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;

/** Absolute path of a stored file; refuses anything but `YYYY/MM/name.ext` (no traversal). */
export function mediaPath(mediaDir: string, file: string): string {
  if (!SAFE_FILE.test(file) || file.includes("..")) throw new Error(`Ungültiger Medien-Dateiname: ${file}`);
  return path.join(mediaDir, ...file.split("/"));
}

/** "2026/11/kenia-aa.webp" + 300x300 → "2026/11/kenia-aa-300x300.webp" */
function sizedName(file: string, width: number, height: number): string {
  const dot = file.lastIndexOf(".");
  return `${file.slice(0, dot)}-${width}x${height}${file.slice(dot)}`;
}

async function writeAtomic(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  // Unique per write: two writers (processes or concurrent calls) never share a temp file.
  const tmp = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** An image rendered in memory: what `writeImage` stores, and the bytes of each of its files. */
export type RenderedImage = { image: StoredImage; files: [file: string, data: Buffer][] };

/**
 * Decodes an image (any format sharp reads, e.g. PNG bytes or an SVG string's bytes) and renders
 * it as WebP for `file` (which must end in `.webp`) plus its resized variants, in memory: an
 * image that cannot be decoded fails here, before any file or row exists.
 */
export async function renderImage(file: string, input: Buffer): Promise<RenderedImage> {
  if (!file.endsWith(".webp")) throw new Error(`Bilder werden als .webp gespeichert: ${file}`);
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
  const main = await source
    .clone()
    .resize({ width: MAX_IMAGE_SIZE, height: MAX_IMAGE_SIZE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = main.info;
  const files: [string, Buffer][] = [[file, main.data]];

  const mime = "image/webp";
  const sizes: Record<string, MediaSize> = {};
  for (const [name, size] of Object.entries(IMAGE_SIZES)) {
    const targetHeight = size.crop ? size.height : Math.round((height * size.width) / width);
    if (size.width >= width && (targetHeight ?? 0) >= height) {
      // Not smaller than the original: the original serves this size (as WordPress does).
      sizes[name] = { file, width, height, mime };
      continue;
    }
    const resized = await sharp(main.data)
      .resize({
        width: size.width,
        height: size.crop ? size.height : undefined,
        fit: size.crop ? "cover" : "inside",
        withoutEnlargement: !size.crop,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const sizedFile = sizedName(file, resized.info.width, resized.info.height);
    files.push([sizedFile, resized.data]);
    sizes[name] = { file: sizedFile, width: resized.info.width, height: resized.info.height, mime };
  }
  return { image: { file, width, height, mime, sizes }, files };
}

/** Writes rendered files, each atomically. Answers the files written so far when one fails. */
export async function writeRendered(
  mediaDir: string,
  files: readonly [string, Buffer][],
  written: string[] = [],
): Promise<void> {
  for (const [file, data] of files) {
    await writeAtomic(mediaPath(mediaDir, file), data);
    written.push(file);
  }
}

export async function removeFiles(mediaDir: string, files: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(files)].map((f) => rm(mediaPath(mediaDir, f), { force: true })));
}

/**
 * Writes an image as WebP plus its resized variants (renderImage, then the files). Writing the
 * same input to the same name again overwrites the files with identical ones, so a retried import
 * can reuse them.
 */
export async function writeImage(mediaDir: string, file: string, input: Buffer): Promise<StoredImage> {
  const { image, files } = await renderImage(file, input);
  await writeRendered(mediaDir, files);
  return image;
}

/**
 * Writes an image as an upload is kept (modules/media/upload.ts): the original bytes beside the
 * WebP files (`name.orig.EXT`, the `full` size), so `post-process` can render its sizes again.
 */
export async function writeImageWithOriginal(
  mediaDir: string,
  file: string,
  input: Buffer,
  original: { ext: string; mime: string },
): Promise<StoredImage> {
  const meta = await (await loadSharp())(input).metadata();
  const originalFile = file.replace(/\.webp$/, `.orig.${original.ext}`);
  const image = await writeImage(mediaDir, file, input);
  await writeAtomic(mediaPath(mediaDir, originalFile), input);
  const full: MediaSize = {
    file: originalFile,
    width: meta.width ?? image.width,
    height: meta.height ?? image.height,
    mime: original.mime,
  };
  return { ...image, sizes: { ...image.sizes, [ORIGINAL_SIZE]: full } };
}

/** What `insertMedia` needs: the db or a transaction. */
export type MediaDb = Pick<Db, "insert" | "select">;

/**
 * Inserts a media row for a stored file and returns its id. A row for the same file is kept
 * as it is (its id is returned), so importing twice does not duplicate media.
 */
export async function insertMedia(
  db: MediaDb,
  image: StoredImage & { alt?: string; title?: string },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(media)
    .values({
      file: image.file,
      mime: image.mime,
      width: image.width,
      height: image.height,
      alt: image.alt ?? "",
      title: image.title ?? "",
      sizes: image.sizes,
    })
    .onConflictDoNothing({ target: media.file })
    .returning({ id: media.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db.select({ id: media.id }).from(media).where(eq(media.file, image.file));
  if (!existing) throw new Error(`Medienzeile für ${image.file} fehlt`);
  return { id: existing.id, created: false };
}

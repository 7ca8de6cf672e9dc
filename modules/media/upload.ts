/**
 * Owner uploads (`POST /wp-json/wp/v2/media`): the file is checked by its content (sharp reads
 * the header: JPEG, PNG, WebP, GIF or AVIF; the name and the declared type count for nothing) and
 * decoded; the original, the WebP image and its sub-sizes are stored and the item recorded, all or
 * nothing (a damaged image leaves no row and no file). `post-process` (action
 * `create-image-subsizes`) generates the sizes again for any item.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Metadata } from "sharp";
import type { Db } from "#db/client.ts";
import { type MediaSize, media } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-media.ts";
import { MEDIA_MAX_BYTES } from "./rules.ts";
import {
  loadSharp,
  mediaFolder,
  mediaPath,
  ORIGINAL_SIZE,
  removeFiles,
  renderImage,
  writeImage,
  writeRendered,
} from "./storage.ts";

const FORMATS = {
  jpeg: ["jpg", "image/jpeg"],
  png: ["png", "image/png"],
  webp: ["webp", "image/webp"],
  gif: ["gif", "image/gif"],
  heif: ["avif", "image/avif"],
} as const;
/** Pixel limit of a decoded upload (a decompression bomb is refused before decoding). */
const MAX_PIXELS = 50_000_000;

export class UploadRejected extends Error {
  readonly reason: "type" | "size" | "corrupt";
  constructor(reason: "type" | "size" | "corrupt") {
    super(reason);
    this.reason = reason;
  }
}

export type MediaRow = typeof media.$inferSelect;

export { ORIGINAL_SIZE } from "./storage.ts";

/** A safe base name from the uploaded file name: "Röstung 2026 (1).JPG" → "rostung-2026-1". */
export function baseName(filename: string): string {
  const stem = filename.replace(/\.[^.]*$/, "");
  const ascii = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return ascii || "bild";
}

/** What the bytes are, by content; refuses anything but the allowed image formats. */
export async function sniffImage(
  bytes: Buffer,
): Promise<{ ext: string; mime: string; width: number; height: number }> {
  if (bytes.length > MEDIA_MAX_BYTES) throw new UploadRejected("size");
  let meta: Metadata;
  try {
    const sharp = await loadSharp();
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UploadRejected("type");
  }
  const format = meta.format === "heif" && meta.compression !== "av1" ? undefined : meta.format;
  const known =
    format && Object.hasOwn(FORMATS, format) ? FORMATS[format as keyof typeof FORMATS] : undefined;
  if (!known || !meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) {
    throw new UploadRejected("type");
  }
  return { ext: known[0], mime: known[1], width: meta.width, height: meta.height };
}

/**
 * Stores an upload whole or not at all: the image is decoded and rendered in memory first (a
 * corrupt one is UploadRejected "corrupt", nothing written), then the original and the rendered
 * files are written and the row inserted (with its audit entry when an actor is named); a failure
 * there removes the files written. Throws UploadRejected for bad input.
 */
export async function storeUpload(
  db: Db,
  mediaDir: string,
  upload: { bytes: Buffer; filename: string; title?: string; alt?: string },
  actor?: Actor,
): Promise<MediaRow> {
  const kind = await sniffImage(upload.bytes);
  const name = `${mediaFolder()}/${baseName(upload.filename)}-${randomBytes(4).toString("hex")}`;
  const original: MediaSize = {
    file: `${name}.orig.${kind.ext}`,
    width: kind.width,
    height: kind.height,
    mime: kind.mime,
  };
  let rendered: Awaited<ReturnType<typeof renderImage>>;
  try {
    rendered = await renderImage(`${name}.webp`, upload.bytes);
  } catch {
    // The header said image, the pixels cannot be decoded (a cut-off or damaged file).
    throw new UploadRejected("corrupt");
  }
  const written: string[] = [];
  try {
    const target = mediaPath(mediaDir, original.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, upload.bytes, { flag: "wx" });
    written.push(original.file);
    await writeRendered(mediaDir, rendered.files, written);
    const { image } = rendered;
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          file: image.file,
          mime: image.mime,
          width: image.width,
          height: image.height,
          title: (upload.title ?? baseName(upload.filename)).slice(0, 200),
          alt: (upload.alt ?? "").slice(0, 300),
          sizes: { ...image.sizes, [ORIGINAL_SIZE]: original },
        })
        .returning();
      if (actor) {
        const after = { title: row!.title, file: row!.file, ...(row!.alt ? { alt: row!.alt } : {}) };
        await recordAudit(tx, { actor, entity: "media", entityId: row!.id, action: "create", after });
      }
      return row!;
    });
  } catch (err) {
    await removeFiles(mediaDir, written);
    throw err;
  }
}

/**
 * `post-process` (action `create-image-subsizes`): the WebP image and its sub-sizes again, from
 * the stored original, or for an item without one (imported, or seeded before originals were
 * kept) from its full-size image.
 */
export async function createSubsizes(db: Db, mediaDir: string, row: MediaRow): Promise<MediaRow> {
  const original = row.sizes[ORIGINAL_SIZE];
  const bytes = await readFile(mediaPath(mediaDir, original?.file ?? row.file));
  const image = await writeImage(mediaDir, row.file, bytes);
  const sizes = original ? { ...image.sizes, [ORIGINAL_SIZE]: original } : image.sizes;
  const [updated] = await db
    .update(media)
    .set({ width: image.width, height: image.height, sizes })
    .where(eq(media.id, row.id))
    .returning();
  return updated!;
}

/** Whether the item's sub-sizes exist (an item whose generation failed has only its original). */
export function hasSubsizes(row: MediaRow): boolean {
  return Object.keys(row.sizes).some((k) => k !== ORIGINAL_SIZE);
}

export type UploadOutcome =
  | { name: string; ok: true; id: number }
  | { name: string; ok: false; reason: UploadRejected["reason"] };

/**
 * Uploads several files one after the other (the owner's library form): each is checked and
 * stored on its own, audited, so a refused file costs only itself.
 */
export async function uploadMediaFiles(
  db: Db,
  mediaDir: string,
  files: readonly { bytes: Buffer; filename: string }[],
  actor: Actor,
): Promise<UploadOutcome[]> {
  const out: UploadOutcome[] = [];
  for (const file of files) {
    try {
      const row = await storeUpload(db, mediaDir, file, actor);
      out.push({ name: file.filename, ok: true, id: row.id });
    } catch (err) {
      if (!(err instanceof UploadRejected)) throw err;
      out.push({ name: file.filename, ok: false, reason: err.reason });
    }
  }
  return out;
}

/** A refusal's German (or English) reason. */
export function uploadRefusal(lang: Lang, reason: UploadRejected["reason"]): string {
  return translate(lang, `adminMedia.reason.${reason}`, { mb: MEDIA_MAX_BYTES / 1048576 });
}

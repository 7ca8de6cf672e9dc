/**
 * A product's texts and pictures (issue 23 item 2): the short and long description in German and
 * English (rich text from the back office's editor, cleaned by `sanitizeRichText` before anything
 * is stored) and the product image with its gallery, chosen from the media library. The pieces
 * product-edit.ts spreads into its one patch, so they are validated, version-checked, audited
 * and written in the same transaction as every other field of the editor. Framework-free.
 */
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import type { MessageKey } from "../i18n/index.ts";
import "../i18n/messages-admin-rich-text.ts";
import { mediaIdsOfSources } from "../media/picker.ts";
import { assertUsableInContent, MediaNotUsableError } from "../media/usable.ts";

/** Longest description we take (HTML, before cleaning): a long page, not a dump. */
export const MAX_DESCRIPTION_CHARS = 100_000;
/** Most pictures in a gallery. */
export const MAX_GALLERY_IMAGES = 30;

/** Rich text as posted; cleaned by `prepareContent` when it differs from the stored text. */
const richText = z
  .string({ error: "adminProducts.error.description" })
  .max(MAX_DESCRIPTION_CHARS, { error: "adminProducts.error.descriptionLength" });

const mediaId = z
  .number({ error: "adminProducts.error.image" })
  .int({ error: "adminProducts.error.image" })
  .positive({ error: "adminProducts.error.image" });

/** The fields of the product patch this file owns (spread into productPatchSchema). */
export const contentPatchFields = {
  shortDescription: richText,
  description: richText,
  shortDescriptionEn: richText,
  descriptionEn: richText,
  imageId: mediaId.nullable(),
  galleryImageIds: z
    .array(mediaId, { error: "adminProducts.error.gallery" })
    .max(MAX_GALLERY_IMAGES, { error: "adminProducts.error.galleryLength" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "adminProducts.error.galleryTwice" }),
};

/** The patch fields above, in the order the editor and the audit name them. */
export const CONTENT_FIELDS = [
  "shortDescription",
  "description",
  "shortDescriptionEn",
  "descriptionEn",
  "imageId",
  "galleryImageIds",
] as const;

export type ContentValues = {
  shortDescription: string;
  description: string;
  shortDescriptionEn: string;
  descriptionEn: string;
  imageId: number | null;
  galleryImageIds: number[];
};

/** These fields of a row or of a patch's result (the names are the table's columns too). */
export function contentValues(row: ContentValues): ContentValues {
  return {
    shortDescription: row.shortDescription,
    description: row.description,
    shortDescriptionEn: row.shortDescriptionEn,
    descriptionEn: row.descriptionEn,
    imageId: row.imageId,
    galleryImageIds: [...row.galleryImageIds],
  };
}

const NOT_USABLE: Record<string, MessageKey> = {
  "media.notUsable.missing": "adminProducts.error.imageMissing",
  "media.notUsable.trashed": "adminProducts.error.imageTrashed",
  "media.notUsable.noAlt": "adminProducts.error.imageNoAlt",
};

const TEXT_FIELDS = ["shortDescription", "description", "shortDescriptionEn", "descriptionEn"] as const;
type ContentErrors = Partial<Record<(typeof CONTENT_FIELDS)[number], MessageKey>>;

/**
 * Before a write: every description that differs from the stored one is cleaned by
 * `sanitizeRichText` (in `next`, so the cleaned HTML is what is compared, audited and stored;
 * an unchanged one is left as imported), an image in it must have an alt text and be a usable
 * item of the library; newly chosen pictures (product image, gallery) must be usable too
 * (media/usable.ts: present, outside the trash, with alt text). Pictures the product already had
 * are not checked again (imported ones may lack alt text; the rule applies when one is chosen).
 * Returns the German messages per field and the media ids the descriptions show.
 */
export async function prepareContent(
  db: Db,
  next: ContentValues,
  prev: ContentValues,
  prevContentMediaIds: readonly number[],
): Promise<{ errors: ContentErrors; contentMediaIds: number[] }> {
  const errors: ContentErrors = {};
  const check = async (field: (typeof CONTENT_FIELDS)[number], ids: number[]) => {
    try {
      await assertUsableInContent(db, ids);
    } catch (err) {
      if (!(err instanceof MediaNotUsableError)) throw err;
      errors[field] = NOT_USABLE[err.messageKey] ?? "adminProducts.error.image";
    }
  };
  const had = new Set(prevContentMediaIds);
  const contentMediaIds = new Set<number>();
  for (const field of TEXT_FIELDS) {
    const changed = next[field] !== prev[field];
    const clean = sanitizeRichText(next[field]);
    if (changed) {
      next[field] = clean.html;
      if (clean.imagesWithoutAlt > 0) errors[field] = "adminProducts.error.descriptionImageAlt";
    }
    const found = await mediaIdsOfSources(db, clean.images);
    if (changed && found.unknown.length > 0) errors[field] ??= "adminProducts.error.imageMissing";
    for (const id of found.ids) contentMediaIds.add(id);
    const added = found.ids.filter((id) => !had.has(id));
    if (changed && added.length > 0 && !errors[field]) await check(field, added);
  }
  if (next.imageId != null && next.imageId !== prev.imageId) await check("imageId", [next.imageId]);
  const inGallery = new Set(prev.galleryImageIds);
  const added = next.galleryImageIds.filter((id) => !inGallery.has(id));
  if (added.length > 0) await check("galleryImageIds", added);
  return { errors, contentMediaIds: [...contentMediaIds].sort((a, b) => a - b) };
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** A list of ids as the form sends it ("12,7,31"); undefined when it does not read. */
export function parseIdList(raw: string): number[] | undefined {
  const text = raw.trim();
  if (text === "") return [];
  const parts = text.split(",").map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) return undefined;
  return parts.map(Number);
}

/**
 * The editor's fields (`short_description`, `description`, `*_en`, `image_id`, `gallery_ids`)
 * → the patch; a field the form does not carry is left out (an older form, or REST-like posts).
 */
export function readContentForm(form: FormData): {
  patch: Partial<Record<(typeof CONTENT_FIELDS)[number], unknown>>;
  errors: Partial<Record<"imageId" | "galleryImageIds", MessageKey>>;
} {
  const patch: Partial<Record<(typeof CONTENT_FIELDS)[number], unknown>> = {};
  const errors: Partial<Record<"imageId" | "galleryImageIds", MessageKey>> = {};
  const texts = [
    ["shortDescription", "short_description"],
    ["description", "description"],
    ["shortDescriptionEn", "short_description_en"],
    ["descriptionEn", "description_en"],
  ] as const;
  for (const [field, name] of texts) if (form.has(name)) patch[field] = str(form, name);
  if (form.has("image_id")) {
    const raw = str(form, "image_id").trim();
    if (raw === "") patch.imageId = null;
    else if (/^\d{1,9}$/.test(raw)) patch.imageId = Number(raw);
    else errors.imageId = "adminProducts.error.image";
  }
  if (form.has("gallery_ids")) {
    const ids = parseIdList(str(form, "gallery_ids"));
    if (ids) patch.galleryImageIds = ids;
    else errors.galleryImageIds = "adminProducts.error.gallery";
  }
  return { patch, errors };
}

/** The form's values of these fields (the inputs' defaults). */
export function contentFormValues(v: ContentValues): Record<string, string> {
  return {
    short_description: v.shortDescription,
    description: v.description,
    short_description_en: v.shortDescriptionEn,
    description_en: v.descriptionEn,
    image_id: v.imageId != null ? String(v.imageId) : "",
    gallery_ids: v.galleryImageIds.join(","),
  };
}

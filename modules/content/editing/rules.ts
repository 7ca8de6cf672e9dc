/**
 * The rules of the posts and pages editor (issue 25 items 1–2), free of the database: reading the
 * editor's form into checked values with German message keys per field, the content sanitised
 * whatever its source (modules/content/rich-text.ts), a free slug by suffix, and the scheduling
 * rule (a date ahead makes "Veröffentlicht" "Geplant"; "Geplant" needs a date ahead).
 */

import { slugify } from "../../catalog/csv-import/values.ts";
import { fromShopLocal, toShopLocal } from "../../catalog/product-form.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { sanitizeRichText } from "../rich-text.ts";

export type EntryKind = "post" | "page";
/** What the editor offers; "password" is stored as "publish" with the password flag. */
export const EDITOR_STATUSES = ["draft", "publish", "future", "private", "password"] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];
export type StoredStatus = "draft" | "publish" | "future" | "private" | "pending" | "trash";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_TITLE = 300;
export const MAX_EXCERPT = 2000;
export const MAX_META = 300;
export const MAX_CONTENT = 500_000;

/** What a save writes (both kinds; the post-only and page-only fields are ignored by the other). */
export type EntryValues = {
  title: string;
  /** Empty: made from the title. */
  slug: string;
  content: string;
  excerpt: string;
  metaDescription: string;
  featuredMediaId: number | null;
  /** The social image (og:image); none: the featured image. */
  socialMediaId: number | null;
  authorId: number | null;
  lang: "de" | "en";
  translationId: number | null;
  status: StoredStatus;
  hasPassword: boolean;
  password: string | null;
  publishedAt: Date | null;
  sticky: boolean;
  categoryIds: number[];
  /** Tag names, comma-separated in the form; unknown ones are created. */
  tagNames: string[];
  parentId: number | null;
  menuOrder: number;
};

export type EntryField =
  | "title"
  | "slug"
  | "content"
  | "excerpt"
  | "meta_description"
  | "featured_media_id"
  | "social_media_id"
  | "author_id"
  | "lang"
  | "translation_id"
  | "status"
  | "password"
  | "publish_at"
  | "categories"
  | "tags"
  | "parent_id"
  | "menu_order";

export type EntryErrors = Partial<Record<EntryField, MessageKey>>;

/** The first free slug: `base`, else `base-2`, `base-3` … (WordPress's rule). */
export function slugWithSuffix(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 190)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A slug from a title (German umlauts spelled out), "beitrag"/"seite" when nothing is left. */
export function slugFromTitle(title: string, kind: EntryKind): string {
  return slugify(title, kind === "post" ? "beitrag" : "seite");
}

/**
 * The scheduling rule: "Geplant" needs a date ahead of `now`; "Veröffentlicht" with a date ahead
 * becomes "Geplant" (WordPress does the same); without a date, a publication is dated `now`
 * unless it was published before (`previous` keeps its date).
 */
export function resolveSchedule(
  status: EditorStatus,
  publishAt: Date | null,
  now: Date,
  previous: Date | null = null,
): { status: StoredStatus; hasPassword: boolean; publishedAt: Date } | { error: MessageKey } {
  const hasPassword = status === "password";
  const stored: StoredStatus = hasPassword ? "publish" : status;
  if (stored === "future") {
    if (!publishAt) return { error: "adminContent.error.publishAtRequired" };
    if (publishAt.getTime() <= now.getTime()) return { error: "adminContent.error.publishAtPast" };
    return { status: "future", hasPassword, publishedAt: publishAt };
  }
  if (stored === "publish" && publishAt && publishAt.getTime() > now.getTime())
    return { status: hasPassword ? "publish" : "future", hasPassword, publishedAt: publishAt };
  return { status: stored, hasPassword, publishedAt: publishAt ?? previous ?? now };
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

function optionalId(raw: string): number | null | undefined {
  if (raw.trim() === "") return null;
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

/** The editor's form as values, or the fields in error (German message keys); nothing half-read. */
export function readEntryForm(
  form: FormData,
  kind: EntryKind,
  now: Date,
  previousPublishedAt: Date | null = null,
): { values: EntryValues; removed: string[] } | { errors: EntryErrors } {
  const errors: EntryErrors = {};
  const title = str(form, "title").trim();
  if (!title) errors.title = "adminContent.error.titleRequired";
  else if (title.length > MAX_TITLE) errors.title = "adminContent.error.titleLength";
  const slug = str(form, "slug").trim().toLowerCase();
  if (slug && (!SLUG_PATTERN.test(slug) || slug.length > 190)) errors.slug = "adminContent.error.slug";
  const rawContent = str(form, "content");
  let content = "";
  let removed: string[] = [];
  if (rawContent.length > MAX_CONTENT) errors.content = "adminContent.error.contentLength";
  else {
    const clean = sanitizeRichText(rawContent);
    if (clean.imagesWithoutAlt > 0) errors.content = "adminContent.error.imageAlt";
    content = clean.html;
    removed = clean.removed;
  }
  const excerpt = str(form, "excerpt").trim();
  if (excerpt.length > MAX_EXCERPT) errors.excerpt = "adminContent.error.excerptLength";
  const metaDescription = str(form, "meta_description").trim();
  if (metaDescription.length > MAX_META) errors.meta_description = "adminContent.error.metaLength";
  const ids: Record<
    "featured_media_id" | "social_media_id" | "author_id" | "translation_id" | "parent_id",
    number | null
  > = {
    featured_media_id: null,
    social_media_id: null,
    author_id: null,
    translation_id: null,
    parent_id: null,
  };
  for (const field of Object.keys(ids) as (keyof typeof ids)[]) {
    const id = optionalId(str(form, field));
    if (id === undefined) errors[field] = "adminContent.error.reference";
    else ids[field] = id;
  }
  const lang = str(form, "lang") || "de";
  if (lang !== "de" && lang !== "en") errors.lang = "adminContent.error.lang";
  const statusRaw = str(form, "status") || "draft";
  const status = (EDITOR_STATUSES as readonly string[]).includes(statusRaw)
    ? (statusRaw as EditorStatus)
    : undefined;
  if (!status) errors.status = "adminContent.error.status";
  const password = str(form, "password");
  if (status === "password" && !password.trim()) errors.password = "adminContent.error.passwordRequired";
  else if (password.length > 100) errors.password = "adminContent.error.passwordLength";
  const publishAtRaw = str(form, "publish_at").trim();
  const publishAt = publishAtRaw ? (fromShopLocal(publishAtRaw) ?? undefined) : null;
  if (publishAt === undefined) errors.publish_at = "adminContent.error.publishAt";
  let schedule: ReturnType<typeof resolveSchedule> | undefined;
  if (status && publishAt !== undefined) {
    schedule = resolveSchedule(status, publishAt, now, previousPublishedAt);
    if ("error" in schedule) errors.publish_at = schedule.error;
  }
  const categoryIds: number[] = [];
  for (const raw of form.getAll("categories")) {
    if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) errors.categories = "adminContent.error.reference";
    else categoryIds.push(Number(raw));
  }
  const tagNames = [
    ...new Set(
      str(form, "tags")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (tagNames.some((t) => t.length > 100) || tagNames.length > 50) errors.tags = "adminContent.error.tags";
  const menuOrderRaw = str(form, "menu_order").trim() || "0";
  const menuOrder = Number(menuOrderRaw);
  if (!/^-?\d{1,7}$/.test(menuOrderRaw)) errors.menu_order = "adminContent.error.menuOrder";
  if (kind === "page" && ids.parent_id !== null && ids.parent_id === Number(str(form, "id") || -1))
    errors.parent_id = "adminContent.error.parentSelf";
  if (Object.keys(errors).length > 0 || !schedule || "error" in schedule) return { errors };
  return {
    removed,
    values: {
      title,
      slug,
      content,
      excerpt,
      metaDescription,
      featuredMediaId: ids.featured_media_id,
      socialMediaId: ids.social_media_id,
      authorId: ids.author_id,
      lang: lang as "de" | "en",
      translationId: ids.translation_id,
      status: schedule.status,
      hasPassword: schedule.hasPassword,
      password: schedule.hasPassword ? password : null,
      publishedAt: schedule.publishedAt,
      sticky: kind === "post" && form.get("sticky") === "1",
      categoryIds: kind === "post" ? [...new Set(categoryIds)] : [],
      tagNames: kind === "post" ? tagNames : [],
      parentId: kind === "page" ? ids.parent_id : null,
      menuOrder: kind === "page" ? menuOrder : 0,
    },
  };
}

/** The editor's status choice for a stored item. */
export function editorStatus(status: StoredStatus, hasPassword: boolean): EditorStatus {
  if (status === "publish" && hasPassword) return "password";
  if (status === "pending" || status === "trash") return "draft";
  return status;
}

export { toShopLocal };

/**
 * The comment rules that need no database: what a visitor's input must be (stable codes, German
 * texts in messages-comments.ts), how deep replies may nest (WordPress's default 5), which
 * moderation step leads where, the thread order of a post's comments and plain text → HTML.
 */
import type { CommentStatus } from "#db/schema/blog.ts";

export type { CommentStatus };

import { escapeHtml } from "../shared/html.ts";

/** WordPress's thread_comments_depth default: a comment at this depth gets no reply link. */
export const MAX_COMMENT_DEPTH = 5;
export const MAX_NAME = 245;
export const MAX_EMAIL = 100;
export const MAX_TEXT = 65_525;
/** WordPress's comment_author_url column width. */
const MAX_URL = 200;
export const COMMENT_STATUSES: readonly CommentStatus[] = ["hold", "approved", "spam", "trash"];

export type CommentField = "author" | "email" | "url" | "comment" | "comment_parent";
export type CommentErrorCode =
  | "name_required"
  | "name_too_long"
  | "email_required"
  | "email_invalid"
  | "url_invalid"
  | "text_required"
  | "text_too_long"
  | "parent_invalid";

export type CommentInput = {
  author: string;
  email: string;
  /** The commenter's website (optional; shown as their name's link with rel="nofollow ugc"). */
  url: string;
  comment: string;
  parentId: number | null;
};

export type CommentCheck =
  | { ok: true; input: CommentInput }
  | { ok: false; errors: Partial<Record<CommentField, CommentErrorCode>> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks what a visitor typed; every field's problem at once. */
export function checkCommentInput(raw: {
  author?: unknown;
  email?: unknown;
  url?: unknown;
  comment?: unknown;
  parent?: unknown;
}): CommentCheck {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const author = str(raw.author).trim().replace(/\s+/g, " ");
  const email = str(raw.email).trim().toLowerCase();
  const comment = str(raw.comment).replace(/\r\n?/g, "\n").trim();
  let url = str(raw.url).trim();
  // WordPress adds the scheme a visitor left out.
  if (url && !/^[a-z][a-z0-9+.-]*:/i.test(url)) url = `https://${url}`;
  const parentRaw = raw.parent === undefined || raw.parent === null ? "" : String(raw.parent).trim();
  const errors: Partial<Record<CommentField, CommentErrorCode>> = {};
  if (!author) errors.author = "name_required";
  else if (author.length > MAX_NAME) errors.author = "name_too_long";
  if (!email) errors.email = "email_required";
  else if (email.length > MAX_EMAIL || !EMAIL.test(email)) errors.email = "email_invalid";
  if (url && (url.length > MAX_URL || !/^https?:\/\/[^\s/?#"<>]+\.[^\s"<>]*$/i.test(url)))
    errors.url = "url_invalid";
  if (!comment) errors.comment = "text_required";
  else if (comment.length > MAX_TEXT) errors.comment = "text_too_long";
  let parentId: number | null = null;
  if (parentRaw !== "" && parentRaw !== "0") {
    if (/^\d{1,9}$/.test(parentRaw)) parentId = Number(parentRaw);
    else errors.comment_parent = "parent_invalid";
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: { author, email, url, comment, parentId } };
}

/** Plain text as the comment's HTML: escaped, blank lines make paragraphs, single ones <br>. */
export function commentTextToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** A stored comment's HTML back as the plain text it was typed as (for the owner's edit). */
export function commentHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|#39|#x27|apos|amp);/g, (_m, e: string) =>
      e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : e === "amp" ? "&" : "'",
    )
    .trim();
}

/** A reply to a comment at `parentDepth` (1 = top level) is allowed below the maximum depth. */
export function replyAllowed(parentDepth: number): boolean {
  return parentDepth >= 1 && parentDepth < MAX_COMMENT_DEPTH;
}

export type ModerationAction = "approve" | "unapprove" | "spam" | "unspam" | "trash" | "restore" | "delete";
export const MODERATION_ACTIONS: readonly ModerationAction[] = [
  "approve",
  "unapprove",
  "spam",
  "unspam",
  "trash",
  "restore",
  "delete",
];

/**
 * Where a moderation step leads from `status` (undefined: the step does not apply, e.g.
 * restoring a comment that is not in the trash). Restore returns to the status before the trash;
 * "not spam" returns to the queue, as WordPress does. Delete is final and only from spam or trash.
 */
export function nextStatus(
  action: ModerationAction,
  status: CommentStatus,
  trashedFrom: CommentStatus | null,
): CommentStatus | "deleted" | undefined {
  switch (action) {
    case "approve":
      return status === "hold" ? "approved" : undefined;
    case "unapprove":
      return status === "approved" ? "hold" : undefined;
    case "spam":
      return status === "hold" || status === "approved" ? "spam" : undefined;
    case "unspam":
      return status === "spam" ? "hold" : undefined;
    case "trash":
      return status === "trash" ? undefined : "trash";
    case "restore":
      return status === "trash" ? (trashedFrom && trashedFrom !== "trash" ? trashedFrom : "hold") : undefined;
    case "delete":
      return status === "spam" || status === "trash" ? "deleted" : undefined;
  }
}

export type ThreadItem = { id: number; parentId: number | null };
export type Threaded<T> = T & { depth: number };

/**
 * The post's comments in reading order (each reply right after its parent, oldest first among
 * siblings) with their depth. A comment whose parent is not in the list is not shown (a reply
 * to something held back); replies nested deeper than the maximum stay at the maximum depth.
 */
export function threadComments<T extends ThreadItem>(comments: readonly T[]): Threaded<T>[] {
  const byParent = new Map<number | null, T[]>();
  for (const c of comments) {
    const list = byParent.get(c.parentId) ?? [];
    list.push(c);
    byParent.set(c.parentId, list);
  }
  const out: Threaded<T>[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of byParent.get(parent) ?? []) {
      out.push({ ...c, depth: Math.min(depth, MAX_COMMENT_DEPTH) });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 1);
  return out;
}

/** Threads (a top-level comment with its replies) per page under a post (WordPress's comments_per_page). */
export const COMMENTS_PER_PAGE = 50;

/** Page `page` (1-based) of the threaded list, oldest threads first, and how many pages there are. */
export function commentPage<T extends { depth: number }>(
  threaded: readonly T[],
  page: number,
  perPage = COMMENTS_PER_PAGE,
): { comments: T[]; pages: number } {
  const starts = threaded.flatMap((c, i) => (c.depth === 1 ? [i] : []));
  const pages = Math.max(1, Math.ceil(starts.length / perPage));
  const from = starts[(page - 1) * perPage] ?? threaded.length;
  const to = starts[page * perPage] ?? threaded.length;
  return { comments: threaded.slice(from, to), pages };
}

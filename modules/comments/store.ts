/**
 * Comments: the one place that writes them. A visitor's comment (the post page, REST), the
 * owner's reply and every moderation step go through here; each owner write is audited in its
 * own transaction, a comment awaiting moderation queues the owner's mail in the transaction that
 * stores it. The post page's display (approved ones) stays in modules/blog/store.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type CommentStatus, postComments, posts } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { isVisibleToVisitors } from "../blog/store.ts";
import type { Settings } from "../settings/index.ts";
import { queueCommentMail } from "./mail.ts";
import {
  COMMENT_STATUSES,
  COMMENTS_PER_PAGE,
  type CommentInput,
  commentTextToHtml,
  MAX_COMMENT_DEPTH,
  type ModerationAction,
  nextStatus,
  replyAllowed,
} from "./rules.ts";

export type CommentRow = typeof postComments.$inferSelect;

/** Why a comment was refused (stable codes; German texts in messages-comments.ts). */
export type CommentRefusal = "post_invalid" | "closed" | "parent_invalid" | "duplicate";

export class CommentRefusedError extends Error {
  readonly code: CommentRefusal;
  constructor(code: CommentRefusal) {
    super(`comment refused: ${code}`);
    this.code = code;
  }
}

/** How deep `id` sits (1 = top level), following parents within the post. */
async function depthOf(db: Db, postId: number, id: number): Promise<number | undefined> {
  const rows = await db.execute<{ depth: number }>(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 1 from ${postComments} where id = ${id} and post_id = ${postId}
      union all
      select c.id, c.parent_id, chain.depth + 1 from ${postComments} c join chain on c.id = chain.parent_id
      where chain.depth <= ${MAX_COMMENT_DEPTH + 1}
    )
    select max(depth)::int as depth from chain`);
  const depth = rows.rows[0]?.depth;
  return typeof depth === "number" ? depth : undefined;
}

/** Whether this address already has an approved comment (the auto-approval's question). */
export async function isKnownCommenter(db: Db, email: string): Promise<boolean> {
  if (!email) return false;
  const [row] = await db
    .select({ id: postComments.id })
    .from(postComments)
    .where(
      and(
        eq(postComments.status, "approved"),
        sql`lower(${postComments.authorEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SubmitResult = { id: number; status: CommentStatus; postSlug: string; postLang: "de" | "en" };

/**
 * A visitor's comment on a post visitors can see with comments open. Approved at once when the
 * setting says so and the address has an approved comment already; else it waits in the queue and
 * the owner gets a mail. A repeat of the same text by the same address on the same post is refused.
 */
export async function submitComment(
  db: Db,
  settings: Settings,
  postId: number,
  input: CommentInput,
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for("share");
    if (!post || !isVisibleToVisitors(post)) throw new CommentRefusedError("post_invalid");
    if (!post.commentsOpen) throw new CommentRefusedError("closed");
    if (input.parentId !== null) {
      const [parent] = await tx
        .select({ status: postComments.status })
        .from(postComments)
        .where(and(eq(postComments.id, input.parentId), eq(postComments.postId, postId)));
      const depth = parent?.status === "approved" ? await depthOf(tx, postId, input.parentId) : undefined;
      if (depth === undefined || !replyAllowed(depth)) throw new CommentRefusedError("parent_invalid");
    }
    const content = commentTextToHtml(input.comment);
    const [same] = await tx
      .select({ id: postComments.id })
      .from(postComments)
      .where(
        and(
          eq(postComments.postId, postId),
          sql`lower(${postComments.authorEmail}) = ${input.email}`,
          eq(postComments.content, content),
        ),
      )
      .limit(1);
    if (same) throw new CommentRefusedError("duplicate");
    const known =
      settings["comments.autoApproveKnown"] === "yes" && (await isKnownCommenter(tx, input.email));
    const status: CommentStatus = known ? "approved" : "hold";
    const [row] = await tx
      .insert(postComments)
      .values({
        postId,
        parentId: input.parentId,
        authorName: input.author,
        authorEmail: input.email,
        authorUrl: input.url,
        content,
        status,
      })
      .returning({ id: postComments.id });
    if (!row) throw new Error("comment not stored");
    if (status === "hold") {
      await queueCommentMail(tx, settings, {
        id: row.id,
        postTitle: post.title,
        author: input.author,
        email: input.email,
        text: input.comment,
      });
    }
    return { id: row.id, status, postSlug: post.slug, postLang: post.lang };
  });
}

type OwnerWrite = { actor: Actor; requestId?: string };

/**
 * The owner's reply from the queue: approved at once, with the owner's name; a held parent is
 * approved with it (WordPress's "Approve and Reply").
 */
export async function replyAsOwner(
  db: Db,
  parentId: number,
  text: string,
  owner: OwnerWrite & { userId: number | null; name: string; email: string },
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select().from(postComments).where(eq(postComments.id, parentId)).for("update");
    if (!parent || parent.status === "spam" || parent.status === "trash") return undefined;
    const depth = (await depthOf(tx, parent.postId, parentId)) ?? 1;
    if (parent.status === "hold") {
      await tx
        .update(postComments)
        .set({ status: "approved", updatedAt: new Date() })
        .where(eq(postComments.id, parentId));
    }
    const [row] = await tx
      .insert(postComments)
      .values({
        postId: parent.postId,
        // At the deepest level the reply sits beside the comment, as WordPress's reply link would.
        parentId: replyAllowed(depth) ? parentId : parent.parentId,
        authorName: owner.name,
        authorEmail: owner.email,
        userId: owner.userId,
        content: commentTextToHtml(text),
        status: "approved",
      })
      .returning({ id: postComments.id });
    if (!row) throw new Error("reply not stored");
    await recordAudit(tx, {
      actor: owner.actor,
      entity: "comment",
      entityId: row.id,
      action: "create",
      after: { parentId, status: "approved", ...(parent.status === "hold" ? { parentApproved: true } : {}) },
      requestId: owner.requestId,
    });
    return row.id;
  });
}

/**
 * One moderation step on many comments: each moves only when the step applies to its status.
 * Answers how many changed; one audit entry per changed comment, all in one transaction.
 */
export async function moderateComments(
  db: Db,
  ids: readonly number[],
  action: ModerationAction,
  who: OwnerWrite,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: postComments.id, status: postComments.status, trashedFrom: postComments.trashedFrom })
      .from(postComments)
      .where(inArray(postComments.id, [...ids]))
      .orderBy(asc(postComments.id))
      .for("update");
    let changed = 0;
    for (const r of rows) {
      const to = nextStatus(action, r.status, r.trashedFrom);
      if (to === undefined) continue;
      if (to === "deleted") await tx.delete(postComments).where(eq(postComments.id, r.id));
      else
        await tx
          .update(postComments)
          .set({
            status: to,
            trashedFrom: to === "trash" ? r.status : null,
            updatedAt: new Date(),
          })
          .where(eq(postComments.id, r.id));
      await recordAudit(tx, {
        actor: who.actor,
        entity: "comment",
        entityId: r.id,
        action: to === "deleted" ? "delete" : action,
        changes: { status: { from: r.status, to } },
        requestId: who.requestId,
      });
      changed++;
    }
    return changed;
  });
}

/** Owner edits by REST: the text (plain, as typed), name, address and status. */
export async function updateComment(
  db: Db,
  id: number,
  patch: { content?: string; authorName?: string; authorEmail?: string; status?: CommentStatus },
  who: OwnerWrite,
): Promise<CommentRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(postComments).where(eq(postComments.id, id)).for("update");
    if (!before) return undefined;
    const set: Partial<typeof postComments.$inferInsert> = { updatedAt: new Date() };
    if (patch.content !== undefined) set.content = commentTextToHtml(patch.content);
    if (patch.authorName !== undefined) set.authorName = patch.authorName;
    if (patch.authorEmail !== undefined) set.authorEmail = patch.authorEmail;
    if (patch.status !== undefined && patch.status !== before.status) {
      set.status = patch.status;
      set.trashedFrom = patch.status === "trash" ? before.status : null;
    }
    const [after] = await tx.update(postComments).set(set).where(eq(postComments.id, id)).returning();
    await recordAudit(tx, {
      actor: who.actor,
      entity: "comment",
      entityId: id,
      action: "update",
      before: { status: before.status, content: before.content, authorName: before.authorName },
      after: { status: after?.status, content: after?.content, authorName: after?.authorName },
      requestId: who.requestId,
    });
    return after;
  });
}

export async function getComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(postComments).where(eq(postComments.id, id));
  return row;
}

export const QUEUE_PAGE_SIZE = 20;

export type QueueQuery = { status: CommentStatus; q: string; page: number };

export type QueueRow = {
  id: number;
  authorName: string;
  authorEmail: string;
  content: string;
  status: CommentStatus;
  createdAt: Date;
  parentId: number | null;
  parentAuthor: string | null;
  postId: number;
  postTitle: string;
  postSlug: string;
  postLang: "de" | "en";
  byOwner: boolean;
};

function searchSql(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return or(
    ilike(postComments.authorName, like),
    ilike(postComments.authorEmail, like),
    ilike(postComments.content, like),
  );
}

/** The queue's tab: newest first, searched in name, address and text, paged. */
export async function listCommentQueue(
  db: Db,
  query: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number; pages: number }> {
  const where = and(eq(postComments.status, query.status), searchSql(query.q));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(postComments).where(where);
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const parent = sql`(select p.author_name from ${postComments} p where p.id = ${postComments.parentId})`;
  const rows = await db
    .select({
      id: postComments.id,
      authorName: postComments.authorName,
      authorEmail: postComments.authorEmail,
      content: postComments.content,
      status: postComments.status,
      createdAt: postComments.createdAt,
      parentId: postComments.parentId,
      parentAuthor: sql<string | null>`${parent}`,
      postId: posts.id,
      postTitle: posts.title,
      postSlug: posts.slug,
      postLang: posts.lang,
      byOwner: sql<boolean>`${postComments.userId} is not null`,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(where)
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
  return { rows, total, pages };
}

/** How many comments each tab holds (the tabs' counts). */
export async function commentCounts(db: Db): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .select({ status: postComments.status, n: count() })
    .from(postComments)
    .groupBy(postComments.status);
  const out = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, 0])) as Record<CommentStatus, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** Comments awaiting moderation (the navigation's counter). */
export async function pendingCommentCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postComments).where(eq(postComments.status, "hold"));
  return row?.n ?? 0;
}

/** The visitor's own comments still awaiting moderation on this post (ids from their cookie). */
export async function heldCommentsOf(db: Db, postId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: postComments.id,
      parentId: postComments.parentId,
      authorName: postComments.authorName,
      authorUrl: postComments.authorUrl,
      content: postComments.content,
      createdAt: postComments.createdAt,
    })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        eq(postComments.status, "hold"),
        inArray(postComments.id, [...ids]),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

/** REST's list: by post, status (owners), newest first. */
export async function listCommentRecords(
  db: Db,
  opts: {
    postId?: number;
    statuses: readonly CommentStatus[];
    limit: number;
    offset: number;
    visibleOnly: boolean;
  },
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(
    inArray(postComments.status, [...opts.statuses]),
    opts.postId === undefined ? undefined : eq(postComments.postId, opts.postId),
    opts.visibleOnly
      ? sql`exists (select 1 from ${posts} where ${posts.id} = ${postComments.postId} and ${posts.status} = 'publish' and not ${posts.hasPassword} and ${posts.publishedAt} <= now())`
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(postComments).where(where);
  const rows = await db
    .select()
    .from(postComments)
    .where(where)
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total };
}

/**
 * The page of the post's comments that shows comment `id` (its top-level comment's place among
 * the approved top-level ones, oldest first; the comment itself counts even while held).
 */
export async function commentPageOf(db: Db, postId: number, id: number): Promise<number> {
  const res = await db.execute<{ n: string }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from post_comments where id = ${id} and post_id = ${postId}
      union all
      select c.id, c.parent_id from post_comments c join up on c.id = up.parent_id
    ), root as (
      select r.id, r.created_at from post_comments r join up on up.id = r.id where up.parent_id is null limit 1
    )
    select count(*) as n from post_comments t, root
    where t.post_id = ${postId} and t.parent_id is null and (t.status = 'approved' or t.id = root.id)
      and (t.created_at, t.id) <= (root.created_at, root.id)`);
  return Math.max(1, Math.ceil(Number(res.rows[0]?.n ?? 0) / COMMENTS_PER_PAGE));
}

/**
 * `wp/v2/comments` (issue 25 item 7) in WordPress's shape for the fields we have, through
 * modules/comments/store.ts. Visitors list and read approved comments on posts they can see and
 * may create one (the post page's rules: input check, per-IP limit, duplicate refusal, moderation
 * or auto-approval, the owner's mail); owners list every status (`status=hold|approve|spam|trash|all`),
 * update (content, author_name, author_email, status) and delete (`force=true` deletes, else trash).
 */
import type { Context, Hono } from "hono";
import { type CommentStatus, checkCommentInput } from "#modules/comments/rules.ts";
import { COMMENT_POSTS } from "#modules/comments/spam.ts";
import {
  CommentRefusedError,
  type CommentRow,
  getComment,
  listCommentRecords,
  moderateComments,
  submitComment,
  updateComment,
} from "#modules/comments/store.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-comments.ts";
import { hit } from "#modules/rate-limit/index.ts";
import { getSettings } from "#modules/settings/index.ts";
import { isOwner } from "#modules/users/roles.ts";
import { clientIp } from "#server/http/client-ip.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";
import {
  idParam,
  invalidParam,
  pagedJson,
  readPaging,
  readRestBody,
  requireOwner,
  restLang,
} from "./helpers.ts";
import type { RestEnv } from "./index.ts";

/** WordPress's words for the statuses. */
const WP_STATUS: Record<CommentStatus, string> = {
  hold: "hold",
  approved: "approved",
  spam: "spam",
  trash: "trash",
};
const FROM_WP: Record<string, CommentStatus> = {
  hold: "hold",
  "0": "hold",
  approve: "approved",
  approved: "approved",
  "1": "approved",
  spam: "spam",
  trash: "trash",
};

const wpDate = (d: Date) => d.toISOString().slice(0, 19);

export function commentJson(row: CommentRow, owner: boolean) {
  return {
    id: row.id,
    post: row.postId,
    parent: row.parentId ?? 0,
    author: row.userId ?? 0,
    author_name: row.authorName,
    author_url: row.authorUrl,
    ...(owner ? { author_email: row.authorEmail } : {}),
    date: wpDate(row.createdAt),
    date_gmt: wpDate(row.createdAt),
    content: { rendered: row.content },
    link: `/?p=${row.postId}#comment-${row.id}`,
    status: WP_STATUS[row.status],
    type: "comment",
  };
}

const msg = (c: Context, key: MessageKey, params?: Record<string, string | number>) =>
  translate(restLang(c), key, params);
const notFound = (c: Context) =>
  errorResponse("rest_comment_invalid_id", msg(c, "adminComments.rest.invalidId"), 404);

export function registerComments(rest: Hono<RestEnv>, services: AppServices): void {
  const { db } = services;

  rest.get("/wp/v2/comments", async (c) => {
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const owner = isOwner(c.get("restUser")?.role);
    const status = c.req.query("status") ?? "approve";
    const statuses: CommentStatus[] =
      status === "all" ? ["hold", "approved", "spam", "trash"] : FROM_WP[status] ? [FROM_WP[status]] : [];
    if (statuses.length === 0) return invalidParam(c, "status");
    if (!(statuses.length === 1 && statuses[0] === "approved")) {
      const no = requireOwner(c, c.get("restUser"));
      if (no) return no;
    }
    const post = c.req.query("post");
    if (post !== undefined && !/^\d{1,9}$/.test(post)) return invalidParam(c, "post");
    const { rows, total } = await listCommentRecords(db, {
      postId: post === undefined ? undefined : Number(post),
      statuses,
      visibleOnly: !owner,
      limit: paging.perPage,
      offset: paging.offset,
    });
    return pagedJson(
      c,
      rows.map((r) => commentJson(r, owner)),
      total,
      paging,
    );
  });

  rest.get("/wp/v2/comments/:id", async (c) => {
    const id = idParam(c);
    const owner = isOwner(c.get("restUser")?.role);
    const row = id === undefined ? undefined : await getComment(db, id);
    if (!row) return notFound(c);
    if (!owner) {
      const shown = await listCommentRecords(db, {
        postId: row.postId,
        statuses: ["approved"],
        visibleOnly: true,
        limit: 1,
        offset: 0,
      });
      if (row.status !== "approved" || shown.total === 0) return notFound(c);
    }
    return c.json(commentJson(row, owner));
  });

  rest.post("/wp/v2/comments", createComment(services));

  const update = async (c: Context<RestEnv>) => {
    const no = requireOwner(c, c.get("restUser"), "rest_cannot_edit");
    if (no) return no;
    const id = idParam(c);
    if (id === undefined) return notFound(c);
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const status = body.status === undefined ? undefined : FROM_WP[String(body.status)];
    if (body.status !== undefined && !status) return invalidParam(c, "status");
    const content =
      typeof body.content === "object" && body.content
        ? (body.content as { raw?: unknown }).raw
        : body.content;
    const checked = checkCommentInput({
      author: body.author_name ?? "x",
      email: body.author_email ?? "x@example.org",
      comment: content ?? "x",
    });
    if (!checked.ok) return invalidParam(c, Object.keys(checked.errors)[0] ?? "body");
    const user = c.get("restUser")!;
    const row = await updateComment(
      db,
      id,
      {
        content: content === undefined ? undefined : checked.input.comment,
        authorName: body.author_name === undefined ? undefined : checked.input.author,
        authorEmail: body.author_email === undefined ? undefined : checked.input.email,
        status,
      },
      { actor: { id: user.id, label: user.email } },
    );
    return row ? c.json(commentJson(row, true)) : notFound(c);
  };
  rest.post("/wp/v2/comments/:id", update);
  rest.put("/wp/v2/comments/:id", update);
  rest.patch("/wp/v2/comments/:id", update);

  rest.delete("/wp/v2/comments/:id", async (c) => {
    const no = requireOwner(c, c.get("restUser"), "rest_cannot_delete");
    if (no) return no;
    const id = idParam(c);
    const before = id === undefined ? undefined : await getComment(db, id);
    if (!before) return notFound(c);
    const user = c.get("restUser")!;
    const who = { actor: { id: user.id, label: user.email } };
    const force = c.req.query("force") === "true" || c.req.query("force") === "1";
    await moderateComments(db, [before.id], "trash", who);
    if (force) {
      await moderateComments(db, [before.id], "delete", who);
      return c.json({ deleted: true, previous: commentJson(before, true) });
    }
    const after = await getComment(db, before.id);
    return c.json(commentJson(after!, true));
  });
}

/** Create: the post page's rules for everyone (input, per-IP limit, duplicate, moderation). */
function createComment(services: AppServices) {
  const { db } = services;
  return async (c: Context<RestEnv>) => {
    const body = await readRestBody(c);
    if (!body) return invalidParam(c, "body");
    const user = c.get("restUser");
    const postId = Number(body.post);
    if (!Number.isInteger(postId) || postId < 1) return invalidParam(c, "post");
    // The post page's flood limit, per IP, for visitors and scripts alike.
    const limit = await hit(db, COMMENT_POSTS, [{ kind: "ip", value: clientIp(c, services) || "unknown" }]);
    if (!limit.allowed) {
      return errorResponse(
        "comment_flood",
        msg(c, "comments.error.rate_limited", {
          minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)),
        }),
        429,
      );
    }
    const content =
      typeof body.content === "object" && body.content
        ? (body.content as { raw?: unknown }).raw
        : body.content;
    const checked = checkCommentInput({
      author: body.author_name ?? user?.displayName,
      email: body.author_email ?? user?.email,
      url: body.author_url,
      comment: content,
      parent: body.parent,
    });
    if (!checked.ok) {
      const params = Object.fromEntries(
        Object.entries(checked.errors).map(([f, code]) => [
          f,
          msg(c, `comments.error.${code}` as MessageKey),
        ]),
      );
      return Response.json(
        {
          code: "rest_invalid_param",
          message: Object.values(params).join(" "),
          data: { status: 400, params, codes: checked.errors },
        },
        { status: 400, headers: { "Cache-Control": "no-store" } },
      );
    }
    try {
      const saved = await submitComment(db, await getSettings(db), postId, checked.input);
      if (saved.status === "hold") services.outbox.kick();
      const row = await getComment(db, saved.id);
      return c.json(commentJson(row!, isOwner(user?.role)), 201);
    } catch (err) {
      if (err instanceof CommentRefusedError) {
        const status = err.code === "duplicate" ? 409 : err.code === "closed" ? 403 : 400;
        return errorResponse(
          `comment_${err.code}`,
          msg(c, `comments.error.${err.code}` as MessageKey),
          status,
        );
      }
      throw err;
    }
  };
}

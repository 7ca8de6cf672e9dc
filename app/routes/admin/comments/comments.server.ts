/**
 * The moderation queue's writes (thin: modules/comments/store.ts does the work). One form holds
 * the table: a row's button sends `intent=ACTION:ID`, the bulk bar `intent=bulk` with `bulk` and
 * the ticked `ids`, a row's reply `intent=reply:ID` with its `reply-ID` text.
 */
import { data } from "react-router";
import { MAX_TEXT, MODERATION_ACTIONS, type ModerationAction } from "#modules/comments/rules.ts";
import { moderateComments, replyAsOwner, updateComment } from "#modules/comments/store.ts";
import type { AdminRequest } from "../admin.server.ts";

export type CommentsActionData =
  | { outcome: "moderated"; action: ModerationAction; count: number }
  | { outcome: "replied"; id: number }
  | { outcome: "edited"; id: number }
  | { outcome: "invalid"; reason: "bulk" | "reply" | "edit"; replyTo?: number }
  | { outcome: "gone" };

const isAction = (v: string): v is ModerationAction => (MODERATION_ACTIONS as readonly string[]).includes(v);

export async function commentsAction(admin: AdminRequest, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const who = { actor: admin.actor, requestId: admin.state.requestId };
  const db = admin.services.db;
  const reply = /^reply:(\d{1,9})$/.exec(intent);
  if (reply) {
    const parentId = Number(reply[1]);
    const text = String(form.get(`reply-${parentId}`) ?? "").trim();
    if (!text || text.length > 65_525)
      return data<CommentsActionData>({ outcome: "invalid", reason: "reply", replyTo: parentId }, 400);
    const id = await replyAsOwner(db, parentId, text, {
      ...who,
      userId: admin.owner.id,
      name: admin.owner.displayName || admin.owner.email,
      email: admin.owner.email,
    });
    return id === undefined
      ? data<CommentsActionData>({ outcome: "gone" }, 404)
      : data<CommentsActionData>({ outcome: "replied", id });
  }
  const edit = /^edit:(\d{1,9})$/.exec(intent);
  if (edit) {
    const id = Number(edit[1]);
    const text = String(form.get(`edit-${id}`) ?? "").trim();
    if (!text || text.length > MAX_TEXT)
      return data<CommentsActionData>({ outcome: "invalid", reason: "edit", replyTo: id }, 400);
    const row = await updateComment(db, id, { content: text }, who);
    return row
      ? data<CommentsActionData>({ outcome: "edited", id })
      : data<CommentsActionData>({ outcome: "gone" }, 404);
  }
  const single = /^([a-z]+):(\d{1,9})$/.exec(intent);
  let action: string;
  let ids: number[];
  if (single) {
    action = single[1]!;
    ids = [Number(single[2])];
  } else {
    action = String(form.get("bulk") ?? "");
    ids = form
      .getAll("ids")
      .map(String)
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number)
      .slice(0, 200);
  }
  if (!isAction(action) || ids.length === 0)
    return data<CommentsActionData>({ outcome: "invalid", reason: "bulk" }, 400);
  const count = await moderateComments(db, ids, action, who);
  return data<CommentsActionData>({ outcome: "moderated", action, count });
}

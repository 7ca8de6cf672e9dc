/**
 * The comment form's POST to the post's own URL (issue 25 item 4). Without JavaScript it answers
 * 303 to the post at `#comment-ID` (a held comment is shown to its author through the signed
 * pending cookie, marked "wartet auf Freigabe"); the inline submit (`inline=1`, set by the form
 * once hydrated) gets the same outcome as data. Honeypot, nonce and the per-IP limit come
 * before any database write; every refusal is a German message with a stable code, never an
 * error page.
 */
import { data, redirect } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { getPost } from "#modules/blog/store.ts";
import { pendingCookie } from "#modules/comments/pending.ts";
import { checkCommentInput } from "#modules/comments/rules.ts";
import { COMMENT_POSTS, type CommentFailure, type CommentFormValues } from "#modules/comments/spam.ts";
import { CommentRefusedError, commentPageOf, submitComment } from "#modules/comments/store.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-comments.ts";
import type { RouterContextProvider } from "react-router";
import { hit, minutesToWait } from "#modules/rate-limit/index.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";

export type CommentActionData =
  | { ok: true; id: number; status: "hold" | "approved"; message: string }
  | CommentFailure;

const FIELDS = ["author", "email", "url", "comment", "comment_parent"] as const;

/** The nonce every visitor without a session shares (pages stay cacheable), bound to the tick. */
export async function commentNonce(context: Readonly<RouterContextProvider>): Promise<string> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  return createNonce(services.config.secret, NONCE_ACTIONS.comment, await requestNonceSubject(state.session));
}

export async function commentAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string,
) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const { lang } = state;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CommentActionData>(failure(lang, "bad_request", {}, {}), 400);
  }
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values = Object.fromEntries(FIELDS.map((f) => [f, text(f).slice(0, 70_000)])) as CommentFormValues;
  const post = await getPost(services.db, slug, lang);
  if (!post) return data<CommentActionData>(failure(lang, "post_invalid", {}, values), 404);
  // A filled honeypot is a bot: nothing is stored, the answer says why (a person never sees it).
  if (text("laden_hp").trim() !== "")
    return data<CommentActionData>(failure(lang, "honeypot", {}, values), 400);
  const subject = await requestNonceSubject(state.session);
  if (!checkNonce(services.config.secret, text("_wpnonce") || undefined, NONCE_ACTIONS.comment, subject)) {
    return data<CommentActionData>(failure(lang, "nonce", {}, values), 403);
  }
  const limit = await hit(services.db, COMMENT_POSTS, [{ kind: "ip", value: state.clientIp || "unknown" }]);
  if (!limit.allowed) {
    return data<CommentActionData>(
      failure(lang, "rate_limited", {}, values, { minutes: minutesToWait(limit.retryAfterSeconds) }),
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const checked = checkCommentInput({
    author: values.author,
    email: values.email,
    url: values.url,
    comment: values.comment,
    parent: values.comment_parent,
  });
  if (!checked.ok) {
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([f, code]) => [
        f,
        translate(lang, `comments.error.${code}` as MessageKey),
      ]),
    );
    return data<CommentActionData>(failure(lang, "invalid", errors, values), 400);
  }
  try {
    const settings = await getSettings(services.db);
    const saved = await submitComment(services.db, settings, post.id, checked.input);
    if (saved.status === "hold") services.outbox.kick();
    const headers = new Headers(NO_STORE);
    if (saved.status === "hold") {
      const secure = state.origin.startsWith("https:");
      headers.append(
        "Set-Cookie",
        pendingCookie(services.config.secret, request.headers.get("cookie"), saved.id, secure),
      );
    }
    const status = saved.status === "approved" ? "approved" : "hold";
    if (text("inline") === "1") {
      const message = translate(lang, status === "hold" ? "comments.pending" : "comments.published");
      return data<CommentActionData>({ ok: true, id: saved.id, status, message }, { headers });
    }
    const page = await commentPageOf(services.db, post.id, saved.id);
    return redirect(`${blogPath(lang, blogPaths.commentPage(post.slug, page))}#comment-${saved.id}`, {
      status: 303,
      headers,
    });
  } catch (err) {
    if (err instanceof CommentRefusedError) {
      const field: Record<string, string> =
        err.code === "parent_invalid"
          ? { comment_parent: translate(lang, "comments.error.parent_invalid") }
          : {};
      return data<CommentActionData>(
        failure(lang, err.code, field, values),
        err.code === "duplicate" ? 409 : 400,
      );
    }
    throw err;
  }
}

function failure(
  lang: "de" | "en",
  code: CommentFailure["code"],
  errors: Record<string, string>,
  values: Partial<CommentFormValues>,
  params?: Record<string, number>,
): CommentFailure {
  const key: MessageKey =
    code === "invalid" || code === "bad_request"
      ? "comments.form.errors"
      : (`comments.error.${code}` as MessageKey);
  return { ok: false, code, message: translate(lang, key, params), errors, values };
}

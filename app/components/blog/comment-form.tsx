/**
 * The comment form under a post (WordPress's #respond). A plain POST to the post's URL without
 * JavaScript; once hydrated it submits in place (a fetcher) and announces the outcome in a live
 * region. A reply names its parent (`comment_parent`, from the reply link or `?replytocom=`).
 */
import "#modules/i18n/messages-comments.ts";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useT } from "#app/hooks/use-t.ts";
import type { CommentFailure } from "#modules/comments/spam.ts";

export type CommentOutcome =
  | { ok: true; id: number; status: "hold" | "approved"; message: string }
  | CommentFailure;

type Props = {
  action: string;
  nonce: string;
  replyTo: { id: number; name: string } | null;
  onCancelReply: () => void;
  /** The no-JS answer (the route's actionData). */
  failed: CommentFailure | undefined;
};

const FIELD_IDS = { author: "author", email: "email", url: "url", comment: "comment" } as const;

export function CommentForm({ action, nonce, replyTo, onCancelReply, failed: pageFailure }: Props) {
  const t = useT();
  const privacy = useLegalPath("privacy");
  const fetcher = useFetcher<CommentOutcome>();
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  const outcome = fetcher.data ?? pageFailure;
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const done = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : undefined;
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);
  useEffect(() => {
    if (failed) errorsRef.current?.focus();
  }, [failed]);
  const busy = fetcher.state !== "idle";
  const err = (field: string) => failed?.errors[field];
  const field = (name: keyof typeof FIELD_IDS) => ({
    id: FIELD_IDS[name],
    name,
    defaultValue: failed?.values[name] ?? "",
    "aria-invalid": err(name) ? true : undefined,
    "aria-describedby": err(name) ? `${name}-error` : name === "email" ? "email-notes" : undefined,
    required: true,
  });
  return (
    <div id="respond" className="comment-respond">
      <h3 id="reply-title" className="comment-reply-title">
        {replyTo ? t("comments.form.replyTitle", { name: replyTo.name }) : t("comments.form.title")}{" "}
        {replyTo ? (
          <a
            href={`${action}#respond`}
            className="comment-cancel-reply"
            onClick={(e) => {
              e.preventDefault();
              onCancelReply();
            }}
          >
            {t("comments.form.cancelReply")}
          </a>
        ) : null}
      </h3>
      <p role="status" className="comment-form-status">
        {done ? done.message : ""}
      </p>
      {failed ? (
        <div ref={errorsRef} tabIndex={-1} className="woocommerce-error" role="alert">
          {failed.message}
        </div>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        id="commentform"
        className="comment-form"
        noValidate
        aria-labelledby="reply-title"
      >
        <p className="comment-notes" id="email-notes">
          {t("comments.form.emailHelp")}
        </p>
        <p className="form-row comment-form-comment">
          <label htmlFor="comment">
            {t("comments.form.text")} <span className="required">{t("comments.form.required")}</span>
          </label>
          <textarea {...field("comment")} rows={6} maxLength={65_525} className="input-text" />
          {err("comment") ? <FieldError id="comment-error" text={err("comment")!} /> : null}
        </p>
        <p className="form-row comment-form-author">
          <label htmlFor="author">
            {t("comments.form.name")} <span className="required">{t("comments.form.required")}</span>
          </label>
          <input
            {...field("author")}
            type="text"
            maxLength={245}
            autoComplete="name"
            className="input-text"
          />
          {err("author") ? <FieldError id="author-error" text={err("author")!} /> : null}
        </p>
        <p className="form-row comment-form-email">
          <label htmlFor="email">
            {t("comments.form.email")} <span className="required">{t("comments.form.required")}</span>
          </label>
          <input
            {...field("email")}
            type="email"
            maxLength={100}
            autoComplete="email"
            className="input-text"
          />
          {err("email") ? <FieldError id="email-error" text={err("email")!} /> : null}
        </p>
        <p className="form-row comment-form-url">
          <label htmlFor="url">{t("comments.form.url")}</label>
          <input
            {...field("url")}
            required={false}
            type="url"
            maxLength={200}
            autoComplete="url"
            className="input-text"
          />
          {err("url") ? <FieldError id="url-error" text={err("url")!} /> : null}
        </p>
        {err("comment_parent") ? <FieldError id="parent-error" text={err("comment_parent")!} /> : null}
        {/* The honeypot: hidden from people and assistive technology, filled by bots. */}
        <p className="comment-form-hp" aria-hidden="true">
          <label htmlFor="laden_hp">{t("comments.form.honeypot")}</label>
          <input id="laden_hp" name="laden_hp" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </p>
        <p className="comment-form-consent">
          {t("comments.form.consent")} <a href={privacy}>{t("comments.form.privacy")}</a>
        </p>
        <p className="form-submit">
          <input type="hidden" name="comment_parent" value={replyTo?.id ?? 0} />
          <input type="hidden" name="_wpnonce" value={nonce} />
          {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("comments.form.sending") : t("comments.form.submit")}
          </button>
        </p>
      </fetcher.Form>
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} className="comment-field-error">
      {text}
    </span>
  );
}

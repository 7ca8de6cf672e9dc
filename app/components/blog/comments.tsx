import "#modules/i18n/messages-blog.ts";
import "#modules/i18n/messages-comments.ts";
import { useState } from "react";
import { useT } from "#app/hooks/use-t.ts";
import type { CommentView } from "#modules/blog/store.ts";
import { replyAllowed } from "#modules/comments/rules.ts";
import type { CommentFailure } from "#modules/comments/spam.ts";
import { CommentForm } from "./comment-form.tsx";
import { PostDate } from "./post-card.tsx";

export type ShownComment = CommentView & { pending?: boolean };

type Props = {
  comments: ShownComment[];
  title: string;
  open: boolean;
  /** The post's URL: the form posts there, reply links add `?replytocom=ID`. */
  action: string;
  nonce: string;
  /** `?replytocom=` of a no-JS reply link. */
  replyTo: number | null;
  failed: CommentFailure | undefined;
  /** Which page of a long thread list this is (WordPress's comment-page-N) and every page's URL. */
  paging?: { page: number; pages: number; total: number; href: (page: number) => string };
};

/**
 * Approved comments, threaded (replies in a nested list under their parent), the visitor's own
 * held ones marked, reply links down to the maximum depth, and the form while comments are open.
 */
export function Comments({
  comments,
  title,
  open,
  action,
  nonce,
  replyTo: initialReply,
  failed,
  paging,
}: Props) {
  const t = useT();
  const [replyTo, setReplyTo] = useState<number | null>(initialReply);
  const children = new Map<number | null, ShownComment[]>();
  for (const c of comments) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  const approvedCount = paging?.total ?? comments.filter((c) => !c.pending).length;
  const pageUrl = paging ? paging.href(paging.page) : action;
  const replyTarget = comments.find((c) => c.id === replyTo && !c.pending);
  const startReply = (id: number) => {
    setReplyTo(id);
    // The form moves under nothing: focus its text so a keyboard or screen reader lands there.
    requestAnimationFrame(() => document.getElementById("comment")?.focus());
  };
  const render = (parent: number | null, depth: number) => (
    <ol className={depth === 0 ? "comment-list" : "children"}>
      {(children.get(parent) ?? []).map((c) => (
        <li key={c.id} id={`comment-${c.id}`} className={`comment depth-${depth + 1}`}>
          <article className="comment-body">
            <footer className="comment-meta">
              <b className="fn">
                {c.authorUrl ? (
                  <a href={c.authorUrl} rel="external nofollow ugc">
                    {c.authorName}
                  </a>
                ) : (
                  c.authorName
                )}
              </b>{" "}
              <PostDate date={c.createdAt} />
            </footer>
            {c.pending ? <p className="comment-awaiting-moderation">{t("comments.pending")}</p> : null}
            <div className="comment-content prose" dangerouslySetInnerHTML={{ __html: c.content }} />
            {open && !c.pending && replyAllowed(depth + 1) ? (
              <p className="reply">
                <a
                  className="comment-reply-link"
                  href={`${pageUrl}?replytocom=${c.id}#respond`}
                  rel="nofollow"
                  aria-label={t("comments.form.replyLabel", { name: c.authorName })}
                  onClick={(e) => {
                    e.preventDefault();
                    startReply(c.id);
                  }}
                >
                  {t("comments.form.reply")}
                </a>
              </p>
            ) : null}
          </article>
          {children.has(c.id) ? render(c.id, depth + 1) : null}
        </li>
      ))}
    </ol>
  );
  return (
    <section id="comments" className="comments-area" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments-title">
        {approvedCount === 1
          ? t("blog.commentsOne", { title })
          : approvedCount > 1
            ? t("blog.commentsCount", { count: approvedCount, title })
            : t("blog.comments")}
      </h2>
      {comments.length ? render(null, 0) : null}
      {paging && paging.pages > 1 ? (
        <nav className="navigation comment-navigation" aria-label={t("comments.nav")}>
          {paging.page > 1 ? (
            <a className="nav-previous" href={`${paging.href(paging.page - 1)}#comments`}>
              {t("comments.older")}
            </a>
          ) : null}
          <span className="comment-navigation__page">
            {t("comments.pageOf", { page: paging.page, pages: paging.pages })}
          </span>
          {paging.page < paging.pages ? (
            <a className="nav-next" href={`${paging.href(paging.page + 1)}#comments`}>
              {t("comments.newer")}
            </a>
          ) : null}
        </nav>
      ) : null}
      {open ? (
        <CommentForm
          action={action}
          nonce={nonce}
          replyTo={replyTarget ? { id: replyTarget.id, name: replyTarget.authorName } : null}
          onCancelReply={() => setReplyTo(null)}
          failed={failed}
        />
      ) : (
        <p className="no-comments">{t("blog.commentsClosed")}</p>
      )}
    </section>
  );
}

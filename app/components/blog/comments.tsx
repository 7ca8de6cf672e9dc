import "#modules/i18n/messages-blog.ts";
import { useT } from "#app/hooks/use-t.ts";
import type { CommentView } from "#modules/blog/store.ts";
import { PostDate } from "./post-card.tsx";

/** Approved comments, threaded (replies in a nested list under their parent). */
export function Comments({
  comments,
  title,
  open,
}: {
  comments: CommentView[];
  title: string;
  open: boolean;
}) {
  const t = useT();
  const children = new Map<number | null, CommentView[]>();
  for (const c of comments) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
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
            <div className="comment-content prose" dangerouslySetInnerHTML={{ __html: c.content }} />
          </article>
          {children.has(c.id) ? render(c.id, depth + 1) : null}
        </li>
      ))}
    </ol>
  );
  if (!comments.length && open) return null;
  return (
    <section id="comments" className="comments-area" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments-title">
        {comments.length === 1
          ? t("blog.commentsOne", { title })
          : comments.length > 1
            ? t("blog.commentsCount", { count: comments.length, title })
            : t("blog.comments")}
      </h2>
      {comments.length ? render(null, 0) : null}
      {open ? null : <p className="no-comments">{t("blog.commentsClosed")}</p>}
    </section>
  );
}

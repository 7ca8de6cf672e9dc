import "#modules/i18n/messages-blog.ts";
import { lazy, Suspense } from "react";
import { data, Link, redirect } from "react-router";
import { BlogLayout } from "#app/components/blog/blog-layout.tsx";
import { Comments } from "#app/components/blog/comments.tsx";
import { ConsentEmbed, MediaPlayer } from "#app/components/blog/media-player.tsx";
import { formatLabel, PostDate } from "#app/components/blog/post-card.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { ProductImage } from "#app/components/shop/product-image.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { pageSettings } from "#app/lib/page-settings.server.ts";
import { requireOwner } from "#app/routes/admin/admin.server.ts";
import { contentMedia } from "#modules/blog/media.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { expandGalleries, getPost, sidebarData } from "#modules/blog/store.ts";
import { readPendingIds } from "#modules/comments/pending.ts";
import { commentPage, threadComments } from "#modules/comments/rules.ts";
import type { CommentFailure } from "#modules/comments/spam.ts";
import { heldCommentsOf } from "#modules/comments/store.ts";
import { socialImageMeta, socialImageOf } from "#modules/content/social-image.ts";
import { contentWithForms } from "#modules/forms/content-forms.ts";
import { FORM_ID_FIELD } from "#modules/forms/submission/constants.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import "#app/styles/blog.css";
import { newViewToken, submitFormPost } from "../forms/submit.server.ts";
import type { Route } from "./+types/post";
import { type CommentActionData, commentAction, commentNonce } from "./comment.server.ts";

/** Loaded only by posts that place a form (the form engine stays out of every other post's JS). */
const PlacedForm = lazy(() => import("#app/components/forms/placed-form.tsx"));

/** A single post: /blog/SLUG/. Drafts, future, private and password-protected posts are 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const slug = params.slug ?? "";
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(slug)) throw data(null, { status: 404 });
  // The owner's preview of any status (issue 25): `?preview=ID`, owners only (a visitor goes to
  // the sign-in, a customer gets 404); an owner's page is never cached (a session: no-store).
  const previewRaw = new URL(request.url).searchParams.get("preview");
  const previewId = previewRaw && /^\d{1,9}$/.test(previewRaw) ? Number(previewRaw) : undefined;
  if (previewRaw !== null) {
    if (previewId === undefined) throw data(null, { status: 404 });
    await requireOwner(context, request);
  }
  const post = await getPost(db, slug, lang, new Date(), previewId);
  if (!post) throw data(null, { status: 404 });
  const { settings } = await pageSettings(
    context.get(servicesContext),
    context.get(requestStateContext),
    request,
  );
  // The visitor's own comments awaiting moderation (their signed cookie): shown to them only.
  const pendingIds = readPendingIds(config.secret, request.headers.get("cookie"));
  const held = (await heldCommentsOf(db, post.id, pendingIds)).map((c) => ({ ...c, pending: true }));
  const threaded = threadComments(
    [...post.comments, ...held].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id),
  );
  // Long threads are paged (WordPress's /comment-page-N/; page 1 is the post's own URL).
  const cpage = commentPageParam(params.cpage);
  if (cpage === 1 && params.cpage !== undefined)
    throw redirect(blogPath(lang, blogPaths.post(post.slug)), 301);
  const { comments, pages } = commentPage(threaded, cpage);
  if (cpage > pages) throw data(null, { status: 404 });
  const reply = Number(new URL(request.url).searchParams.get("replytocom"));
  // Forms placed with [ninja_form id=ID] render in place, as on pages (issue 25: the editor
  // inserts them), each with its view token.
  const parts = (await contentWithForms(db, await expandGalleries(db, post.content, lang), lang)).map((p) =>
    "form" in p ? { ...p, viewToken: newViewToken() } : p,
  );
  const body = {
    preview: previewId !== undefined,
    commentPaging: { page: cpage, pages, total: threaded.filter((c) => !("pending" in c)).length },
    post: { ...post, comments, content: "" },
    parts,
    social: socialImageMeta(await socialImageOf(db, "post", post.id), new URL(request.url).origin),
    commentNonce: await commentNonce(context),
    replyTo: Number.isInteger(reply) && reply > 0 ? reply : null,
    media: contentMedia(post.content),
    sidebar: settings["theme.sidebar"],
    sidebarData: await sidebarData(db, lang),
  };
  // A page showing a held comment is the visitor's own: never in a shared cache.
  return held.length ? data(body, { headers: NO_STORE }) : body;
}

/** The comment page a `comment-page-N` segment names (1 without one); 404 for anything else. */
function commentPageParam(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const m = /^comment-page-(\d{1,6})$/.exec(raw);
  if (!m) throw data(null, { status: 404 });
  return Math.max(1, Number(m[1]));
}

/** The comment form's POST (app/routes/blog/comment.server.ts), or a placed form's without JavaScript. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const posted = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (posted?.has(FORM_ID_FIELD)) return submitFormPost(request, context);
  return commentAction(context, request, params.slug ?? "");
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(loaderHeaders);
  for (const [key, value] of actionHeaders) out.set(key, value);
  return out;
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, media, sidebar, sidebarData, preview, parts, social } = loaderData;
  const formPost = actionData && "formId" in actionData ? actionData : undefined;
  const failed =
    actionData && !formPost && !(actionData as CommentActionData).ok
      ? (actionData as CommentFailure)
      : undefined;
  const t = useT();
  const lang = useLang();
  const format = formatLabel(post.format);
  return (
    <BlogLayout position={sidebar} sidebar={sidebarData}>
      <title>{post.title}</title>
      {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta name="description" content={post.excerpt.replace(/<[^>]+>/g, "").slice(0, 160)} />
      {social.map((m) => (
        <meta key={m.property} property={m.property} content={m.content} />
      ))}
      <article className={`single-post format-${post.format}`} data-post-id={post.id}>
        <header className="entry-header">
          {format ? <p className="entry-flag">{t(format)}</p> : null}
          <h1 className="entry-title">{post.title}</h1>
          <p className="entry-meta">
            <span className="screen-reader-text">{t("blog.postedOn")} </span>
            <PostDate date={post.publishedAt} />
            {post.author ? (
              <>
                {" · "}
                <Link to={blogPath(lang, blogPaths.author(post.author.slug))}>
                  {t("blog.by", { name: post.author.name })}
                </Link>
              </>
            ) : null}
          </p>
        </header>
        {post.image ? (
          <figure className="entry-featured">
            <ProductImage
              image={post.image}
              sizes="(min-width: 1200px) 860px, (min-width: 992px) 70vw, 100vw"
              eager
            />
          </figure>
        ) : null}
        {media.map((m) =>
          m.kind === "embed" ? (
            <ConsentEmbed key={m.url} media={m} title={post.title} />
          ) : (
            <MediaPlayer key={m.url} media={m} title={post.title} />
          ),
        )}
        {parts.map((part) => {
          if ("html" in part)
            return (
              <div
                key={part.key}
                className="entry-content prose"
                dangerouslySetInnerHTML={{ __html: part.html }}
              />
            );
          return (
            <Suspense key={part.key} fallback={null}>
              <PlacedForm
                form={part.form}
                sent={formPost?.formId === part.form.id ? formPost : undefined}
                viewToken={"viewToken" in part ? part.viewToken : undefined}
              />
            </Suspense>
          );
        })}
        <footer className="entry-footer">
          {post.categories.length ? (
            <p>
              {t("blog.categories")}:{" "}
              {post.categories.map((c, i) => (
                <span key={c.slug}>
                  {i ? ", " : ""}
                  <Link to={blogPath(lang, blogPaths.category(c.slug))}>{c.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
          {post.tags.length ? (
            <p>
              {t("blog.tags")}:{" "}
              {post.tags.map((c, i) => (
                <span key={c.slug}>
                  {i ? ", " : ""}
                  <Link to={blogPath(lang, blogPaths.tag(c.slug))}>{c.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
        </footer>
      </article>
      {post.prev || post.next ? (
        <nav className="navigation post-navigation" aria-label={t("blog.postNav")}>
          {post.prev ? (
            <Link className="nav-previous" rel="prev" to={blogPath(lang, blogPaths.post(post.prev.slug))}>
              <span className="meta-nav">{t("blog.prevPost")}</span> {post.prev.title}
            </Link>
          ) : (
            <span />
          )}
          {post.next ? (
            <Link className="nav-next" rel="next" to={blogPath(lang, blogPaths.post(post.next.slug))}>
              <span className="meta-nav">{t("blog.nextPost")}</span> {post.next.title}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <Comments
        comments={post.comments}
        title={post.title}
        open={post.commentsOpen}
        action={blogPath(lang, blogPaths.post(post.slug))}
        paging={{
          ...loaderData.commentPaging,
          href: (page: number) => blogPath(lang, blogPaths.commentPage(post.slug, page)),
        }}
        nonce={loaderData.commentNonce}
        replyTo={loaderData.replyTo}
        failed={failed}
      />
    </BlogLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

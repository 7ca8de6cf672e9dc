import "#modules/i18n/messages-blog.ts";
import { Link } from "react-router";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import type { PostSummary } from "#modules/blog/store.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { LOCALE } from "#modules/i18n/index.ts";
import { ProductImage } from "../shop/product-image.tsx";

export type BlogLayout = "list" | "grid" | "small_thumbs";

const IMAGE_SIZES: Record<BlogLayout, string> = {
  list: "(min-width: 1200px) 860px, (min-width: 992px) 70vw, 100vw",
  grid: "(min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw",
  small_thumbs: "160px",
};

/** A date in German or English, always in the shop's time zone (server and browser agree). */
export function PostDate({ date }: { date: Date | string }) {
  const lang = useLang();
  const d = new Date(date);
  return (
    <time dateTime={d.toISOString()}>
      {new Intl.DateTimeFormat(LOCALE[lang], {
        dateStyle: "long",
        timeZone: "Europe/Berlin",
      }).format(d)}
    </time>
  );
}

export function formatLabel(format: string): MessageKey | null {
  return format && format !== "standard" ? (`blog.format.${format}` as MessageKey) : null;
}

/** One post in a list (`article-wrapper` as in Agama, so the styles and tests find it). */
export function PostCard({
  post,
  layout,
  eager,
}: {
  post: PostSummary;
  layout: BlogLayout;
  eager?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const href = blogPath(lang, blogPaths.post(post.slug));
  const format = formatLabel(post.format);
  return (
    <article
      className={`article-wrapper ${layout}-style format-${post.format}${post.sticky ? " sticky" : ""}`}
      data-post-id={post.id}
    >
      {post.image ? (
        <Link to={href} className="entry-thumb" tabIndex={-1} aria-hidden="true">
          <ProductImage image={post.image} sizes={IMAGE_SIZES[layout]} eager={eager} />
        </Link>
      ) : null}
      <div className="entry-body">
        <p className="entry-flags">
          {post.sticky ? <span className="entry-flag">{t("blog.sticky")}</span> : null}
          {format ? <span className="entry-flag">{t(format)}</span> : null}
        </p>
        <h2 className="entry-title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="entry-meta">
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
        {post.excerpt ? <p className="entry-summary">{post.excerpt}</p> : null}
        <Link className="more-link" to={href} aria-label={t("blog.readMoreAbout", { title: post.title })}>
          {t("blog.readMore")}
        </Link>
      </div>
    </article>
  );
}

import "#modules/i18n/messages-blog.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { LOCALE } from "#modules/i18n/index.ts";

export type SidebarData = {
  categories: { slug: string; name: string; count: number }[];
  months: { year: number; month: number; count: number }[];
};

/**
 * The blog's two columns (C3): the sidebar left or right of the main column; when no sidebar
 * applies (setting "none", or nothing to show in it) the main column takes the full width.
 * Decided on the server, so it holds without JavaScript.
 */
export function BlogLayout({
  position,
  sidebar,
  children,
}: {
  position: "left" | "right" | "none";
  sidebar: SidebarData;
  children: ReactNode;
}) {
  const hasSidebar = position !== "none" && (sidebar.categories.length > 0 || sidebar.months.length > 0);
  const side = hasSidebar ? position : "none";
  const lang = useLang();
  const t = useT();
  return (
    <div className={`container blog-layout blog-layout--sidebar-${side}`} data-sidebar={side}>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t("blog.feed.title")}
        href={blogPath(lang, blogPaths.feed)}
      />
      <div id="primary" className={`blog-main${hasSidebar ? "" : " blog-main--full"}`}>
        {children}
      </div>
      {hasSidebar ? <BlogSidebar data={sidebar} /> : null}
    </div>
  );
}

function BlogSidebar({ data }: { data: SidebarData }) {
  const t = useT();
  const lang = useLang();
  const monthName = (year: number, month: number) =>
    new Intl.DateTimeFormat(LOCALE[lang], {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year, month - 1, 1)));
  return (
    <aside id="secondary" className="blog-sidebar" aria-label={t("blog.sidebar")}>
      {data.categories.length ? (
        <section className="widget">
          <h2 className="widget-title">{t("blog.categories")}</h2>
          <ul>
            {data.categories.map((c) => (
              <li key={c.slug}>
                <Link to={blogPath(lang, blogPaths.category(c.slug))}>{c.name}</Link> ({c.count})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.months.length ? (
        <section className="widget">
          <h2 className="widget-title">{t("blog.archives")}</h2>
          <ul>
            {data.months.map((m) => (
              <li key={`${m.year}-${m.month}`}>
                <Link to={blogPath(lang, blogPaths.month(m.year, m.month))}>
                  {monthName(m.year, m.month)}
                </Link>{" "}
                ({m.count})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}

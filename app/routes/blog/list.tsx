import "#modules/i18n/messages-blog.ts";
import { data } from "react-router";
import { BlogLayout } from "#app/components/blog/blog-layout.tsx";
import { PostList } from "#app/components/blog/post-list.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useT } from "#app/hooks/use-t.ts";
import { pageSettings } from "#app/lib/page-settings.server.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { type BlogFilter, getAuthor, getTerm, listPosts, sidebarData } from "#modules/blog/store.ts";
import { parsePage } from "#modules/catalog/index.ts";
import { translate } from "#modules/i18n/index.ts";
import "#app/styles/blog.css";
import { LOCALE } from "#modules/i18n/index.ts";
import type { Route } from "./+types/list";

const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/** Blog home and the archives: /blog/, /category/S/, /tag/S/, /author/S/, /YYYY/MM/ (each with /page/N/). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const page = parsePage(params.page);
  if (!page) throw data(null, { status: 404 });
  const path = new URL(request.url).pathname.replace(/^\/en(?=\/)/, "");
  const kind = /^\/(category|tag|author)\//.exec(path)?.[1];

  let filter: BlogFilter = { kind: "home" };
  let heading = translate(lang, "blog.title");
  let description = "";
  let base = blogPaths.home;
  if (kind === "category" || kind === "tag") {
    const slug = params.slug ?? "";
    const term = SLUG.test(slug) ? await getTerm(db, kind, slug) : undefined;
    if (!term) throw data(null, { status: 404 });
    filter = { kind, termId: term.id };
    heading = translate(lang, kind === "category" ? "blog.category" : "blog.tag", { name: term.name });
    description = term.description;
    base = kind === "category" ? blogPaths.category(term.slug) : blogPaths.tag(term.slug);
  } else if (kind === "author") {
    const slug = params.slug ?? "";
    const author = SLUG.test(slug) ? await getAuthor(db, slug) : undefined;
    if (!author) throw data(null, { status: 404 });
    filter = { kind: "author", authorId: author.id };
    heading = translate(lang, "blog.author", { name: author.name });
    base = blogPaths.author(author.slug);
  } else if (params.year !== undefined) {
    if (!/^\d{4}$/.test(params.year) || !/^(0[1-9]|1[0-2])$/.test(params.month ?? "")) {
      throw data(null, { status: 404 });
    }
    const year = Number(params.year);
    const month = Number(params.month);
    filter = { kind: "month", year, month };
    const name = new Intl.DateTimeFormat(LOCALE[lang], {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year, month - 1, 1)));
    heading = translate(lang, "blog.month", { month: name });
    base = blogPaths.month(year, month);
  }

  const { settings } = await pageSettings(
    context.get(servicesContext),
    context.get(requestStateContext),
    request,
  );
  const perPage = settings["blog.postsPerPage"];
  const { items, total } = await listPosts(db, { lang, filter, page, perPage });
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages || (filter.kind !== "home" && total === 0)) throw data(null, { status: 404 });
  return {
    items,
    page,
    pages,
    heading,
    description,
    basePath: blogPath(lang, base),
    layout: settings["theme.blogLayout"],
    sidebar: settings["theme.sidebar"],
    trigger: settings["theme.infiniteScroll"],
    sidebarData: await sidebarData(db, lang),
  };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, heading, description, basePath, layout, sidebar, trigger, sidebarData } =
    loaderData;
  const t = useT();
  return (
    <BlogLayout position={sidebar} sidebar={sidebarData}>
      <title>{`${heading}${page > 1 ? ` – ${t("blog.page", { page })}` : ""}`}</title>
      <header className="page-header">
        <h1 className="page-title">{heading}</h1>
        {description ? <p className="term-description">{description}</p> : null}
      </header>
      {items.length === 0 ? (
        <p className="woocommerce-info">{t("blog.noPosts")}</p>
      ) : (
        <PostList
          items={items}
          page={page}
          pages={pages}
          basePath={basePath}
          layout={layout}
          trigger={trigger}
        />
      )}
    </BlogLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

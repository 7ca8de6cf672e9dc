import { data, useLocation } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { Pagination } from "#app/components/shop/pagination.tsx";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { ResultCount } from "#app/components/shop/result-count.tsx";
import { SortForm } from "#app/components/shop/sort-form.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useT } from "#app/hooks/use-t.ts";
import {
  getCategory,
  getTag,
  listedProduct,
  listProducts,
  pageWindow,
  parseOrderby,
  parsePage,
} from "#modules/catalog/index.ts";
import { translate } from "#modules/i18n/index.ts";
import { getSetting } from "#modules/settings/index.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/listing";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const url = new URL(request.url);
  const page = parsePage(params.page);
  if (!page) throw data(null, { status: 404 });
  const orderby = parseOrderby(url.searchParams.get("orderby"));
  const isTag = url.pathname.includes("/product-tag/");

  let heading = translate(lang, "shop.title");
  let description = "";
  let basePath = localePath(lang, paths.shop);
  const filter: { categorySlug?: string; tagSlug?: string } = {};
  if (params.slug) {
    const term = isTag
      ? await getTag(db, params.slug).then((t) => t && { ...t, description: "" })
      : await getCategory(db, params.slug);
    if (!term) throw data(null, { status: 404 });
    heading = term.name;
    description = term.description;
    basePath = localePath(lang, isTag ? paths.tag(term.slug) : paths.category(term.slug));
    if (isTag) filter.tagSlug = term.slug;
    else filter.categorySlug = term.slug;
  }

  const perPage = await getSetting(db, "shop.productsPerPage");
  const { items, total } = await listProducts(db, { ...filter, orderby, page, perPage });
  const win = pageWindow(page, perPage, total);
  if (page > win.pages) throw data(null, { status: 404 });
  return {
    items: items.map(listedProduct),
    win,
    orderby,
    heading,
    description,
    metaDescription: listingMetaDescription(heading, description, items),
    basePath,
  };
}

/** The term's own description, else the heading with the page's first product names (search snippets). */
function listingMetaDescription(
  heading: string,
  description: string,
  items: readonly { name: string }[],
): string {
  const text = description.replace(/<[^>]+>/g, "").trim();
  if (text) return text.slice(0, 160);
  const names = items.slice(0, 6).map((i) => i.name);
  return names.length
    ? `${heading}: ${names.join(", ")}${items.length > names.length ? " …" : ""}`.slice(0, 160)
    : heading;
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { items, win, orderby, heading, description, metaDescription, basePath } = loaderData;
  const t = useT();
  const { search } = useLocation();
  const count =
    win.total === 1
      ? t("shop.resultCountOne")
      : win.pages > 1
        ? t("shop.resultRange", { from: win.from, to: win.to, count: win.total })
        : t("shop.resultCount", { count: win.total });
  return (
    <div className="container shop-listing">
      <title>{`${heading}${win.page > 1 ? ` – ${t("shop.page", { page: win.page })}` : ""}`}</title>
      <meta name="description" content={metaDescription} />
      <header className="page-header">
        <h1 className="page-title">{heading}</h1>
        {description ? <p className="term-description">{description}</p> : null}
      </header>
      {items.length === 0 ? (
        <p className="woocommerce-info">{t("shop.noProducts")}</p>
      ) : (
        <>
          <div className="shop-toolbar">
            <ResultCount text={count} />
            <SortForm orderby={orderby} search={search} />
          </div>
          <ul className="products columns-4">
            {items.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 2} />
            ))}
          </ul>
          <Pagination win={win} basePath={basePath} search={search} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

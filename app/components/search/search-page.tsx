/** The search results page `/?s=`: the form, matching categories and tags, the results, page links. Works without JavaScript. */

import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import type { SearchPageData } from "#app/routes/search/search-page.server.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { excerpt } from "#modules/search/query.ts";
import type { ItemResult } from "#modules/search/results.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { Price, TaxNotice } from "../shop/price.tsx";
import { ProductImage } from "../shop/product-image.tsx";
import "#modules/i18n/messages-product.ts";
import { formatDate, Highlighted, itemUrl, useSearchT } from "./ajax-results.tsx";
import { SearchForm } from "./search-form.tsx";

function ResultCard({ item, words }: { item: ItemResult; words: string[] }) {
  const st = useSearchT();
  const t = useT();
  const lang = useLang();
  const shippingUrl = useLegalPath("shipping");
  if (item.kind === "product") {
    const url = localePath(lang, paths.product(item.slug));
    return (
      <li className="search-result search-result--product">
        <div className="search-result__image">
          <ProductImage image={item.image} sizes="96px" />
        </div>
        <div>
          <h2>
            <a href={url}>
              <Highlighted text={item.name} words={words} />
            </a>
          </h2>
          <div className="search-result__meta">
            <Price
              regularCents={item.regularPriceCents}
              saleCents={item.salePriceCents}
              minCents={item.minPriceCents}
              maxCents={item.maxPriceCents}
            />
            <TaxNotice shippingUrl={shippingUrl} />
            {item.salePriceCents !== null && item.regularPriceCents !== null ? (
              <span className="onsale">{t("shop.sale")}</span>
            ) : null}
            <span>
              {item.stockStatus === "outofstock"
                ? t("shop.outOfStock")
                : item.stockStatus === "onbackorder"
                  ? t("shop.onBackorder")
                  : t("shop.inStock")}
            </span>
            {item.sku ? (
              <span>
                {t("shop.sku")}: {item.sku}
              </span>
            ) : null}
            {item.category ? <span>{item.category.name}</span> : null}
          </div>
          {item.text ? (
            <p>
              <Highlighted text={excerpt(item.text, words)} words={words} />
            </p>
          ) : null}
        </div>
      </li>
    );
  }
  const date = formatDate(item.date, lang);
  return (
    <li className={`search-result search-result--${item.kind}`}>
      <div>
        <h2>
          <a href={itemUrl(item, lang)}>
            <Highlighted text={item.title} words={words} />
          </a>
        </h2>
        <div className="search-result__meta">
          <span>{st("search.publishedOn", { date })}</span>
          {item.category ? (
            <a href={blogPath(item.lang, blogPaths.category(item.category.slug))}>{item.category.name}</a>
          ) : null}
        </div>
        {item.text ? (
          <p>
            <Highlighted text={excerpt(item.text, words)} words={words} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function pageHref(lang: "de" | "en", query: string, page: number): string {
  const params = new URLSearchParams({ s: query });
  if (page > 1) params.set("paged", String(page));
  return `${localePath(lang, paths.home)}?${params}`;
}

function SearchPagination({ data }: { data: SearchPageData }) {
  const t = useT();
  const lang = useLang();
  if (data.pages <= 1) return null;
  const shown = Array.from({ length: data.pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === data.pages || Math.abs(n - data.page) <= 2,
  );
  return (
    <nav className="woocommerce-pagination" aria-label={t("shop.pagination")}>
      <ul className="page-numbers">
        {data.page > 1 ? (
          <li>
            <a
              className="prev page-numbers"
              href={pageHref(lang, data.query, data.page - 1)}
              aria-label={t("shop.prev")}
            >
              ←
            </a>
          </li>
        ) : null}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && n - (shown[i - 1] ?? n) > 1 ? <span className="page-numbers dots">…</span> : null}
            {n === data.page ? (
              <span aria-current="page" className="page-numbers current">
                {n}
              </span>
            ) : (
              <a
                className="page-numbers"
                href={pageHref(lang, data.query, n)}
                aria-label={t("shop.page", { page: n })}
              >
                {n}
              </a>
            )}
          </li>
        ))}
        {data.page < data.pages ? (
          <li>
            <a
              className="next page-numbers"
              href={pageHref(lang, data.query, data.page + 1)}
              aria-label={t("shop.next")}
            >
              →
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function SearchPage({ data, siteName }: { data: SearchPageData; siteName: string }) {
  const st = useSearchT();
  const lang = useLang();
  const heading = data.query.trim()
    ? st("search.resultsFor", { query: data.query.trim() })
    : st("search.pageTitle");
  const count = data.capped
    ? st("search.count.capped", { count: data.total })
    : data.total === 0
      ? st("search.count.none")
      : data.total === 1
        ? st("search.count.one")
        : st("search.count.many", { count: data.total });
  return (
    <div className="container search-page">
      <title>{`${heading} – ${siteName}`}</title>
      <meta name="robots" content="noindex, follow" />
      <h1>{heading}</h1>
      <SearchForm form={data.form} value={data.query} />
      {data.tooShort !== null ? (
        <p role="status">{st("search.tooShort", { count: data.tooShort })}</p>
      ) : data.query.trim() ? (
        <>
          <p className="woocommerce-result-count" role="status">
            {count}
          </p>
          {data.terms.length ? (
            <ul className="search-terms" aria-label={`${st("search.categories")}, ${st("search.tags")}`}>
              {data.terms.map((term) => (
                <li key={`${term.kind}-${term.id}`}>
                  <a
                    href={localePath(
                      lang,
                      term.kind === "product_cat" ? paths.category(term.slug) : paths.tag(term.slug),
                    )}
                  >
                    {`${st(term.kind === "product_cat" ? "search.categoryLabel" : "search.tagLabel")} ${term.name} (${term.count}${term.countCapped ? "+" : ""})`}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {data.items.length ? (
            <ul className="search-results">
              {data.items.map((item) => (
                <ResultCard key={`${item.kind}-${item.id}`} item={item} words={data.words} />
              ))}
            </ul>
          ) : (
            <p>{st("search.nothingFound")}</p>
          )}
          <SearchPagination data={data} />
        </>
      ) : null}
    </div>
  );
}

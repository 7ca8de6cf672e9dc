/**
 * The live search's answer (glossary E3), in Ivory Search's class names so its CSS and script
 * could read it: the result list (`.is-ajax-search-items`: categories, tags, items, the
 * show-more control, or "nothing found") and the details panel (`#is-ajax-search-details-ID`).
 * Rendered to static HTML by the `is_ajax_load_posts` handler; React escapes all text.
 *
 * Options of the listbox hold no focusable content (WAI-ARIA: an option's children are
 * presentational): titles are `<a>` without `href`, the target is the option's `data-url`, opened
 * by the script on click or Enter. Without JavaScript the panel does not exist (the form submits
 * to the results page, which has real links).
 *
 * Page 1 answers `.is-ajax-search-items` + details; later pages answer the items to append
 * (`.is-ajax-search-posts`), the next show-more control and their details.
 */

import { useLang, useT } from "#app/hooks/use-t.ts";
import { blogPath, blogPaths } from "#modules/blog/paths.ts";
import { LOCALE } from "#modules/i18n/index.ts";
import { type SearchTextKey, searchText } from "#modules/i18n/messages-search.ts";
import { excerpt, highlightSegments } from "#modules/search/query.ts";
import type { ItemResult, ProductResult, TermResult } from "#modules/search/results.ts";
import "#modules/i18n/messages-product.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { Price, TaxNotice } from "../shop/price.tsx";
import { ProductImage } from "../shop/product-image.tsx";

export type AjaxSearchView = {
  formId: number;
  page: number;
  words: string[];
  items: ItemResult[];
  terms: TermResult[];
  /** Matches in all (capped: at least this many). */
  total: number;
  capped: boolean;
  perPage: number;
  showMore: "redirect" | "load";
  details: boolean;
  /** The Versand und Zahlung page (German path; the price notes link it). */
  shippingPath: string;
};

export type SearchT = (key: SearchTextKey, params?: Record<string, string | number>) => string;

/** The search texts (messages-search.ts) in the page's language. */
export function useSearchT(): SearchT {
  const lang = useLang();
  return (key, params) => searchText(lang, key, params);
}

export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, words).map((s, i) =>
        s.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are static text
          <mark key={i} className="is-highlight">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

export function optionId(formId: number, kind: string, id: number): string {
  return `is-search-opt-${formId}-${kind}-${id}`;
}

/** Where a result leads: the product, the page or the blog post. */
export function itemUrl(item: ItemResult, lang: "de" | "en"): string {
  if (item.kind === "product") return localePath(lang, paths.product(item.slug));
  if (item.kind === "post") return blogPath(item.lang, blogPaths.post(item.slug));
  return localePath(item.lang, paths.page(item.slug));
}

function StockText({ product }: { product: ProductResult }) {
  const t = useT();
  if (product.stockStatus === "outofstock")
    return <span className="is-meta-stock out-of-stock">{t("shop.outOfStock")}</span>;
  if (product.stockStatus === "onbackorder")
    return <span className="is-meta-stock available-on-backorder">{t("shop.onBackorder")}</span>;
  return (
    <span className="is-meta-stock in-stock">
      {product.manageStock && product.stockQuantity !== null
        ? t("shop.stockCount", { count: product.stockQuantity })
        : t("shop.inStock")}
    </span>
  );
}

function onSale(p: ProductResult): boolean {
  return p.salePriceCents !== null && p.regularPriceCents !== null && p.salePriceCents < p.regularPriceCents;
}

export function formatDate(iso: string, lang: "de" | "en"): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "medium", timeZone: "Europe/Berlin" }).format(
    new Date(iso),
  );
}

/** One result: thumbnail, title link, meta (price, stock, SKU, date, category), excerpt, sale badge. */
export function ResultItem({
  item,
  formId,
  words,
}: {
  item: ItemResult;
  formId: number;
  words: readonly string[];
}) {
  const t = useT();
  const lang = useLang();
  const url = itemUrl(item, lang);
  const product = item.kind === "product" ? item : null;
  const sale = product ? onSale(product) : false;
  const title = product ? product.name : item.kind !== "product" ? item.title : "";
  const classes = [
    "is-ajax-search-post",
    `is-ajax-search-post-${item.id}`,
    product ? "is-product" : `is-${item.kind}`,
    sale ? "is-has-badge" : "",
  ].filter(Boolean);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached with aria-activedescendant; focus stays in the input
    <div
      className={classes.join(" ")}
      data-id={item.id}
      data-kind={item.kind}
      data-url={url}
      role="option"
      aria-selected="false"
      id={optionId(formId, item.kind, item.id)}
    >
      <div className="is-search-sections">
        {product ? (
          <div className="left-section">
            <div className="thumbnail">
              <ProductImage image={product.image} sizes="64px" />
            </div>
          </div>
        ) : null}
        <div className="right-section">
          <div className="is-title">
            {/* biome-ignore lint/a11y/useValidAnchor: Ivory Search's `.is-title a` without href: an option holds no focusable content; the option's data-url is opened by the script */}
            <a data-href={url}>
              <Highlighted text={title} words={words} />
            </a>
          </div>
          <div className="meta">
            {product ? (
              <>
                <div className="is-meta-price">
                  <Price
                    regularCents={product.regularPriceCents}
                    saleCents={product.salePriceCents}
                    minCents={product.minPriceCents}
                    maxCents={product.maxPriceCents}
                  />
                  {/* An option holds no link of its own: the note as text (the details panel links it). */}
                  <TaxNotice />
                </div>
                <StockText product={product} />
                {product.sku ? (
                  <span className="is-meta-sku">
                    {t("shop.sku")}: <Highlighted text={product.sku} words={words} />
                  </span>
                ) : null}
                {product.category ? <span className="is-meta-category">{product.category.name}</span> : null}
              </>
            ) : (
              <>
                <span className="meta-date">{formatDate(item.date, lang)}</span>
                {item.category ? <span className="is-meta-category">{item.category.name}</span> : null}
              </>
            )}
          </div>
          {item.text ? (
            <div className="is-search-content">
              <Highlighted text={excerpt(item.text, words, product ? 16 : 24)} words={words} />
            </div>
          ) : null}
          {sale ? <span className="onsale is-sale-badge">{t("shop.sale")}</span> : null}
        </div>
      </div>
    </div>
  );
}

function TermItems({
  terms,
  kind,
  formId,
}: {
  terms: TermResult[];
  kind: TermResult["kind"];
  formId: number;
}) {
  const st = useSearchT();
  const lang = useLang();
  const list = terms.filter((term) => term.kind === kind);
  if (list.length === 0) return null;
  const cat = kind === "product_cat";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA combobox), not a form fieldset
    <div
      className={cat ? "is-ajax-search-categories" : "is-ajax-search-tags"}
      role="group"
      aria-label={st(cat ? "search.categories" : "search.tags")}
    >
      {list.map((term) => (
        // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached with aria-activedescendant; focus stays in the input
        <div
          key={term.id}
          className="is-ajax-search-post"
          data-id={term.id}
          data-kind={kind}
          data-url={localePath(lang, cat ? paths.category(term.slug) : paths.tag(term.slug))}
          role="option"
          aria-selected="false"
          id={optionId(formId, kind, term.id)}
        >
          <span className="is-ajax-term-label">{st(cat ? "search.categoryLabel" : "search.tagLabel")}</span>{" "}
          <span className="is-title">
            {/* biome-ignore lint/a11y/useValidAnchor: Ivory Search's `.is-title a` without href: an option holds no focusable content; the option's data-url is opened by the script */}
            <a data-href={localePath(lang, cat ? paths.category(term.slug) : paths.tag(term.slug))}>
              {`${term.name} (${term.count}${term.countCapped ? "+" : ""})`}
            </a>
          </span>
        </div>
      ))}
    </div>
  );
}

function ShowMore({ view }: { view: AjaxSearchView }) {
  const st = useSearchT();
  const shown = (view.page - 1) * view.perPage + view.items.length;
  const remaining = view.total - shown;
  if (remaining <= 0) return null;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached with aria-activedescendant; focus stays in the input
    <div
      className={`is-show-more-results${view.showMore === "redirect" ? " redirect-tosr" : ""}`}
      data-page={view.page + 1}
      role="option"
      aria-selected="false"
      id={`is-search-opt-${view.formId}-more-${view.page + 1}`}
    >
      <span className="is-show-more-results-text">
        {view.capped
          ? st("search.moreResultsCapped", { count: remaining })
          : st("search.moreResults", { count: remaining })}
      </span>
      <span className="is-load-more-image" aria-hidden="true" />
    </div>
  );
}

/** Quantity and add-to-cart, using the shop's AJAX add-to-cart (`.add_to_cart_button.ajax_add_to_cart`). */
function ProductActions({ product }: { product: ProductResult }) {
  const t = useT();
  const lang = useLang();
  const purchasable =
    product.type === "simple" && product.stockStatus !== "outofstock" && product.minPriceCents !== null;
  if (!purchasable) {
    return (
      <div className="is-ajax-woocommerce-actions">
        <a className="button button--ghost" href={localePath(lang, paths.product(product.slug))}>
          {product.stockStatus === "outofstock" ? t("shop.readMore") : t("shop.selectOptions")}
        </a>
      </div>
    );
  }
  const max = product.maxQuantity ?? (product.manageStock ? product.stockQuantity : null);
  return (
    <div className="is-ajax-woocommerce-actions">
      <input
        type="number"
        className="is-ajax-search-product-quantity input-text qty"
        min={product.minQuantity}
        max={max ?? undefined}
        step={1}
        defaultValue={product.minQuantity}
        inputMode="numeric"
        aria-label={t("shop.quantityOf", { name: product.name })}
        data-product_id={product.id}
      />
      <a
        href={`?add-to-cart=${product.id}`}
        data-quantity={product.minQuantity}
        data-product_id={product.id}
        data-success_message={t("cart.added", { name: product.name })}
        className="button product_type_simple add_to_cart_button ajax_add_to_cart"
        aria-label={`${t("shop.addToCart")}: „${product.name}“`}
        rel="nofollow"
      >
        {t("shop.addToCart")}
      </a>
    </div>
  );
}

function DetailsProduct({
  product,
  large,
  shippingPath,
}: {
  product: ProductResult;
  large: boolean;
  shippingPath: string;
}) {
  const lang = useLang();
  const url = localePath(lang, paths.product(product.slug));
  return (
    <div className="is-ajax-details-product">
      <div className="is-ajax-details-image">
        <ProductImage image={product.image} sizes={large ? "300px" : "80px"} />
      </div>
      <div className="is-ajax-details-body">
        <div className="is-title">
          <a href={url}>{product.name}</a>
        </div>
        <div className="is-meta-price">
          <Price
            regularCents={product.regularPriceCents}
            saleCents={product.salePriceCents}
            minCents={product.minPriceCents}
            maxCents={product.maxPriceCents}
          />
          <TaxNotice shippingUrl={localePath(lang, shippingPath)} />
        </div>
        {large ? (
          <>
            <StockText product={product} />
            {product.text ? <p className="is-search-content">{excerpt(product.text, [], 30)}</p> : null}
          </>
        ) : null}
        <ProductActions product={product} />
      </div>
    </div>
  );
}

function Details({ view }: { view: AjaxSearchView }) {
  const st = useSearchT();
  const products = view.items.filter((i): i is ProductResult => i.kind === "product");
  const section = (kind: TermResult["kind"]) => view.terms.filter((term) => term.kind === kind);
  return (
    <div
      id={`is-ajax-search-details-${view.formId}`}
      className="is-ajax-search-details"
      data-label={st("search.details")}
    >
      <div className="is-ajax-search-items">
        {view.page === 1 ? (
          <>
            <div className="is-ajax-search-categories-details">
              {section("product_cat").map((term) => (
                <TermDetails key={term.id} term={term} shippingPath={view.shippingPath} />
              ))}
            </div>
            <div className="is-ajax-search-tags-details">
              {section("product_tag").map((term) => (
                <TermDetails key={term.id} term={term} shippingPath={view.shippingPath} />
              ))}
            </div>
          </>
        ) : null}
        <div className="is-ajax-search-posts-details">
          {products.map((p) => (
            <div key={p.id} className="is-ajax-search-post-details" data-id={p.id} hidden>
              <DetailsProduct product={p} large shippingPath={view.shippingPath} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function TermDetails({ term, shippingPath }: { term: TermResult; shippingPath: string }) {
  const st = useSearchT();
  return (
    <div className="is-ajax-search-post-details" data-id={term.id} hidden>
      <div className="is-ajax-details-heading">{st("search.productsIn", { name: term.name })}</div>
      {term.products.map((p) => (
        <DetailsProduct key={p.id} product={p} large={false} shippingPath={shippingPath} />
      ))}
    </div>
  );
}

function announceText(view: AjaxSearchView, st: SearchT): string {
  const count = view.total + view.terms.length;
  if (view.capped) return st("search.announce.capped", { count: view.total });
  return count === 1 ? st("search.announce.one") : st("search.announce.many", { count });
}

/** The whole answer of `is_ajax_load_posts` for one page. */
export function AjaxSearchAnswer({ view }: { view: AjaxSearchView }) {
  const st = useSearchT();
  const items = (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA combobox), not a form fieldset
    <div className="is-ajax-search-posts" role="group" aria-label={st("search.items")}>
      {view.items.map((item) => (
        <ResultItem key={`${item.kind}-${item.id}`} item={item} formId={view.formId} words={view.words} />
      ))}
    </div>
  );
  const details =
    view.details && (view.items.some((i) => i.kind === "product") || view.terms.length) ? (
      <Details view={view} />
    ) : null;
  if (view.page > 1) {
    return (
      <>
        {items}
        <ShowMore view={view} />
        {details}
      </>
    );
  }
  if (view.items.length === 0 && view.terms.length === 0) {
    return (
      <div className="is-ajax-search-items" data-total={0} data-announce={st("search.announce.none")}>
        <div className="is-ajax-search-no-result">{st("search.nothingFound")}</div>
      </div>
    );
  }
  return (
    <>
      <div
        className={`is-ajax-search-items ${view.details ? "is-show-details-enabled" : "is-show-details-disabled"}`}
        role="listbox"
        aria-label={st("search.results")}
        id={`is-ajax-search-listbox-${view.formId}`}
        data-total={view.total}
        data-capped={view.capped ? "1" : undefined}
        data-announce={announceText(view, st)}
      >
        <TermItems terms={view.terms} kind="product_cat" formId={view.formId} />
        <TermItems terms={view.terms} kind="product_tag" formId={view.formId} />
        {items}
        <ShowMore view={view} />
      </div>
      {details}
    </>
  );
}

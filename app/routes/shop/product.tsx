import { useEffect, useMemo, useState } from "react";
import { data, Link } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { ProductPrices } from "#app/components/shop/price.tsx";
import { ProductImage } from "#app/components/shop/product-image.tsx";
import { SlideRegion } from "#app/components/shop/slide-region.tsx";
import { SingleVariation, stockText, VariationSelects } from "#app/components/shop/variation-form.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { installQuantityClamp } from "#app/lib/quantity-clamp.ts";
import { VARIATION_PRICE_SLIDE_MS } from "#app/lib/shop-timings.ts";
import { findVariation, isCompleteSelection, maxQuantityOf, type Selection } from "#app/lib/variations.ts";
import { getProductBySlug } from "#modules/catalog/index.ts";
import { getSetting } from "#modules/settings/index.ts";
import "#modules/i18n/messages-product.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/product";
import { mayPreview, PREVIEW_HEADERS, previewTexts } from "./preview.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  // A product that is not published: 404, unless an owner previews it (preview.server.ts).
  const product =
    (await getProductBySlug(db, params.slug, lang)) ??
    ((await mayPreview(context))
      ? await getProductBySlug(db, params.slug, lang, { preview: true })
      : undefined);
  if (!product) throw data(null, { status: 404 });
  const defaultDeliveryTime = await getSetting(db, "shop.defaultDeliveryTime");
  const preview = product.status !== "publish" ? previewTexts(lang, product.status) : null;
  return data(
    { product, deliveryTime: product.deliveryTime ?? defaultDeliveryTime, lang, preview },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

/** A preview's headers reach the document (React Router takes them from the loader only when asked). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, deliveryTime, preview } = loaderData;
  const t = useT();
  const lang = useLang();
  const shippingUrl = useLegalPath("shipping");
  const images = [product.image, ...product.gallery].filter((i) => i !== null);
  const isVariable = product.type === "variable";
  const slugs = useMemo(
    () => product.attributes.filter((a) => a.variation).map((a) => a.slug),
    [product.attributes],
  );
  const [selection, setSelection] = useState<Selection>({});
  // Quantity fields outside the cart table are raised to their minimum (WooCommerce's script).
  useEffect(() => installQuantityClamp(document), []);
  // Another product (a client-side navigation between products) starts without a choice.
  useEffect(() => {
    void product.id;
    setSelection({});
  }, [product.id]);
  const complete = isVariable && isCompleteSelection(slugs, selection);
  const variation = isVariable ? findVariation(product.variations, slugs, selection) : undefined;
  const unavailable = complete && (!variation || variation.stockStatus === "outofstock");
  const productStock = stockText(t, product);
  const maxQuantity = maxQuantityOf(product, variation);
  return (
    <div className="container product-page">
      <title>{product.name}</title>
      <meta name="description" content={product.shortDescription.replace(/<[^>]+>/g, "").slice(0, 160)} />
      {preview ? <PreviewBanner texts={preview} /> : null}
      <ProductBreadcrumb category={product.categories[0]} />
      <div className={`product type-product product-type-${product.type}`}>
        <section className="product-gallery" aria-label={t("shop.gallery")}>
          {images.map((img, i) => (
            <ProductImage
              key={img.id}
              image={img}
              eager={i === 0}
              sizes="(min-width: 992px) 560px, 100vw"
              className={i === 0 ? "product-gallery__main" : "product-gallery__thumb"}
            />
          ))}
        </section>
        <section className="summary entry-summary">
          <h1 className="product_title entry-title">{product.name}</h1>
          <div className="product-price-block">
            {/* German Market's offers block: slides away once a variation is chosen, back on reset. */}
            <SlideRegion
              open={!variation}
              durationMs={VARIATION_PRICE_SLIDE_MS}
              className="legacy-itemprop-offers"
            >
              <ProductPrices product={product} shippingUrl={shippingUrl} />
            </SlideRegion>
            <p className="delivery-time">{t("shop.deliveryTime", { time: deliveryTime })}</p>
          </div>
          <div
            className="woocommerce-product-details__short-description"
            dangerouslySetInnerHTML={{ __html: product.shortDescription }}
          />
          {!isVariable || product.stockStatus === "outofstock" ? (
            <p className={`stock ${productStock.className}`}>{productStock.text}</p>
          ) : null}
          {product.stockStatus !== "outofstock" ? (
            <form
              className={isVariable ? "cart variations_form" : "cart"}
              method="post"
              action={localePath(lang, paths.product(product.slug))}
              data-product_id={product.id}
            >
              {isVariable ? (
                <>
                  <VariationSelects product={product} selection={selection} onSelect={setSelection} />
                  <SingleVariation
                    product={product}
                    variation={variation}
                    complete={complete}
                    shippingUrl={shippingUrl}
                  />
                  <input
                    type="hidden"
                    name="variation_id"
                    className="variation_id"
                    value={variation?.id ?? 0}
                  />
                </>
              ) : null}
              <div className="cart-actions">
                <div className="quantity">
                  <label className="screen-reader-text" htmlFor="quantity">
                    {t("shop.quantityOf", { name: product.name })}
                  </label>
                  <input
                    id="quantity"
                    className="input-text qty text"
                    type="number"
                    name="quantity"
                    defaultValue={product.minQuantity}
                    min={product.minQuantity}
                    max={maxQuantity}
                    step={1}
                    inputMode="numeric"
                  />
                </div>
                <button
                  type="submit"
                  name="add-to-cart"
                  value={product.id}
                  className={`single_add_to_cart_button button alt${unavailable ? " disabled wc-variation-is-unavailable" : ""}`}
                  disabled={unavailable}
                >
                  {t("shop.addToCart")}
                </button>
              </div>
            </form>
          ) : null}
          <div className="product_meta">
            {variation?.sku || product.sku ? (
              <p>
                {t("shop.sku")}: <span className="sku">{variation?.sku || product.sku}</span>
              </p>
            ) : null}
            {product.categories.length ? (
              <p>
                {t("shop.categories")}:{" "}
                {product.categories.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? ", " : ""}
                    <Link to={localePath(lang, paths.category(c.slug))}>{c.name}</Link>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        </section>
      </div>
      <section className="product-description" aria-labelledby="product-description-title">
        <h2 id="product-description-title">{t("shop.description")}</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>
      {product.weight !== null ? <AdditionalInformation weight={product.weight} /> : null}
    </div>
  );
}

/** The owner's preview of a product the shop does not show yet: said plainly, and not for search engines. */
function PreviewBanner({ texts }: { texts: { banner: string; note: string } }) {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <p className="product-preview-banner" role="status">
        <strong>{texts.banner}</strong> {texts.note}
      </p>
    </>
  );
}

/** WooCommerce's "Zusätzliche Informationen" table: the weight, when one is set. */
function AdditionalInformation({ weight }: { weight: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="product-additional-information" aria-labelledby="product-additional-title">
      <h2 id="product-additional-title">{t("shop.additionalInformation")}</h2>
      <table className="woocommerce-product-attributes shop_attributes">
        <tbody>
          <tr className="woocommerce-product-attributes-item--weight">
            <th scope="row">{t("shop.weight")}</th>
            <td>{`${formatWeight(weight, lang)} kg`}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** A weight in kg as the shop's language writes it ("0,25"). */
const formatWeight = (kg: string, lang: string) =>
  new Intl.NumberFormat(lang === "en" ? "en-GB" : "de-DE", { maximumFractionDigits: 3 }).format(Number(kg));

/** Home / shop / the product's first category. */
function ProductBreadcrumb({ category }: { category: { slug: string; name: string } | undefined }) {
  const t = useT();
  const lang = useLang();
  return (
    <nav aria-label={t("shop.breadcrumb")} className="woocommerce-breadcrumb">
      <Link to={localePath(lang, paths.home)}>{t("site.home")}</Link> /{" "}
      <Link to={localePath(lang, paths.shop)}>{t("shop.title")}</Link>
      {category ? (
        <>
          {" / "}
          <Link to={localePath(lang, paths.category(category.slug))}>{category.name}</Link>
        </>
      ) : null}
    </nav>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

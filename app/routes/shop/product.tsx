import { data, Link } from "react-router";
import { getProductBySlug } from "../../../modules/catalog/index.ts";
import { getSetting } from "../../../modules/settings/index.ts";
import { localePath, paths } from "../../../modules/site/paths.ts";
import { RouteErrorBoundary } from "../../components/layout/route-error-boundary.tsx";
import { Price, TaxNotice, UnitPriceLine } from "../../components/shop/price.tsx";
import { ProductImage } from "../../components/shop/product-image.tsx";
import { requestStateContext, servicesContext } from "../../context.ts";
import { useLang, useT } from "../../hooks/use-t.ts";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  const product = await getProductBySlug(db, params.slug);
  if (!product) throw data(null, { status: 404 });
  const defaultDeliveryTime = await getSetting(db, "shop.defaultDeliveryTime");
  return { product, deliveryTime: product.deliveryTime ?? defaultDeliveryTime, lang };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, deliveryTime } = loaderData;
  const t = useT();
  const lang = useLang();
  const images = [product.image, ...product.gallery].filter((i) => i !== null);
  const current =
    product.type === "simple" ? (product.salePriceCents ?? product.regularPriceCents) : product.minPriceCents;
  const stockText =
    product.stockStatus === "outofstock"
      ? t("shop.outOfStock")
      : product.manageStock && product.stockQuantity !== null
        ? t("shop.stockCount", { count: product.stockQuantity })
        : t("shop.inStock");
  return (
    <div className="container product-page">
      <title>{product.name}</title>
      <meta name="description" content={product.shortDescription.replace(/<[^>]+>/g, "").slice(0, 160)} />
      <nav aria-label={t("shop.breadcrumb")} className="woocommerce-breadcrumb">
        <Link to={localePath(lang, paths.home)}>{t("site.home")}</Link> /{" "}
        <Link to={localePath(lang, paths.shop)}>{t("shop.title")}</Link>
        {product.categories[0] ? (
          <>
            {" / "}
            <Link to={localePath(lang, paths.category(product.categories[0].slug))}>
              {product.categories[0].name}
            </Link>
          </>
        ) : null}
      </nav>
      <div className={`product type-product product-type-${product.type}`}>
        <section className="product-gallery" aria-label={t("shop.gallery")}>
          {images.map((img, i) => (
            <ProductImage
              key={img.id}
              image={img}
              eager={i === 0}
              sizes="(min-width: 900px) 560px, 100vw"
              className={i === 0 ? "product-gallery__main" : "product-gallery__thumb"}
            />
          ))}
        </section>
        <section className="summary entry-summary">
          <h1 className="product_title entry-title">{product.name}</h1>
          <div className="product-price-block">
            <Price
              regularCents={product.regularPriceCents}
              saleCents={product.salePriceCents}
              minCents={product.minPriceCents}
              maxCents={product.maxPriceCents}
            />
            {product.type === "simple" ? (
              <UnitPriceLine
                priceCents={current}
                netQuantity={product.netQuantity}
                netUnit={product.netUnit}
                unitReference={product.unitReference}
              />
            ) : null}
            <TaxNotice shippingUrl={localePath(lang, paths.shipping)} />
            <p className="delivery-time">{t("shop.deliveryTime", { time: deliveryTime })}</p>
          </div>
          <div
            className="woocommerce-product-details__short-description"
            dangerouslySetInnerHTML={{ __html: product.shortDescription }}
          />
          <p className={`stock ${product.stockStatus === "outofstock" ? "out-of-stock" : "in-stock"}`}>
            {stockText}
          </p>
          {product.stockStatus !== "outofstock" ? (
            <form className="cart" method="post" action={localePath(lang, paths.product(product.slug))}>
              {product.type === "variable"
                ? product.attributes
                    .filter((a) => a.variation)
                    .map((a) => (
                      <p className="variation-field" key={a.slug}>
                        <label htmlFor={`attribute_${a.slug}`}>{a.name}</label>
                        <select
                          id={`attribute_${a.slug}`}
                          name={`attribute_${a.slug}`}
                          required
                          defaultValue=""
                        >
                          <option value="" disabled>
                            {t("shop.selectOptions")}
                          </option>
                          {a.options.map((o) => (
                            <option key={o} value={o}>
                              {o}
                            </option>
                          ))}
                        </select>
                      </p>
                    ))
                : null}
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
                    max={
                      product.maxQuantity ??
                      (product.manageStock ? (product.stockQuantity ?? undefined) : undefined)
                    }
                    step={1}
                    inputMode="numeric"
                  />
                </div>
                <button
                  type="submit"
                  name="add-to-cart"
                  value={product.id}
                  className="single_add_to_cart_button button alt"
                >
                  {t("shop.addToCart")}
                </button>
              </div>
            </form>
          ) : null}
          <div className="product_meta">
            {product.sku ? (
              <p>
                {t("shop.sku")}: <span className="sku">{product.sku}</span>
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
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

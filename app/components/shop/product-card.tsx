import { Link } from "react-router";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import type { ListedProduct } from "#modules/catalog/listing.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { ProductPrices } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";

/** A product in a listing, in WooCommerce's `li.product` markup with a real add-to-cart link. */
export function ProductCard({ product, eager = false }: { product: ListedProduct; eager?: boolean }) {
  const t = useT();
  const lang = useLang();
  const url = localePath(lang, paths.product(product.slug));
  const shippingUrl = useLegalPath("shipping");
  const onSale = product.salePriceCents !== null && product.regularPriceCents !== null;
  const purchasable =
    product.type === "simple" && product.stockStatus !== "outofstock" && product.minPriceCents !== null;
  return (
    <li
      className={`product type-product product-card${product.stockStatus === "outofstock" ? " outofstock" : ""}`}
    >
      <Link to={url} className="product-card__link" prefetch="intent">
        <ProductImage
          image={product.image}
          sizes="(min-width: 1200px) 260px, (min-width: 768px) 30vw, 46vw"
          eager={eager}
        />
        {onSale ? <span className="onsale">{t("shop.sale")}</span> : null}
        <h2 className="woocommerce-loop-product__title">{product.name}</h2>
      </Link>
      <div className="product-card__price">
        <ProductPrices product={product} shippingUrl={shippingUrl} />
      </div>
      {purchasable ? (
        <a
          href={`?add-to-cart=${product.id}`}
          data-quantity={product.minQuantity}
          data-product_id={product.id}
          data-success_message={
            product.minQuantity > 1
              ? t("cart.addedMany", { quantity: product.minQuantity, name: product.name })
              : t("cart.added", { name: product.name })
          }
          className="button product_type_simple add_to_cart_button ajax_add_to_cart"
          aria-label={`${t("shop.addToCart")}: „${product.name}“`}
          rel="nofollow"
        >
          {t("shop.addToCart")}
        </a>
      ) : (
        // WooCommerce's markup: the product id on every loop button (scripts read ids from them);
        // without `ajax_add_to_cart` no script adds it, the link opens the product page.
        <Link
          to={url}
          data-quantity={product.minQuantity}
          data-product_id={product.id}
          className={`button button--ghost product_type_${product.type} add_to_cart_button`}
          // The accessible name starts with the visible text (WCAG 2.5.3): "Weiterlesen", not "Nicht vorrätig".
          aria-label={
            product.stockStatus === "outofstock"
              ? `${t("shop.readMore")}: „${product.name}“ (${t("shop.outOfStock")})`
              : `${t("shop.selectOptions")}: „${product.name}“`
          }
        >
          {product.stockStatus === "outofstock" ? t("shop.readMore") : t("shop.selectOptions")}
        </Link>
      )}
    </li>
  );
}

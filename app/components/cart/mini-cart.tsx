import { useLang, useT } from "#app/hooks/use-t.ts";
import type { CartView } from "#modules/cart/view.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import "#modules/i18n/messages-vouchers.ts";
import "#modules/i18n/messages-cart.ts";
import "#modules/i18n/messages-theme.ts";
import { Amount } from "../shop/price.tsx";
import { ProductImage } from "../shop/product-image.tsx";
import { CartIcon } from "../ui/icons.tsx";
import { removeItemUrl } from "./remove-item-url.ts";

/**
 * The mini cart: WooCommerce's `div.widget_shopping_cart_content`, rendered the same way in the
 * page and as the `fragments` of the wire responses.
 */
export function MiniCartContent({ cart, removeNonce }: { cart: CartView; removeNonce: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="widget_shopping_cart_content">
      {cart.lines.length === 0 ? (
        <p className="woocommerce-mini-cart__empty-message">{t("cart.miniEmpty")}</p>
      ) : (
        <>
          <ul className="woocommerce-mini-cart cart_list product_list_widget">
            {cart.lines.map((line) => (
              <li className="woocommerce-mini-cart-item mini_cart_item" key={line.key}>
                <a
                  href={removeItemUrl(lang, line.key, removeNonce)}
                  className="remove remove_from_cart_button"
                  aria-label={t("cart.remove", { name: line.name })}
                  data-product_id={line.productId}
                  data-cart_item_key={line.key}
                  data-success_message={t("cart.removed", { name: line.name })}
                >
                  ×
                </a>
                <a className="mini-cart-item__product" href={localePath(lang, paths.product(line.slug))}>
                  <ProductImage image={line.image} sizes="56px" className="mini-cart-item__image" />
                  <span>{line.name}</span>
                </a>
                <span className="quantity">
                  {line.quantity} × <Amount cents={line.unitCents} />
                </span>
              </li>
            ))}
          </ul>
          <p className="woocommerce-mini-cart__total total">
            <strong>{t("cart.subtotal")}:</strong> <Amount cents={cart.totals.subtotalCents} />
          </p>
          {cart.coupons.map((c) =>
            c.discountCents > 0 ? (
              <p key={c.code} className="woocommerce-mini-cart__discount cart-discount">
                <strong>{t("cart.couponLine", { code: c.code })}:</strong> −<Amount cents={c.discountCents} />
              </p>
            ) : null,
          )}
          {cart.vouchers.length ? (
            <>
              <p className="woocommerce-mini-cart__total-with-shipping">
                <strong>{t("cart.total")}:</strong> <Amount cents={cart.totals.totalCents} />
              </p>
              {cart.vouchers.map((v) => (
                <p key={v.code} className="woocommerce-mini-cart__voucher gift-voucher">
                  <strong>{t("voucher.payment", { code: v.code })}:</strong> −<Amount cents={v.cents} />
                </p>
              ))}
              <p className="woocommerce-mini-cart__due order-due">
                <strong>{t("voucher.due")}:</strong> <Amount cents={cart.dueCents} />
              </p>
            </>
          ) : null}
          <p className="woocommerce-mini-cart__buttons buttons">
            <a href={localePath(lang, paths.cart)} className="button button--ghost wc-forward">
              {t("shop.viewCart")}
            </a>
            <a href={localePath(lang, paths.checkout)} className="button checkout wc-forward">
              {t("cart.toCheckout")}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

/** The header's cart link with the item count (fragment key `a.cart-contents`). */
export function CartContentsLink({ cart }: { cart: CartView }) {
  const t = useT();
  const lang = useLang();
  const count = cart.totals.itemCount;
  return (
    <a href={localePath(lang, paths.cart)} className="cart-contents header-tool header-cart">
      <CartIcon />
      {/* Named by its visible label (WCAG 2.5.3), the count spelled out for screen readers. */}
      <span className="header-cart__label">{t("site.cart")}</span>{" "}
      <span className="count" aria-hidden="true" data-count={count}>
        {count}
      </span>{" "}
      <span className="screen-reader-text">{t("cart.count", { count })}</span>
    </a>
  );
}

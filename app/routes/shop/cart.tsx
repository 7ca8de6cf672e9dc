import { type Ref, useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { useCart } from "#app/components/cart/cart-context.tsx";
import { CouponForm, CouponRows } from "#app/components/cart/coupon-form.tsx";
import { removeItemUrl } from "#app/components/cart/remove-item-url.ts";
import { VoucherRows } from "#app/components/cart/voucher-rows.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { Amount } from "#app/components/shop/price.tsx";
import { ProductImage } from "#app/components/shop/product-image.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { block, unblock } from "#app/lib/block-ui.ts";
import { focusNotice } from "#app/lib/notices-a11y.ts";
import { type CartError, cartErrorMessage } from "#modules/cart/errors.ts";
import { MAX_LINE_QUANTITY } from "#modules/cart/quantity.ts";
import { updateSessionCart } from "#modules/cart/session-cart.ts";
import { couponFormAction } from "#modules/coupons/coupon-form.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-cart.ts";
import "#modules/i18n/messages-product.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/cart";

const QTY_FIELD = /^cart\[([0-9a-f]{32})\]\[qty\]$/;

/** The cart form's "update": every changed quantity is applied or reported; 0 removes a line. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { session, lang } = context.get(requestStateContext);
  const form = await request.formData();
  const nonce = form.get("_wpnonce");
  if (
    !(await checkNonce(
      services.config.secret,
      typeof nonce === "string" ? nonce : undefined,
      NONCE_ACTIONS.cart,
      await requestNonceSubject(session),
    ))
  ) {
    return data({ ok: false, messages: [translate(lang, "wire.badNonce")] }, { status: 403 });
  }
  // The coupon forms (cart and checkout): change, notice for the next page, 303 back (also without JS).
  if (form.has("apply_coupon") || form.has("remove_coupon")) {
    const back = localePath(lang, form.get("back") === "checkout" ? paths.checkout : paths.cart);
    await couponFormAction(services.db, session, form, lang);
    return redirect(back, 303);
  }
  const quantities: Record<string, number> = {};
  const invalid: string[] = [];
  for (const [name, value] of form) {
    const key = QTY_FIELD.exec(name)?.[1];
    if (!key || typeof value !== "string") continue;
    const text = value.trim();
    if (/^\d{1,4}$/.test(text) && Number(text) <= MAX_LINE_QUANTITY) quantities[key] = Number(text);
    else invalid.push(key);
  }
  const { errors } = await updateSessionCart(services.db, session, quantities);
  const messages = [
    ...(invalid.length ? [translate(lang, "cart.invalidQuantity")] : []),
    ...errors.map((e: CartError) => cartErrorMessage(e, lang)),
  ];
  return data({ ok: messages.length === 0, messages }, { status: messages.length ? 422 : 200 });
}

export default function CartPage() {
  const t = useT();
  const lang = useLang();
  const { cart } = useCart();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  // Busy while the cart form is submitted and the page data reloaded (not while leaving the page).
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const pleaseWait = t("cart.pleaseWait");
  const form = useRef<HTMLFormElement>(null);
  const totals = useRef<HTMLElement>(null);
  // While the update is on its way, the form and the totals are blocked (WooCommerce's cart.js).
  useEffect(() => {
    const blocked = [form.current, totals.current].filter((el) => el !== null);
    if (!busy) return;
    for (const el of blocked) block(el, pleaseWait);
    return () => {
      for (const el of blocked) void unblock(el);
    };
  }, [busy, pleaseWait]);
  // The update's notice is scrolled to and focused, as after a page load.
  const resultNotice = useRef<HTMLElement>(null);
  useEffect(() => {
    if (result && resultNotice.current) return focusNotice(resultNotice.current);
  }, [result]);
  if (cart.lines.length === 0) {
    return (
      <div className="container cart-page">
        <title>{t("cart.title")}</title>
        <h1>{t("cart.title")}</h1>
        <p className="cart-empty woocommerce-info">{t("cart.empty")}</p>
        <p>
          <Link className="button" to={localePath(lang, paths.shop)}>
            {t("cart.backToShop")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container cart-page">
      <title>{t("cart.title")}</title>
      <h1>{t("cart.title")}</h1>
      {result ? (
        result.ok ? (
          <div
            className="woocommerce-message"
            role="alert"
            ref={(el) => {
              resultNotice.current = el;
            }}
          >
            {t("cart.updated")}
          </div>
        ) : (
          <ul
            className="woocommerce-error"
            role="alert"
            ref={(el) => {
              resultNotice.current = el;
            }}
          >
            {result.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )
      ) : null}
      <div className="cart-layout">
        <div className="cart-main">
          <Form method="post" className="woocommerce-cart-form" ref={form} data-cart-region="">
            <input type="hidden" name="_wpnonce" value={cart.removeNonce} />
            <table className="shop_table cart woocommerce-cart-form__contents">
              <thead>
                <tr>
                  <th className="product-remove">
                    <span className="screen-reader-text">{t("cart.removeColumn")}</span>
                  </th>
                  <th className="product-name" colSpan={2}>
                    {t("cart.product")}
                  </th>
                  <th className="product-price">{t("cart.price")}</th>
                  <th className="product-quantity">{t("cart.quantity")}</th>
                  <th className="product-subtotal">{t("cart.lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <CartLineRow key={line.key} line={line} removeNonce={cart.removeNonce} />
                ))}
              </tbody>
            </table>
            <p className="cart-form-actions">
              <button
                type="submit"
                className="button button--ghost"
                name="update_cart"
                value="1"
                disabled={busy}
              >
                {t("cart.update")}
              </button>
            </p>
          </Form>
          <CouponForm nonce={cart.removeNonce} back="cart" />
        </div>
        <CartTotals cart={cart} ref={totals} />
      </div>
    </div>
  );
}

type CartLine = ReturnType<typeof useCart>["cart"]["lines"][number];

/** One line of the cart form: remove link, image, name, price, quantity input, line total. */
function CartLineRow({ line, removeNonce }: { line: CartLine; removeNonce: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <tr className="woocommerce-cart-form__cart-item cart_item">
      <td className="product-remove">
        <a
          href={removeItemUrl(lang, line.key, removeNonce)}
          className="remove"
          aria-label={t("cart.remove", { name: line.name })}
          data-product_id={line.productId}
          data-cart_item_key={line.key}
        >
          ×
        </a>
      </td>
      <td className="product-thumbnail">
        <ProductImage image={line.image} sizes="80px" />
      </td>
      <td className="product-name" data-title={t("cart.product")}>
        <Link to={localePath(lang, paths.product(line.slug))}>{line.name}</Link>
        {line.deliveryTime ? (
          <p className="delivery-time">{t("shop.deliveryTime", { time: line.deliveryTime })}</p>
        ) : null}
      </td>
      <td className="product-price" data-title={t("cart.price")}>
        <Amount cents={line.unitCents} />
      </td>
      <td className="product-quantity" data-title={t("cart.quantity")}>
        <div className="quantity">
          <label className="screen-reader-text" htmlFor={`qty-${line.key}`}>
            {t("shop.quantityOf", { name: line.name })}
          </label>
          <input
            id={`qty-${line.key}`}
            className="input-text qty text"
            type="number"
            name={`cart[${line.key}][qty]`}
            defaultValue={line.quantity}
            min={0}
            max={line.maxQuantity}
            step={1}
            inputMode="numeric"
          />
        </div>
      </td>
      <td className="product-subtotal" data-title={t("cart.lineTotal")}>
        <Amount cents={line.unitCents * line.quantity} />
      </td>
    </tr>
  );
}

/** The totals box: subtotal, shipping, total with VAT per rate, the free-shipping hint, checkout. */
function CartTotals({ cart, ref }: { cart: ReturnType<typeof useCart>["cart"]; ref: Ref<HTMLElement> }) {
  const t = useT();
  const lang = useLang();
  const shippingUrl = useLegalPath("shipping");
  const missingForFree =
    cart.freeShippingFromCents !== null && cart.totals.shippingCents > 0
      ? cart.freeShippingFromCents - cart.totals.subtotalCents
      : 0;
  return (
    <section className="cart_totals" aria-labelledby="cart-totals-title" ref={ref} data-cart-region="">
      <h2 id="cart-totals-title">{t("cart.totals")}</h2>
      <table className="shop_table shop_table_responsive">
        <tbody>
          <tr className="cart-subtotal">
            <th scope="row">{t("cart.subtotal")}</th>
            <td>
              <Amount cents={cart.totals.subtotalCents} />
            </td>
          </tr>
          <CouponRows coupons={cart.coupons} nonce={cart.removeNonce} back="cart" />
          <tr className="shipping">
            <th scope="row">{t("cart.shipping")}</th>
            <td>
              {cart.totals.shippingCents === 0 ? (
                t("cart.shippingFree")
              ) : (
                <Amount cents={cart.totals.shippingCents} />
              )}
            </td>
          </tr>
          <tr className="order-total">
            <th scope="row">{t("cart.total")}</th>
            <td>
              <strong>
                <Amount cents={cart.totals.totalCents} />
              </strong>
              {cart.totals.vat.map((v) => (
                <small className="includes_tax" key={v.rateBp}>
                  {" "}
                  {t("cart.vatIncluded", { amount: formatPrice(v.cents, lang), rate: v.rateBp / 100 })}
                </small>
              ))}
            </td>
          </tr>
          <VoucherRows
            vouchers={cart.vouchers}
            dueCents={cart.dueCents}
            remove={{ nonce: cart.removeNonce, back: "cart" }}
          />
        </tbody>
      </table>
      {missingForFree > 0 ? (
        <p className="free-shipping-hint">
          {t("cart.freeShippingHint", { amount: formatPrice(missingForFree, lang) })}
        </p>
      ) : null}
      <div className="wc-proceed-to-checkout">
        <Link className="checkout-button button alt wc-forward" to={localePath(lang, paths.checkout)}>
          {t("cart.toCheckout")}
        </Link>
      </div>
      <p className="shipping-note">
        <Link to={shippingUrl}>{t("shop.shippingLink")}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

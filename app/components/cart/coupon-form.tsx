import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useCart } from "#app/components/cart/cart-context.tsx";
import { Amount } from "#app/components/shop/price.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import type { AppliedCoupon } from "#modules/coupons/cart-discount.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import "#modules/i18n/messages-vouchers.ts";
import "#modules/i18n/messages-cart.ts";

type Back = "cart" | "checkout";

/** Posts to the cart's action, which answers 303 back to `back` with the notice (works without JS). */
function CouponPost({ nonce, back, children }: { nonce: string; back: Back; children: React.ReactNode }) {
  const lang = useLang();
  return (
    <Form method="post" action={localePath(lang, paths.cart)} className="coupon-form">
      <input type="hidden" name="_wpnonce" value={nonce} />
      <input type="hidden" name="back" value={back} />
      {children}
    </Form>
  );
}

/** The coupon field (WooCommerce's `div.coupon`): label, code, "Gutschein anwenden". */
export function CouponForm({ nonce, back }: { nonce: string; back: Back }) {
  const t = useT();
  const id = `coupon_code_${back}`;
  const field = useRef<HTMLInputElement>(null);
  const navigation = useNavigation();
  const applying = useRef(false);
  // WooCommerce's scripts empty the field once an apply has answered: so do we (with JavaScript;
  // without it the page is new anyway).
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formData?.has("apply_coupon") && navigation.formData.get("back") === back)
        applying.current = true;
    } else if (applying.current) {
      applying.current = false;
      if (field.current) field.current.value = "";
    }
  }, [navigation.state, navigation.formData, back]);
  return (
    <CouponPost nonce={nonce} back={back}>
      <div className="coupon">
        <label htmlFor={id}>{t("cart.couponLabel")}</label>{" "}
        <input
          type="text"
          name="coupon_code"
          className="input-text"
          id={id}
          ref={field}
          placeholder={t("cart.couponPlaceholder")}
          autoComplete="off"
        />{" "}
        <button type="submit" className="button" name="apply_coupon" value="1">
          {t("cart.couponApply")}
        </button>
      </div>
    </CouponPost>
  );
}

/** A form button that takes one coupon out of the cart. */
export function RemoveCoupon({ code, nonce, back }: { code: string; nonce: string; back: Back }) {
  const t = useT();
  return (
    <CouponPost nonce={nonce} back={back}>
      <button
        type="submit"
        className="woocommerce-remove-coupon link-button"
        name="remove_coupon"
        value={code}
        data-coupon={code}
        aria-label={t("cart.couponRemoveLabel", { code })}
      >
        {t("cart.couponRemove")}
      </button>
    </CouponPost>
  );
}

/**
 * The discount rows of a totals table (WooCommerce's `tr.cart-discount`); with `nonce`, each with
 * its remove button (only where the table is not inside another form).
 */
export function CouponRows({
  coupons,
  nonce,
  back,
}: {
  coupons: AppliedCoupon[];
  nonce?: string;
  back?: Back;
}) {
  const t = useT();
  return coupons.map((c) => (
    <tr key={c.code} className={`cart-discount coupon-${c.code}`}>
      <th scope="row">{t("cart.couponLine", { code: c.code })}</th>
      <td data-title={t("cart.couponLine", { code: c.code })}>
        {c.discountCents > 0 ? (
          <>
            −<Amount cents={c.discountCents} />
          </>
        ) : null}
        {c.freeShipping ? <> {t("cart.couponFreeShipping")}</> : null}
        {nonce && back ? <RemoveCoupon code={c.code} nonce={nonce} back={back} /> : null}
      </td>
    </tr>
  ));
}

/**
 * The checkout's coupon box, outside the checkout form (forms do not nest): the field and the
 * coupons in the cart, each with its remove button; both answer with the checkout page again.
 */
export function CheckoutCoupons() {
  const t = useT();
  const { cart } = useCart();
  return (
    <section className="checkout-coupon" aria-label={t("cart.couponPlaceholder")}>
      <CouponForm nonce={cart.removeNonce} back="checkout" />
      {cart.coupons.length || cart.vouchers.length ? (
        <ul className="checkout-coupon__applied">
          {cart.coupons.map((c) => (
            <li key={c.code}>
              {t("cart.couponLine", { code: c.code })}{" "}
              <RemoveCoupon code={c.code} nonce={cart.removeNonce} back="checkout" />
            </li>
          ))}
          {/* Gift vouchers are held by the same field and leave it the same way. */}
          {cart.vouchers.map((v) => (
            <li key={v.code} className="checkout-coupon__voucher">
              {t("voucher.payment", { code: v.code })}{" "}
              <RemoveCoupon code={v.code} nonce={cart.removeNonce} back="checkout" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

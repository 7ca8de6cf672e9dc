import { CouponRows } from "#app/components/cart/coupon-form.tsx";
import { VoucherRows } from "#app/components/cart/voucher-rows.tsx";
import { useT } from "#app/hooks/use-t.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import { Amount } from "../shop/price.tsx";
import { TaxLines } from "../tax/tax-lines.tsx";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-product.ts";

/**
 * The order summary right above the order button (nothing may stand between them): items,
 * subtotal, shipping, total with the VAT it contains. WooCommerce's fragment selector
 * `.woocommerce-checkout-review-order-table` is this table.
 */
export function ReviewTable({ review }: { review: ReviewView }) {
  const t = useT();
  const rate = review.rates.find((r) => r.id === review.rateId);
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <caption className="screen-reader-text">{t("checkout.yourOrder")}</caption>
      <thead>
        <tr>
          <th scope="col" className="product-name">
            {t("order.product")}
          </th>
          <th scope="col" className="product-total">
            {t("order.lineTotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {review.lines.map((line) => (
          <tr className="cart_item" key={line.key}>
            <td className="product-name">
              {line.name} <strong className="product-quantity">×&nbsp;{line.quantity}</strong>
              {line.deliveryTime ? (
                <p className="delivery-time">{t("shop.deliveryTime", { time: line.deliveryTime })}</p>
              ) : null}
            </td>
            <td className="product-total">
              <Amount cents={line.totalCents} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th scope="row">{t("order.subtotal")}</th>
          <td>
            <Amount cents={review.subtotalCents} />
          </td>
        </tr>
        <CouponRows coupons={review.coupons} />
        <tr className="woocommerce-shipping-totals shipping">
          <th scope="row">{t("order.shipping")}</th>
          <td data-title={t("order.shipping")}>
            {rate ? (
              <>
                {rate.title}:{" "}
                {review.shippingCents === 0 ? t("shipping.free") : <Amount cents={review.shippingCents} />}
              </>
            ) : (
              t("checkout.noShipping")
            )}
          </td>
        </tr>
        <tr className="order-total">
          <th scope="row">{t("order.total")}</th>
          <td>
            <strong>
              <Amount cents={review.totalCents} />
            </strong>
            <TaxLines vat={review.vat} taxCountry={review.taxCountry} reverseCharge={review.reverseCharge} />
          </td>
        </tr>
        <VoucherRows vouchers={review.vouchers} dueCents={review.dueCents} />
      </tfoot>
    </table>
  );
}

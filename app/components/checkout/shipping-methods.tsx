import { useT } from "#app/hooks/use-t.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import { Amount } from "../shop/price.tsx";
import "#modules/i18n/messages-orders.ts";

export const shippingRadioId = (rateId: string) => `shipping_method_0_${rateId.replace(/[^a-z0-9_]/gi, "")}`;

/** The offered shipping rates as radios named `shipping_method[0]` (WooCommerce's field). */
export function ShippingMethods({
  review,
  onChange,
}: {
  review: ReviewView;
  onChange?: (rateId: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="checkout-section laden-shipping-methods" id="laden-shipping-methods">
      <legend>
        <h2>{t("checkout.shippingMethod")}</h2>
      </legend>
      {review.rates.length === 0 ? (
        <p className="woocommerce-info">{t("checkout.noShipping")}</p>
      ) : (
        <ul id="shipping_method" className="woocommerce-shipping-methods">
          {review.rates.map((rate) => (
            <li key={rate.id}>
              <input
                type="radio"
                name="shipping_method[0]"
                data-index="0"
                id={shippingRadioId(rate.id)}
                value={rate.id}
                className="shipping_method"
                checked={review.rateId === rate.id}
                onChange={() => onChange?.(rate.id)}
              />
              <label htmlFor={shippingRadioId(rate.id)}>
                {rate.title}
                {": "}
                {rate.costCents === 0 ? t("shipping.free") : <Amount cents={rate.costCents} />}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

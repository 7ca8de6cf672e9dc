import { useEffect, useRef } from "react";
import { focusNotice } from "#app/lib/notices-a11y.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";

/** Input ids of fields whose name is not their id. */
const FIELD_IDS: Record<string, string> = {
  "german-market-sepa-checkbox": "gm-sepa-direct-debit-checkbox",
  payment_method: "payment",
  "shipping_method[0]": "shipping_method",
};

/**
 * The checkout's errors in WooCommerce's markup (`.woocommerce-NoticeGroup-checkout` with
 * `ul.woocommerce-error[role=alert]`, `li[data-id]`), each linked to its field; a new list is
 * scrolled to (100 px, 1 s) and focused after 500 ms, as after a page load.
 */
export function CheckoutErrors({ errors }: { errors: FieldError[] }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (errors.length && list.current) return focusNotice(list.current);
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">
      <ul className="woocommerce-error" role="alert" ref={list}>
        {errors.map((e) => (
          <li key={`${e.field}|${e.code}|${e.message}`} data-id={e.field} role="none">
            {e.field && e.field !== "cart" && e.field !== "security" ? (
              <a href={`#${FIELD_IDS[e.field] ?? e.field}`}>{e.message}</a>
            ) : (
              e.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

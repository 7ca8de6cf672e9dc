/**
 * The checkout's fragments for `update_order_review` (WooCommerce's selectors, HTML rendered by
 * the page's own components) and the failure notice of `checkout` in WooCommerce's markup.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PaymentMethods } from "#app/components/checkout/payment-methods.tsx";
import { ReviewTable } from "#app/components/checkout/review-table.tsx";
import { ShippingMethods } from "#app/components/checkout/shipping-methods.tsx";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import type { LoadedReview } from "#modules/checkout/load-review.ts";
import { invoiceForbidsOtherAddress } from "#modules/checkout/payment.ts";
import { sepaRequirements } from "#modules/checkout/sepa-preview-rule.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { escapeHtml } from "#modules/shared/html.ts";
import { localePath, paths } from "#modules/site/paths.ts";

const FRAGMENT_REVIEW_TABLE = ".woocommerce-checkout-review-order-table";
const FRAGMENT_PAYMENT = ".woocommerce-checkout-payment";
const FRAGMENT_SHIPPING_METHODS = "#laden-shipping-methods";

export function checkoutFragments(loaded: LoadedReview, lang: Lang): Record<string, string> {
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[localePath(lang, paths.checkout)]}>{node}</MemoryRouter>,
    );
  const { view, input, settings } = loaded;
  return {
    [FRAGMENT_REVIEW_TABLE]: render(<ReviewTable review={view} />),
    [FRAGMENT_SHIPPING_METHODS]: render(<ShippingMethods review={view} />),
    [FRAGMENT_PAYMENT]: render(
      <PaymentMethods
        review={view}
        selected={view.paymentMethod}
        sepa={input.sepa}
        sepaRequired={sepaRequirements(settings)}
        errors={[]}
        invoiceBillingOnly={invoiceForbidsOtherAddress(settings)}
      />,
    ),
  };
}

/** `ul.woocommerce-error` with one `li[data-id=field]` per error (WooCommerce's notice markup). */
export function errorNoticeHtml(errors: FieldError[]): string {
  const items = errors
    .map((e) => `<li data-id="${escapeHtml(e.field)}">${escapeHtml(e.message)}</li>`)
    .join("");
  return `<ul class="woocommerce-error" role="alert">${items}</ul>`;
}

import { useRef, useState } from "react";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { CheckoutErrors } from "#app/components/checkout/checkout-errors.tsx";
import { ReviewTable } from "#app/components/checkout/review-table.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { BusinessFacts } from "#app/components/tax/tax-lines.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { businessInput, deliversToShippingAddress } from "#modules/checkout/checkout-form.ts";
import { maskIban } from "#modules/checkout/iban.ts";
import { loadCheckoutReview } from "#modules/checkout/load-review.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { translate } from "#modules/i18n/index.ts";
import { pushNotice } from "#modules/notices/notices.ts";
import { addressLines } from "#modules/orders/mails.ts";
import { openCheckoutDraft } from "#modules/orders/submit-checkout.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { businessDetails } from "#modules/tax/business-customer.ts";
import type { Route } from "./+types/confirm";
import { checkoutHeaders, checkoutNonces, checkoutRequest, submitCheckoutForm } from "./checkout.server.ts";
import "#modules/i18n/messages-orders.ts";
import "#app/styles/checkout.css";

/** The stage field of the confirm step's binding button (see server/wire/wc-ajax/checkout.ts). */
const STAGE_FIELD = "laden_checkout_stage";

/**
 * `/checkout/confirm/`: German Market's second checkout (B2). The first step's form, validated
 * and kept in the session, shown read-only with a back button and the binding order button;
 * pressing it shows the place-order-disabled overlay (B3) so it cannot be pressed twice.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, session, lang, services } = checkoutRequest(context);
  const record = session.hasCookie ? await session.get() : undefined;
  const draft = record ? openCheckoutDraft(record.data, services.config.secret, record.id) : undefined;
  if (!draft) {
    if (record) await pushNotice(session, { type: "info", text: translate(lang, "checkout.error.noDraft") });
    throw redirect(localePath(lang, paths.checkout), { headers: NO_STORE });
  }
  const loaded = await loadCheckoutReview(db, session, draft, lang);
  if (loaded.cart.lines.length === 0) throw redirect(localePath(lang, paths.cart), { headers: NO_STORE });
  const { input, settings } = loaded;
  const delivery = deliversToShippingAddress(input, settings) ? input.shipping : null;
  return data(
    {
      review: loaded.view,
      nonce: (await checkoutNonces(context)).checkout,
      email: input.email,
      billing: addressLines(input.billing, lang),
      shipping: delivery ? addressLines(delivery, lang) : null,
      business: businessDetails(businessInput(input), settings),
      note: input.note,
      sepa:
        input.paymentMethod === PAYMENT_METHOD_IDS.sepa
          ? {
              holder: input.sepa.holder,
              iban: input.sepa.iban ? maskIban(input.sepa.iban) : "",
              bic: input.sepa.bic,
            }
          : null,
    },
    { headers: NO_STORE },
  );
}

/** The binding button without JavaScript: the order is placed, then the thank-you page. */
export async function action({ context, request }: Route.ActionArgs) {
  return submitCheckoutForm(context, request, "confirm");
}

export const headers = checkoutHeaders;

export default function ConfirmPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const lang = useLang();
  const [pressed, setPressed] = useState(false);
  const sent = useRef(false);
  const payment = page.review.paymentMethods.find((m) => m.id === page.review.paymentMethod);
  const rate = page.review.rates.find((r) => r.id === page.review.rateId);
  return (
    <div className="container checkout-page checkout-confirm">
      <title>{t("confirm.title")}</title>
      <h1>{t("confirm.title")}</h1>
      <CheckoutErrors errors={result?.errors ?? []} />
      <p className="woocommerce-info">{t("confirm.intro")}</p>
      <form
        method="post"
        className="checkout woocommerce-checkout wgm-second-checkout"
        action={localePath(lang, paths.checkoutConfirm)}
        onSubmit={(event) => {
          // B3: one binding order per press; a second press (or Enter) is swallowed.
          if (sent.current) event.preventDefault();
          sent.current = true;
          setPressed(true);
        }}
      >
        <input type="hidden" name="woocommerce-process-checkout-nonce" value={page.nonce} />
        <input type="hidden" name={STAGE_FIELD} value="confirm" />
        <div className="confirm-summary">
          <section className="checkout-section">
            <h2>{t("order.billingAddress")}</h2>
            <address>
              {page.billing}
              {"\n"}
              {page.email}
            </address>
            <BusinessFacts {...page.business} />
          </section>
          <section className="checkout-section">
            <h2>{t("order.shippingAddress")}</h2>
            <address>{page.shipping ?? t("confirm.sameAsBilling")}</address>
          </section>
          <section className="checkout-section">
            <h2>{t("order.shippingMethod")}</h2>
            <p>{rate?.title}</p>
            <h2>{t("order.paymentMethod")}</h2>
            <p>{payment?.title}</p>
            {page.sepa ? (
              <dl className="confirm-sepa">
                <dt>{t("checkout.sepa.holder")}</dt>
                <dd>{page.sepa.holder}</dd>
                <dt>{t("checkout.sepa.iban")}</dt>
                <dd>{page.sepa.iban}</dd>
                {page.sepa.bic ? (
                  <>
                    <dt>{t("checkout.sepa.bic")}</dt>
                    <dd>{page.sepa.bic}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
            {page.note ? (
              <>
                <h2>{t("order.note")}</h2>
                <p className="confirm-note">{page.note}</p>
              </>
            ) : null}
          </section>
        </div>
        <section className="checkout-review" aria-labelledby="order_review_heading">
          <h2 id="order_review_heading">{t("checkout.yourOrder")}</h2>
          <ReviewTable review={page.review} />
          <div className="form-row place-order wgm-place-order">
            <Link
              className="button button--ghost"
              id="place_order_back"
              to={localePath(lang, paths.checkout)}
            >
              {t("confirm.back")}
            </Link>
            <button
              type="submit"
              className="button alt wgm-place-order"
              id="place_order"
              name="woocommerce_checkout_place_order"
              value={t("checkout.placeOrder")}
            >
              {t("checkout.placeOrder")}
            </button>
            <div className="wgm-place-order-disabled" hidden={!pressed} aria-hidden="true" />
          </div>
        </section>
      </form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

import { useEffect, useRef, useState } from "react";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { AttributionInputs } from "#app/components/attribution-inputs.tsx";
import { CheckoutCoupons } from "#app/components/cart/coupon-form.tsx";
import { CheckoutErrors } from "#app/components/checkout/checkout-errors.tsx";
import {
  PREVIEW_FIELDS,
  refreshesReview,
  submittedValue,
} from "#app/components/checkout/checkout-form-rules.ts";
import { useCheckoutSubmit, useReviewRefresh } from "#app/components/checkout/checkout-requests.ts";
import { CarrierConsent, CustomerDetails } from "#app/components/checkout/checkout-sections.tsx";
import { LegalChecks } from "#app/components/checkout/legal-checks.tsx";
import { PaymentMethods } from "#app/components/checkout/payment-methods.tsx";
import { ReviewTable } from "#app/components/checkout/review-table.tsx";
import { previewPayload, SepaConsent } from "#app/components/checkout/sepa-consent.tsx";
import { ShippingMethods } from "#app/components/checkout/shipping-methods.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { CARRIER_CONSENT_FIELD, CHECKOUT_TOKEN_FIELD } from "#modules/checkout/field-names.ts";
import { fixedField } from "#modules/checkout/field-recheck.ts";
import { loadCheckoutReview } from "#modules/checkout/load-review.ts";
import { invoiceForbidsOtherAddress, PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import { isPreviewComplete, sepaRequirements } from "#modules/checkout/sepa-preview-rule.ts";
import { isLocalPickup } from "#modules/checkout/shipping.ts";
import { readCheckoutDraft } from "#modules/orders/submit-checkout.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { shippingCountries } from "#modules/shipping/zones.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { countryOptions } from "../account/account.server.ts";
import type { Route } from "./+types/checkout";
import {
  checkoutHeaders,
  checkoutNonces,
  checkoutRequest,
  type Fields,
  newCheckoutToken,
  prefillFields,
  submitCheckoutForm,
} from "./checkout.server.ts";
import "#modules/i18n/messages-orders.ts";
import "#modules/i18n/messages-wire.ts";
import "#modules/i18n/messages-cart.ts";
import "#app/styles/checkout.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, session, lang } = checkoutRequest(context);
  const fields = await prefillFields(context);
  const loaded = await loadCheckoutReview(db, session, fields, lang);
  if (loaded.cart.lines.length === 0) return data({ empty: true as const }, { headers: NO_STORE });
  const { settings } = loaded;
  const referer = request.headers.get("referer");
  let fromConfirm = false;
  try {
    fromConfirm = referer ? new URL(referer).pathname === localePath(lang, paths.checkoutConfirm) : false;
  } catch {}
  const record = await session.get();
  const draft = readCheckoutDraft(record?.data);
  return data(
    {
      empty: false as const,
      fields,
      review: loaded.view,
      token: newCheckoutToken(),
      nonces: await checkoutNonces(context),
      countries: countryOptions(lang, shippingCountries(loaded.shipping)),
      secondCheckout: settings["checkout.secondCheckout"],
      paymentUpdate: settings["checkout.paymentUpdate"],
      invoiceBillingOnly: invoiceForbidsOtherAddress(settings),
      carrierConsentRequired: settings["checkout.carrierConsentRequired"],
      provider: loaded.review.rate?.carrier || settings["shop.shippingProvider"],
      businessFields: settings["tax.businessFields"] === "optional",
      sepaRequired: sepaRequirements(settings),
      updatedTotals: Boolean(draft?.laden_cart_hash && draft.laden_cart_hash !== loaded.cart.hash),
      removeUpdatedTotals: settings["checkout.removeUpdatedTotals"] && fromConfirm,
    },
    { headers: NO_STORE },
  );
}

/** The form without JavaScript: the same submission as `?wc-ajax=checkout`, then a redirect. */
export async function action({ context, request }: Route.ActionArgs) {
  return submitCheckoutForm(context, request, "checkout");
}

export const headers = checkoutHeaders;

type CheckoutData = Exclude<Awaited<ReturnType<typeof useLoaderData<typeof loader>>>, { empty: true }>;

export default function CheckoutPage() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  if (loaded.empty) {
    return (
      <div className="container checkout-page">
        <title>{t("checkout.title")}</title>
        <h1>{t("checkout.title")}</h1>
        <p className="cart-empty woocommerce-info">{t("checkout.emptyCart")}</p>
        <p>
          <Link className="button" to={localePath(lang, paths.shop)}>
            {t("cart.backToShop")}
          </Link>
        </p>
      </div>
    );
  }
  return <CheckoutForm page={loaded} />;
}

/** Posted errors with the fields fixed since the last submit: their inline error goes, the notice list stays as answered. */
function useFieldErrors(initial: FieldError[]) {
  const [errors, setErrorList] = useState<FieldError[]>(initial);
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set());
  const setErrors = (next: FieldError[]) => {
    setErrorList(next);
    setFixed(new Set());
  };
  const recheck = (target: HTMLInputElement) => {
    const name = target.name;
    if (name && !fixed.has(name) && fixedField(errors, name, submittedValue(target)))
      setFixed(new Set([...fixed, name]));
  };
  return [
    errors,
    fixed.size ? errors.filter((e) => !fixed.has(e.field)) : errors,
    setErrors,
    recheck,
  ] as const;
}

function CheckoutForm({ page }: { page: CheckoutData }) {
  const t = useT();
  const lang = useLang();
  const posted = useActionData<typeof action>();
  const values: Fields = posted?.values ?? page.fields;
  const [errors, fieldErrors, setErrors, recheck] = useFieldErrors(posted?.errors ?? []);
  const [review, setReview] = useState<ReviewView>(page.review);
  const [payment, setPayment] = useState<string | null>(
    review.paymentMethods.find((m) => m.id === values.payment_method)?.id ?? review.paymentMethod,
  );
  const [shipToDifferent, setShipToDifferent] = useState(Boolean(values.ship_to_different_address));
  const [sepaComplete, setSepaComplete] = useState(false);
  const [invoiceNotice, setInvoiceNotice] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [showUpdatedTotals, setShowUpdatedTotals] = useState(page.updatedTotals);
  const form = useRef<HTMLFormElement>(null);
  const refresh = useReviewRefresh(form, page, payment, setReview, setPayment);
  const onSubmit = useCheckoutSubmit(form, setErrors, refresh);

  const invoiceForbids = page.invoiceBillingOnly && payment === PAYMENT_METHOD_IDS.invoice;

  function checkPreview() {
    if (form.current) setSepaComplete(isPreviewComplete(previewPayload(form.current), page.sepaRequired));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    setHydrated(true);
    checkPreview(); // on load too (B6)
    // B10: coming back from the confirm step removes the updated-totals message.
    if (page.removeUpdatedTotals) setShowUpdatedTotals(false);
  }, []);

  // B8: purchase on account with the hidden setting delivers to the billing address only.
  useEffect(() => {
    if (invoiceForbids && shipToDifferent) {
      setShipToDifferent(false);
      setInvoiceNotice(true);
    } else if (!invoiceForbids) {
      setInvoiceNotice(false);
    }
  }, [invoiceForbids, shipToDifferent]);

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    recheck(target);
    if (PREVIEW_FIELDS.has(target.name)) checkPreview();
    if (refreshesReview(target.name, page.paymentUpdate)) void refresh();
  }

  const rate = review.rates.find((r) => r.id === review.rateId);
  const showProvider = rate ? !isLocalPickup(rate.id) : true;
  const fieldError = (name: string) => fieldErrors.find((e) => e.field === name)?.message;

  return (
    <div className="container checkout-page">
      <title>{t("checkout.title")}</title>
      <h1>{t("checkout.title")}</h1>
      {showUpdatedTotals ? (
        <div className="woocommerce-message laden-updated-totals" role="status">
          {t("checkout.updatedTotals")}
        </div>
      ) : null}
      <CheckoutCoupons />
      <CheckoutErrors errors={errors} />
      <form
        ref={form}
        name="checkout"
        method="post"
        className="checkout woocommerce-checkout"
        action={localePath(lang, paths.checkout)}
        data-invoice-billing-only={page.invoiceBillingOnly ? "" : undefined}
        data-update-order-review-nonce={page.nonces.updateOrderReview}
        noValidate
        onChange={onChange}
        onKeyUp={(e) => {
          if (PREVIEW_FIELDS.has((e.target as HTMLInputElement).name)) checkPreview();
        }}
        onSubmit={(e) => void onSubmit(e)}
      >
        <input type="hidden" name="woocommerce-process-checkout-nonce" value={page.nonces.checkout} />
        <input type="hidden" name={CHECKOUT_TOKEN_FIELD} value={values[CHECKOUT_TOKEN_FIELD] ?? page.token} />
        <AttributionInputs />
        <div className="checkout-layout">
          <CustomerDetails
            values={values}
            errors={fieldErrors}
            countries={page.countries}
            invoiceNotice={invoiceNotice}
            shippingHidden={hydrated && invoiceForbids}
            shipToDifferent={shipToDifferent}
            onShipToDifferent={setShipToDifferent}
            businessFields={page.businessFields}
          />
          <div className="checkout-order">
            <div className="laden-review-region">
              <ShippingMethods review={review} onChange={(id) => setReview((r) => ({ ...r, rateId: id }))} />
            </div>
            <div className="laden-review-region">
              <PaymentMethods
                review={review}
                selected={payment}
                onSelect={setPayment}
                sepa={{
                  holder: values["german-market-sepa-holder"] ?? "",
                  iban: values["german-market-sepa-iban"] ?? "",
                  bic: values["german-market-sepa-bic"] ?? "",
                }}
                sepaRequired={page.sepaRequired}
                errors={fieldErrors}
                invoiceBillingOnly={page.invoiceBillingOnly}
              />
            </div>
            <div className="checkout-legal">
              <SepaConsent
                visible={payment === PAYMENT_METHOD_IDS.sepa && sepaComplete}
                hydrated={hydrated}
                error={fieldError("german-market-sepa-checkbox")}
                formRef={form}
              />
              <CarrierConsent
                hidden={hydrated && !showProvider}
                checked={Boolean(values[CARRIER_CONSENT_FIELD])}
                page={page}
              />
              <LegalChecks termsError={fieldError("terms")} termsChecked={Boolean(values.terms)} />
            </div>
            <section className="checkout-review" aria-labelledby="order_review_heading">
              <h2 id="order_review_heading">{t("checkout.yourOrder")}</h2>
              <div id="order_review" className="woocommerce-checkout-review-order laden-review-region">
                <ReviewTable review={review} />
              </div>
              <div className="form-row place-order">
                <button
                  type="submit"
                  className="button alt"
                  name="woocommerce_checkout_place_order"
                  id="place_order"
                  value={page.secondCheckout ? t("checkout.continue") : t("checkout.placeOrder")}
                >
                  {page.secondCheckout ? t("checkout.continue") : t("checkout.placeOrder")}
                </button>
              </div>
            </section>
          </div>
        </div>
      </form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

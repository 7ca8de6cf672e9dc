import { useEffect, useRef, useState } from "react";
import { data, Link, useActionData, useLoaderData } from "react-router";
import type { FieldError } from "../../../modules/checkout/checkout-form.ts";
import { CARRIER_CONSENT_FIELD, CHECKOUT_TOKEN_FIELD } from "../../../modules/checkout/field-names.ts";
import { loadCheckoutReview } from "../../../modules/checkout/load-review.ts";
import { invoiceForbidsOtherAddress, PAYMENT_METHOD_IDS } from "../../../modules/checkout/payment.ts";
import type { ReviewView } from "../../../modules/checkout/review.ts";
import { isPreviewComplete, sepaRequirements } from "../../../modules/checkout/sepa-preview-rule.ts";
import { isLocalPickup } from "../../../modules/checkout/shipping.ts";
import { readCheckoutDraft } from "../../../modules/orders/submit-checkout.ts";
import { localePath, paths } from "../../../modules/site/paths.ts";
import { AttributionInputs } from "../../components/attribution-inputs.tsx";
import { AddressFields } from "../../components/checkout/address-fields.tsx";
import { CheckoutErrors } from "../../components/checkout/checkout-errors.tsx";
import { LegalChecks } from "../../components/checkout/legal-checks.tsx";
import { PaymentMethods } from "../../components/checkout/payment-methods.tsx";
import { ReviewTable } from "../../components/checkout/review-table.tsx";
import { previewPayload, SepaConsent } from "../../components/checkout/sepa-consent.tsx";
import { ShippingMethods } from "../../components/checkout/shipping-methods.tsx";
import { RouteErrorBoundary } from "../../components/layout/route-error-boundary.tsx";
import { useLang, useT } from "../../hooks/use-t.ts";
import { block, unblock } from "../../lib/block-ui.ts";
import { readPageParams, wcAjaxUrl } from "../../lib/wc-ajax.ts";
import { countryOptions } from "../account/account.server.ts";
import type { Route } from "./+types/checkout";
import {
  checkoutNonces,
  checkoutRequest,
  type Fields,
  NO_STORE,
  newCheckoutToken,
  prefillFields,
  submitCheckoutForm,
} from "./checkout.server.ts";
import "../../../modules/i18n/messages-orders.ts";
import "../../../modules/i18n/messages-wire.ts";
import "../../styles/checkout.css";

/** Fields whose change recalculates the review (WooCommerce's `update_checkout` triggers). */
const REFRESH_FIELDS = new Set([
  "billing_country",
  "billing_postcode",
  "shipping_country",
  "shipping_postcode",
  "ship_to_different_address",
  "shipping_method[0]",
]);
const PREVIEW_FIELDS = new Set([
  "german-market-sepa-holder",
  "german-market-sepa-iban",
  "german-market-sepa-bic",
  "billing_address_1",
  "billing_postcode",
  "billing_city",
  "billing_country",
]);

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
      countries: countryOptions(lang, settings["shop.countries"]),
      secondCheckout: settings["checkout.secondCheckout"],
      paymentUpdate: settings["checkout.paymentUpdate"],
      invoiceBillingOnly: invoiceForbidsOtherAddress(settings),
      carrierConsentRequired: settings["checkout.carrierConsentRequired"],
      provider: settings["shop.shippingProvider"],
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

export function headers() {
  return NO_STORE;
}

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

function CheckoutForm({ page }: { page: CheckoutData }) {
  const t = useT();
  const lang = useLang();
  const posted = useActionData<typeof action>();
  const values: Fields = posted?.values ?? page.fields;
  const [errors, setErrors] = useState<FieldError[]>(posted?.errors ?? []);
  const [review, setReview] = useState<ReviewView>(page.review);
  const [payment, setPayment] = useState<string | null>(
    review.paymentMethods.find((m) => m.id === values.payment_method)?.id ?? review.paymentMethod,
  );
  const [shipToDifferent, setShipToDifferent] = useState(Boolean(values.ship_to_different_address));
  const [invoiceNotice, setInvoiceNotice] = useState(false);
  const [sepaComplete, setSepaComplete] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [showUpdatedTotals, setShowUpdatedTotals] = useState(page.updatedTotals);
  const form = useRef<HTMLFormElement>(null);
  const refreshing = useRef<AbortController | null>(null);
  const submitting = useRef(false);

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

  async function refresh() {
    const el = form.current;
    const params = readPageParams(document);
    if (!el || !params) return;
    refreshing.current?.abort();
    const controller = new AbortController();
    refreshing.current = controller;
    const body = new URLSearchParams(new FormData(el) as unknown as Record<string, string>);
    body.set("security", page.nonces.updateOrderReview);
    const regions = [...el.querySelectorAll<HTMLElement>(".laden-review-region")];
    for (const r of regions) block(r, t("cart.pleaseWait"));
    try {
      const res = await fetch(wcAjaxUrl(params.wc_add_to_cart_params.wc_ajax_url, "update_order_review"), {
        method: "POST",
        body,
        credentials: "same-origin",
        signal: controller.signal,
      });
      const json = (await res.json()) as { result: string; reload?: boolean; review?: ReviewView };
      if (json.reload) {
        window.location.reload();
        return;
      }
      if (json.result === "success" && json.review) {
        setReview(json.review);
        if (
          json.review.paymentMethod !== payment &&
          !json.review.paymentMethods.some((m) => m.id === payment)
        )
          setPayment(json.review.paymentMethod);
      }
    } catch (err) {
      if ((err as Error).name === "AbortError") return;
    } finally {
      if (refreshing.current === controller) for (const r of regions) void unblock(r);
    }
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (PREVIEW_FIELDS.has(target.name)) checkPreview();
    if (REFRESH_FIELDS.has(target.name) || (target.name === "payment_method" && page.paymentUpdate)) {
      void refresh();
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = form.current;
    const params = readPageParams(document);
    if (!el || !params || submitting.current) return;
    submitting.current = true;
    block(el, t("checkout.processing"));
    try {
      const body = new URLSearchParams(new FormData(el) as unknown as Record<string, string>);
      const res = await fetch(wcAjaxUrl(params.wc_add_to_cart_params.wc_ajax_url, "checkout"), {
        method: "POST",
        body,
        credentials: "same-origin",
      });
      const json = (await res.json()) as {
        result: string;
        redirect?: string;
        reload?: boolean;
        refresh?: boolean;
        errors?: FieldError[];
      };
      if (json.result === "success" && json.redirect) {
        window.location.assign(json.redirect);
        return; // keep the form blocked while the next page loads
      }
      if (json.reload) {
        window.location.reload();
        return;
      }
      setErrors(json.errors ?? []);
      if (json.refresh) void refresh();
    } catch {
      // Network failure: the no-JS path still works; tell the visitor to try again.
      setErrors([{ field: "", code: "fetch_error", message: t("wire.unavailable") }]);
    }
    submitting.current = false;
    await unblock(el);
  }

  const rate = review.rates.find((r) => r.id === review.rateId);
  const showProvider = rate ? !isLocalPickup(rate.id) : true;
  const fieldError = (name: string) => errors.find((e) => e.field === name)?.message;

  return (
    <div className="container checkout-page">
      <title>{t("checkout.title")}</title>
      <h1>{t("checkout.title")}</h1>
      {showUpdatedTotals ? (
        <div className="woocommerce-message laden-updated-totals" role="status">
          {t("checkout.updatedTotals")}
        </div>
      ) : null}
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
          <div className="checkout-customer" id="customer_details">
            <section
              className="woocommerce-billing-fields checkout-section"
              aria-labelledby="billing-heading"
            >
              <h2 id="billing-heading">{t("checkout.billing")}</h2>
              <AddressFields
                prefix="billing"
                values={fieldValues(values, "billing")}
                errors={errors}
                countries={page.countries}
              />
            </section>
            {invoiceNotice ? (
              <p className="woocommerce-info" id="german-market-puchase-on-account-message" role="status">
                {t("checkout.invoiceBillingOnly")}
              </p>
            ) : null}
            <section
              className="woocommerce-shipping-fields checkout-section"
              aria-labelledby="ship-to-different-address"
              hidden={hydrated && invoiceForbids}
            >
              <h2 id="ship-to-different-address">
                <label className="checkbox">
                  <input
                    id="ship-to-different-address-checkbox"
                    className="input-checkbox"
                    type="checkbox"
                    name="ship_to_different_address"
                    value="1"
                    checked={shipToDifferent}
                    onChange={(e) => setShipToDifferent(e.target.checked)}
                  />{" "}
                  {t("checkout.shipToDifferent")}
                </label>
              </h2>
              <div className="shipping_address">
                <h3 className="screen-reader-text">{t("checkout.shippingAddress")}</h3>
                <AddressFields
                  prefix="shipping"
                  values={fieldValues(values, "shipping")}
                  errors={errors}
                  countries={page.countries}
                />
              </div>
            </section>
            <section className="woocommerce-additional-fields checkout-section">
              <p className="form-row notes" id="order_comments_field">
                <label htmlFor="order_comments">{t("checkout.notes")}</label>
                <textarea
                  name="order_comments"
                  id="order_comments"
                  className="input-text"
                  rows={3}
                  maxLength={2000}
                  placeholder={t("checkout.notesPlaceholder")}
                  defaultValue={values.order_comments ?? ""}
                />
              </p>
            </section>
          </div>
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
                errors={errors}
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
              <p
                className="form-row german-market-checkbox-p"
                id="p-shipping-service-provider"
                hidden={hydrated && !showProvider}
              >
                <input
                  type="checkbox"
                  className="input-checkbox"
                  id={CARRIER_CONSENT_FIELD}
                  name={CARRIER_CONSENT_FIELD}
                  value="1"
                  defaultChecked={Boolean(values[CARRIER_CONSENT_FIELD])}
                  aria-required={page.carrierConsentRequired ? true : undefined}
                />{" "}
                <label htmlFor={CARRIER_CONSENT_FIELD} className="checkbox">
                  {t("checkout.carrierConsent", { provider: page.provider })}
                  {page.carrierConsentRequired ? (
                    <span className="required" aria-hidden="true">
                      {" *"}
                    </span>
                  ) : null}
                </label>
              </p>
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

function fieldValues(values: Fields, prefix: "billing" | "shipping") {
  const v = (name: string) => values[`${prefix}_${name}`] ?? "";
  return {
    firstName: v("first_name"),
    lastName: v("last_name"),
    company: v("company"),
    address1: v("address_1"),
    postcode: v("postcode"),
    city: v("city"),
    country: v("country") || "DE",
    phone: v("phone"),
    email: v("email"),
  };
}

export const ErrorBoundary = RouteErrorBoundary;

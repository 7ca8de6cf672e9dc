import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { CheckoutErrors } from "#app/components/checkout/checkout-errors.tsx";
import { LegalChecks } from "#app/components/checkout/legal-checks.tsx";
import { PaymentMethods } from "#app/components/checkout/payment-methods.tsx";
import { ReviewTable } from "#app/components/checkout/review-table.tsx";
import { previewPayload, SepaConsent } from "#app/components/checkout/sepa-consent.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useT } from "#app/hooks/use-t.ts";
import { type FieldError, readCheckoutInput } from "#modules/checkout/checkout-form.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import { isPreviewComplete, sepaRequirements } from "#modules/checkout/sepa-preview-rule.ts";
import { translate } from "#modules/i18n/index.ts";
import { loadOrderItems, orderNeedsPayment } from "#modules/orders/customer-orders.ts";
import { CheckoutRejected } from "#modules/orders/errors.ts";
import { paymentMethodTitle, shippingMethodTitle } from "#modules/orders/format.ts";
import { orderPaymentMethods, payOrder } from "#modules/orders/pay-order.ts";
import { findOrderByKey } from "#modules/orders/store.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/order-pay";
import { checkoutNonces, checkoutRequest, postedFields } from "./checkout.server.ts";
import "#modules/i18n/messages-orders.ts";
import "#app/styles/checkout.css";
import { loadOrderCoupons } from "#modules/coupons/order-coupons.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { loadOrderVouchers } from "#modules/vouchers/order-vouchers.ts";

async function orderFromRequest(
  context: Route.LoaderArgs["context"],
  params: { id?: string },
  request: Request,
) {
  const { db } = checkoutRequest(context);
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const order = await findOrderByKey(db, Number(params.id), key);
  if (!order) throw data(null, { status: 404, headers: NO_STORE });
  return order;
}

/** `/checkout/order-pay/ID/?key=…`: choose how to pay an unpaid order (the checkout's payment rules). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, lang } = checkoutRequest(context);
  const order = await orderFromRequest(context, params, request);
  const settings = await getSettings(db);
  const receivedUrl = localePath(lang, paths.orderReceived(order.id, order.orderKey));
  if (!orderNeedsPayment(order)) return data({ payable: false as const, receivedUrl }, { headers: NO_STORE });
  const [items, couponLines, voucherLines] = await Promise.all([
    loadOrderItems(db, order.id),
    loadOrderCoupons(db, order.id),
    loadOrderVouchers(db, order.id),
  ]);
  const methods = await orderPaymentMethods(db, order, settings);
  const review: ReviewView = {
    lines: items.map((i) => ({
      key: String(i.id),
      name: i.name,
      quantity: i.quantity,
      totalCents: i.totalCents,
      // An order placed earlier: its delivery time was shown when it was placed.
      deliveryTime: null,
    })),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    coupons: couponLines.map((c) => ({
      code: c.code,
      discountCents: c.discountCents,
      freeShipping: c.freeShipping,
    })),
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    vouchers: voucherLines.map((v) => ({ voucherId: v.voucherId, code: v.code, cents: v.amountCents })),
    dueCents: order.totalCents - order.voucherCents,
    vat: order.vat,
    taxCountry: order.taxCountry,
    reverseCharge: order.reverseCharge,
    rates: [
      {
        id: order.shippingMethod,
        title: shippingMethodTitle(order.shippingMethod, settings, lang, order.shippingCarrier),
        costCents: order.shippingCents,
        usesCarrier: true,
      },
    ],
    rateId: order.shippingMethod,
    paymentMethods: methods.map((id) => ({
      id,
      title: paymentMethodTitle(id, lang),
      description: translate(lang, `payment.${id}.description` as "payment.bacs.description"),
    })),
    paymentMethod: methods.includes(order.paymentMethod as (typeof methods)[number])
      ? (order.paymentMethod as (typeof methods)[number])
      : (methods[0] ?? null),
  };
  return data(
    {
      payable: true as const,
      orderId: order.id,
      review,
      billing: order.billing,
      nonce: (await checkoutNonces(context)).orderPay,
      sepaRequired: sepaRequirements(settings),
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { services, session, lang } = checkoutRequest(context);
  const order = await orderFromRequest(context, params, request);
  const fields = await postedFields(request);
  const fail = (errors: FieldError[], status: number) =>
    data({ errors, values: fields ?? {} }, { status, headers: NO_STORE });
  if (!fields)
    return fail([{ field: "", code: "laden_malformed_body", message: translate(lang, "wire.badBody") }], 400);
  const ok = await checkNonce(
    services.config.secret,
    fields._wpnonce,
    NONCE_ACTIONS.orderPay,
    await requestNonceSubject(session),
  );
  if (!ok)
    return fail(
      [{ field: "", code: "laden_invalid_nonce", message: translate(lang, "checkout.error.nonce") }],
      403,
    );
  try {
    const paid = await payOrder(services.db, order, {
      input: readCheckoutInput(fields),
      settings: await getSettings(services.db),
      lang,
      secret: services.config.secret,
      siteUrl: await mailLinkOrigin(services.db, services.config),
    });
    services.outbox.kick();
    return redirect(localePath(lang, paths.orderReceived(paid.id, paid.orderKey)), {
      status: 303,
      headers: NO_STORE,
    });
  } catch (err) {
    if (err instanceof CheckoutRejected) return fail(err.errors, 422);
    throw err;
  }
}

export function headers() {
  return NO_STORE;
}

export default function OrderPay() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  if (!page.payable) {
    return (
      <div className="container checkout-page">
        <title>{t("order.payTitle")}</title>
        <h1>{t("order.payTitle")}</h1>
        <p className="woocommerce-info">{t("order.notPayable")}</p>
        <p>
          <Link className="button" to={page.receivedUrl}>
            {t("order.details")}
          </Link>
        </p>
      </div>
    );
  }
  return <OrderPayForm page={page} />;
}

type PayableData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { payable: true }>;

function OrderPayForm({ page }: { page: PayableData }) {
  const t = useT();
  const posted = useActionData<typeof action>();
  const values = posted?.values ?? {};
  const errors = posted?.errors ?? [];
  const [payment, setPayment] = useState<string | null>(values.payment_method ?? page.review.paymentMethod);
  const [sepaComplete, setSepaComplete] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = () => {
    if (form.current) setSepaComplete(isPreviewComplete(previewPayload(form.current), page.sepaRequired));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load (B6)
  useEffect(() => {
    setHydrated(true);
    check();
  }, []);
  return (
    <div className="container checkout-page order-pay">
      <title>{t("order.payTitle")}</title>
      <h1>{t("order.payTitle")}</h1>
      <p>{t("order.payIntro", { number: page.orderId })}</p>
      <CheckoutErrors errors={errors} />
      <form
        ref={form}
        id="order_review"
        method="post"
        className="checkout woocommerce-checkout order-pay-form"
        onChange={check}
        onKeyUp={check}
      >
        <input type="hidden" name="_wpnonce" value={page.nonce} />
        {/* B6: on order-pay the billing address comes from the order, in hidden inputs. */}
        <input type="hidden" name="billing_address_1" value={page.billing.address1} />
        <input type="hidden" name="billing_postcode" value={page.billing.postcode} />
        <input type="hidden" name="billing_city" value={page.billing.city} />
        <input type="hidden" name="billing_country" value={page.billing.country} />
        <PaymentMethods
          review={page.review}
          selected={payment}
          onSelect={setPayment}
          sepa={{
            holder: values["german-market-sepa-holder"] ?? "",
            iban: values["german-market-sepa-iban"] ?? "",
            bic: values["german-market-sepa-bic"] ?? "",
          }}
          sepaRequired={page.sepaRequired}
          errors={errors}
          invoiceBillingOnly={false}
        />
        <div className="checkout-legal">
          <SepaConsent
            visible={payment === PAYMENT_METHOD_IDS.sepa && sepaComplete}
            hydrated={hydrated}
            orderPay
            error={errors.find((e) => e.field === "german-market-sepa-checkbox")?.message}
            formRef={form}
          />
          <LegalChecks
            termsError={errors.find((e) => e.field === "terms")?.message}
            termsChecked={Boolean(values.terms)}
          />
        </div>
        <section className="checkout-review" aria-labelledby="order_review_heading">
          <h2 id="order_review_heading">{t("checkout.yourOrder")}</h2>
          <ReviewTable review={page.review} />
          <div className="form-row place-order">
            <button type="submit" className="button alt" id="place_order" name="woocommerce_pay" value="1">
              {t("order.payButton")}
            </button>
          </div>
        </section>
      </form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

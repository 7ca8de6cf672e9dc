/**
 * What the checkout routes share on the server: the request's services and session, the form's
 * nonces and token, the prefilled values (the confirm step's draft, or the customer's saved
 * addresses), and the posted form as a field map.
 */

import { randomUUID } from "node:crypto";
import { data, type HeadersArgs, type RouterContextProvider, redirect } from "react-router";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import { translate } from "#modules/i18n/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import "#modules/i18n/messages-orders.ts";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { readCheckoutDraft, submitCheckout } from "#modules/orders/submit-checkout.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { getAccount } from "#modules/users/accounts.ts";
import { getAddresses } from "#modules/users/addresses.ts";

type Ctx = Pick<RouterContextProvider, "get">;
export type Fields = Record<string, string>;

/** Personal pages: never stored by a browser or a shared cache. */

/** The checkout routes' `headers`: no-store, and the action's Retry-After (the order rate limit). */
export function checkoutHeaders({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(NO_STORE);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export function checkoutRequest(context: Ctx) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  return { services, state, session: state.session, lang: state.lang, db: services.db };
}

export async function checkoutNonces(context: Ctx) {
  const { services, session } = checkoutRequest(context);
  const subject = await requestNonceSubject(session);
  const nonce = (action: string) => createNonce(services.config.secret, action, subject);
  return {
    checkout: nonce(NONCE_ACTIONS.checkout),
    updateOrderReview: nonce(NONCE_ACTIONS.updateOrderReview),
    orderPay: nonce(NONCE_ACTIONS.orderPay),
  };
}

export function newCheckoutToken(): string {
  return randomUUID();
}

/** The values the form starts with: the draft when coming back from the confirm step, else the account's. */
export async function prefillFields(context: Ctx): Promise<Fields> {
  const { session, db } = checkoutRequest(context);
  const record = session.hasCookie ? await session.get() : undefined;
  const draft = readCheckoutDraft(record?.data);
  if (draft) return draft;
  const fields: Fields = { billing_country: "DE", shipping_country: "DE" };
  if (!record?.userId) return fields;
  const [account, addresses] = await Promise.all([
    getAccount(db, record.userId),
    getAddresses(db, record.userId),
  ]);
  if (account) {
    fields.billing_email = account.email;
    fields.billing_first_name = account.firstName;
    fields.billing_last_name = account.lastName;
  }
  for (const kind of ["billing", "shipping"] as const) {
    const a = addresses[kind];
    if (!a) continue;
    Object.assign(fields, {
      [`${kind}_first_name`]: a.firstName,
      [`${kind}_last_name`]: a.lastName,
      [`${kind}_company`]: a.company,
      [`${kind}_address_1`]: a.address1,
      [`${kind}_postcode`]: a.postcode,
      [`${kind}_city`]: a.city,
      [`${kind}_country`]: a.country,
    });
    if (kind === "billing") fields.billing_phone = a.phone;
  }
  return fields;
}

/** The posted form as a field map (last value wins), or undefined when it is not a form. */
export async function postedFields(request: Request): Promise<Fields | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const fields: Fields = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * A checkout form posted without JavaScript (the checkout page or the confirm step's binding
 * button): the same submission as `?wc-ajax=checkout`, answered with a 303 to the next page, or
 * with the errors and the posted values (the page re-renders the form with them).
 */
export async function submitCheckoutForm(
  context: Ctx,
  request: Request,
  stage: "checkout" | "confirm",
): Promise<Response | ReturnType<typeof data<{ errors: FieldError[]; values: Fields }>>> {
  const { services, session, lang, state } = checkoutRequest(context);
  const fields = await postedFields(request);
  const fail = (errors: FieldError[], status: number) =>
    data({ errors, values: fields ?? {} }, { status, headers: NO_STORE });
  if (!fields)
    return fail([{ field: "", code: "laden_malformed_body", message: translate(lang, "wire.badBody") }], 400);
  const nonceOk = await checkNonce(
    services.config.secret,
    fields["woocommerce-process-checkout-nonce"],
    NONCE_ACTIONS.checkout,
    await requestNonceSubject(session),
  );
  if (!nonceOk)
    return fail(
      [{ field: "", code: "laden_invalid_nonce", message: translate(lang, "checkout.error.nonce") }],
      403,
    );
  const outcome = await submitCheckout(services.db, session, {
    fields,
    lang,
    secret: services.config.secret,
    siteUrl: await mailLinkOrigin(services.db, services.config),
    userAgent: request.headers.get("user-agent") ?? "",
    stage,
    ip: state.clientIp,
  });
  if (outcome.kind === "rejected" && outcome.retryAfterSeconds !== undefined)
    return data(
      { errors: outcome.errors, values: fields },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  if (outcome.kind === "rejected") return fail(outcome.errors, 422);
  if (outcome.kind === "placed" && outcome.created) services.outbox.kick();
  return redirect(outcome.redirect, { status: 303, headers: NO_STORE });
}

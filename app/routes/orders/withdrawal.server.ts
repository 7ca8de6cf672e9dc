/** The withdrawal page's server side: prefill, the nonce, the two posts. Route module stays thin. */

import { data, type RouterContextProvider } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { type Lang, type MessageKey, translate } from "#modules/i18n/index.ts";
import { getCustomerOrder } from "#modules/orders/customer-orders.ts";
import {
  declareWithdrawal,
  validateWithdrawal,
  WITHDRAWAL_ATTEMPTS,
  WITHDRAWAL_NONCE,
} from "#modules/orders/withdrawal.ts";
import { hit, minutesToWait } from "#modules/rate-limit/index.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { getSettings } from "#modules/settings/store.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { getAccount } from "#modules/users/accounts.ts";
import { duration } from "../account/account.server.ts";
import type { WithdrawalAnswer, WithdrawalValues } from "./withdrawal-types.ts";
import "#modules/i18n/messages-order-account.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";

type Ctx = Pick<RouterContextProvider, "get">;

const FORM = "withdrawal";

async function nonceFor(context: Ctx): Promise<string> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  return createNonce(
    services.config.secret,
    WITHDRAWAL_NONCE.action,
    await requestNonceSubject(state.session),
  );
}

/** Step 1's values: a signed-in customer's name and address, their own order from `?order=`. */
export async function withdrawalPrefill(context: Ctx, url: URL) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const values: WithdrawalValues = { name: "", order: "", email: "" };
  const record = await state.session.get();
  const account = record?.userId ? await getAccount(services.db, record.userId) : undefined;
  if (account) {
    values.name = [account.firstName, account.lastName].filter(Boolean).join(" ");
    values.email = account.email;
    // A number in the link proves nothing: only the customer's own order is filled in.
    const wanted = url.searchParams.get("order") ?? "";
    if (/^\d{1,9}$/.test(wanted)) {
      const found = await getCustomerOrder(services.db, account.id, Number(wanted));
      if (found) {
        values.order = String(found.order.id);
        values.email = found.order.email;
        values.name ||= `${found.order.billing.firstName} ${found.order.billing.lastName}`.trim();
      }
    }
  }
  return { values, nonce: await nonceFor(context) };
}

function formAnswer(
  lang: Lang,
  values: WithdrawalValues,
  errors: { field: string; key: MessageKey; params?: Record<string, string | number> }[],
  status: number,
  headers: Record<string, string> = {},
) {
  const body: WithdrawalAnswer = {
    step: "form",
    form: FORM,
    errors: errors.map((e) => ({ field: e.field, message: translate(lang, e.key, e.params) })),
    values,
  };
  return data(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Step 1 → the declaration to confirm; "edit" → step 1 again; "confirm" → the withdrawal. */
export async function withdrawalAction(context: Ctx, request: Request) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const lang = state.lang;
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return formAnswer(
      lang,
      { name: "", order: "", email: "" },
      [{ field: "", key: "withdrawal.error.badRequest" }],
      400,
    );
  }
  const get = (name: string) => {
    const v = body.get(name);
    return typeof v === "string" ? v : "";
  };
  const checked = validateWithdrawal({ name: get("name"), order: get("order"), email: get("email") });
  const values: WithdrawalValues = {
    name: checked.input.name,
    order: checked.input.orderNumber,
    email: checked.input.email,
  };
  if (!checked.ok) return formAnswer(lang, values, checked.errors, 400);
  const step = get("step");
  if (step === "edit") return formAnswer(lang, values, [], 200);
  if (step !== "confirm") {
    const answer: WithdrawalAnswer = { step: "confirm", values, nonce: await nonceFor(context) };
    return data(answer, { headers: NO_STORE });
  }

  const subject = await requestNonceSubject(state.session);
  if (
    !(await checkNonce(services.config.secret, get(WITHDRAWAL_NONCE.field), WITHDRAWAL_NONCE.action, subject))
  ) {
    // The declaration again, with a fresh nonce for a second click; nothing was stored.
    const answer: WithdrawalAnswer = {
      step: "confirm",
      values,
      nonce: await nonceFor(context),
      error: translate(lang, "withdrawal.error.nonce"),
    };
    return data(answer, { status: 403, headers: NO_STORE });
  }
  const limit = await hit(services.db, WITHDRAWAL_ATTEMPTS, [
    ...(state.clientIp ? [{ kind: "ip", value: state.clientIp }] : []),
    { kind: "order", value: values.order },
  ]);
  if (!limit.allowed) {
    const wait = duration(lang, minutesToWait(limit.retryAfterSeconds));
    return formAnswer(
      lang,
      values,
      [{ field: "", key: "withdrawal.error.rateLimited", params: { duration: wait } }],
      429,
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }
  const settings = await getSettings(services.db);
  const outcome = await declareWithdrawal(
    services.db,
    { name: values.name, orderNumber: values.order, email: values.email },
    { settings, siteUrl: await mailLinkOrigin(services.db, services.config), lang },
  );
  if (outcome.kind === "no-match") {
    return formAnswer(lang, values, [{ field: "", key: "withdrawal.error.noMatch" }], 422);
  }
  if (outcome.kind === "withdrawn") services.outbox.kick();
  const answer: WithdrawalAnswer = {
    step: outcome.kind === "withdrawn" ? "done" : "already",
    orderId: outcome.orderId,
    receivedAt: outcome.receivedAt.toISOString(),
    email: values.email,
  };
  return data(answer, { headers: NO_STORE });
}

/**
 * What the account routes share on the server: who is signed in, the forms' nonces, turning
 * validation errors into translated answers, the mailer. Route modules stay thin.
 */

import { data, type HeadersArgs, type RouterContextProvider, redirect } from "react-router";
import type { AccountFrame } from "#app/components/account/account-shell.tsx";
import { fieldLabelKey } from "#app/components/account/fields.ts";
import { accountPaths } from "#app/components/account/paths.ts";
import type { FormFailure } from "#app/components/account/types.ts";
import { type RequestState, requestStateContext, servicesContext } from "#app/context.ts";
import { type Lang, type MessageKey, translate } from "#modules/i18n/index.ts";
import { minutesToWait } from "#modules/rate-limit/index.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { ACCOUNT_NONCES, type AccountForm } from "#modules/users/account-nonces.ts";
import { type Account, getAccount } from "#modules/users/accounts.ts";
import { MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import type { AppServices } from "#server/services.ts";
import "#modules/i18n/messages-account.ts";
import { LOCALE } from "#modules/i18n/index.ts";

type Ctx = Pick<RouterContextProvider, "get">;

/** Personal pages: never stored by a browser or a shared cache. */

/** The account routes' `headers`: no-store, and an action's Retry-After (rate limit). */
export function accountHeaders({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(NO_STORE);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export function accountRequest(context: Ctx): {
  services: AppServices;
  state: RequestState;
  lang: Lang;
  paths: ReturnType<typeof accountPaths>;
} {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  return { services, state, lang: state.lang, paths: accountPaths(state.lang) };
}

/** The signed-in user's id (no query and no cookie for a visitor without a session). */
export async function signedInUserId(context: Ctx): Promise<number | undefined> {
  const record = await context.get(requestStateContext).session.get();
  return record?.userId ?? undefined;
}

/** The signed-in account, or a redirect to the sign-in page. */
export async function requireAccount(context: Ctx): Promise<{ account: Account; sessionId: string }> {
  const { services, state, paths } = accountRequest(context);
  const record = await state.session.get();
  const account = record?.userId ? await getAccount(services.db, record.userId) : undefined;
  if (!record || !account) throw redirect(paths.dashboard, { headers: NO_STORE });
  return { account, sessionId: record.id };
}

export async function nonceFor(context: Ctx, form: AccountForm): Promise<string> {
  const { services, state } = accountRequest(context);
  return createNonce(
    services.config.secret,
    ACCOUNT_NONCES[form].action,
    await requestNonceSubject(state.session),
  );
}

export async function nonceAccepted(context: Ctx, form: AccountForm, body: FormData): Promise<boolean> {
  const { services, state } = accountRequest(context);
  const value = body.get(ACCOUNT_NONCES[form].field);
  return checkNonce(
    services.config.secret,
    typeof value === "string" ? value : undefined,
    ACCOUNT_NONCES[form].action,
    await requestNonceSubject(state.session),
  );
}

/** What every signed-in page needs for its frame (the navigation's sign-out button). */
export async function accountFrame(context: Ctx, account: Account): Promise<AccountFrame> {
  return {
    displayName: account.firstName || account.displayName || account.email,
    logoutNonce: await nonceFor(context, "logout"),
  };
}

export type ErrorInput = { field: string; key: MessageKey; params?: Record<string, string | number> };

/** An error message in the visitor's language, with the field's label and the usual values. */
export function translateError(lang: Lang, error: ErrorInput): { field: string; message: string } {
  const labelKey = fieldLabelKey(error.field);
  const params = {
    label: labelKey ? translate(lang, labelKey) : "",
    min: MIN_PASSWORD_LENGTH,
    ...error.params,
  };
  return { field: error.field, message: translate(lang, error.key, params) };
}

/** A 4xx answer that shows the form again with its errors and the values as sent. */
export function failure(
  lang: Lang,
  form: string,
  errors: ErrorInput[],
  values: Record<string, string>,
  init: { status: number; nonce?: string; headers?: Record<string, string> },
) {
  const body: FormFailure = {
    form,
    errors: errors.map((e) => translateError(lang, e)),
    values,
    ...(init.nonce ? { nonce: init.nonce } : {}),
  };
  return data(body, { status: init.status, headers: { ...NO_STORE, ...init.headers } });
}

/** A refused nonce: 403, the form again with a fresh nonce and the values kept. */
export async function nonceFailure(
  context: Ctx,
  form: AccountForm,
  formName: string,
  values: Record<string, string>,
) {
  const { lang } = accountRequest(context);
  return failure(lang, formName, [{ field: "", key: "account.error.nonce" }], values, {
    status: 403,
    nonce: await nonceFor(context, form),
  });
}

/** The submitted values worth showing again: the named fields, never passwords. */
export function keptValues(body: FormData, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fields) {
    if (/password/.test(name)) continue;
    const value = body.get(name);
    if (typeof value === "string") out[name] = value.slice(0, 500);
  }
  return out;
}

/** "eine Minute" / "15 Minuten". */
/** The 429 answer of a form whose rate limit is used up, with Retry-After. */
export function rateLimitedFailure(
  lang: Lang,
  form: string,
  values: Record<string, string>,
  retryAfterSeconds: number,
  key: "account.error.rateLimited" | "account.error.lostRateLimited" = "account.error.rateLimited",
) {
  const wait = duration(lang, minutesToWait(retryAfterSeconds));
  return failure(lang, form, [{ field: "", key, params: { duration: wait } }], values, {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

export function duration(lang: Lang, minutes: number): string {
  return minutes === 1
    ? translate(lang, "account.duration.minute")
    : translate(lang, "account.duration.minutes", { minutes });
}

/** Country names in the visitor's language (from ICU on the server; sent to the page as data). */
export function countryOptions(lang: Lang, codes: readonly string[]): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([LOCALE[lang]], { type: "region" });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

export function countryName(lang: Lang, code: string): string {
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The submitted form, or undefined when the body is not a form (JSON, malformed). */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** A body that is not a form at all: 400 with the form's generic error. */
export function badBody(lang: Lang, form: string) {
  return failure(lang, form, [{ field: "", key: "account.error.badRequest" }], {}, { status: 400 });
}

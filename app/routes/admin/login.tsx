/**
 * `/admin/login/`: the owner sign-in (issue 20), in the back office's own frame. E-mail and
 * password; with two-factor on, a second step asks for the code (or a recovery code). A
 * customer's account is answered like a wrong password; failures are rate-limited as the
 * customer sign-in's are. Afterwards the owner lands on `next` (back-office paths only).
 */
import { useEffect, useRef } from "react";
import { data, Form, redirect } from "react-router";
import { AuthFrame } from "#app/components/admin/auth-frame.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { translate } from "#modules/i18n/index.ts";
import { ownerSessionState } from "#modules/owner-auth/idle.ts";
import {
  adminNext,
  checkOwnerPassword,
  pendingPatch,
  pendingTwoFactor,
} from "#modules/owner-auth/sign-in.ts";
import { verifySecondFactor } from "#modules/owner-auth/totp.ts";
import { minutesToWait } from "#modules/rate-limit/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { getAccount } from "#modules/users/accounts.ts";
import { isOwner } from "#modules/users/roles.ts";
import "#app/styles/admin.css";
import "#modules/i18n/messages-admin-auth.ts";
import type { Route } from "./+types/login";
import { adminHeaders } from "./admin.server.ts";
import {
  adminNonce,
  adminNonceAccepted,
  countAttempt,
  forgiveAttempt,
  startOwnerSession,
} from "./auth.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const url = new URL(request.url);
  const next = adminNext(url.searchParams.get("next"));
  const record = await state.session.get();
  const account = record?.userId ? await getAccount(services.db, record.userId) : undefined;
  // A signed-in customer: the storefront's 404, no hint that a back office exists.
  if (account && !isOwner(account.role)) throw data(null, { status: 404, headers: NO_STORE });
  if (account && record && ownerSessionState(record.data) === "active")
    throw redirect(next, { headers: NO_STORE });
  const pending = record ? pendingTwoFactor(record.data) : undefined;
  return {
    step: pending ? ("code" as const) : ("password" as const),
    nonce: await adminNonce(context, pending ? "admin-code" : "admin-login"),
    next: url.searchParams.has("next") ? next : "",
    notice: url.searchParams.has("loggedout")
      ? ("admin.auth.loggedOut" as const)
      : url.searchParams.has("invited")
        ? ("admin.auth.invited" as const)
        : account
          ? ("admin.auth.expired" as const)
          : undefined,
  };
}

type Failure = { error: string; email?: string; nonce: string };

async function fail(
  context: Route.ActionArgs["context"],
  status: number,
  key: Parameters<typeof translate>[1],
  opts: { email?: string; minutes?: number; retryAfter?: number; nonce: "admin-login" | "admin-code" },
) {
  const body: Failure = {
    error: translate("de", key, { minutes: opts.minutes ?? 0 }),
    ...(opts.email !== undefined ? { email: opts.email } : {}),
    nonce: await adminNonce(context, opts.nonce),
  };
  const headers: Record<string, string> = { ...NO_STORE };
  if (opts.retryAfter) headers["Retry-After"] = String(opts.retryAfter);
  return data(body, { status, headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const body = await request.formData().catch(() => undefined);
  if (!body) return fail(context, 400, "admin.auth.required", { nonce: "admin-login" });
  return body.get("step") === "code"
    ? codeStep(context, body, request)
    : passwordStep(context, body, request);
}

async function passwordStep(context: Route.ActionArgs["context"], body: FormData, request: Request) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const email = String(body.get("email") ?? "")
    .trim()
    .slice(0, 254);
  const password = String(body.get("password") ?? "");
  if (!(await adminNonceAccepted(context, "admin-login", body)))
    return fail(context, 403, "admin.auth.nonce", { email, nonce: "admin-login" });
  if (!email || !password) return fail(context, 400, "admin.auth.required", { email, nonce: "admin-login" });
  // Counted before the password check (parallel guesses cannot slip past); a success takes it back.
  const limit = await countAttempt(context, email.toLowerCase());
  if (!limit.allowed) {
    return fail(context, 429, "admin.auth.rateLimited", {
      email,
      minutes: minutesToWait(limit.retryAfterSeconds),
      retryAfter: limit.retryAfterSeconds,
      nonce: "admin-login",
    });
  }
  const owner = await checkOwnerPassword(services.db, email, password);
  if (!owner) return fail(context, 400, "admin.auth.failed", { email, nonce: "admin-login" });
  await forgiveAttempt(context, email.toLowerCase());
  const next = adminNext(body.get("next"));
  if (owner.twoFactor) {
    await state.session.merge(pendingPatch(owner.userId, next));
    return redirect(adminPaths.login, { headers: NO_STORE });
  }
  await startOwnerSession(context, owner.userId, request);
  return redirect(next, { headers: NO_STORE });
}

async function codeStep(context: Route.ActionArgs["context"], body: FormData, request: Request) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const record = await state.session.get();
  const pending = record ? pendingTwoFactor(record.data) : undefined;
  if (!pending) return redirect(adminPaths.login, { headers: NO_STORE });
  if (!(await adminNonceAccepted(context, "admin-code", body)))
    return fail(context, 403, "admin.auth.nonce", { nonce: "admin-code" });
  const who = `user:${pending.userId}`;
  const limit = await countAttempt(context, who);
  if (!limit.allowed) {
    return fail(context, 429, "admin.auth.rateLimited", {
      minutes: minutesToWait(limit.retryAfterSeconds),
      retryAfter: limit.retryAfterSeconds,
      nonce: "admin-code",
    });
  }
  const code = String(body.get("code") ?? "").slice(0, 64);
  if (!(await verifySecondFactor(services.db, services.config.secret, pending.userId, code)))
    return fail(context, 400, "admin.auth.code.failed", { nonce: "admin-code" });
  await forgiveAttempt(context, who);
  await startOwnerSession(context, pending.userId, request);
  return redirect(adminNext(pending.next), { headers: NO_STORE });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = adminHeaders();
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export function meta() {
  return [{ title: "Anmeldung – Verwaltung" }];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const failure = actionData as Failure | undefined;
  const password = useRef<HTMLInputElement>(null);
  // A refused attempt empties the password (the next one is typed from scratch).
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  const nonce = failure?.nonce ?? loaderData.nonce;
  const code = useRef<HTMLInputElement>(null);
  // The second step's only field takes the focus (also when reached by a client-side redirect).
  useEffect(() => {
    if (loaderData.step === "code") code.current?.focus();
  }, [loaderData.step]);
  const errorId = "admin-login-error";
  const error = failure?.error ? (
    <p id={errorId} className="admin-notice admin-notice--error" role="alert">
      {failure.error}
    </p>
  ) : null;
  if (loaderData.step === "code") {
    return (
      <AuthFrame title={t("admin.auth.code.title")}>
        <p className="admin-auth__intro">{t("admin.auth.code.intro")}</p>
        {error}
        <Form method="post" className="admin-auth__form">
          <input type="hidden" name="step" value="code" />
          <input type="hidden" name="nonce" value={nonce} />
          <div className="admin-field">
            <label htmlFor="admin-code">{t("admin.auth.code.label")}</label>
            <input
              id="admin-code"
              name="code"
              className="admin-input"
              inputMode="text"
              autoComplete="one-time-code"
              required
              ref={code}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <button type="submit" className="admin-button">
            {t("admin.auth.code.submit")}
          </button>
        </Form>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("admin.auth.title")}>
      {loaderData.notice ? (
        <p className="admin-notice" role="status">
          {t(loaderData.notice)}
        </p>
      ) : (
        <p className="admin-auth__intro">{t("admin.auth.intro")}</p>
      )}
      {error}
      <Form method="post" className="admin-auth__form">
        <input type="hidden" name="nonce" value={nonce} />
        {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
        <div className="admin-field">
          <label htmlFor="admin-email">{t("admin.auth.email")}</label>
          <input
            id="admin-email"
            name="email"
            type="email"
            className="admin-input"
            autoComplete="username"
            required
            defaultValue={failure?.email}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-password">{t("admin.auth.password")}</label>
          <input
            ref={password}
            id="admin-password"
            name="password"
            type="password"
            className="admin-input"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="admin-button">
          {t("admin.auth.submit")}
        </button>
      </Form>
    </AuthFrame>
  );
}

import { Form, Link, redirect, useNavigation } from "react-router";
import { HintsWithoutScript } from "#app/components/account/field-hint.tsx";
import { FormRow, NewPasswordRows } from "#app/components/account/form-row.tsx";
import { FormErrors, SuccessNotice } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { type FormFailure, fieldError, isFormFailure } from "#app/components/account/types.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { hit, LOST_PASSWORD_REQUESTS } from "#modules/rate-limit/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { lostPasswordSchema, resetPasswordSchema, validateForm } from "#modules/users/account-forms.ts";
import { ACCOUNT_NONCES } from "#modules/users/account-nonces.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import { queueResetMail } from "#modules/users/reset-mail.ts";
import { findResetTokenUser, redeemResetToken } from "#modules/users/reset-tokens.ts";
import type { Route } from "./+types/lost-password";
import {
  accountHeaders,
  accountRequest,
  badBody,
  failure,
  keptValues,
  nonceAccepted,
  nonceFailure,
  nonceFor,
  rateLimitedFailure,
  readForm,
} from "./account.server.ts";

const REQUEST_FORM = "lost-password";
const RESET_FORM = "reset-password";

/**
 * `/my-account/lost-password/`: ask for a link by e-mail; with `?key=` (the link) choose the
 * new password.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = accountRequest(context);
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (key !== null) {
    const valid = (await findResetTokenUser(services.db, key)) !== undefined;
    return {
      view: "reset" as const,
      key: valid ? key : "",
      valid,
      nonce: valid ? await nonceFor(context, "resetPassword") : await nonceFor(context, "lostPassword"),
      minPassword: MIN_PASSWORD_LENGTH,
    };
  }
  return {
    view: "request" as const,
    sent: url.searchParams.has("reset-link-sent"),
    nonce: await nonceFor(context, "lostPassword"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { lang } = accountRequest(context);
  const body = await readForm(request);
  if (!body) return badBody(lang, REQUEST_FORM);
  if (body.has(ACCOUNT_NONCES.resetPassword.field)) return resetPassword(context, body);
  return requestLink(context, body);
}

async function requestLink(context: Route.ActionArgs["context"], body: FormData) {
  const { services, state, lang, paths } = accountRequest(context);
  const values = keptValues(body, ["user_login"]);
  if (!(await nonceAccepted(context, "lostPassword", body))) {
    return nonceFailure(context, "lostPassword", REQUEST_FORM, values);
  }
  const input = validateForm(lostPasswordSchema, ["user_login"], body);
  if (!input.ok) return failure(lang, REQUEST_FORM, input.errors, values, { status: 400 });
  const email = input.data.user_login;
  // Counted per address and per IP whether or not an account exists (each request may send a mail).
  const limit = await hit(services.db, LOST_PASSWORD_REQUESTS, [
    { kind: "email", value: email },
    ...(state.clientIp ? [{ kind: "ip", value: state.clientIp }] : []),
  ]);
  if (!limit.allowed) {
    return rateLimitedFailure(
      lang,
      REQUEST_FORM,
      values,
      limit.retryAfterSeconds,
      "account.error.lostRateLimited",
    );
  }
  const outcome = await queueResetMail(services.db, services.config, {
    email,
    lang,
    lostPasswordPath: paths.lostPassword,
  });
  if (outcome === "no-origin") {
    // Never the request's Host: an attacker's host would receive a valid key.
    services.log.error(
      "password reset mail not sent: the site's address is unknown (set PUBLIC_URL or the setting site.origin)",
    );
  } else if (outcome === "queued") {
    // Sent by the outbox worker: the answer does not wait for the mail server.
    services.outbox.kick();
  }
  // The same answer whether or not the address has an account.
  return redirect(`${paths.lostPassword}?reset-link-sent=true`, { headers: NO_STORE });
}

async function resetPassword(context: Route.ActionArgs["context"], body: FormData) {
  const { services, lang, paths } = accountRequest(context);
  if (!(await nonceAccepted(context, "resetPassword", body))) {
    return nonceFailure(context, "resetPassword", RESET_FORM, {});
  }
  const input = validateForm(resetPasswordSchema, ["reset_key", "password_1", "password_2"], body);
  if (!input.ok) return failure(lang, RESET_FORM, input.errors, {}, { status: 400 });
  const invalid = () =>
    failure(lang, RESET_FORM, [{ field: "", key: "account.error.resetKeyInvalid" }], {}, { status: 400 });
  // Checked before the (slow) hashing; redeeming checks again, atomically.
  if ((await findResetTokenUser(services.db, input.data.reset_key)) === undefined) return invalid();
  const hash = await hashPassword(input.data.password_1);
  const userId = await redeemResetToken(services.db, input.data.reset_key, hash);
  if (userId === undefined) return invalid();
  return redirect(`${paths.dashboard}?password-reset=true`, { headers: NO_STORE });
}

export const headers = accountHeaders;

export default function LostPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.view === "reset" && loaderData.valid) {
    const failed = isFormFailure(actionData, RESET_FORM) ? actionData : undefined;
    return (
      <Frame title={t("account.reset.title")}>
        <FormErrors failure={failed} />
        <ResetForm
          resetKey={loaderData.key}
          nonce={failed?.nonce ?? loaderData.nonce}
          failed={failed}
          minPassword={loaderData.minPassword}
        />
      </Frame>
    );
  }
  const failed = isFormFailure(actionData, REQUEST_FORM) ? actionData : undefined;
  const invalidLink = loaderData.view === "reset" && !loaderData.valid;
  const shownFailure: FormFailure | undefined =
    failed ??
    (invalidLink
      ? {
          form: REQUEST_FORM,
          errors: [{ field: "", message: t("account.error.resetKeyInvalid") }],
          values: {},
        }
      : undefined);
  return (
    <Frame title={t("account.lost.title")}>
      <SuccessNotice
        text={loaderData.view === "request" && loaderData.sent ? t("account.lost.sent") : undefined}
      />
      <FormErrors failure={shownFailure} />
      <RequestForm nonce={failed?.nonce ?? loaderData.nonce} failed={failed} />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="container account-page account-page--narrow">
      <title>{`${title} – ${t("account.title")}`}</title>
      <HintsWithoutScript />
      <h1 className="page-title">{title}</h1>
      <div className="account-card">{children}</div>
    </div>
  );
}

function RequestForm({ nonce, failed }: { nonce: string; failed: FormFailure | undefined }) {
  const t = useT();
  const p = accountPaths(useLang());
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      action={p.lostPassword}
      className="woocommerce-ResetPassword lost_reset_password"
      noValidate
    >
      <p>{t("account.lost.intro")}</p>
      <FormRow
        name="user_login"
        type="email"
        label={t("account.field.email")}
        autoComplete="email"
        required
        defaultValue={failed?.values.user_login}
        error={fieldError(failed, "user_login")}
      />
      <input type="hidden" name={ACCOUNT_NONCES.lostPassword.field} value={nonce} />
      <p className="form-row form-actions">
        <button
          type="submit"
          className="woocommerce-Button button"
          disabled={navigation.state === "submitting"}
        >
          {t("account.lost.submit")}
        </button>
        <Link to={p.dashboard} className="form-actions__back">
          {t("account.lost.back")}
        </Link>
      </p>
    </Form>
  );
}

function ResetForm({
  resetKey,
  nonce,
  failed,
  minPassword,
}: {
  resetKey: string;
  nonce: string;
  failed: FormFailure | undefined;
  minPassword: number;
}) {
  const t = useT();
  const p = accountPaths(useLang());
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      action={`${p.lostPassword}?key=${encodeURIComponent(resetKey)}`}
      className="woocommerce-ResetPassword lost_reset_password"
      noValidate
    >
      <p>{t("account.reset.intro")}</p>
      <NewPasswordRows
        minLength={minPassword}
        required
        errors={{
          password_1: fieldError(failed, "password_1"),
          password_2: fieldError(failed, "password_2"),
        }}
      />
      <input type="hidden" name="reset_key" value={resetKey} />
      <input type="hidden" name={ACCOUNT_NONCES.resetPassword.field} value={nonce} />
      <p className="form-row form-actions">
        <button
          type="submit"
          className="woocommerce-Button button"
          disabled={navigation.state === "submitting"}
        >
          {t("account.reset.submit")}
        </button>
      </p>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

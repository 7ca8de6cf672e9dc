import { Form, Link, redirect, useNavigation } from "react-router";
import { translate } from "../../../modules/i18n/index.ts";
import { escapeHtml, type MailMessage } from "../../../modules/mail/index.ts";
import { hit, LOST_PASSWORD_REQUESTS } from "../../../modules/rate-limit/index.ts";
import { getSetting } from "../../../modules/settings/index.ts";
import {
  lostPasswordSchema,
  resetPasswordSchema,
  validateForm,
} from "../../../modules/users/account-forms.ts";
import { ACCOUNT_NONCES } from "../../../modules/users/account-nonces.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../../../modules/users/password.ts";
import {
  createResetToken,
  findResetTokenUser,
  redeemResetToken,
} from "../../../modules/users/reset-tokens.ts";
import { findUserByEmail } from "../../../modules/users/store.ts";
import type { AppServices } from "../../../server/services.ts";
import { HintsWithoutScript } from "../../components/account/field-hint.tsx";
import { FormRow, NewPasswordRows } from "../../components/account/form-row.tsx";
import { FormErrors, SuccessNotice } from "../../components/account/notices.tsx";
import { accountPaths } from "../../components/account/paths.ts";
import { type FormFailure, fieldError, isFormFailure } from "../../components/account/types.ts";
import { RouteErrorBoundary } from "../../components/layout/route-error-boundary.tsx";
import { useLang, useT } from "../../hooks/use-t.ts";
import type { Route } from "./+types/lost-password";
import {
  accountHeaders,
  accountRequest,
  badBody,
  failure,
  keptValues,
  mailerFor,
  NO_STORE,
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
  const user = await findUserByEmail(services.db, email);
  if (user) {
    const token = await createResetToken(services.db, user.id);
    const link = `${state.origin}${paths.lostPassword}?key=${token}`;
    const site = await getSetting(services.db, "site.name");
    const text = translate(lang, "account.reset.mailText", { site, link });
    const html = resetMailHtml(text, link, translate(lang, "account.reset.mailButton"));
    // Not awaited: the answer must not take longer when the address has an account.
    const subject = translate(lang, "account.reset.mailSubject", { site });
    sendQuietly(services, { to: user.email, subject, text, html });
  }
  // The same answer whether or not the address has an account.
  return redirect(`${paths.lostPassword}?reset-link-sent=true`, { headers: NO_STORE });
}

function sendQuietly(services: AppServices, message: MailMessage): void {
  mailerFor(services)
    .sendMail(message)
    .catch((err: unknown) => {
      // The error text may quote the address: log only its code.
      services.log.error("password reset mail failed", {
        code: (err as { code?: unknown }).code ?? "unknown",
      });
    });
}

/** The mail's HTML part: the text with the link as a button (everything escaped). */
function resetMailHtml(text: string, link: string, button: string): string {
  const paragraphs = text
    .split("\n\n")
    .map((part) =>
      part.trim() === link
        ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#8a3b12;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p><p style="font-size:13px;color:#5a4f48;word-break:break-all">${escapeHtml(link)}</p>`
        : `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1a17;line-height:1.5">${paragraphs}</body></html>`;
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

import { Form, Link, redirect, useNavigation } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { HintsWithoutScript } from "#app/components/account/field-hint.tsx";
import { FormRow } from "#app/components/account/form-row.tsx";
import { FormErrors, SuccessNotice } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { type FormFailure, fieldError, isFormFailure } from "#app/components/account/types.ts";
import { AttributionInputs } from "#app/components/attribution-inputs.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { readAttributionFields } from "#modules/attribution/server.ts";
import { formStrings, saveUserAttribution } from "#modules/attribution/store.ts";
import { translate } from "#modules/i18n/index.ts";
import { LOGIN_FAILURES, undoHit } from "#modules/rate-limit/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { setBannerDismissed } from "#modules/theme/index.ts";
import { loginSchema, registerSchema, validateForm } from "#modules/users/account-forms.ts";
import { ACCOUNT_NONCES } from "#modules/users/account-nonces.ts";
import { authenticate, registerCustomer } from "#modules/users/accounts.ts";
import { MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import { UserExistsError } from "#modules/users/store.ts";
import { localPath } from "#modules/validation/index.ts";
import type { Route } from "./+types/my-account";
import {
  accountFrame,
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
  requireAccount,
  signedInUserId,
} from "./account.server.ts";
import { countLoginAttempt, loginSubjects, signIn } from "./sign-in.server.ts";

/** `/my-account/`: sign-in and registration for visitors, the account overview for customers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await signedInUserId(context)) {
    const { account } = await requireAccount(context);
    return {
      view: "dashboard" as const,
      frame: await accountFrame(context, account),
      name: account.firstName || account.displayName || account.email,
    };
  }
  const notice = url.searchParams.has("password-reset")
    ? ("account.reset.done" as const)
    : url.searchParams.has("loggedout")
      ? ("account.logout.done" as const)
      : undefined;
  return {
    view: "login" as const,
    nonces: { login: await nonceFor(context, "login"), register: await nonceFor(context, "register") },
    minPassword: MIN_PASSWORD_LENGTH,
    notice,
    redirectTo: localPath(url.searchParams.get("redirect_to")),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { lang } = accountRequest(context);
  const body = await readForm(request);
  if (!body) return badBody(lang, "login");
  if (body.has(ACCOUNT_NONCES.register.field)) {
    return register(context, body, request.headers.get("user-agent") ?? undefined);
  }
  return login(context, body);
}

const LOGIN_FIELDS = ["username", "password"] as const;
const REGISTER_FIELDS = ["email", "password"] as const;

async function login(context: Route.ActionArgs["context"], body: FormData) {
  const { services, lang, paths: p } = accountRequest(context);
  const values = keptValues(body, ["username"]);
  if (!(await nonceAccepted(context, "login", body))) return nonceFailure(context, "login", "login", values);
  const input = validateForm(loginSchema, LOGIN_FIELDS, body);
  if (!input.ok) return failure(lang, "login", input.errors, values, { status: 400 });
  const { username, password } = input.data;

  // Counted before the password check, so parallel guesses cannot slip past the limit; a correct
  // password takes its count back.
  const limit = await countLoginAttempt(context, username);
  if (!limit.allowed) {
    return rateLimitedFailure(lang, "login", values, limit.retryAfterSeconds);
  }
  const userId = await authenticate(services.db, username, password);
  // The same answer for an unknown address and a wrong password.
  if (!userId)
    return failure(lang, "login", [{ field: "", key: "account.error.loginFailed" }], values, { status: 400 });
  await undoHit(services.db, LOGIN_FAILURES, loginSubjects(context, username));
  // Every login shows the owner's coming-soon banner again (glossary A9).
  await setBannerDismissed(services.db, userId, "no");
  await signIn(context, userId);
  return redirect(localPath(body.get("redirect")) ?? p.dashboard, { headers: NO_STORE });
}

async function register(context: Route.ActionArgs["context"], body: FormData, userAgent?: string) {
  const { services, lang, paths: p } = accountRequest(context);
  const values = keptValues(body, ["email"]);
  if (!(await nonceAccepted(context, "register", body))) {
    return nonceFailure(context, "register", "register", values);
  }
  const input = validateForm(registerSchema, REGISTER_FIELDS, body);
  if (!input.ok) return failure(lang, "register", input.errors, values, { status: 400 });
  let userId: number;
  try {
    const origin = await mailLinkOrigin(services.db, services.config);
    userId = await registerCustomer(services.db, input.data, {
      lang,
      accountUrl: `${origin}${p.dashboard}`,
    });
  } catch (err) {
    if (!(err instanceof UserExistsError)) throw err;
    return failure(lang, "register", [{ field: "email", key: "account.error.emailExists" }], values, {
      status: 409,
    });
  }
  await saveUserAttribution(services.db, userId, readAttributionFields(formStrings(body), userAgent));
  await signIn(context, userId);
  return redirect(p.dashboard, { headers: NO_STORE });
}

export const headers = accountHeaders;

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "dashboard") return <Dashboard frame={loaderData.frame} name={loaderData.name} />;
  return (
    <SignInPage
      nonces={loaderData.nonces}
      minPassword={loaderData.minPassword}
      notice={loaderData.notice}
      redirectTo={loaderData.redirectTo}
      actionData={actionData}
    />
  );
}

function Dashboard({ frame, name }: { frame: Parameters<typeof AccountShell>[0]["frame"]; name: string }) {
  const t = useT();
  const p = accountPaths(useLang());
  return (
    <AccountShell frame={frame} title={t("account.nav.dashboard")}>
      <h2>{t("account.dashboard.hello", { name })}</h2>
      <p>{t("account.dashboard.text")}</p>
      <ul className="account-shortcuts">
        <li>
          <Link className="button button--ghost" to={p.addresses}>
            {t("account.nav.addresses")}
          </Link>
        </li>
        <li>
          <Link className="button button--ghost" to={p.details}>
            {t("account.nav.details")}
          </Link>
        </li>
      </ul>
    </AccountShell>
  );
}

function SignInPage({
  nonces,
  minPassword,
  notice,
  redirectTo,
  actionData,
}: {
  nonces: { login: string; register: string };
  minPassword: number;
  notice: "account.reset.done" | "account.logout.done" | undefined;
  redirectTo: string | undefined;
  actionData: unknown;
}) {
  const t = useT();
  const lang = useLang();
  const p = accountPaths(lang);
  const navigation = useNavigation();
  const busy = (field: string) =>
    navigation.state === "submitting" && navigation.formData?.has(field) === true;
  const loginFailure: FormFailure | undefined = isFormFailure(actionData, "login") ? actionData : undefined;
  const registerFailure: FormFailure | undefined = isFormFailure(actionData, "register")
    ? actionData
    : undefined;
  return (
    <div className="container account-page account-page--signin">
      <title>{t("account.title")}</title>
      <HintsWithoutScript />
      <h1 className="page-title">{t("account.title")}</h1>
      <SuccessNotice text={notice ? translate(lang, notice) : undefined} />
      <div className="u-columns col2-set" id="customer_login">
        <section className="u-column1 col-1 account-card" aria-labelledby="login-title">
          <h2 id="login-title">{t("account.login.title")}</h2>
          <FormErrors failure={loginFailure} />
          <Form
            method="post"
            action={p.dashboard}
            className="woocommerce-form woocommerce-form-login login"
            noValidate
          >
            <FormRow
              name="username"
              type="email"
              label={t("account.field.email")}
              autoComplete="username"
              required
              defaultValue={loginFailure?.values.username}
              error={fieldError(loginFailure, "username")}
            />
            <FormRow
              name="password"
              type="password"
              label={t("account.field.password")}
              autoComplete="current-password"
              required
              error={fieldError(loginFailure, "password")}
            />
            <input
              type="hidden"
              name={ACCOUNT_NONCES.login.field}
              value={loginFailure?.nonce ?? nonces.login}
            />
            {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
            <p className="form-row form-actions">
              <button
                type="submit"
                name="login"
                value="1"
                className="woocommerce-button button woocommerce-form-login__submit"
                disabled={busy(ACCOUNT_NONCES.login.field)}
              >
                {t("account.login.submit")}
              </button>
            </p>
            <p className="woocommerce-LostPassword lost_password">
              <Link to={p.lostPassword}>{t("account.login.lostPassword")}</Link>
            </p>
          </Form>
        </section>
        <section className="u-column2 col-2 account-card" aria-labelledby="register-title">
          <h2 id="register-title">{t("account.register.title")}</h2>
          <p className="muted">{t("account.register.intro")}</p>
          <FormErrors failure={registerFailure} idPrefix="reg_" />
          <Form
            method="post"
            action={p.dashboard}
            className="woocommerce-form woocommerce-form-register register"
            noValidate
          >
            <FormRow
              name="email"
              id="reg_email"
              type="email"
              label={t("account.field.email")}
              autoComplete="email"
              required
              defaultValue={registerFailure?.values.email}
              error={fieldError(registerFailure, "email")}
            />
            <FormRow
              name="password"
              id="reg_password"
              type="password"
              label={t("account.field.password")}
              autoComplete="new-password"
              required
              description={t("account.hint.newPassword", { min: minPassword })}
              error={fieldError(registerFailure, "password")}
            />
            <p className="woocommerce-privacy-policy-text">
              {t("account.register.privacy")}{" "}
              <Link to={localePath("de", paths.page("datenschutz"))}>
                {t("account.register.privacyLink")}
              </Link>
              .
            </p>
            <AttributionInputs />
            <input
              type="hidden"
              name={ACCOUNT_NONCES.register.field}
              value={registerFailure?.nonce ?? nonces.register}
            />
            <p className="form-row form-actions">
              <button
                type="submit"
                name="register"
                value="1"
                className="woocommerce-Button woocommerce-button button woocommerce-form-register__submit"
                disabled={busy(ACCOUNT_NONCES.register.field)}
              >
                {t("account.register.submit")}
              </button>
            </p>
          </Form>
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

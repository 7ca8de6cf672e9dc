import { Form, redirect, useNavigation } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { FormRow, NewPasswordRows } from "#app/components/account/form-row.tsx";
import { FormErrors, SuccessNotice } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { fieldError, isFormFailure } from "#app/components/account/types.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { LOGIN_FAILURES, undoHit } from "#modules/rate-limit/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { accountDetailsSchema, validateForm } from "#modules/users/account-forms.ts";
import { ACCOUNT_NONCES } from "#modules/users/account-nonces.ts";
import {
  checkPassword,
  EmailTakenError,
  endOtherSessions,
  updateAccountDetails,
} from "#modules/users/accounts.ts";
import { MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import type { Route } from "./+types/edit-account";
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
} from "./account.server.ts";
import { countLoginAttempt, loginSubjects } from "./sign-in.server.ts";

const FIELDS = [
  "account_first_name",
  "account_last_name",
  "account_email",
  "password_current",
  "password_1",
  "password_2",
] as const;
const FORM = "edit-account";

/** `/my-account/edit-account/`: name, e-mail address and password. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { account } = await requireAccount(context);
  return {
    frame: await accountFrame(context, account),
    account: { firstName: account.firstName, lastName: account.lastName, email: account.email },
    nonce: await nonceFor(context, "editAccount"),
    minPassword: MIN_PASSWORD_LENGTH,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, state, lang, paths } = accountRequest(context);
  const { account } = await requireAccount(context);
  const body = await readForm(request);
  if (!body) return badBody(lang, FORM);
  const values = keptValues(body, FIELDS);
  if (!(await nonceAccepted(context, "editAccount", body)))
    return nonceFailure(context, "editAccount", FORM, values);
  const input = validateForm(accountDetailsSchema, FIELDS, body);
  if (!input.ok) return failure(lang, FORM, input.errors, values, { status: 400 });
  const v = input.data;

  const emailChanged = v.account_email.toLowerCase() !== account.email.toLowerCase();
  const passwordChanged = v.password_1 !== "";
  if (emailChanged || passwordChanged) {
    // The current password guards both; its guesses count like failed sign-ins.
    if (v.password_current === "") {
      return failure(
        lang,
        FORM,
        [{ field: "password_current", key: "account.error.currentPasswordRequired" }],
        values,
        {
          status: 400,
        },
      );
    }
    const limit = await countLoginAttempt(context, account.email);
    if (!limit.allowed) {
      return rateLimitedFailure(lang, FORM, values, limit.retryAfterSeconds);
    }
    if (!(await checkPassword(services.db, account.id, v.password_current))) {
      return failure(
        lang,
        FORM,
        [{ field: "password_current", key: "account.error.currentPasswordWrong" }],
        values,
        {
          status: 400,
        },
      );
    }
    await undoHit(services.db, LOGIN_FAILURES, loginSubjects(context, account.email));
  }

  try {
    await updateAccountDetails(services.db, account.id, {
      firstName: v.account_first_name,
      lastName: v.account_last_name,
      email: v.account_email,
      newPassword: passwordChanged ? v.password_1 : undefined,
    });
  } catch (err) {
    if (!(err instanceof EmailTakenError)) throw err;
    return failure(lang, FORM, [{ field: "account_email", key: "account.error.emailTaken" }], values, {
      status: 409,
    });
  }
  if (passwordChanged) {
    // A new password ends every other sign-in and gives this one a new session id.
    const fresh = await state.session.start(account.id);
    await endOtherSessions(services.db, account.id, fresh.id);
  }
  return redirect(`${paths.details}?saved=1`, { headers: NO_STORE });
}

export const headers = accountHeaders;

export default function EditAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, account, nonce, minPassword, saved } = loaderData;
  const t = useT();
  const p = accountPaths(useLang());
  const navigation = useNavigation();
  const failed = isFormFailure(actionData, FORM) ? actionData : undefined;
  const value = (field: string, fallback: string) => failed?.values[field] ?? fallback;
  return (
    <AccountShell frame={frame} title={t("account.details.title")}>
      <h2>{t("account.details.title")}</h2>
      <SuccessNotice text={saved && !failed ? t("account.details.saved") : undefined} />
      <FormErrors failure={failed} />
      <Form method="post" action={p.details} className="woocommerce-EditAccountForm edit-account" noValidate>
        <p className="muted form-note">{t("account.requiredNote")}</p>
        <div className="form-grid">
          <FormRow
            name="account_first_name"
            label={t("account.field.firstName")}
            autoComplete="given-name"
            required
            width="first"
            defaultValue={value("account_first_name", account.firstName)}
            error={fieldError(failed, "account_first_name")}
          />
          <FormRow
            name="account_last_name"
            label={t("account.field.lastName")}
            autoComplete="family-name"
            required
            width="last"
            defaultValue={value("account_last_name", account.lastName)}
            error={fieldError(failed, "account_last_name")}
          />
        </div>
        <FormRow
          name="account_email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          required
          description={t("account.hint.accountEmail")}
          defaultValue={value("account_email", account.email)}
          error={fieldError(failed, "account_email")}
        />
        <fieldset className="account-fieldset">
          <legend>{t("account.details.passwordLegend")}</legend>
          <p className="muted form-note">{t("account.details.passwordNote")}</p>
          <FormRow
            name="password_current"
            type="password"
            label={t("account.field.currentPassword")}
            autoComplete="current-password"
            description={t("account.hint.currentPassword")}
            error={fieldError(failed, "password_current")}
          />
          <NewPasswordRows
            minLength={minPassword}
            errors={{
              password_1: fieldError(failed, "password_1"),
              password_2: fieldError(failed, "password_2"),
            }}
          />
        </fieldset>
        <input type="hidden" name={ACCOUNT_NONCES.editAccount.field} value={failed?.nonce ?? nonce} />
        <p className="form-row form-actions">
          <button
            type="submit"
            name="save_account_details"
            value="1"
            className="woocommerce-Button button"
            disabled={navigation.state === "submitting"}
          >
            {t("account.details.submit")}
          </button>
        </p>
      </Form>
    </AccountShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

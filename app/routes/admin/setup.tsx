/**
 * `/admin/setup/?token=…`: the first administrator of a shop started without demo data (issue 20).
 * `npm start` prints the link while no administrator exists; the token (its hash in the data dir)
 * works once and for 24 hours. The password follows the customer password rules.
 */
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { AuthFrame } from "#app/components/admin/auth-frame.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import { translate } from "#modules/i18n/index.ts";
import {
  createFirstAdministrator,
  hasAdministrator,
  SetupRefusedError,
  setupTokenValid,
} from "#modules/owner-auth/first-owner.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import { UserExistsError } from "#modules/users/store.ts";
import "#app/styles/admin.css";
import "#modules/i18n/messages-admin-auth.ts";
import type { Route } from "./+types/setup";
import { adminHeaders } from "./admin.server.ts";
import { adminNonce, adminNonceAccepted, startOwnerSession } from "./auth.server.ts";

/** The setup form's fields; German messages per field (the page shows them). Server-side only. */
const setupSchema = () =>
  z.object({
    email: z.email(translate("de", "admin.setup.emailInvalid")).max(254),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, translate("de", "admin.setup.passwordShort", { min: MIN_PASSWORD_LENGTH }))
      .max(1024),
  });

async function usable(context: Route.LoaderArgs["context"], token: unknown): Promise<boolean> {
  const services = context.get(servicesContext);
  return setupTokenValid(services.config.dataDir, token) && !(await hasAdministrator(services.db));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await usable(context, token))) throw data({ invalid: true }, { status: 410, headers: NO_STORE });
  return { token, nonce: await adminNonce(context, "admin-setup"), minPassword: MIN_PASSWORD_LENGTH };
}

type Failure = {
  errors: Partial<Record<"email" | "password" | "form", string>>;
  email: string;
  nonce: string;
};

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const body = await request.formData().catch(() => undefined);
  const token = String(body?.get("token") ?? "");
  if (!body || !(await usable(context, token)))
    throw data({ invalid: true }, { status: 410, headers: NO_STORE });
  const email = String(body.get("email") ?? "").trim();
  const again = async (errors: Failure["errors"], status: number) =>
    data<Failure>(
      { errors, email, nonce: await adminNonce(context, "admin-setup") },
      { status, headers: NO_STORE },
    );
  if (!(await adminNonceAccepted(context, "admin-setup", body)))
    return again({ form: translate("de", "admin.auth.nonce") }, 403);
  const parsed = setupSchema().safeParse({ email, password: String(body.get("password") ?? "") });
  if (!parsed.success) {
    const errors: Failure["errors"] = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as "email" | "password"] ??= issue.message;
    return again(errors, 400);
  }
  try {
    const admin = await createFirstAdministrator(services.db, services.config.dataDir, {
      token,
      ...parsed.data,
    });
    await startOwnerSession(context, admin.id);
  } catch (err) {
    if (err instanceof UserExistsError)
      return again({ email: translate("de", "admin.setup.emailTaken") }, 409);
    if (err instanceof SetupRefusedError) throw data({ invalid: true }, { status: 410, headers: NO_STORE });
    throw err;
  }
  return redirect(adminPaths.dashboard, { headers: NO_STORE });
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Einrichtung – Verwaltung" }];
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const failure = actionData as Failure | undefined;
  const err = failure?.errors ?? {};
  return (
    <AuthFrame title={t("admin.setup.title")}>
      <p className="admin-auth__intro">{t("admin.setup.intro")}</p>
      {err.form ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {err.form}
        </p>
      ) : null}
      <Form method="post" className="admin-auth__form" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="nonce" value={failure?.nonce ?? loaderData.nonce} />
        <div className="admin-field">
          <label htmlFor="setup-email">{t("admin.auth.email")}</label>
          <input
            id="setup-email"
            name="email"
            type="email"
            className="admin-input"
            autoComplete="username"
            required
            defaultValue={failure?.email}
            aria-invalid={err.email ? true : undefined}
            aria-describedby={err.email ? "setup-email-error" : undefined}
          />
          {err.email ? (
            <p id="setup-email-error" className="admin-field__error">
              {err.email}
            </p>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor="setup-password">{t("admin.auth.password")}</label>
          <input
            id="setup-password"
            name="password"
            type="password"
            className="admin-input"
            autoComplete="new-password"
            required
            minLength={loaderData.minPassword}
            aria-invalid={err.password ? true : undefined}
            aria-describedby={
              err.password ? "setup-password-error setup-password-help" : "setup-password-help"
            }
          />
          <p id="setup-password-help" className="admin-field__help">
            {t("admin.setup.passwordHelp", { min: loaderData.minPassword })}
          </p>
          {err.password ? (
            <p id="setup-password-error" className="admin-field__error">
              {err.password}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button">
          {t("admin.setup.submit")}
        </button>
      </Form>
    </AuthFrame>
  );
}

export function ErrorBoundary() {
  const t = useAdminT();
  return (
    <AuthFrame title={t("admin.setup.title")}>
      <p className="admin-notice admin-notice--warning">{t("admin.setup.invalid")}</p>
    </AuthFrame>
  );
}

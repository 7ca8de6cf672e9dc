/**
 * `/admin/invitation/?token=…`: an invited owner sets their name and password (issue 27). The link
 * works once and for seven days; a used, expired or withdrawn link gets 410 with a German reason.
 * Afterwards the owner signs in at `/admin/login/` (with two-factor set up later on the profile).
 */
import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { AuthFrame } from "#app/components/admin/auth-frame.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import { type MessageKey, translate } from "#modules/i18n/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { acceptInvitation, acceptInvitationSchema, invitationState } from "#modules/users/invitations.ts";
import { MIN_PASSWORD_LENGTH } from "#modules/users/password.ts";
import "#app/styles/admin.css";
import "#modules/i18n/messages-admin-auth.ts";
import "#modules/i18n/messages-admin-users.ts";
import type { Route } from "./+types/invitation";
import { adminHeaders } from "./admin.server.ts";
import { adminNonce, adminNonceAccepted } from "./auth.server.ts";

type Refusal = "used" | "expired" | "unknown" | "account-exists";

const REFUSALS: Record<Refusal, MessageKey> = {
  used: "adminUsers.accept.used",
  expired: "adminUsers.accept.expired",
  unknown: "adminUsers.accept.unknown",
  "account-exists": "adminUsers.accept.exists",
};

function refuse(reason: Refusal): never {
  throw data({ reason }, { status: reason === "account-exists" ? 409 : 410, headers: NO_STORE });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await invitationState(context.get(servicesContext).db, token);
  if (found.state !== "open") refuse(found.state);
  return {
    token,
    email: found.email,
    role: found.role,
    displayName: found.displayName,
    nonce: await adminNonce(context, "admin-invitation"),
    minPassword: MIN_PASSWORD_LENGTH,
  };
}

type Failure = {
  errors: Partial<Record<"displayName" | "password" | "form", string>>;
  displayName: string;
  nonce: string;
};

export async function action({ context, request }: Route.ActionArgs) {
  const body = await request.formData().catch(() => undefined);
  if (!body) refuse("unknown");
  const token = String(body.get("token") ?? "");
  // A used, expired or withdrawn link is answered as such, whatever else was sent.
  const found = await invitationState(context.get(servicesContext).db, token);
  if (found.state !== "open") refuse(found.state);
  const displayName = String(body.get("displayName") ?? "");
  const again = async (errors: Failure["errors"], status: number) =>
    data<Failure>(
      { errors, displayName, nonce: await adminNonce(context, "admin-invitation") },
      { status, headers: NO_STORE },
    );
  if (!(await adminNonceAccepted(context, "admin-invitation", body)))
    return again({ form: translate("de", "admin.auth.nonce") }, 403);
  const parsed = acceptInvitationSchema.safeParse({
    displayName,
    password: String(body.get("password") ?? ""),
  });
  if (!parsed.success) {
    const errors: Failure["errors"] = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as "displayName" | "password"] ??= issue.message;
    return again(errors, 400);
  }
  const outcome = await acceptInvitation(context.get(servicesContext).db, token, parsed.data);
  if (!outcome.ok) refuse(outcome.reason);
  return redirect(`${adminPaths.login}?invited=1`, { headers: NO_STORE });
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Einladung annehmen – Verwaltung" }];
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const failure = actionData as Failure | undefined;
  const err = failure?.errors ?? {};
  const role = t(
    loaderData.role === "administrator" ? "adminUsers.role.administrator" : "adminUsers.role.shop_manager",
  );
  return (
    <AuthFrame title={t("adminUsers.accept.title")}>
      <p className="admin-auth__intro">{t("adminUsers.accept.intro", { role, email: loaderData.email })}</p>
      {err.form ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {err.form}
        </p>
      ) : null}
      <Form method="post" className="admin-auth__form" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="nonce" value={failure?.nonce ?? loaderData.nonce} />
        <Field
          id="invite-name"
          name="displayName"
          label={t("adminUsers.accept.name")}
          autoComplete="name"
          defaultValue={failure?.displayName ?? loaderData.displayName}
          error={err.displayName}
        />
        <Field
          id="invite-password"
          name="password"
          type="password"
          label={t("adminUsers.accept.password")}
          autoComplete="new-password"
          help={t("adminUsers.accept.passwordHelp", { min: loaderData.minPassword })}
          error={err.password}
        />
        <button type="submit" className="admin-button">
          {t("adminUsers.accept.submit")}
        </button>
      </Form>
    </AuthFrame>
  );
}

/** A labelled input with its help and the server's error, both tied to it. */
function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  help?: string;
  error?: string;
}) {
  const described = [props.error ? `${props.id}-error` : "", props.help ? `${props.id}-help` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        className="admin-input"
        autoComplete={props.autoComplete}
        required
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.help ? (
        <p id={`${props.id}-help`} className="admin-field__help">
          {props.help}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useAdminT();
  const error = useRouteError();
  const reason = isRouteErrorResponse(error)
    ? (error.data as { reason?: Refusal } | null)?.reason
    : undefined;
  return (
    <AuthFrame title={t("adminUsers.accept.title")}>
      <p className="admin-notice admin-notice--warning" role="alert">
        {t(REFUSALS[reason ?? "unknown"] ?? REFUSALS.unknown)}
      </p>
      <p>
        <Link to={adminPaths.login}>{t("adminUsers.accept.toLogin")}</Link>
      </p>
    </AuthFrame>
  );
}

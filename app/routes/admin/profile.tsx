/**
 * `/admin/profile/`: the owner's own settings: display name, the back office's language, and the
 * optional two-factor sign-in (set up with a QR code, confirmed with a code, ten recovery codes
 * shown once; turned off with password + code). With `security.requireTwoFactor` on, an owner
 * without it is sent here until it is set up. Settings II (issue 27): the owner's signed-in
 * devices (sign out one, or all others) and their application passwords (create, shown once;
 * revoke).
 */
import { data, Form, useNavigation } from "react-router";
import { AppPasswordsSection, SessionsSection } from "#app/components/admin/profile-access.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { translate } from "#modules/i18n/index.ts";
import { ownerProfileSchema, updateOwnerProfile } from "#modules/owner-auth/profile.ts";
import { listOwnerSessions } from "#modules/owner-auth/sessions.ts";
import {
  confirmTotpSetup,
  disableTotp,
  pendingSetup,
  recoveryCodesLeft,
  startTotpSetup,
  totpStatus,
} from "#modules/owner-auth/totp.ts";
import { getSetting } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { checkPassword } from "#modules/users/accounts.ts";
import { listAppPasswords } from "#modules/users/app-passwords.ts";
import "#app/styles/admin-auth.css";
import "#app/styles/admin-users.css";
import "#modules/i18n/messages-admin-auth.ts";
import "#modules/i18n/messages-admin-users.ts";
import type { Route } from "./+types/profile";
import { adminHeaders, requireOwner } from "./admin.server.ts";
import { type AccessAnswer, type AccessIntent, accessAction } from "./profile-access.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { owner, services, sessionId } = await requireOwner(context, request);
  const status = await totpStatus(services.db, owner.id);
  const pending =
    status === "pending" ? await pendingSetup(services.db, services.config.secret, owner) : undefined;
  return {
    displayName: owner.displayName || owner.email,
    adminLocale: owner.adminLocale,
    twoFactor: status,
    required: await getSetting(services.db, "security.requireTwoFactor"),
    recoveryLeft: status === "on" ? await recoveryCodesLeft(services.db, owner.id) : 0,
    setup: pending
      ? {
          secret: pending.secret,
          qr: `data:image/svg+xml;base64,${Buffer.from(pending.qrSvg).toString("base64")}`,
        }
      : undefined,
    email: owner.email,
    sessions: await listOwnerSessions(services.db, owner.id, sessionId),
    appPasswords: await listAppPasswords(services.db, owner.id),
  };
}

type Intent = "profile" | "totp-start" | "totp-confirm" | "totp-disable";
type Answer = {
  intent: Intent;
  ok: boolean;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
  recoveryCodes?: string[];
};

function answer(body: Answer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const { owner, services, actor, lang } = admin;
  const body = await request.formData();
  const intent = String(body.get("intent") ?? "") as Intent | AccessIntent;
  const { db, config } = services;
  switch (intent) {
    case "session-end":
    case "sessions-end-others":
    case "app-password-create":
    case "app-password-revoke":
      return accessAction(admin, intent, body);
    case "profile": {
      const values = {
        displayName: String(body.get("displayName") ?? ""),
        adminLocale: String(body.get("adminLocale") ?? ""),
      };
      const parsed = ownerProfileSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return answer({ intent, ok: false, errors, values }, 400);
      }
      await updateOwnerProfile(db, owner.id, parsed.data, actor);
      return answer({ intent, ok: true });
    }
    case "totp-start":
      if ((await totpStatus(db, owner.id)) !== "on") await startTotpSetup(db, config.secret, owner);
      return answer({ intent, ok: true });
    case "totp-confirm": {
      const codes = await confirmTotpSetup(
        db,
        config.secret,
        owner.id,
        String(body.get("code") ?? ""),
        actor,
      );
      if (!codes)
        return answer(
          { intent, ok: false, errors: { code: translate(lang, "admin.twoFactor.codeFailed") } },
          400,
        );
      return answer({ intent, ok: true, recoveryCodes: codes });
    }
    case "totp-disable": {
      if (await getSetting(db, "security.requireTwoFactor"))
        return answer(
          { intent, ok: false, errors: { form: translate(lang, "admin.twoFactor.disableRequired") } },
          409,
        );
      const passwordOk = await checkPassword(db, owner.id, String(body.get("password") ?? ""));
      const done =
        passwordOk && (await disableTotp(db, config.secret, owner.id, String(body.get("code") ?? ""), actor));
      if (!done)
        return answer(
          { intent, ok: false, errors: { form: translate(lang, "admin.twoFactor.disableFailed") } },
          400,
        );
      return answer({ intent, ok: true });
    }
    default:
      throw data(null, { status: 400, headers: NO_STORE });
  }
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Profil · Verwaltung" }];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const done = actionData as Answer | undefined;
  const result = (intent: Intent) => (done?.intent === intent ? done : undefined);
  const profile = result("profile");
  const confirm = result("totp-confirm");
  const disable = result("totp-disable");
  const access = done && "access" in done ? (done as unknown as AccessAnswer) : undefined;
  return (
    <div className="admin-page admin-profile">
      <div className="admin-page__head">
        <h1>{t("admin.profile.title")}</h1>
      </div>
      {loaderData.required && loaderData.twoFactor !== "on" ? (
        <p className="admin-notice admin-notice--warning" role="status">
          {t("admin.twoFactor.required")}
        </p>
      ) : null}

      <ProfileDetails loaderData={loaderData} profile={profile} busy={busy} />

      <TwoFactorSection loaderData={loaderData} confirm={confirm} disable={disable} busy={busy} />

      <SessionsSection
        sessions={loaderData.sessions}
        answer={access?.access === "sessions" ? access : undefined}
      />

      <AppPasswordsSection
        rows={loaderData.appPasswords}
        email={loaderData.email}
        answer={access?.access === "app-passwords" ? access : undefined}
      />
    </div>
  );
}

type ProfileData = Route.ComponentProps["loaderData"];

/** Display name and back-office language. */
function ProfileDetails({
  loaderData,
  profile,
  busy,
}: {
  loaderData: ProfileData;
  profile: Answer | undefined;
  busy: boolean;
}) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="profile-details">
      <h2 id="profile-details">{t("admin.profile.details")}</h2>
      {profile?.ok ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("admin.profile.saved")}
        </p>
      ) : null}
      <Form method="post" className="admin-profile__form">
        <input type="hidden" name="intent" value="profile" />
        <div className="admin-field">
          <label htmlFor="profile-name">{t("admin.profile.displayName")}</label>
          <input
            id="profile-name"
            name="displayName"
            className="admin-input"
            required
            maxLength={120}
            defaultValue={profile?.values?.displayName ?? loaderData.displayName}
            aria-invalid={profile?.errors?.displayName ? true : undefined}
            aria-describedby={profile?.errors?.displayName ? "profile-name-error" : undefined}
          />
          {profile?.errors?.displayName ? (
            <p id="profile-name-error" className="admin-field__error">
              {profile.errors.displayName}
            </p>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor="profile-locale">{t("admin.profile.language")}</label>
          <select
            id="profile-locale"
            name="adminLocale"
            className="admin-input"
            defaultValue={loaderData.adminLocale}
          >
            <option value="de" lang="de">
              {t("admin.profile.language.de")}
            </option>
            <option value="en" lang="en">
              {t("admin.profile.language.en")}
            </option>
          </select>
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("admin.save")}
        </button>
      </Form>
    </section>
  );
}

/** Two-factor sign-in: set up with the QR code, the recovery codes once, turn off. */
function TwoFactorSection({
  loaderData,
  confirm,
  disable,
  busy,
}: {
  loaderData: ProfileData;
  confirm: Answer | undefined;
  disable: Answer | undefined;
  busy: boolean;
}) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="profile-2fa">
      <h2 id="profile-2fa">{t("admin.twoFactor.title")}</h2>
      {confirm?.recoveryCodes ? (
        <div className="admin-notice admin-notice--success" role="status">
          <p>{t("admin.twoFactor.enabled")}</p>
          <p>{t("admin.twoFactor.recovery")}</p>
          <ul className="admin-profile__codes" aria-label={t("admin.twoFactor.title")}>
            {confirm.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {disable?.ok ? (
        <p className="admin-notice admin-notice--success" role="status">
          {t("admin.twoFactor.disabled")}
        </p>
      ) : null}
      {loaderData.twoFactor === "off" ? (
        <>
          <p>{t("admin.twoFactor.off")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-start" />
            <button type="submit" className="admin-button" disabled={busy}>
              {t("admin.twoFactor.start")}
            </button>
          </Form>
        </>
      ) : null}
      {loaderData.twoFactor === "pending" && loaderData.setup ? (
        <div className="admin-profile__setup">
          <p>{t("admin.twoFactor.scan")}</p>
          <img
            className="admin-profile__qr"
            src={loaderData.setup.qr}
            alt={t("admin.twoFactor.qr")}
            width={200}
            height={200}
          />
          <p>
            {t("admin.twoFactor.secret")}:{" "}
            <code className="admin-profile__secret">{loaderData.setup.secret}</code>
          </p>
          <Form method="post" className="admin-profile__form">
            <input type="hidden" name="intent" value="totp-confirm" />
            <div className="admin-field">
              <label htmlFor="totp-code">{t("admin.auth.code.label")}</label>
              <input
                id="totp-code"
                name="code"
                className="admin-input admin-input--code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                required
                aria-invalid={confirm?.errors?.code ? true : undefined}
                aria-describedby={confirm?.errors?.code ? "totp-code-error" : undefined}
              />
              {confirm?.errors?.code ? (
                <p id="totp-code-error" className="admin-field__error">
                  {confirm.errors.code}
                </p>
              ) : null}
            </div>
            <button type="submit" className="admin-button" disabled={busy}>
              {t("admin.twoFactor.confirm")}
            </button>
          </Form>
        </div>
      ) : null}
      {loaderData.twoFactor === "on" ? (
        <>
          <p>{t("admin.twoFactor.on", { count: loaderData.recoveryLeft })}</p>
          {loaderData.required ? null : (
            <details className="admin-profile__disable">
              <summary>{t("admin.twoFactor.disable")}</summary>
              <p>{t("admin.twoFactor.disableIntro")}</p>
              {disable?.errors?.form ? (
                <p className="admin-notice admin-notice--error" role="alert">
                  {disable.errors.form}
                </p>
              ) : null}
              <Form method="post" className="admin-profile__form">
                <input type="hidden" name="intent" value="totp-disable" />
                <div className="admin-field">
                  <label htmlFor="disable-password">{t("admin.auth.password")}</label>
                  <input
                    id="disable-password"
                    name="password"
                    type="password"
                    className="admin-input"
                    autoComplete="current-password"
                    required
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor="disable-code">{t("admin.auth.code.label")}</label>
                  <input
                    id="disable-code"
                    name="code"
                    className="admin-input admin-input--code"
                    autoComplete="one-time-code"
                    required
                  />
                </div>
                <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
                  {t("admin.twoFactor.disable")}
                </button>
              </Form>
            </details>
          )}
        </>
      ) : null}
    </section>
  );
}

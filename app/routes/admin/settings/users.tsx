/**
 * `/admin/settings/users/`: Benutzer (issue 27 item 4), administrators only — the owners and staff
 * with their role and status (role change, deactivate/activate; never the last active
 * administrator), inviting by mail, the open invitations, and every owner's application passwords
 * (revoke; each owner creates their own on the profile). Each owner's password, language,
 * two-factor and sessions are on `/admin/profile/`.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminDateFormat, useAdminFrame, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { listAppPasswords } from "#modules/users/app-passwords.ts";
import { listOpenInvitations } from "#modules/users/invitations.ts";
import { listOwners } from "#modules/users/owners.ts";
import { OWNER_ROLES } from "#modules/users/roles.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-users.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-users.css";
import { adminHeaders, requireAdministrator } from "../admin.server.ts";
import type { Route } from "./+types/users";
import { type UsersAnswer, usersAction } from "./users.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireAdministrator(context, request);
  const [owners, invitations, appPasswords] = await Promise.all([
    listOwners(services.db),
    listOpenInvitations(services.db),
    listAppPasswords(services.db),
  ]);
  return { owners, invitations, appPasswords };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdministrator(context, request);
  return usersAction(admin, await request.formData());
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Benutzer · Einstellungen · Verwaltung" }];
}

type Data = Route.ComponentProps["loaderData"];

export default function UsersSettings({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as UsersAnswer | undefined;
  return (
    <SettingsPage groupId="users">
      <Notice answer={answer} />
      <OwnersTable owners={loaderData.owners} />
      <InviteForm answer={answer?.intent === "invite" ? answer : undefined} />
      <Invitations invitations={loaderData.invitations} />
      <AppPasswords rows={loaderData.appPasswords} />
    </SettingsPage>
  );
}

/** The last action's result; it takes focus so a screen reader hears it. */
function Notice({ answer }: { answer: UsersAnswer | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  if (!answer) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`admin-notice ${answer.ok ? "admin-notice--success" : "admin-notice--error"}`}
      role={answer.ok ? "status" : "alert"}
    >
      <p>{answer.message}</p>
    </div>
  );
}

function roleKey(role: string) {
  return role === "administrator" ? "adminUsers.role.administrator" : "adminUsers.role.shop_manager";
}

function OwnersTable({ owners }: { owners: Data["owners"] }) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const me = useAdminFrame()?.owner.id;
  return (
    <section className="admin-card admin-users" aria-labelledby="users-owners">
      <h2 id="users-owners">{t("adminUsers.owners")}</h2>
      <p className="admin-settings__section-help">{t("adminUsers.roleHelp")}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <div className="admin-table-wrap" tabIndex={0}>
        <table className="admin-table admin-users__table">
          <thead>
            <tr>
              <th scope="col">{t("adminUsers.col.name")}</th>
              <th scope="col">{t("adminUsers.col.role")}</th>
              <th scope="col">{t("adminUsers.col.status")}</th>
              <th scope="col">{t("adminUsers.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {owners.map((o) => (
              <tr key={o.id} data-user={o.email}>
                <th scope="row">
                  {o.displayName || o.email} {o.id === me ? t("adminUsers.you") : null}
                  <br />
                  <span className="admin-users__email">{o.email}</span>
                </th>
                <td>
                  <Form method="post" className="admin-users__role">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={o.id} />
                    <select
                      name="role"
                      className="admin-input"
                      defaultValue={o.role}
                      aria-label={t("adminUsers.roleFor", { email: o.email })}
                    >
                      {OWNER_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(roleKey(r))}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="admin-button admin-button--quiet" disabled={busy}>
                      {t("adminUsers.saveRole")}
                    </button>
                  </Form>
                </td>
                <td>{t(o.active ? "adminUsers.active" : "adminUsers.inactive")}</td>
                <td>
                  {o.id === me ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value={o.active ? "deactivate" : "activate"} />
                      <input type="hidden" name="userId" value={o.id} />
                      <button
                        type="submit"
                        className={`admin-button ${o.active ? "admin-button--danger" : "admin-button--quiet"}`}
                        disabled={busy}
                        aria-label={`${t(o.active ? "adminUsers.deactivate" : "adminUsers.activate")}: ${o.email}`}
                      >
                        {t(o.active ? "adminUsers.deactivate" : "adminUsers.activate")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InviteForm({ answer }: { answer: UsersAnswer | undefined }) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.ok ? undefined : answer?.values;
  const field = (
    name: "email" | "displayName",
    label: "adminUsers.invite.email" | "adminUsers.invite.name",
  ) => (
    <div className="admin-field">
      <label htmlFor={`invite-${name}`}>{t(label)}</label>
      <input
        id={`invite-${name}`}
        name={name}
        type={name === "email" ? "email" : "text"}
        className="admin-input"
        autoComplete="off"
        required={name === "email"}
        maxLength={name === "email" ? 254 : 120}
        defaultValue={values?.[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `invite-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`invite-${name}-error`} className="admin-field__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="admin-card" aria-labelledby="users-invite">
      <h2 id="users-invite">{t("adminUsers.invite")}</h2>
      <p className="admin-settings__section-help">{t("adminUsers.invite.intro")}</p>
      {/* A new key after each sent invitation empties the form. */}
      <Form
        method="post"
        className="admin-users__invite"
        noValidate
        key={answer?.ok ? answer.message : "invite"}
      >
        <input type="hidden" name="intent" value="invite" />
        {field("email", "adminUsers.invite.email")}
        {field("displayName", "adminUsers.invite.name")}
        <div className="admin-field">
          <label htmlFor="invite-role">{t("adminUsers.invite.role")}</label>
          <select
            id="invite-role"
            name="role"
            className="admin-input"
            defaultValue={values?.role ?? "shop_manager"}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? "invite-role-error" : undefined}
          >
            {OWNER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(roleKey(r))}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id="invite-role-error" className="admin-field__error">
              {errors.role}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminUsers.invite.submit")}
        </button>
      </Form>
    </section>
  );
}

function Invitations({ invitations }: { invitations: Data["invitations"] }) {
  const t = useAdminT();
  const day = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="admin-card" aria-labelledby="users-invitations">
      <h2 id="users-invitations">{t("adminUsers.invitations")}</h2>
      {invitations.length === 0 ? <p>{t("adminUsers.invitations.none")}</p> : null}
      <ul className="admin-users__list">
        {invitations.map((i) => (
          <li key={i.id}>
            <span>
              <strong>{i.email}</strong> · {t(roleKey(i.role))} ·{" "}
              {t(i.expired ? "adminUsers.invitations.expired" : "adminUsers.invitations.until", {
                date: day.format(new Date(i.expiresAt)),
              })}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="id" value={i.id} />
              <button
                type="submit"
                className="admin-button admin-button--quiet"
                disabled={busy}
                aria-label={t("adminUsers.invitations.withdrawFor", { email: i.email })}
              >
                {t("adminUsers.invitations.withdraw")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppPasswords({ rows }: { rows: Data["appPasswords"] }) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="admin-card" aria-labelledby="users-app-passwords">
      <h2 id="users-app-passwords">{t("adminUsers.appPasswords")}</h2>
      <p className="admin-settings__section-help">{t("adminUsers.appPasswords.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("adminUsers.appPasswords.none")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <div className="admin-table-wrap" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("adminUsers.appPasswords.col.name")}</th>
                <th scope="col">{t("adminUsers.appPasswords.col.user")}</th>
                <th scope="col">{t("adminUsers.appPasswords.col.created")}</th>
                <th scope="col">{t("adminUsers.appPasswords.col.used")}</th>
                <th scope="col">{t("adminUsers.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  <td>{r.email}</td>
                  <td>{when.format(new Date(r.createdAt))}</td>
                  <td>
                    {r.lastUsedAt ? when.format(new Date(r.lastUsedAt)) : t("adminUsers.appPasswords.never")}
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="id" value={r.id} />
                      <button
                        type="submit"
                        className="admin-button admin-button--danger"
                        disabled={busy}
                        aria-label={t("adminUsers.appPasswords.revokeFor", { name: r.name })}
                      >
                        {t("adminUsers.appPasswords.revoke")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The profile's access sections (issue 27): the owner's signed-in devices with sign-out (each, and
 * all others), and their application passwords (create with a name, shown once; revoke). Plain
 * forms: they work without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { useAdminDateFormat, useAdminT } from "./use-admin-t.ts";

/** What the profile's access intents answer (app/routes/admin/profile-access.server.ts), as shown here. */
type AccessAnswer = {
  intent: string;
  ok: boolean;
  message?: string;
  error?: string;
  name?: string;
  password?: string;
};

type Session = {
  id: string;
  current: boolean;
  createdAt: Date;
  seenAt: Date | null;
  browser: string;
  system: string;
};

type AppPassword = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null };

function Outcome({ answer }: { answer: AccessAnswer | undefined }) {
  if (!answer || (answer.ok && !answer.message)) return null;
  return answer.ok ? (
    <p className="admin-notice admin-notice--success" role="status">
      {answer.message}
    </p>
  ) : (
    <p className="admin-notice admin-notice--error" role="alert">
      {answer.error}
    </p>
  );
}

export function SessionsSection({
  sessions,
  answer,
}: {
  sessions: Session[];
  answer: AccessAnswer | undefined;
}) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  const device = (s: Session) =>
    s.browser && s.system
      ? t("adminUsers.sessions.on", { browser: s.browser, system: s.system })
      : s.browser || s.system || t("adminUsers.sessions.unknownBrowser");
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="admin-card" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t("adminUsers.sessions")}</h2>
      <p>{t("adminUsers.sessions.intro")}</p>
      <Outcome answer={answer} />
      <ul className="admin-users__list">
        {sessions.map((s) => (
          <li key={s.id}>
            <span>
              <strong>{device(s)}</strong>
              {s.current ? ` · ${t("adminUsers.sessions.current")}` : null}
              <br />
              <span className="admin-users__meta">
                {t("adminUsers.sessions.since", { date: when.format(new Date(s.createdAt)) })}
                {s.seenAt
                  ? ` · ${t("adminUsers.sessions.seen", { date: when.format(new Date(s.seenAt)) })}`
                  : null}
              </span>
            </span>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="session-end" />
                <input type="hidden" name="id" value={s.id} />
                <button
                  type="submit"
                  className="admin-button admin-button--quiet"
                  disabled={busy}
                  aria-label={t("adminUsers.sessions.signOutFor", { device: device(s) })}
                >
                  {t("adminUsers.sessions.signOut")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="admin-users__actions">
          <input type="hidden" name="intent" value="sessions-end-others" />
          <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
            {t("adminUsers.sessions.signOutOthers")}
          </button>
        </Form>
      ) : (
        <p className="admin-users__meta">{t("adminUsers.sessions.none")}</p>
      )}
    </section>
  );
}

export function AppPasswordsSection({
  rows,
  email,
  answer,
}: {
  rows: AppPassword[];
  email: string;
  answer: AccessAnswer | undefined;
}) {
  const t = useAdminT();
  const when = useAdminDateFormat("minute");
  const busy = useNavigation().state === "submitting";
  const failed = answer?.intent === "app-password-create" && !answer.ok ? answer : undefined;
  return (
    <section className="admin-card" aria-labelledby="profile-app-passwords">
      <h2 id="profile-app-passwords">{t("adminUsers.appPasswords")}</h2>
      {answer?.password ? (
        <div className="admin-notice admin-notice--success" role="status">
          <p>{t("adminUsers.appPasswords.created", { name: answer.name ?? "" })}</p>
          <p>
            <code className="admin-users__secret">{answer.password}</code>
          </p>
          <p>{t("adminUsers.appPasswords.usage", { email })}</p>
        </div>
      ) : (
        <Outcome answer={failed ? undefined : answer} />
      )}
      {rows.length === 0 ? <p>{t("adminUsers.appPasswords.none")}</p> : null}
      <ul className="admin-users__list">
        {rows.map((r) => (
          <li key={r.id}>
            <span>
              <strong>{r.name}</strong>
              <br />
              <span className="admin-users__meta">
                {t("adminUsers.appPasswords.col.created")}: {when.format(new Date(r.createdAt))} ·{" "}
                {t("adminUsers.appPasswords.col.used")}:{" "}
                {r.lastUsedAt ? when.format(new Date(r.lastUsedAt)) : t("adminUsers.appPasswords.never")}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="app-password-revoke" />
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
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-users__invite" noValidate key={answer?.password ?? "new"}>
        <h3>{t("adminUsers.appPasswords.create")}</h3>
        <input type="hidden" name="intent" value="app-password-create" />
        <div className="admin-field">
          <label htmlFor="app-password-name">{t("adminUsers.appPasswords.name")}</label>
          <input
            id="app-password-name"
            name="name"
            className="admin-input"
            autoComplete="off"
            maxLength={100}
            required
            defaultValue={failed?.name ?? ""}
            aria-invalid={failed ? true : undefined}
            aria-describedby={
              failed ? "app-password-name-help app-password-name-error" : "app-password-name-help"
            }
          />
          <p id="app-password-name-help" className="admin-field__help">
            {t("adminUsers.appPasswords.nameHelp")}
          </p>
          {failed ? (
            <p id="app-password-name-error" className="admin-field__error">
              {failed.error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminUsers.appPasswords.submit")}
        </button>
      </Form>
    </section>
  );
}

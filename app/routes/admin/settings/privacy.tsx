/**
 * `/admin/settings/privacy/`: Datenschutz und Spam-Schutz (issue 27 item 3) — the consent
 * manager on or off and its texts per language, the captcha providers' site keys (their secrets
 * stay environment variables; the screen says only whether each is set), the proof-of-work
 * difficulty and the forms' submissions per minute. Administrator only.
 */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import { SECRET_ENV } from "#modules/forms/captcha/providers.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-privacy.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/privacy";
import { CAPTCHA_PROVIDERS, PRIVACY_SECTIONS } from "./privacy-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";

const GROUP = "privacy";
const FIELDS = sectionFields(PRIVACY_SECTIONS);

export async function loader({ context, request }: Route.LoaderArgs) {
  const group = await loadSettingsGroup(context, request, GROUP, FIELDS);
  const env = context.get(servicesContext).config as unknown as Record<string, unknown>;
  const secrets = Object.fromEntries(
    CAPTCHA_PROVIDERS.map((p) => [p, { env: SECRET_ENV[p], set: Boolean(env[SECRET_ENV[p]]) }]),
  );
  return { ...group, secrets };
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Datenschutz und Spam-Schutz · Einstellungen · Verwaltung" }];
}

export default function PrivacySettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  // Each site key's help says whether its secret is set (never the secret itself).
  const sections = PRIVACY_SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      const provider = /^captcha\.(\w+)\.siteKey$/.exec(field.key)?.[1];
      const secret = provider ? loaderData.secrets[provider] : undefined;
      if (!secret) return field;
      const state = t(secret.set ? "adminPrivacy.secret.set" : "adminPrivacy.secret.unset");
      return { ...field, helpParams: { env: secret.env, state } };
    }),
  }));
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm sections={sections} values={loaderData.values} answer={actionData} />
    </SettingsPage>
  );
}

/**
 * `/admin/settings/legal/`: Rechtliches — the seller's legal data and which page is which legal
 * text (issue 21). Administrator only. Checks across fields (a German seller's postcode and
 * USt-IdNr., register court with number, published pages); while the shop is live, a save that
 * would empty required data that was complete is refused, one that leaves data missing warns.
 */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import { translate } from "#modules/i18n/index.ts";
import { checkLegalData } from "#modules/legal/checks.ts";
import { choosablePages, publishedPageSlugs } from "#modules/legal/pages.ts";
import { legalSaveVerdict } from "#modules/legal/save-check.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-settings-legal.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/legal";
import { LEGAL_SECTIONS } from "./legal-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";

const GROUP = "legal";
const FIELDS = sectionFields(LEGAL_SECTIONS);
const PAGE_KEYS = FIELDS.filter((f) => f.kind === "page").map((f) => f.key);

export async function loader({ context, request }: Route.LoaderArgs) {
  const group = await loadSettingsGroup(context, request, GROUP, FIELDS);
  const pages = await choosablePages(context.get(servicesContext).db);
  return { ...group, pages: pages.map((p) => ({ value: String(p.id), label: `${p.title} (/${p.slug}/)` })) };
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, async (next, { db, lang, demo, current }) => {
    const published = new Set(
      (
        await publishedPageSlugs(
          db,
          PAGE_KEYS.map((k) => Number(next[k])),
        )
      ).keys(),
    );
    const errors = checkLegalData(next, { lang, publishedPages: published });
    if (Object.keys(errors).length > 0) return { errors };
    const verdict = await legalSaveVerdict(db, { current, next, demo });
    const fields = (labels: readonly Parameters<typeof translate>[1][]) =>
      labels.map((l) => translate(lang, l)).join(", ");
    if (verdict.removed.length > 0) {
      return {
        refuse: translate(lang, "admin.settings.legal.refuseRemove", { fields: fields(verdict.removed) }),
      };
    }
    return verdict.missing.length > 0
      ? {
          warnings: [
            translate(lang, "admin.settings.legal.stillMissing", { fields: fields(verdict.missing) }),
          ],
        }
      : {};
  });
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Rechtliches · Einstellungen · Verwaltung" }];
}

export default function LegalSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const none = { value: "0", label: t("admin.settings.legal.page.none") };
  const pageOptions = [none, ...loaderData.pages];
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm
        sections={LEGAL_SECTIONS}
        values={loaderData.values}
        answer={actionData}
        options={Object.fromEntries(PAGE_KEYS.map((k) => [k, pageOptions]))}
      />
    </SettingsPage>
  );
}

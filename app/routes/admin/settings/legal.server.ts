/**
 * The Rechtliches group's server side (issue 21), shared by its screen and the setup wizard's
 * legal step (issue 27): the pages an owner may choose, and the check across the fields on the
 * settings as they would be after saving.
 */
import type { Db } from "#db/client.ts";
import { translate } from "#modules/i18n/index.ts";
import { checkLegalData } from "#modules/legal/checks.ts";
import { choosablePages, publishedPageSlugs } from "#modules/legal/pages.ts";
import { legalSaveVerdict } from "#modules/legal/save-check.ts";
import "#modules/i18n/messages-admin-settings-legal.ts";
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { LEGAL_PAGE_KEYS, LEGAL_SECTIONS } from "./legal-fields.ts";
import type { SettingsCrossCheck } from "./settings-group.server.ts";

export const LEGAL_FIELDS = sectionFields(LEGAL_SECTIONS);

/** The published pages as the page selects offer them ("AGB (/agb/)"). */
export async function legalPageOptions(db: Db) {
  const pages = await choosablePages(db);
  return pages.map((p) => ({ value: String(p.id), label: `${p.title} (/${p.slug}/)` }));
}

export const legalCrossCheck: SettingsCrossCheck = async (next, { db, lang, demo, current }) => {
  const published = new Set(
    (
      await publishedPageSlugs(
        db,
        LEGAL_PAGE_KEYS.map((k) => Number(next[k])),
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
        warnings: [translate(lang, "admin.settings.legal.stillMissing", { fields: fields(verdict.missing) })],
      }
    : {};
};

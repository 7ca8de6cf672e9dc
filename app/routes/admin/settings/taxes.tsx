/**
 * `/admin/settings/taxes/`: Steuern — the one-stop shop and its price mode, business customers at
 * checkout and reverse charge; read-only beside them the German rates (not settings: the stored
 * prices contain them) and the rates of the EU countries the shop delivers to (modules/tax).
 */

import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { servicesContext } from "#app/context.ts";
import { VAT_RATE_BP } from "#modules/catalog/constants.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { SELLER_COUNTRY } from "#modules/tax/constants.ts";
import { EU_RATES_AS_OF, EU_VAT_RATES } from "#modules/tax/eu-rates.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-taxes.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-settings-taxes.css";
import { translate } from "#modules/i18n/index.ts";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/taxes";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";
import { TAXES_SECTIONS } from "./taxes-fields.ts";

const GROUP = "taxes";
const FIELDS = sectionFields(TAXES_SECTIONS);

/** The countries the shop delivers to besides Germany, with their rates. */
function deliveryRates(settings: Settings) {
  return settings["shop.countries"]
    .filter((c) => c !== SELLER_COUNTRY && Object.hasOwn(EU_VAT_RATES, c))
    .map((country) => ({ country, ...EU_VAT_RATES[country]! }));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const group = await loadSettingsGroup(context, request, GROUP, FIELDS);
  const rates = deliveryRates(await getSettings(context.get(servicesContext).db));
  return { ...group, rates, asOf: EU_RATES_AS_OF };
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, (next: Settings, { lang }) => {
    const warnings: string[] = [];
    if (next["tax.reverseCharge"] && next["tax.businessFields"] === "off")
      warnings.push(translate(lang, "admin.tax.warn.reverseChargeWithoutFields"));
    if (next["tax.ossEnabled"] && deliveryRates(next).length === 0)
      warnings.push(translate(lang, "admin.tax.warn.ossWithoutCountries"));
    return { warnings };
  });
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Steuern · Einstellungen · Verwaltung" }];
}

export default function TaxSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage groupId={GROUP}>
      <GermanRates />
      <SettingsForm sections={TAXES_SECTIONS} values={loaderData.values} answer={actionData} />
      <DeliveryCountryRates rates={loaderData.rates} asOf={loaderData.asOf} />
    </SettingsPage>
  );
}

const percent = (bp: number, lang: "de" | "en") =>
  `${(bp / 100).toLocaleString(lang === "de" ? "de-DE" : "en-GB")} %`;

function GermanRates() {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <section className="admin-card admin-settings__rates" aria-labelledby="tax-german-rates">
      <h2 id="tax-german-rates">{t("admin.tax.german.title")}</h2>
      <p className="admin-field__help">{t("admin.tax.german.intro")}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.tax.class")}</th>
            <th scope="col" className="admin-num">
              {t("admin.tax.rate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(["standard", "reduced"] as const).map((taxClass) => (
            <tr key={taxClass}>
              <th scope="row">{t(`admin.tax.class.${taxClass}`)}</th>
              <td className="admin-num">{percent(VAT_RATE_BP[taxClass], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DeliveryCountryRates({
  rates,
  asOf,
}: {
  rates: { country: string; standard: number; reduced: number }[];
  asOf: string;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const date = new Date(`${asOf}T00:00:00Z`).toLocaleDateString(lang === "de" ? "de-DE" : "en-GB", {
    timeZone: "UTC",
  });
  return (
    <section className="admin-card admin-settings__rates" aria-labelledby="tax-eu-rates">
      <h2 id="tax-eu-rates">{t("admin.tax.eu.title")}</h2>
      <p className="admin-field__help">{t("admin.tax.eu.intro", { date })}</p>
      {rates.length === 0 ? (
        <p>{t("admin.tax.eu.none")}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.tax.eu.country")}</th>
              <th scope="col" className="admin-num">
                {t("admin.tax.eu.standard")}
              </th>
              <th scope="col" className="admin-num">
                {t("admin.tax.eu.reduced")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.country}>
                <th scope="row">{`${countryName(r.country, lang)} (${r.country})`}</th>
                <td className="admin-num">{percent(r.standard, lang)}</td>
                <td className="admin-num">{percent(r.reduced, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

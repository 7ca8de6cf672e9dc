/**
 * `/admin/settings/taxes/`: Steuern — the one-stop shop and its price mode, business customers at
 * checkout and reverse charge; beside them the German rates (read-only: the stored prices contain
 * them) and the rates of the EU countries the shop delivers to, a form of their own (modules/tax).
 */

import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import {
  DeliveryCountryRates,
  GermanRates,
  type RatesAnswer,
} from "#app/components/admin/settings/tax-rates.tsx";
import { servicesContext } from "#app/context.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { EU_RATES_AS_OF } from "#modules/tax/eu-rates.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-taxes.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-settings-taxes.css";
import { translate } from "#modules/i18n/index.ts";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/taxes";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";
import { TAXES_SECTIONS } from "./taxes-fields.ts";
import { deliveryRates, RATES_INTENT, saveRatesForm, shipsTo } from "./taxes-rates.server.ts";

const GROUP = "taxes";
const FIELDS = sectionFields(TAXES_SECTIONS);

export async function loader({ context, request }: Route.LoaderArgs) {
  const group = await loadSettingsGroup(context, request, GROUP, FIELDS);
  const { db } = context.get(servicesContext);
  const rates = deliveryRates(await getSettings(db), await shipsTo(db));
  return { ...group, rates, asOf: EU_RATES_AS_OF };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === RATES_INTENT) return saveRatesForm(context, request, form);
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, async (next: Settings, { db, lang }) => {
    const warnings: string[] = [];
    if (next["tax.reverseCharge"] && next["tax.businessFields"] === "off")
      warnings.push(translate(lang, "admin.tax.warn.reverseChargeWithoutFields"));
    if (next["tax.ossEnabled"] && deliveryRates(next, await shipsTo(db)).length === 0)
      warnings.push(translate(lang, "admin.tax.warn.ossWithoutCountries"));
    return { warnings };
  });
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Steuern · Einstellungen · Verwaltung" }];
}

export default function TaxSettings({ loaderData, actionData }: Route.ComponentProps) {
  // Two forms, one action: the answer belongs to the form that was sent.
  const ratesAnswer = actionData && "intent" in actionData ? (actionData as RatesAnswer) : undefined;
  const settingsAnswer = actionData && !("intent" in actionData) ? actionData : undefined;
  return (
    <SettingsPage groupId={GROUP}>
      <GermanRates />
      <SettingsForm sections={TAXES_SECTIONS} values={loaderData.values} answer={settingsAnswer} />
      <DeliveryCountryRates rates={loaderData.rates} asOf={loaderData.asOf} answer={ratesAnswer} />
    </SettingsPage>
  );
}

/**
 * The owner's VAT rates per delivery country over the built-in table (eu-rates.ts), e.g. when
 * coffee is not reduced in a country. The Steuern screen posts one percent field per country and
 * class (`rate-AT-standard` = "20", `rate-FR-reduced` = "5,5"); a value equal to the table's
 * removes the override. All or nothing, audited as a change of the group (modules/settings).
 */
import type { Db } from "#db/client.ts";
import type { Actor } from "../audit/log.ts";
import type { TaxClass } from "../catalog/constants.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-taxes.ts";
import { getSettings } from "../settings/index.ts";
import { saveSettingsGroup } from "../settings/save-group.ts";
import { rateFieldName } from "./constants.ts";
import { type CountryRates, EU_VAT_RATES, isEuCountry } from "./eu-rates.ts";

const CLASSES: readonly TaxClass[] = ["standard", "reduced"];
const PERCENT = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/;
const MAX_BP = 3000;

/** The rates in effect for a country: the owner's, else the table's. */
export function effectiveRates(
  country: string,
  overrides: Readonly<Record<string, CountryRates>>,
): CountryRates | undefined {
  return overrides[country] ?? EU_VAT_RATES[country];
}

/** "20", "5,5", "5.5 %" → basis points; undefined when it is not a rate from 0 to 30 %. */
export function parsePercent(text: string): number | undefined {
  const m = PERCENT.exec(text);
  if (!m) return undefined;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return bp <= MAX_BP ? bp : undefined;
}

export type RateOverridesAnswer =
  | { ok: true; changed: number }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

export async function saveRateOverrides(
  db: Db,
  input: { actor: Actor; countries: readonly string[]; read: (name: string) => string; lang: Lang },
): Promise<RateOverridesAnswer> {
  const overrides: Record<string, CountryRates> = { ...(await getSettings(db))["tax.rateOverrides"] };
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const country of input.countries.filter(isEuCountry)) {
    const rates = {} as CountryRates;
    for (const taxClass of CLASSES) {
      const name = rateFieldName(country, taxClass);
      values[name] = input.read(name);
      const bp = parsePercent(values[name]);
      if (bp === undefined) errors[name] = translate(input.lang, "admin.tax.error.rate");
      else rates[taxClass] = bp;
    }
    const table = EU_VAT_RATES[country]!;
    if (rates.standard === table.standard && rates.reduced === table.reduced) delete overrides[country];
    else overrides[country] = rates;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const changed = await saveSettingsGroup(db, {
    actor: input.actor,
    group: "taxes",
    values: { "tax.rateOverrides": overrides },
  });
  return { ok: true, changed: changed.length };
}

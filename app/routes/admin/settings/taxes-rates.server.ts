/**
 * The Steuern screen's second form: the rates of the delivery countries (the owner's over the
 * built-in table). Same door as the group (shop managers may); parse → modules/tax → answer.
 */
import { data, type RouterContextProvider } from "react-router";
import type { Db } from "#db/client.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { shippingCountries } from "#modules/shipping/zones.ts";
import { SELLER_COUNTRY } from "#modules/tax/constants.ts";
import { EU_VAT_RATES } from "#modules/tax/eu-rates.ts";
import { effectiveRates, saveRateOverrides } from "#modules/tax/rate-overrides.ts";
import { requireOwner } from "../admin.server.ts";

export const RATES_INTENT = "rates";

export type DeliveryRate = {
  country: string;
  standard: number;
  reduced: number;
  /** The built-in table's rates, when the owner's differ. */
  table: { standard: number; reduced: number } | null;
};

/** The countries the shop delivers to besides Germany (its shipping zones'), with the rates in effect. */
export function deliveryRates(settings: Settings, countries: readonly string[]): DeliveryRate[] {
  const overrides = settings["tax.rateOverrides"];
  return countries
    .filter((c) => c !== SELLER_COUNTRY && Object.hasOwn(EU_VAT_RATES, c))
    .map((country) => ({
      country,
      ...effectiveRates(country, overrides)!,
      table: overrides[country] ? EU_VAT_RATES[country]! : null,
    }));
}

/** Every country of the shipping zones (modules/shipping, cached per process). */
export async function shipsTo(db: Db): Promise<string[]> {
  return shippingCountries(await getShippingConfig(db));
}

export async function saveRatesForm(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  form: FormData,
) {
  const { services, actor, lang } = await requireOwner(context, request);
  const settings = await getSettings(services.db);
  const answer = await saveRateOverrides(services.db, {
    actor,
    countries: deliveryRates(settings, await shipsTo(services.db)).map((r) => r.country),
    read: (name) => String(form.get(name) ?? ""),
    lang,
  });
  return data({ intent: RATES_INTENT, ...answer }, { status: answer.ok ? 200 : 400, headers: NO_STORE });
}

/**
 * Tax settings (issue 21 item 4). The German rates are not settings: they are the rates the stored
 * gross prices contain (modules/catalog/constants.ts), so changing them here would change what
 * every price means; a change of the law comes with a release.
 */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";
import { PRICE_MODES, type TaxRules } from "./calculate.ts";
import { type CountryRates, isEuCountry } from "./eu-rates.ts";

/** Business customers at checkout: company, VAT ID and buyer reference fields hidden or optional. */
export const BUSINESS_FIELDS = ["off", "optional"] as const;
/** A VAT rate in basis points: 0 to 30 %. */
const RATE_BP = z.number().int().min(0).max(3000);

const taxSettings = registerSettings({
  /** EU one-stop shop: B2C deliveries to another EU country are charged that country's VAT. */
  "tax.ossEnabled": { schema: z.boolean(), default: false },
  /** Under the one-stop shop: the same gross everywhere (net adjusts), or the German net (gross follows). */
  "tax.priceMode": {
    schema: z.enum(PRICE_MODES),
    default: "gross-constant" as (typeof PRICE_MODES)[number],
  },
  "tax.businessFields": {
    schema: z.enum(BUSINESS_FIELDS),
    default: "off" as (typeof BUSINESS_FIELDS)[number],
  },
  /** EU reverse charge for a business in another member state with a VAT ID of valid format. */
  "tax.reverseCharge": { schema: z.boolean(), default: true },
  /** The owner's rates (basis points) for countries whose built-in rates do not fit their goods. */
  "tax.rateOverrides": {
    schema: z.record(
      z.string().refine(isEuCountry, "nur EU-Länder (ISO-Code)"),
      z.object({ standard: RATE_BP, reduced: RATE_BP }),
    ),
    default: {} as Record<string, CountryRates>,
  },
});

type TaxSettings = typeof taxSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends TaxSettings {}
}

export function taxRules(settings: {
  "tax.ossEnabled": boolean;
  "tax.priceMode": TaxRules["priceMode"];
  "tax.reverseCharge": boolean;
  "tax.rateOverrides": Readonly<Record<string, CountryRates>>;
}): TaxRules {
  return {
    ossEnabled: settings["tax.ossEnabled"],
    priceMode: settings["tax.priceMode"],
    reverseChargeEnabled: settings["tax.reverseCharge"],
    rateOverrides: settings["tax.rateOverrides"],
  };
}

/**
 * Which revenue account a VAT row of a document is booked to. The defaults are DATEV's automatic
 * accounts of the standard charts (DATEV takes the VAT out of the gross amount itself, so no
 * BU-Schlüssel is needed); an owner's own account in the settings replaces one.
 */
import type { Settings } from "../../settings/definitions.ts";
import { EU_COUNTRIES } from "../../shared/address-rules.ts";
import { SELLER_COUNTRY } from "../../tax/constants.ts";

export type RevenueKind = "revenue19" | "revenue7" | "reverseCharge" | "oss" | "export" | "smallBusiness";

/** SKR03 / SKR04 standard accounts (DATEV Kontenrahmen, automatic accounts). */
export const STANDARD_ACCOUNTS: Record<Settings["accounting.chart"], Record<RevenueKind, string>> = {
  SKR03: {
    revenue19: "8400",
    revenue7: "8300",
    reverseCharge: "8125",
    oss: "8320",
    export: "8120",
    smallBusiness: "8195",
  },
  SKR04: {
    revenue19: "4400",
    revenue7: "4300",
    reverseCharge: "4125",
    oss: "4320",
    export: "4120",
    smallBusiness: "4185",
  },
};

/** The setting that holds each kind's own account (empty: the standard one). */
export const ACCOUNT_SETTING = {
  revenue19: "accounting.revenue19Account",
  revenue7: "accounting.revenue7Account",
  reverseCharge: "accounting.reverseChargeAccount",
  oss: "accounting.ossAccount",
  export: "accounting.exportAccount",
  smallBusiness: "accounting.smallBusinessAccount",
} as const satisfies Record<RevenueKind, keyof Settings>;

export const REVENUE_KINDS = Object.keys(ACCOUNT_SETTING) as RevenueKind[];

export function revenueAccount(settings: Settings, kind: RevenueKind): string {
  const own = String(settings[ACCOUNT_SETTING[kind]] ?? "").trim();
  return own || STANDARD_ACCOUNTS[settings["accounting.chart"]][kind];
}

/**
 * The kind of sale a VAT row is: the seller's § 19 status and reverse charge come from the
 * document; a country of taxation other than Germany is OSS inside the EU and an export outside
 * it. A rate that fits none of these (a German 0 %, a non-EU country taxed) has no account: null
 * (the export names the document instead of guessing).
 */
export function revenueKind(input: {
  rateBp: number;
  smallBusiness: boolean;
  reverseCharge: boolean;
  taxCountry: string;
}): RevenueKind | null {
  if (input.smallBusiness) return "smallBusiness";
  if (input.reverseCharge) return "reverseCharge";
  if (input.taxCountry !== SELLER_COUNTRY) {
    const eu = EU_COUNTRIES.includes(input.taxCountry);
    if (eu && input.rateBp > 0) return "oss";
    return !eu && input.rateBp === 0 ? "export" : null;
  }
  if (input.rateBp === 1900) return "revenue19";
  if (input.rateBp === 700) return "revenue7";
  return null;
}

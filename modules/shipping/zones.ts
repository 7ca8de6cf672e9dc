/**
 * Shipping zones as WooCommerce decides them: the first zone (by position) whose countries and,
 * if it has any, postcode patterns match the delivery address offers its enabled methods. Pure
 * functions over the configuration the store reads (no database, no framework).
 */
import type { ShippingMethodKind } from "#db/schema/shipping.ts";

export type { ShippingMethodKind };

export type ShippingMethod = {
  id: number;
  kind: ShippingMethodKind;
  costCents: number;
  /** Free shipping from this gross order value (0: always). */
  freeFromCents: number;
  /** Empty: the shop's carrier (`shop.shippingProvider`). */
  carrier: string;
  enabled: boolean;
};

export type ShippingZone = {
  id: number;
  name: string;
  countries: readonly string[];
  postcodes: readonly string[];
  hidePaidWhenFree: boolean;
  /** In the owner's order. */
  methods: readonly ShippingMethod[];
};

/** The whole configuration: zones in matching order, and the version guarding concurrent edits. */
export type ShippingConfig = { version: number; zones: readonly ShippingZone[] };

export type ShippingRate = {
  /** WooCommerce's `method:instance`, e.g. `flat_rate:1`. */
  id: string;
  costCents: number;
  /** Delivered by a carrier: the shipping service provider paragraph applies (glossary B9). */
  usesCarrier: boolean;
  /** The method's own carrier; empty: the shop's. */
  carrier: string;
};

export const rateId = (m: Pick<ShippingMethod, "kind" | "id">): string => `${m.kind}:${m.id}`;

/** Postcodes compared without spaces and case, as WooCommerce does. */
const normalize = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

/**
 * One pattern: `20095` (exact), `20*` (prefix) or `20000...21999` (a range; numeric when both
 * ends are digits of the same length, else by text).
 */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const p = normalize(pattern);
  const code = normalize(postcode);
  if (code === "") return false;
  const range = p.split("...");
  if (range.length === 2) {
    const [from = "", to = ""] = range;
    if (/^\d+$/.test(from) && /^\d+$/.test(to) && /^\d+$/.test(code))
      return Number(code) >= Number(from) && Number(code) <= Number(to);
    return code >= from && code <= to;
  }
  if (p.endsWith("*")) return code.startsWith(p.slice(0, -1));
  return code === p;
}

/** A pattern the screen accepts: exact, prefix with `*`, or a `from...to` range. */
export function isPostcodePattern(pattern: string): boolean {
  const p = normalize(pattern);
  if (/^[0-9A-Z-]+\.\.\.[0-9A-Z-]+$/.test(p)) return true;
  return /^[0-9A-Z-]+\*?$/.test(p) || p === "*";
}

export function zoneMatches(zone: ShippingZone, country: string, postcode: string): boolean {
  if (!zone.countries.includes(country)) return false;
  return zone.postcodes.length === 0 || zone.postcodes.some((p) => postcodeMatches(p, postcode));
}

export function matchZone(
  config: ShippingConfig,
  country: string,
  postcode: string,
): ShippingZone | undefined {
  return config.zones.find((z) => zoneMatches(z, country, postcode));
}

/**
 * The rates for an address and the goods' gross value: the matching zone's enabled methods in
 * the owner's order, except that free shipping, when it applies, comes first (it is the default
 * choice); with the zone's hide rule, methods that cost money are then left out.
 */
export function shippingRates(
  config: ShippingConfig,
  address: { country: string; postcode: string },
  subtotalCents: number,
): ShippingRate[] {
  const zone = matchZone(config, address.country, address.postcode);
  if (!zone) return [];
  const rates: ShippingRate[] = [];
  let free = false;
  for (const m of zone.methods) {
    if (!m.enabled) continue;
    if (m.kind === "free_shipping") {
      if (subtotalCents < m.freeFromCents) continue;
      free = true;
      rates.unshift({ id: rateId(m), costCents: 0, usesCarrier: true, carrier: m.carrier });
    } else if (m.kind === "flat_rate") {
      rates.push({ id: rateId(m), costCents: m.costCents, usesCarrier: true, carrier: m.carrier });
    } else {
      rates.push({ id: rateId(m), costCents: 0, usesCarrier: false, carrier: "" });
    }
  }
  return free && zone.hidePaidWhenFree ? rates.filter((r) => r.costCents === 0) : rates;
}

/** The countries the shop sells and ships to: every zone's, in the zones' order, once each. */
export function shippingCountries(config: ShippingConfig): string[] {
  return [...new Set(config.zones.flatMap((z) => z.countries))];
}

export type ConfigProblem =
  | { code: "no_zone" }
  | { code: "zone_without_method"; zone: string }
  | { code: "country_uncovered"; country: string; zone: string };

/**
 * What would break checkout: no zone at all; a zone whose addresses get no method; a country
 * listed only in zones limited to postcodes (its other addresses would be offered nothing).
 */
export function configProblems(zones: readonly ShippingZone[]): ConfigProblem[] {
  if (zones.length === 0) return [{ code: "no_zone" }];
  const problems: ConfigProblem[] = [];
  for (const zone of zones) {
    if (!zone.methods.some((m) => m.enabled)) problems.push({ code: "zone_without_method", zone: zone.name });
  }
  for (const zone of zones) {
    if (zone.postcodes.length === 0) continue;
    for (const country of zone.countries) {
      const covered = zones.some((z) => z.postcodes.length === 0 && z.countries.includes(country));
      if (!covered) problems.push({ code: "country_uncovered", country, zone: zone.name });
    }
  }
  return problems;
}

/** The shop's home country: the cart estimates shipping for it before an address is known. */
export const HOME_COUNTRY = "DE";

/**
 * The cart page's estimate before an address is known: the home zone's flat rate, free from its
 * free-shipping threshold (null: no free shipping there).
 */
export function cartShippingEstimate(config: ShippingConfig): {
  flatCents: number;
  freeFromCents: number | null;
} {
  const zone = matchZone(config, HOME_COUNTRY, "") ?? config.zones[0];
  const enabled = zone?.methods.filter((m) => m.enabled) ?? [];
  const flat = enabled.find((m) => m.kind === "flat_rate");
  const free = enabled.find((m) => m.kind === "free_shipping");
  return { flatCents: flat?.costCents ?? 0, freeFromCents: free ? free.freeFromCents : null };
}

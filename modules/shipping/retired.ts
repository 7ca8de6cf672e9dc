/**
 * Settings keys that shipping zones replaced (migration 0025 turned their values into zones and
 * removed them): the CLI answers them with where the value lives now instead of "unknown".
 */
const WHERE = "Versandzonen unter /admin/settings/shipping/";

const RETIRED_SHIPPING_SETTINGS: Readonly<Record<string, string>> = {
  "shop.countries": `die Länder der ${WHERE}`,
  "shop.shippingFlatCents": `die Pauschale der Zone „Deutschland“ (${WHERE})`,
  "shop.shippingFlatCentsAbroad": `die Pauschale der Zone „EU-Ausland“ (${WHERE})`,
  "shop.freeShippingFromCents": `die Versandart „Kostenloser Versand“ (${WHERE})`,
  "shop.hideFlatRateWhenFree": `„Kostenpflichtige Versandarten ausblenden“ je Zone (${WHERE})`,
  "shop.localPickupEnabled": `die Versandart „Abholung“ (${WHERE})`,
};

/** The German answer for a retired key, or undefined when `key` was never retired. */
export function retiredSettingMessage(key: string): string | undefined {
  const now = Object.hasOwn(RETIRED_SHIPPING_SETTINGS, key) ? RETIRED_SHIPPING_SETTINGS[key] : undefined;
  return now && `Die Einstellung „${key}“ gibt es nicht mehr: sie ist jetzt ${now}.`;
}

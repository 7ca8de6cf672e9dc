/**
 * `wc/v3/shipping/zones` read-only (one zone, its locations, its methods) in WooCommerce's shapes,
 * for the owner's scripts and shop tools that read the shipping setup. Reads the same zones as
 * checkout (modules/shipping). Not here: writes (the back office's Versand screen), WooCommerce's
 * zone 0 "rest of the world" (a Laden shop ships only to its zones' countries).
 */
import type { Context, Hono } from "hono";
import { shippingMethodTitle } from "#modules/orders/format.ts";
import { getSettings } from "#modules/settings/index.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { rateId, type ShippingMethod, type ShippingZone } from "#modules/shipping/zones.ts";
import type { AppServices } from "#server/services.ts";
import { idParam, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

const euros = (cents: number) => (cents / 100).toFixed(2);

function zoneJson(zone: ShippingZone, order: number) {
  return { id: zone.id, name: zone.name, order };
}

function methodJson(m: ShippingMethod, order: number, title: string) {
  const settings: Record<string, { value: string }> = { title: { value: title } };
  if (m.kind === "flat_rate") settings.cost = { value: euros(m.costCents) };
  if (m.kind === "free_shipping") settings.min_amount = { value: euros(m.freeFromCents) };
  return {
    id: m.id,
    instance_id: m.id,
    title,
    order,
    enabled: m.enabled,
    method_id: m.kind,
    method_title: title,
    // Laden's own: the carrier (empty: the shop's, shop.shippingProvider).
    carrier: m.carrier,
    settings,
  };
}

export function registerWcShipping(rest: Hono<RestEnv>, services: AppServices): void {
  const ownerOnly = (c: Context<RestEnv>) =>
    requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
  const findZone = async (c: Context<RestEnv>) => {
    const id = idParam(c);
    const { zones } = await getShippingConfig(services.db);
    const at = zones.findIndex((z) => z.id === id);
    return at < 0 ? undefined : { zone: zones[at]!, order: at + 1 };
  };
  const notFound = (c: Context) =>
    restError(c, "woocommerce_rest_shipping_zone_invalid", "rest.notFound", 404);

  rest.get("/wc/v3/shipping/zones", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const { zones } = await getShippingConfig(services.db);
    return c.json(zones.map((z, i) => zoneJson(z, i + 1)));
  });

  rest.get("/wc/v3/shipping/zones/:id{[0-9]+}", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const found = await findZone(c);
    return found ? c.json(zoneJson(found.zone, found.order)) : notFound(c);
  });

  rest.get("/wc/v3/shipping/zones/:id{[0-9]+}/locations", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const found = await findZone(c);
    if (!found) return notFound(c);
    return c.json([
      ...found.zone.countries.map((code) => ({ code, type: "country" })),
      ...found.zone.postcodes.map((code) => ({ code, type: "postcode" })),
    ]);
  });

  rest.get("/wc/v3/shipping/zones/:id{[0-9]+}/methods", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const found = await findZone(c);
    if (!found) return notFound(c);
    const settings = await getSettings(services.db);
    return c.json(
      found.zone.methods.map((m, i) =>
        methodJson(m, i + 1, shippingMethodTitle(rateId(m), settings, "de", m.carrier)),
      ),
    );
  });
}

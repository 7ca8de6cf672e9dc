/**
 * Reading the shipping configuration. Every checkout request needs it, so each server process
 * keeps it in memory like the settings (the tables' triggers notify the settings channel,
 * migration 0025) and drops it on any change from any process; without a feed every call reads.
 */
import { asc } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { shippingMethods, shippingRevision, shippingZones } from "#db/schema/shipping.ts";
import { type CachedReader, createCachedReader } from "../settings/cached-reader.ts";
import { type ChangeSignal, SETTINGS_CHANNEL } from "../settings/change-signal.ts";
import type { ShippingConfig, ShippingZone } from "./zones.ts";

const caches = new Map<Db, CachedReader<ShippingConfig>>();

/** The zones in matching order with their methods (frozen: shared by concurrent requests). */
export function getShippingConfig(db: Db): Promise<ShippingConfig> {
  return caches.get(db)?.get() ?? readShippingConfig(db);
}

export async function readShippingConfig(db: Db): Promise<ShippingConfig> {
  // One after the other: the screen's writes read it inside their transaction (one connection);
  // elsewhere the per-process cache makes this a rare read.
  const zones = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const methods = await db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  const revision = await db.select({ version: shippingRevision.version }).from(shippingRevision);
  const result: ShippingZone[] = zones.map((z) => ({
    id: z.id,
    name: z.name,
    countries: Object.freeze([...z.countries]),
    postcodes: Object.freeze([...z.postcodes]),
    hidePaidWhenFree: z.hidePaidWhenFree,
    methods: Object.freeze(
      methods
        .filter((m) => m.zoneId === z.id)
        .map(({ id, kind, costCents, freeFromCents, carrier, enabled }) =>
          Object.freeze({ id, kind, costCents, freeFromCents, carrier, enabled }),
        ),
    ),
  }));
  return Object.freeze({
    version: revision[0]?.version ?? 1,
    zones: Object.freeze(result.map((z) => Object.freeze(z))),
  });
}

/** Keeps `db`'s shipping configuration in memory until `signal` announces a change. */
export function cacheShippingConfig(db: Db, signal: ChangeSignal): () => void {
  caches.get(db)?.close();
  const reader = createCachedReader(() => readShippingConfig(db), signal, SETTINGS_CHANNEL);
  caches.set(db, reader);
  return () => {
    reader.close();
    if (caches.get(db) === reader) caches.delete(db);
  };
}

/** A write through this process: drop the value now, before the notification arrives. */
export function shippingChanged(): void {
  for (const reader of caches.values()) reader.invalidate();
}

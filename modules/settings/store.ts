import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { settings } from "#db/schema/index.ts";
import { type CachedReader, createCachedReader } from "./cached-reader.ts";
import { type ChangeSignal, SETTINGS_CHANNEL } from "./change-signal.ts";
import { defaultSettings, type SettingKey, type Settings, type SettingValue } from "./definitions.ts";
import { registeredSettings } from "./registry.ts";

export class SettingValueError extends Error {}

/**
 * Per process, the settings of each database whose server listens for changes (cacheSettings):
 * read once, dropped on every change from any process. Without a listener every call reads.
 */
const caches = new Map<Db, CachedReader<Settings>>();

/** All settings: stored values over defaults (frozen: the same object may serve many requests). */
export function getSettings(db: Db): Promise<Settings> {
  return caches.get(db)?.get() ?? readSettings(db);
}

/** Reads the settings from the table. A stored value that no longer validates falls back to its default. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const definitions = registeredSettings();
  const result = defaultSettings() as Record<string, unknown>;
  for (const row of rows) {
    const parsed = Object.hasOwn(definitions, row.key)
      ? definitions[row.key]?.schema.safeParse(row.value)
      : undefined;
    if (parsed?.success) result[row.key] = parsed.data;
  }
  return deepFreeze(result) as Settings;
}

/**
 * Keeps `db`'s settings in memory until `signal` announces a change on the settings channel
 * (the server wires db/change-feed.ts at boot). Returns the function that stops caching.
 */
export function cacheSettings(db: Db, signal: ChangeSignal): () => void {
  caches.get(db)?.close();
  const reader = createCachedReader(() => readSettings(db), signal, SETTINGS_CHANNEL);
  caches.set(db, reader);
  return () => {
    reader.close();
    if (caches.get(db) === reader) caches.delete(db);
  };
}

/** A write through this process: every cache here drops its value now, before the notification arrives. */
function settingsChanged(): void {
  for (const reader of caches.values()) reader.invalidate();
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  return (await getSettings(db))[key];
}

/** zod's German texts for the schemas' generic checks (an area's own messages win). */
const GERMAN = z.locales.de().localeError;

/** A value checked against its key's schema: the stored form, or the German reason it is refused. */
export function checkSettingValue<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: SettingValue<K> } | { ok: false; message: string } {
  const parsed = registeredSettings()[key]?.schema.safeParse(value, { error: GERMAN });
  if (!parsed) return { ok: false, message: "unbekannte Einstellung" };
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join("; ") };
  return { ok: true, value: parsed.data as SettingValue<K> };
}

export function parseSettingValue<K extends SettingKey>(key: K, value: unknown): SettingValue<K> {
  const checked = checkSettingValue(key, value);
  if (!checked.ok) throw new SettingValueError(`${key}: ${checked.message}`);
  return checked.value;
}

export async function setSettings(db: Db, values: Partial<Settings>): Promise<void> {
  const entries = Object.entries(values).map(([key, value]) => ({
    key,
    value: parseSettingValue(key as SettingKey, value),
  }));
  if (entries.length === 0) return;
  await db
    .insert(settings)
    .values(entries)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  settingsChanged();
}

/** Stores defaults for keys not yet stored (the seed uses it; existing values stay). */
export async function insertMissingSettings(db: Db, values: Partial<Settings>): Promise<void> {
  const entries = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (entries.length === 0) return;
  await db.insert(settings).values(entries).onConflictDoNothing();
  settingsChanged();
}

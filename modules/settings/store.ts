import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/schema/index.ts";
import {
  defaultSettings,
  SETTINGS,
  type SettingKey,
  type Settings,
  type SettingValue,
} from "./definitions.ts";

export class SettingValueError extends Error {}

/** All settings: stored values over defaults. A stored value that no longer validates falls back. */
export async function getSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const result = defaultSettings() as Record<string, unknown>;
  for (const row of rows) {
    if (!Object.hasOwn(SETTINGS, row.key)) continue;
    const parsed = SETTINGS[row.key as SettingKey].schema.safeParse(row.value);
    if (parsed.success) result[row.key] = parsed.data;
  }
  return result as Settings;
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  return (await getSettings(db))[key];
}

export function parseSettingValue<K extends SettingKey>(key: K, value: unknown): SettingValue<K> {
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) {
    throw new SettingValueError(`${key}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  return parsed.data as SettingValue<K>;
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
}

/** Stores defaults for keys not yet stored (the seed uses it; existing values stay). */
export async function insertMissingSettings(db: Db, values: Partial<Settings>): Promise<void> {
  const entries = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (entries.length) await db.insert(settings).values(entries).onConflictDoNothing();
}

export async function resetSettings(db: Db, keys: SettingKey[]): Promise<void> {
  if (keys.length) await db.delete(settings).where(inArray(settings.key, keys));
}

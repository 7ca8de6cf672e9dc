/**
 * Saving one group of settings from the back office: every value checked by its key's schema
 * (the CLI's), all of them or none written, one audit entry with what changed.
 */
import type { Db } from "#db/client.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import type { SettingKey, Settings } from "./definitions.ts";
import { checkSettingValue, readSettings, setSettings } from "./store.ts";

export type SettingsErrors = Partial<Record<SettingKey, string>>;

/** Checks `raw` (key → value as the form gave it) without writing: German reasons per key. */
export function checkSettingsGroup(
  raw: Partial<Record<SettingKey, unknown>>,
): { ok: true; values: Partial<Settings> } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw) as [SettingKey, unknown][]) {
    const checked = checkSettingValue(key, value);
    if (checked.ok) values[key] = checked.value;
    else errors[key] = checked.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as Partial<Settings> };
}

/**
 * Writes `values` (already checked) as one change of group `group`: the keys whose value differs
 * are stored and audited in one transaction; nothing changed, nothing written.
 */
export async function saveSettingsGroup(
  db: Db,
  input: { actor: Actor; group: string; values: Partial<Settings> },
): Promise<SettingKey[]> {
  return db.transaction(async (tx) => {
    const current = await readSettings(tx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input.values) as [SettingKey, unknown][]) {
      if (JSON.stringify(current[key]) === JSON.stringify(value)) continue;
      before[key] = current[key];
      after[key] = value;
    }
    const changed = Object.keys(after) as SettingKey[];
    if (changed.length === 0) return changed;
    await setSettings(tx, after as Partial<Settings>);
    await recordAudit(tx, {
      actor: input.actor,
      entity: "settings",
      entityId: input.group,
      action: "update",
      before,
      after,
    });
    return changed;
  });
}

/**
 * The partner sites that may embed forms (`forms.embedOrigins`, server/http/embed-cors.ts), as
 * the owner edits them on a form's embed screen: one origin per line, each checked by the
 * setting's own schema (German reason per line), duplicates dropped, saved with one audit entry.
 */
import type { Db } from "#db/client.ts";
import type { Actor } from "../audit/log.ts";
import { saveSettingsGroup } from "../settings/save-group.ts";
import { checkSettingValue } from "../settings/store.ts";
import "./settings.ts";

/** More would be a list nobody reads; the allow-list is for a few partners. */
export const MAX_EMBED_ORIGINS = 50;

export type OriginsInput =
  | { ok: true; origins: string[] }
  | { ok: false; invalid: { line: number; value: string }[]; tooMany: boolean };

/** Reads the textarea: blank lines ignored; every other line must be an origin. */
export function readEmbedOrigins(text: string): OriginsInput {
  const invalid: { line: number; value: string }[] = [];
  const origins: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const value = raw.trim();
    if (value === "") return;
    const checked = checkSettingValue("forms.embedOrigins", [value]);
    if (!checked.ok || checked.value.length !== 1) invalid.push({ line: i + 1, value: value.slice(0, 100) });
    else if (!origins.includes(checked.value[0]!)) origins.push(checked.value[0]!);
  });
  const tooMany = origins.length > MAX_EMBED_ORIGINS;
  return invalid.length || tooMany ? { ok: false, invalid, tooMany } : { ok: true, origins };
}

/** Saves the list (audited as settings group "forms-embed"); answers whether it changed. */
export async function saveEmbedOrigins(db: Db, origins: string[], actor: Actor): Promise<boolean> {
  const changed = await saveSettingsGroup(db, {
    actor,
    group: "forms-embed",
    values: { "forms.embedOrigins": origins },
  });
  return changed.length > 0;
}

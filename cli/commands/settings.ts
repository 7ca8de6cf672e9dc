import { readFileSync } from "node:fs";
import {
  getSettings,
  isSettingKey,
  SETTINGS,
  SettingValueError,
  setSettings,
} from "#modules/settings/index.ts";
import { retiredSettingMessage } from "#modules/shipping/retired.ts";
import { type CliContext, CliError } from "../context.ts";

/** Values are given as text; JSON numbers and booleans are read as such (`12`, `true`). */
export function parseCliValue(raw: string): unknown {
  if (/^(true|false|-?\d+(\.\d+)?)$/.test(raw)) return JSON.parse(raw);
  // Lists and objects (payment.invoiceCountries, theme.slides, theme.socialLinks) as JSON.
  if (/^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

export async function settingsCommand(ctx: CliContext, args: string[]): Promise<void> {
  const [verb, key, ...rest] = args;
  if (verb === "import") return importSettings(ctx, key);
  if (verb !== "get" && verb !== "set")
    throw new CliError("Verwendung: laden settings get [KEY] | set KEY VALUE | import DATEI.json", 64);
  const retired = key === undefined ? undefined : retiredSettingMessage(key);
  if (retired) throw new CliError(retired, 65);
  if (key !== undefined && !isSettingKey(key)) {
    throw new CliError(
      `Unbekannte Einstellung „${key}“. Bekannt sind: ${Object.keys(SETTINGS).join(", ")}`,
      65,
    );
  }
  const { db } = await ctx.database();
  if (verb === "get") {
    const all = await getSettings(db);
    if (key) {
      ctx.say(String(all[key]));
      ctx.result({ [key]: all[key] });
    } else {
      for (const [k, v] of Object.entries(all)) ctx.say(`${k} = ${JSON.stringify(v)}`);
      ctx.result(all);
    }
    return;
  }
  if (!key || rest.length === 0) throw new CliError("Verwendung: laden settings set KEY VALUE", 64);
  try {
    await setSettings(db, { [key]: parseCliValue(rest.join(" ")) });
  } catch (err) {
    if (err instanceof SettingValueError) throw new CliError(`Ungültiger Wert: ${err.message}`, 65);
    throw err;
  }
  const value = (await getSettings(db))[key];
  ctx.say(`${key} = ${JSON.stringify(value)}`);
  ctx.result({ [key]: value });
}

/** `laden settings import FILE.json`: several settings at once (a JSON object KEY → value); all or nothing. */
async function importSettings(ctx: CliContext, file: string | undefined): Promise<void> {
  if (!file) throw new CliError("Verwendung: laden settings import DATEI.json", 64);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new CliError(`${file}: kein lesbares JSON (${(err as Error).message})`, 65);
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    throw new CliError(`${file}: ein JSON-Objekt KEY → Wert erwartet`, 65);
  const values = data as Record<string, unknown>;
  const unknown = Object.keys(values).filter((k) => !isSettingKey(k));
  if (unknown.length > 0) throw new CliError(`Unbekannte Einstellung(en): ${unknown.join(", ")}`, 65);
  const { db } = await ctx.database();
  try {
    await setSettings(db, values);
  } catch (err) {
    if (err instanceof SettingValueError) throw new CliError(`Ungültiger Wert: ${err.message}`, 65);
    throw err;
  }
  ctx.say(`${Object.keys(values).length} Einstellungen gesetzt.`);
  ctx.result({ set: Object.keys(values) });
}

import {
  getSettings,
  isSettingKey,
  SETTINGS,
  SettingValueError,
  setSettings,
} from "../../modules/settings/index.ts";
import { type CliContext, CliError } from "../context.ts";

/** Values are given as text; JSON numbers, booleans, arrays and objects are read as such (`12`, `true`, `[…]`). */
function parseCliValue(raw: string): unknown {
  if (/^(true|false|-?\d+(\.\d+)?)$/.test(raw)) return JSON.parse(raw);
  if (/^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      // Not JSON: validated as text (and refused where a list is expected).
    }
  }
  return raw;
}

export async function settingsCommand(ctx: CliContext, args: string[]): Promise<void> {
  const [verb, key, ...rest] = args;
  if (verb !== "get" && verb !== "set")
    throw new CliError("Verwendung: laden settings get [KEY] | set KEY VALUE", 64);
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

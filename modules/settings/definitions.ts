/**
 * Every owner setting: its schema and default, registered by its area (see registry.ts).
 * `laden settings set KEY VALUE` and the REST API validate against these; code reads them
 * through getSettings().
 */
import "./core.ts";
import { registeredSettings, type SettingKey, type Settings } from "./registry.ts";

export { SETTINGS, type SettingKey, type Settings, type SettingValue } from "./registry.ts";

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(registeredSettings(), key);
}

export function defaultSettings(): Settings {
  return Object.fromEntries(
    Object.entries(registeredSettings()).map(([k, d]) => [k, d.default]),
  ) as unknown as Settings;
}

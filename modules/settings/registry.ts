/**
 * The settings registry. Every area defines and registers its own settings (its
 * `modules/<area>/settings.ts`), so this module depends on nothing above it; the entry points
 * import `modules/all-settings.ts` once, which registers every area and seals the registry.
 * Reading settings before that throws, so an entry point that forgot the import fails loudly
 * instead of serving defaults.
 */
import type { z } from "zod";

export type SettingDefinition = { schema: z.ZodType; default: unknown };

/**
 * Every key's definition, typed by declaration merging: each area adds its keys with
 * `declare module "…/settings/registry.ts" { interface SettingDefinitions extends AreaSettings {} }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas (declaration merging)
export interface SettingDefinitions {}

export type SettingKey = keyof SettingDefinitions;
export type SettingValue<K extends SettingKey> = z.output<SettingDefinitions[K]["schema"]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

/** Every registered definition by key, in registration order. */
export const SETTINGS = {} as SettingDefinitions;
const registered = SETTINGS as unknown as Record<string, SettingDefinition>;
let sealed = false;

/** Registers an area's settings (once, at import time); returns them for the area's types. */
export function registerSettings<T extends Record<string, SettingDefinition>>(area: T): T {
  if (sealed)
    throw new Error(`settings: registered after the registry was sealed (${Object.keys(area)[0]} …)`);
  for (const [key, def] of Object.entries(area)) {
    if (Object.hasOwn(registered, key)) throw new Error(`settings: "${key}" is registered twice`);
    registered[key] = def;
  }
  return area;
}

/** Called by modules/all-settings.ts after every area has registered. */
export function sealSettings(): void {
  sealed = true;
}

/** Every read goes through this: the full set of keys, or an error naming the missing import. */
export function registeredSettings(): Record<string, SettingDefinition> {
  if (!sealed) {
    throw new Error(
      "settings: read before every area registered; import modules/all-settings.ts at the entry point",
    );
  }
  return registered;
}

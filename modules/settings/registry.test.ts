import { describe, expect, it, vi } from "vitest";
import type { SettingDefinition } from "./registry.ts";

describe("settings registry", () => {
  it("every area's keys are registered once, and every default passes its own schema", async () => {
    await import("../all-settings.ts");
    const { SETTINGS, defaultSettings } = await import("./definitions.ts");
    const definitions = Object.entries(SETTINGS as unknown as Record<string, SettingDefinition>);
    // Every area registered (a missing import in all-settings.ts would drop a whole area).
    for (const area of ["site.", "legal.", "shop.", "payment.", "sepa.", "documents.", "theme.", "forms."]) {
      expect(
        definitions.some(([key]) => key.startsWith(area)),
        area,
      ).toBe(true);
    }
    for (const [key, def] of definitions) expect(def.schema.safeParse(def.default).success, key).toBe(true);
    expect(Object.keys(defaultSettings())).toHaveLength(definitions.length);
  });

  it("refuses a key registered twice and a registration after sealing", async () => {
    vi.resetModules();
    const { registerSettings, sealSettings } = await import("./registry.ts");
    const { z } = await import("zod");
    registerSettings({ "test.one": { schema: z.number(), default: 1 } });
    expect(() => registerSettings({ "test.one": { schema: z.number(), default: 2 } })).toThrow(/twice/);
    sealSettings();
    expect(() => registerSettings({ "test.two": { schema: z.number(), default: 2 } })).toThrow(/sealed/);
  });

  it("a read before the entry point registered every area fails, naming the missing import", async () => {
    vi.resetModules();
    const { defaultSettings } = await import("./definitions.ts");
    expect(() => defaultSettings()).toThrow(/all-settings\.ts/);
  });
});

/** Order attribution's settings (read through attributionSettings() in ./settings.ts). */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const attributionSettingDefinitions = registerSettings({
  /** Order attribution (spec §9): cookie lifetime in months of 30 days, session length, promo range. */
  "attribution.cookieLifetimeMonths": { schema: z.number().min(0).max(24), default: 6 },
  "attribution.sessionLengthMinutes": { schema: z.number().int().min(1).max(1440), default: 30 },
  "attribution.promoMin": { schema: z.number().int().min(0).max(999_999_999), default: 100_000 },
  "attribution.promoMax": { schema: z.number().int().min(0).max(999_999_999), default: 999_999 },
});

type AttributionSettingDefinitions = typeof attributionSettingDefinitions;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends AttributionSettingDefinitions {}
}

import type { Settings } from "../settings/definitions.ts";
import type { AttributionSettings } from "./fields.ts";

/** The owner's attribution settings (defaults: 6 months of 30 days, 30 minutes, 100000–999999). */
export function attributionSettings(settings: Settings): AttributionSettings {
  return {
    lifetimeMonths: settings["attribution.cookieLifetimeMonths"],
    sessionMinutes: settings["attribution.sessionLengthMinutes"],
    promoMin: settings["attribution.promoMin"],
    promoMax: settings["attribution.promoMax"],
  };
}

import { describe, expect, it } from "vitest";
import { adminSettingsMessages } from "#modules/i18n/messages-admin-settings.ts";
import { SETTINGS_GROUPS } from "./groups.ts";

// The overview loads only the settings catalogue in the browser: a group's name kept in its own
// screen's catalogue showed as its key once the page had hydrated.
describe("the settings overview's texts", () => {
  for (const lang of ["de", "en"] as const) {
    it(`has every group's name and description in the settings catalogue (${lang})`, () => {
      const catalogue: Record<string, string> = adminSettingsMessages[lang];
      for (const group of SETTINGS_GROUPS) {
        expect(catalogue[group.label], group.id).toBeTruthy();
        expect(catalogue[group.description], group.id).toBeTruthy();
      }
    });
  }
});

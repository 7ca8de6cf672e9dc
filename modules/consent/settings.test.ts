import { describe, expect, it } from "vitest";
import "../all-settings.ts";
import { consentMessages } from "../i18n/messages-consent.ts";
import { defaultSettings } from "../settings/index.ts";
import { checkSettingValue } from "../settings/store.ts";
import { consentTextOverrides } from "./settings.ts";

describe("the consent texts as settings", () => {
  it("default to the catalogue's texts, so an unchanged shop sends no overrides", () => {
    const settings = defaultSettings();
    expect(settings["consent.de.title"]).toBe(consentMessages.de["consent.title"]);
    expect(settings["consent.en.marketingText"]).toBe(consentMessages.en["consent.marketingText"]);
    expect(consentTextOverrides(settings, "de")).toBeNull();
    expect(consentTextOverrides(settings, "en")).toBeNull();
  });

  it("names only the changed texts of the language", () => {
    const settings = { ...defaultSettings(), "consent.de.statistics": "Zählen" };
    expect(consentTextOverrides(settings, "de")).toEqual({ "consent.statistics": "Zählen" });
    expect(consentTextOverrides(settings, "en")).toBeNull();
  });

  it("refuses an empty or overlong text in German", () => {
    expect(checkSettingValue("consent.de.title", "  ")).toMatchObject({ ok: false });
    expect(checkSettingValue("consent.de.necessary", "x".repeat(41))).toEqual({
      ok: false,
      message: "Höchstens 40 Zeichen.",
    });
  });
});

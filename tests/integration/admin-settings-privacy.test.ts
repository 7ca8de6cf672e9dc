/**
 * Settings II, privacy and spam (issue 27 item 3) over HTTP: administrator only; the captcha
 * secrets shown as set / not set and never their value; out-of-range limits and empty consent
 * texts refused with German reasons and nothing saved; saved consent texts reach the storefront's
 * banner and the settings dialog's data in each language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getSetting, getSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const SECRET = "turnstile-secret-value-4711";
const app = appForFile({ CAPTCHA_TURNSTILE_SECRET: SECRET });
const db = () => app().database.db;
const base = () => app().url;
const SCREEN = "/admin/settings/privacy/";

let admin: Visitor;
let manager: Visitor;
/** The whole form as the screen would post it (the current values). */
let form: Record<string, string>;

beforeAll(async () => {
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const settings = (await getSettings(db())) as unknown as Record<string, unknown>;
  form = { "consent.enabled": "on" };
  for (const key of Object.keys(settings)) {
    if (/^consent\.(de|en)\.|^captcha\.\w+\.siteKey$/.test(key)) form[key] = String(settings[key]);
  }
  form["captcha.proofofwork.difficulty"] = String(settings["captcha.proofofwork.difficulty"]);
  form["forms.submitsPerMinute"] = String(settings["forms.submitsPerMinute"]);
});

describe("Datenschutz und Spam-Schutz settings", () => {
  it("is the administrator's: a shop manager gets 403 on the screen and the save", async () => {
    expect((await manager.get(SCREEN)).res.status).toBe(403);
    expect((await manager.post(SCREEN, { ...form, "forms.submitsPerMinute": "5" })).res.status).toBe(403);
    expect(await getSetting(db(), "forms.submitsPerMinute")).toBe(20);
    expect((await manager.get("/admin/settings/")).text).not.toContain(`href="${SCREEN}"`);
  });

  it("says whether each captcha secret is set, never what it is", async () => {
    const { res, text } = await admin.get(SCREEN);
    expect(res.status).toBe(200);
    const visible = textOf(text);
    expect(visible).toContain("Geheimer Schlüssel (CAPTCHA_TURNSTILE_SECRET): gesetzt");
    expect(visible).toContain("Geheimer Schlüssel (CAPTCHA_RECAPTCHA_SECRET): nicht gesetzt");
    expect(text).not.toContain(SECRET);
    expect(text).toContain('name="consent.de.statisticsText"');
    expect(text).toContain('name="consent.en.title"');
  });

  it("refuses out-of-range limits and an empty consent text with German reasons, saving nothing", async () => {
    const { res, text } = await admin.post(SCREEN, {
      ...form,
      "forms.submitsPerMinute": "0",
      "captcha.proofofwork.difficulty": "30",
      "consent.de.title": "   ",
      "captcha.turnstile.siteKey": "neuer-schluessel",
    });
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("mindestens 1 pro Minute");
    expect(visible).toContain("höchstens 24");
    expect(visible).toContain("Bitte geben Sie einen Text ein");
    const words = await admin.post(SCREEN, { ...form, "forms.submitsPerMinute": "viele" });
    expect(words.res.status).toBe(400);
    const tooMany = await admin.post(SCREEN, { ...form, "forms.submitsPerMinute": "10001" });
    expect(textOf(tooMany.text)).toContain("höchstens 10.000 pro Minute");
    expect(await getSetting(db(), "forms.submitsPerMinute")).toBe(20);
    expect(await getSetting(db(), "captcha.turnstile.siteKey")).toBe(form["captcha.turnstile.siteKey"]);
  });

  it("saves valid values; the banner and the dialog's texts follow in each language", async () => {
    const { res, text } = await admin.post(SCREEN, {
      ...form,
      "forms.submitsPerMinute": "7",
      "captcha.turnstile.siteKey": "0x4AAAAAAA-test",
      "consent.de.title": "Kekse bei uns",
      "consent.de.statisticsText": "Wir zählen Aufrufe, sonst nichts.",
      "consent.en.title": "Cookies with us",
    });
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert");
    expect(await getSetting(db(), "forms.submitsPerMinute")).toBe(7);
    expect(await getSetting(db(), "captcha.turnstile.siteKey")).toBe("0x4AAAAAAA-test");
    const home = await new Visitor(base).get("/");
    expect(home.text).toContain("Kekse bei uns");
    expect(home.text).toContain("Wir zählen Aufrufe, sonst nichts.");
    const english = await new Visitor(base).get("/en/");
    expect(english.text).toContain("Cookies with us");
    expect(english.text).not.toContain("Kekse bei uns");
  });
});

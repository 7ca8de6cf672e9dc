/**
 * The owner's mail texts (issue 27 item 1): the placeholder parser and validator, the built-in
 * texts, and the renderer (owner's texts over the defaults, values escaped, the shop's layout).
 */
import { describe, expect, it } from "vitest";
import "../all-settings.ts";
import { defaultSettings, parseSettingValue, type Settings } from "../settings/index.ts";
import { renderMail } from "./compose.ts";
import { defaultMailTexts, MAIL_TYPES, mailLangs } from "./mail-types.ts";
import { fillMailText, placeholdersIn, unknownPlaceholders } from "./placeholders.ts";
import { checkMailTexts } from "./settings.ts";

const settings = (over: Partial<Settings> = {}): Settings => ({ ...defaultSettings(), ...over });
const brand = { accent: "#1e6b3a", shopName: "Röstwerk <Nord>" };

describe("placeholders", () => {
  it("lists every braced name once, in order, typos included", () => {
    expect(placeholdersIn("{order_number} – {Bestellnummer} {order number} {order_number}")).toEqual([
      "order_number",
      "Bestellnummer",
      "order number",
    ]);
    expect(placeholdersIn("kein Platzhalter, nur { und }")).toEqual([]);
  });

  it("names the ones the mail does not know", () => {
    expect(unknownPlaceholders("Hallo {customer_first_name}, {gutschein}", ["customer_first_name"])).toEqual([
      "gutschein",
    ]);
  });

  it("fills known names and leaves the rest", () => {
    expect(fillMailText("Nr. {order_number} {x}", { order_number: "42" })).toBe("Nr. 42 {x}");
  });
});

describe("checking a mail's texts", () => {
  const ok = { subject: "Bestellung {order_number}", heading: "Danke", text: "Hallo {customer_first_name}" };

  it("accepts the mail's own placeholders", () => {
    expect(checkMailTexts("order_received", "de", ok)).toEqual({});
  });

  it("refuses an unknown placeholder with its name, in German, at its field", () => {
    const errors = checkMailTexts("order_received", "en", { ...ok, text: "Hi {vorname}, {reset_link}" });
    expect(errors["en.text"]).toBe(
      "Unbekannter Platzhalter {vorname} (Text, Englisch). Unbekannter Platzhalter {reset_link} (Text, Englisch).",
    );
    expect(Object.keys(errors)).toEqual(["en.text"]);
  });

  it("refuses an empty subject and a missing required placeholder", () => {
    expect(checkMailTexts("order_received", "de", { ...ok, subject: "  " })["de.subject"]).toBe(
      "Der Betreff darf nicht leer sein (Deutsch).",
    );
    const reset = { subject: "Passwort", heading: "", text: "Klicken Sie hier." };
    expect(checkMailTexts("lost_password", "de", reset)["de.text"]).toBe(
      "Der Platzhalter {reset_link} muss im Text stehen (Deutsch).",
    );
  });

  it("the setting's schema (laden settings set, REST) refuses the same", () => {
    expect(() =>
      parseSettingValue("mail.texts.order_processing", { de: { ...ok, subject: "Nr. {nummer}" } }),
    ).toThrow(/Unbekannter Platzhalter \{nummer\}/);
    expect(() => parseSettingValue("mail.texts.low_stock", { en: ok })).toThrow(/nur auf Deutsch/);
    expect(parseSettingValue("mail.texts.order_received", { de: ok })).toEqual({ de: ok });
  });

  it("every built-in text passes its own check, in every language of the mail", () => {
    for (const type of MAIL_TYPES)
      for (const lang of mailLangs(type.id))
        expect(checkMailTexts(type.id, lang, defaultMailTexts(type.id, lang)), `${type.id} ${lang}`).toEqual(
          {},
        );
  });

  it("checks the sender's name and address", () => {
    expect(() => parseSettingValue("mail.fromAddress", "kein-at")).toThrow(/gültige E-Mail-Adresse/);
    expect(() => parseSettingValue("mail.fromName", "Shop\nBcc: x@y.de")).toThrow(/Zeilenumbrüche/);
    expect(parseSettingValue("mail.fromAddress", " Shop@Example.de ")).toBe("shop@example.de");
  });
});

describe("rendering a mail", () => {
  const values = { order_number: "1042", customer_first_name: "Anna <b>", shop_name: "Röstwerk" };

  it("uses the built-in texts when the owner set none (the catalogue's words)", () => {
    const mail = renderMail({ settings: settings(), id: "order_received", lang: "de", values, brand });
    expect(mail.subject).toBe("Ihre Bestellung 1042 bei Röstwerk");
    expect(mail.text.split("\n\n").slice(0, 2)).toEqual([
      "Vielen Dank für Ihre Bestellung",
      "Hallo Anna <b>,",
    ]);
    expect(mail.from).toBeUndefined();
  });

  it("uses the owner's texts for that language only, then the mail's own parts", () => {
    const owner = settings({
      "mail.texts.order_received": {
        de: {
          subject: "Danke für {order_number}!",
          heading: "",
          text: "Moin {customer_first_name}!\n\nZweiter Absatz.",
        },
      },
      "mail.fromName": "Röstwerk Nord",
    });
    const mail = renderMail({
      settings: owner,
      id: "order_received",
      lang: "de",
      values,
      brand,
      after: ["Artikel"],
    });
    expect(mail.subject).toBe("Danke für 1042!");
    expect(mail.text).toBe("Moin Anna <b>!\n\nZweiter Absatz.\n\nArtikel");
    expect(mail.from).toEqual({ name: "Röstwerk Nord" });
    const en = renderMail({ settings: owner, id: "order_received", lang: "en", values, brand });
    expect(en.subject).toBe("Your order 1042 at Röstwerk");
  });

  it("escapes every value in the HTML part and lays it out with the brand's colour and logo", () => {
    const mail = renderMail({
      settings: settings(),
      id: "order_received",
      lang: "de",
      values,
      brand: { ...brand, logoUrl: "https://shop.example/media/2026/11/logo.png" },
    });
    expect(mail.html).toContain("Hallo Anna &lt;b&gt;,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain('<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#1e6b3a">');
    expect(mail.html).toContain(
      '<img src="https://shop.example/media/2026/11/logo.png" alt="Röstwerk &lt;Nord&gt;"',
    );
    const noLogo = renderMail({ settings: settings(), id: "order_received", lang: "de", values, brand });
    expect(noLogo.html).toContain("Röstwerk &lt;Nord&gt;</span>");
  });

  it("shows a paragraph that is the button's URL as a button", () => {
    const link = "https://shop.example/my-account/lost-password/?key=abc";
    const mail = renderMail({
      settings: settings(),
      id: "lost_password",
      lang: "de",
      values: { shop_name: "Röstwerk", reset_link: link },
      brand,
      button: { url: link, label: "Neues Passwort festlegen" },
    });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}" style="display:inline-block`);
  });
});

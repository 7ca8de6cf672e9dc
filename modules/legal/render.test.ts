import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import { type LegalData, legalData } from "./legal-data.ts";
import { expandLegalShortcodes, legalMailFooter } from "./render.ts";
import { DEMO_LEGAL } from "./sample.ts";

const demo = legalData({ ...defaultSettings(), ...DEMO_LEGAL });
const empty = legalData(defaultSettings());

describe("[legal_data] shortcodes", () => {
  it("render the Impressum block from the settings, the paragraph taken by the block", () => {
    const html = expandLegalShortcodes("<h2>Angaben</h2>\n<p>[legal_data]</p>", demo, "de");
    expect(html).not.toContain("[legal_data");
    expect(html).not.toMatch(/<p>\s*<p>/);
    expect(html).toContain("<p>Röstwerk Laden GmbH<br>Hafenstraße 12<br>20457 Hamburg</p>");
    expect(html).toContain("Vertreten durch: Johanna Petersen");
    expect(html).toContain('E-Mail: <a href="mailto:hallo@roestwerk.example">hallo@roestwerk.example</a>');
    expect(html).toContain("Registergericht: Amtsgericht Hamburg, Registernummer: HRB 123456");
    expect(html).toContain("gemäß § 27a Umsatzsteuergesetz: DE123456789");
  });

  it("leave out what is not filled: no empty heading, label or placeholder", () => {
    const html = expandLegalShortcodes("<p>[legal_data]</p>", { ...empty, companyName: "Nur Name" }, "de");
    expect(html).toContain("<p>Nur Name</p>");
    expect(html).not.toMatch(/Kontakt|Registereintrag|Umsatzsteuer|Vertreten|Telefon/);
  });

  it("print the tax number without a VAT id, and the § 19 note for a small business", () => {
    const legal: LegalData = { ...demo, vatId: "", taxNumber: "22/815/08150", smallBusiness: true };
    const html = expandLegalShortcodes("[legal_data]", legal, "de");
    expect(html).toContain("Steuernummer: 22/815/08150");
    expect(html).toContain("§ 19 UStG");
  });

  it("escape the owner's values and fill single fields, parts and English labels", () => {
    const legal = { ...demo, companyName: 'A & B <GmbH> "x"' };
    expect(
      expandLegalShortcodes(
        "bei der [legal_data field=companyName], [legal_data field=addressLine]",
        legal,
        "de",
      ),
    ).toBe("bei der A &amp; B &lt;GmbH&gt; &quot;x&quot;, Hafenstraße 12, 20457 Hamburg");
    expect(expandLegalShortcodes("<p>[legal_data part=responsible]</p>", demo, "de")).toBe(
      "<p>Johanna Petersen (Geschäftsführerin), Hafenstraße 12, 20457 Hamburg</p>",
    );
    const en = expandLegalShortcodes("<p>[legal_data part=address]</p>", demo, "en");
    expect(en).toContain("20457 Hamburg<br>Germany<br>Phone: +49 40 1234567");
  });
});

describe("legalMailFooter", () => {
  it("names seller, address, contact, representative, register and VAT id", () => {
    expect(legalMailFooter(demo, "de")).toBe(
      [
        "Röstwerk Laden GmbH · Hafenstraße 12, 20457 Hamburg · hallo@roestwerk.example · +49 40 1234567",
        "Vertreten durch: Johanna Petersen (Geschäftsführerin) · Amtsgericht Hamburg, HRB 123456 · USt-IdNr. DE123456789",
      ].join("\n"),
    );
  });

  it("is empty without legal data (nobody else's data is printed)", () => {
    expect(legalMailFooter(empty, "de")).toBe("");
  });
});

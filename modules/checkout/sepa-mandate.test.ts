import "../all-settings.ts";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "../settings/definitions.ts";
import {
  createMandateReference,
  DEFAULT_SEPA_REQUIREMENTS,
  isPreviewComplete,
  isValidMandateReference,
  type MandateFields,
  type MandateInput,
  mandateCreditor,
  renderMandateHtml,
  renderMandateText,
  sepaRequirements,
} from "./sepa-mandate.ts";

const FIELDS: MandateFields = {
  holder: "Erika Mustermann",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  street: "Lindenstraße 12",
  zip: "10115",
  city: "Berlin",
  country: "DE",
};

const settings = defaultSettings();

function input(over: Partial<MandateInput> = {}, debtor: Partial<MandateFields> = {}): MandateInput {
  return {
    creditor: mandateCreditor(settings),
    debtor: { ...FIELDS, ...debtor },
    amountCents: 123456,
    date: new Date("2026-03-05T10:00:00Z"),
    ...over,
  };
}

describe("isPreviewComplete", () => {
  it("needs every field non-empty after trimming, with the default requirements", () => {
    expect(DEFAULT_SEPA_REQUIREMENTS).toEqual({ holder: true, iban: true, bic: false });
    expect(isPreviewComplete(FIELDS)).toBe(true);
    for (const name of ["holder", "iban", "street", "zip", "city", "country"] as const) {
      expect(isPreviewComplete({ ...FIELDS, [name]: "" }), name).toBe(false);
      expect(isPreviewComplete({ ...FIELDS, [name]: " \t " }), name).toBe(false);
      expect(isPreviewComplete({ ...FIELDS, [name]: undefined }), name).toBe(false);
    }
    // BIC is optional by default.
    expect(isPreviewComplete({ ...FIELDS, bic: "" })).toBe(true);
  });

  it("skips holder, IBAN and BIC only when they are not required", () => {
    const none = { holder: false, iban: false, bic: false };
    expect(isPreviewComplete({ ...FIELDS, holder: "", iban: "", bic: "" }, none)).toBe(true);
    expect(isPreviewComplete({ ...FIELDS, street: "" }, none)).toBe(false);
    const all = { holder: true, iban: true, bic: true };
    expect(isPreviewComplete({ ...FIELDS, bic: " " }, all)).toBe(false);
    expect(isPreviewComplete(FIELDS, all)).toBe(true);
    expect(isPreviewComplete({ ...FIELDS, holder: "" }, { ...all, holder: false })).toBe(true);
  });

  it("makes no format checks", () => {
    expect(isPreviewComplete({ ...FIELDS, iban: "x", zip: "?" })).toBe(true);
  });

  it("reads the requirements from the settings", () => {
    expect(sepaRequirements(settings)).toEqual({ holder: true, iban: true, bic: false });
    expect(sepaRequirements({ ...settings, "sepa.bicRequired": true, "sepa.holderRequired": false })).toEqual(
      {
        holder: false,
        iban: true,
        bic: true,
      },
    );
  });
});

describe("createMandateReference", () => {
  it("makes LADEN-<number>-<random>, within 35 SEPA characters", () => {
    const ref = createMandateReference(10042);
    expect(ref).toMatch(/^LADEN-10042-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(isValidMandateReference(ref)).toBe(true);
    const long = createMandateReference("A".repeat(20));
    expect(long.length).toBeLessThanOrEqual(35);
    expect(isValidMandateReference(long)).toBe(true);
  });

  it("is unique", () => {
    const refs = new Set(Array.from({ length: 2000 }, () => createMandateReference(7)));
    expect(refs.size).toBe(2000);
  });

  it("refuses order numbers that would break the format", () => {
    for (const bad of ["", "A".repeat(21), "12 3", "1/2", "ü", "1--2"]) {
      expect(() => createMandateReference(bad), bad).toThrow();
    }
  });

  it("checks references against the SEPA rules", () => {
    expect(isValidMandateReference("MANDATE123")).toBe(true);
    expect(isValidMandateReference("A+?/-:().,'B")).toBe(true);
    expect(isValidMandateReference("/ABC")).toBe(false);
    expect(isValidMandateReference("A//B")).toBe(false);
    expect(isValidMandateReference("A B")).toBe(false);
    expect(isValidMandateReference("Ä")).toBe(false);
    expect(isValidMandateReference("X".repeat(36))).toBe(false);
  });
});

describe("renderMandateHtml", () => {
  it("fills every placeholder: creditor, id, reference, debtor, masked IBAN, BIC, address, date, amount", () => {
    const html = renderMandateHtml(input({ reference: "LADEN-10042-ABCDEFGH" }));
    expect(html).toContain("Röstwerk Laden GmbH");
    expect(html).toContain("Hafenstraße 12, 20457 Hamburg");
    expect(html).toContain("Gläubiger-Identifikationsnummer: DE98ZZZ09999999999");
    expect(html).toContain("Mandatsreferenz: LADEN-10042-ABCDEFGH");
    expect(html).toContain("Ich ermächtige Röstwerk Laden GmbH,");
    expect(html).toContain("Kontoinhaber: Erika Mustermann");
    expect(html).toContain("Anschrift: Lindenstraße 12, 10115 Berlin, Deutschland");
    expect(html).toContain("IBAN: DE** **** **** **** **30 00");
    expect(html).toContain("BIC: COBADEFFXXX");
    expect(html).toContain("Betrag: 1.234,56\u00a0€");
    expect(html).toContain("Datum: 05.03.2026");
    expect(html).toContain("acht Wochen");
    expect(html).not.toMatch(/\{\w+\}|\[\w+\]/);
    expect(html).not.toContain("0532013000");
    expect(html.startsWith("<p><strong>SEPA-Basislastschriftmandat")).toBe(true);
  });

  it("says the reference follows when there is none yet (the preview)", () => {
    expect(renderMandateHtml(input())).toContain(
      "Mandatsreferenz: wird Ihnen mit der Bestellbestätigung mitgeteilt",
    );
  });

  it("escapes every value", () => {
    const html = renderMandateHtml(
      input(
        {
          creditor: {
            name: `Kaffee & "Co" <b>`,
            address: "<img src=x onerror=alert(1)>",
            id: "DE98ZZZ09999999999",
            mandateText: "",
            preNotificationDays: 1,
          },
          reference: "R'1",
        },
        {
          holder: "<script>alert('x')</script>",
          street: '"><svg onload=alert(1)>',
          zip: "<1>",
          city: "Köln & Bonn",
          country: "<i>",
          bic: "<b>",
        },
      ),
    );
    expect(html).toContain("Kontoinhaber: &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("Ich ermächtige Kaffee &amp; &quot;Co&quot; &lt;b&gt;,");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&quot;&gt;&lt;svg onload=alert(1)&gt;, &lt;1&gt; Köln &amp; Bonn, &lt;i&gt;");
    expect(html).toContain("Mandatsreferenz: R&#39;1");
    expect(html).not.toMatch(/<(script|img|svg|i|b)[\s>]/);
    // Only our own tags remain.
    expect(new Set(html.match(/<\/?[a-z]+/g))).toEqual(new Set(["<p", "</p", "<strong", "</strong", "<br"]));
  });

  it("leaves out an empty optional BIC and holder", () => {
    const html = renderMandateHtml(input({}, { bic: "", holder: "" }));
    expect(html).not.toContain("BIC:");
    expect(html).not.toContain("Kontoinhaber:");
    expect(html).toContain("IBAN: DE**");
  });

  it("speaks English when asked", () => {
    const html = renderMandateHtml(input({ lang: "en" }));
    expect(html).toContain("SEPA Core direct debit mandate");
    expect(html).toContain("Amount: €1,234.56");
    expect(html).toContain("Germany");
  });
});

describe("renderMandateText", () => {
  it("is the same mandate in plain text, unescaped and masked", () => {
    const text = renderMandateText(input({ reference: "LADEN-1-X" }, { holder: "Anna & <Ben>" }));
    expect(text).toContain("Kontoinhaber: Anna & <Ben>");
    expect(text).toContain("IBAN: DE** **** **** **** **30 00");
    expect(text).toContain("Mandatsreferenz: LADEN-1-X");
    expect(text).not.toContain("<p>");
    expect(text.split("\n\n").length).toBe(7);
  });
});

describe("the owner's mandate text (sepa.mandateText)", () => {
  const own = {
    ...settings,
    "legal.companyName": "Röstwerk & Co",
    "sepa.mandateText": "Ich ermächtige {creditor} ({creditorId}).\n\nVorabankündigung {days} Tage vorher.",
    "sepa.preNotificationDays": 5,
  };
  it("replaces the standard paragraphs, placeholders filled and escaped", () => {
    const html = renderMandateHtml(input({ creditor: mandateCreditor(own) }));
    expect(html).toContain(
      `<p>Ich ermächtige Röstwerk &amp; Co (${normalized(own["sepa.creditorId"])}).</p>`,
    );
    expect(html).toContain("<p>Vorabankündigung 5 Tage vorher.</p>");
    expect(html).not.toContain("Hinweis: Bis acht Wochen");
    const text = renderMandateText(input({ creditor: mandateCreditor(own) }));
    expect(text).toContain("Ich ermächtige Röstwerk & Co");
    expect(text.split("\n\n").length).toBe(6);
  });
  it("names the pre-notification days in the standard text", () => {
    const text = renderMandateText(
      input({ creditor: mandateCreditor({ ...settings, "sepa.preNotificationDays": 3 }) }),
    );
    expect(text).toContain("spätestens 3 Tage vor dem Einzug");
  });
});

function normalized(id: string): string {
  return id.replace(/\s+/g, "").toUpperCase();
}

/**
 * The seller's legal data where visitors and customers read it (issue 21): the `[legal_data]`
 * shortcodes in page content, rendered on the server, and the legal lines under every e-mail.
 * Empty fields are left out, so no placeholder ever shows; every value is HTML-escaped.
 *
 * Shortcodes: `[legal_data]` (the Impressum block: address, representative, contact, register,
 * VAT), `[legal_data part=address]` (address and contact), `[legal_data part=responsible]`
 * (representative and address on one line), `[legal_data field=NAME]` (one value as text).
 */
import { countryName } from "../checkout/iban.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-legal.ts";
import { escapeHtml } from "../shared/html.ts";
import { type LegalData, legalAddressLine } from "./legal-data.ts";

const BLOCK =
  /<p>\s*\[legal_data(?:\s+part=["']?([a-z]+)["']?)?\s*\]\s*<\/p>|\[legal_data(?:\s+part=["']?([a-z]+)["']?)?\s*\]/g;
const FIELD = /\[legal_data\s+field=["']?([a-zA-Z]+)["']?\s*\]/g;

type Part = "imprint" | "address" | "responsible";

function fieldText(legal: LegalData, name: string, lang: Lang): string {
  switch (name) {
    case "postcodeCity":
      return `${legal.postcode} ${legal.city}`.trim();
    case "addressLine":
      return legalAddressLine(legal);
    case "country":
      return legal.country ? countryName(legal.country, lang) : "";
    case "smallBusiness":
      return "";
    default: {
      const value = (legal as Record<string, unknown>)[name];
      return typeof value === "string" ? value : "";
    }
  }
}

/** Replaces the `[legal_data …]` shortcodes in `html` with the seller's data. */
export function expandLegalShortcodes(html: string, legal: LegalData, lang: Lang): string {
  if (!html.includes("[legal_data")) return html;
  return html
    .replace(FIELD, (_m, name: string) => escapeHtml(fieldText(legal, name, lang)))
    .replace(BLOCK, (_m, a?: string, b?: string) =>
      legalBlockHtml(legal, lang, (a ?? b ?? "imprint") as Part),
    );
}

function paragraph(lines: string[]): string {
  const filled = lines.filter(Boolean);
  return filled.length ? `<p>${filled.join("<br>")}</p>` : "";
}

function addressLines(legal: LegalData, lang: Lang): string[] {
  const showCountry = legal.country && (legal.country !== "DE" || lang === "en");
  return [
    escapeHtml(legal.companyName),
    escapeHtml(legal.street),
    escapeHtml(`${legal.postcode} ${legal.city}`.trim()),
    showCountry ? escapeHtml(countryName(legal.country, lang)) : "",
  ];
}

function contactLines(legal: LegalData, lang: Lang): string[] {
  const email = escapeHtml(legal.email);
  return [
    legal.phone ? `${escapeHtml(translate(lang, "legal.phone"))}: ${escapeHtml(legal.phone)}` : "",
    legal.email
      ? `${escapeHtml(translate(lang, "legal.email"))}: <a href="mailto:${email}">${email}</a>`
      : "",
  ];
}

function section(title: string, body: string): string {
  return body ? `<h2>${escapeHtml(title)}</h2>${body}` : "";
}

function legalBlockHtml(legal: LegalData, lang: Lang, part: Part): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    escapeHtml(translate(lang, key, params));
  if (part === "address") return paragraph([...addressLines(legal, lang), ...contactLines(legal, lang)]);
  if (part === "responsible") {
    return paragraph([
      [legal.representative, legalAddressLine(legal)].filter(Boolean).map(escapeHtml).join(", "),
    ]);
  }
  const register =
    legal.registerCourt && legal.registerNumber
      ? paragraph([t("legal.registerLine", { court: legal.registerCourt, number: legal.registerNumber })])
      : "";
  const vat = paragraph([
    legal.vatId ? t("legal.vatId", { vatId: legal.vatId }) : "",
    !legal.vatId && legal.taxNumber ? t("legal.taxNumber", { taxNumber: legal.taxNumber }) : "",
    legal.smallBusiness ? t("legal.smallBusiness") : "",
  ]);
  return [
    paragraph(addressLines(legal, lang)),
    legal.representative ? paragraph([t("legal.representedBy", { name: legal.representative })]) : "",
    section(translate(lang, "legal.contact"), paragraph(contactLines(legal, lang))),
    section(translate(lang, "legal.register"), register),
    section(translate(lang, "legal.vat"), vat),
  ].join("\n");
}

/**
 * The legal lines at the end of a customer e-mail (plain text): who sells and how to reach them,
 * the representative, the register and the VAT id (or tax number), and the § 19 note.
 */
export function legalMailFooter(legal: LegalData, lang: Lang): string {
  const join = (parts: string[]) => parts.filter(Boolean).join(" · ");
  const register =
    legal.registerCourt && legal.registerNumber
      ? translate(lang, "legal.registerShort", { court: legal.registerCourt, number: legal.registerNumber })
      : "";
  const tax = legal.vatId
    ? translate(lang, "legal.vatIdShort", { vatId: legal.vatId })
    : legal.taxNumber
      ? translate(lang, "legal.taxNumber", { taxNumber: legal.taxNumber })
      : "";
  return [
    join([legal.companyName, legalAddressLine(legal), legal.email, legal.phone]),
    join([
      legal.representative ? translate(lang, "legal.representedBy", { name: legal.representative }) : "",
      register,
      tax,
    ]),
    legal.smallBusiness ? translate(lang, "legal.smallBusiness") : "",
  ]
    .filter(Boolean)
    .join("\n");
}

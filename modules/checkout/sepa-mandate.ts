/**
 * The SEPA Core direct-debit mandate: which fields the customer must fill in, when the preview
 * (and the consent paragraph) may be shown, the mandate reference, and the mandate text itself
 * as HTML (preview, pages) and plain text (e-mail). Framework-free; the wire handler, the
 * checkout and the order e-mails call it.
 */

import { randomInt } from "node:crypto";
import { fillPlaceholders, placeholdersOf } from "../i18n/fill.ts";
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatPrice } from "../shared/money.ts";
import { countryName, maskIban, normalizeBic, normalizeIban } from "./iban.ts";
import "../i18n/messages-checkout.ts";

export {
  DEFAULT_SEPA_REQUIREMENTS,
  isPreviewComplete,
  MANDATE_FIELD_NAMES,
  type MandateFields,
  sepaRequirements,
} from "./sepa-preview-rule.ts";

import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import type { MandateFields } from "./sepa-preview-rule.ts";

// ---------------------------------------------------------------------------------------------
// Mandate reference

/**
 * Characters a mandate reference may use: the SEPA Latin set without the space (banks accept
 * it in references, but not every one in mandate ids), at most 35, and not starting with `/`
 * nor containing `//` (EPC rulebook).
 */
const MANDATE_REFERENCE_PATTERN = /^[A-Za-z0-9+?/\-:().,']{1,35}$/;

export function isValidMandateReference(ref: string): boolean {
  return MANDATE_REFERENCE_PATTERN.test(ref) && !ref.startsWith("/") && !ref.includes("//");
}

// Crockford's base32 alphabet: no I, L, O, U, so a reference read out on the phone is unambiguous.
const RANDOM_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_LENGTH = 8; // 40 bits

/**
 * `LADEN-<order number>-<8 random characters>`: unique with the order number (itself unique),
 * and not guessable from it. The order number may use letters, digits and `-`, up to 20
 * characters, so the reference stays within 35.
 */
export function createMandateReference(orderNumber: string | number): string {
  const number = String(orderNumber);
  if (!/^[A-Za-z0-9-]{1,20}$/.test(number) || number.includes("--")) {
    throw new Error(`order number not usable in a mandate reference: ${number}`);
  }
  let random = "";
  for (let i = 0; i < RANDOM_LENGTH; i++) random += RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)];
  const ref = `LADEN-${number.toUpperCase()}-${random}`;
  if (!isValidMandateReference(ref)) throw new Error(`invalid mandate reference: ${ref}`);
  return ref;
}

// ---------------------------------------------------------------------------------------------
// Mandate text

export type MandateCreditor = {
  /** legal.companyName */
  name: string;
  /** legal.address */
  address: string;
  /** sepa.creditorId */
  id: string;
  /** sepa.mandateText: the owner's wording of the mandate's body; empty: the catalogue's. */
  mandateText: string;
  /** sepa.preNotificationDays */
  preNotificationDays: number;
};

export function mandateCreditor(
  settings: Pick<
    Settings,
    | "legal.companyName"
    | "legal.address"
    | "sepa.creditorId"
    | "sepa.mandateText"
    | "sepa.preNotificationDays"
  >,
): MandateCreditor {
  return {
    name: settings["legal.companyName"],
    address: settings["legal.address"],
    id: settings["sepa.creditorId"],
    mandateText: settings["sepa.mandateText"],
    preNotificationDays: settings["sepa.preNotificationDays"],
  };
}

export type MandateInput = {
  creditor: MandateCreditor;
  /** Unset before the order exists (the preview): the text says it follows with the confirmation. */
  reference?: string;
  /** The debtor's fields; the IBAN is shown masked, whatever is passed. */
  debtor: MandateFields;
  amountCents: number;
  date: Date;
  lang?: Lang;
};

export function formatMandateDate(date: Date, lang: Lang = "de"): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/**
 * One line of the mandate: a label and a value, a sentence from the catalogue, or one of the
 * owner's paragraphs (a template like the catalogue's). Values are plain text here.
 */
type MandateLine = { label?: MessageKey; value: string } | { text: MessageKey } | { own: string };
type MandateBlock = MandateLine[];

function mandateBlocks(input: MandateInput): { blocks: MandateBlock[]; values: Record<string, string> } {
  const lang = input.lang ?? "de";
  const d = input.debtor;
  const clean = (s: string) => s.replace(/\s+/g, " ").trim();
  const zipCity = [clean(d.zip), clean(d.city)].filter(Boolean).join(" ");
  const country = clean(d.country) ? countryName(clean(d.country), lang) : "";
  const address = [clean(d.street), zipCity, country].filter(Boolean).join(", ");
  const bic = normalizeBic(d.bic);
  const iban = normalizeIban(d.iban);
  const optional = (label: MessageKey, value: string): MandateLine[] => (value ? [{ label, value }] : []);
  const blocks: MandateBlock[] = [
    [{ text: "checkout.sepa.mandate.title" }],
    [
      { label: "checkout.sepa.mandate.creditor", value: clean(input.creditor.name) },
      ...optional("checkout.sepa.mandate.address", clean(input.creditor.address)),
      { label: "checkout.sepa.mandate.creditorId", value: normalizeIban(input.creditor.id) },
      {
        label: "checkout.sepa.mandate.reference",
        value: input.reference ?? translate(lang, "checkout.sepa.mandate.referenceLater"),
      },
    ],
    ...mandateBody(input.creditor.mandateText),
    [
      ...optional("checkout.sepa.mandate.debtor", clean(d.holder)),
      ...optional("checkout.sepa.mandate.address", address),
      ...optional("checkout.sepa.iban", iban ? maskIban(iban) : ""),
      ...optional("checkout.sepa.bic", bic),
    ],
    [
      { label: "checkout.sepa.mandate.amount", value: formatPrice(input.amountCents, lang) },
      { label: "checkout.sepa.mandate.date", value: formatMandateDate(input.date, lang) },
    ],
  ];
  const values = {
    creditor: clean(input.creditor.name),
    creditorId: normalizeIban(input.creditor.id),
    days: String(input.creditor.preNotificationDays),
  };
  return { blocks, values };
}

/** Authorisation, refund note and pre-notification: the owner's paragraphs, else the catalogue's. */
function mandateBody(own: string): MandateBlock[] {
  const paragraphs = own
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (paragraphs.length > 0) return paragraphs.map((p) => [{ own: p }]);
  return [
    [{ text: "checkout.sepa.mandate.authorisation" }],
    [{ text: "checkout.sepa.mandate.refund" }],
    [{ text: "checkout.sepa.mandate.prenotification" }],
  ];
}

/** Fills `{name}` placeholders; a placeholder without a value is a programming error. */
function fill(template: string, values: Record<string, string>): string {
  const missingName = placeholdersOf(template).find((name) => values[name] === undefined);
  if (missingName) throw new Error(`mandate text: no value for {${missingName}}`);
  return fillPlaceholders(template, values);
}

/**
 * The mandate as HTML paragraphs: every catalogue text and every value escaped, every
 * placeholder filled. The IBAN is masked.
 */
export function renderMandateHtml(input: MandateInput): string {
  const lang = input.lang ?? "de";
  const { blocks, values } = mandateBlocks(input);
  const escapedValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const text = (key: MessageKey) => fill(escapeHtml(translate(lang, key)), escapedValues);
  return blocks
    .map((block, index) => {
      const lines = block.map((line) =>
        "own" in line
          ? fill(escapeHtml(line.own), escapedValues)
          : "text" in line
            ? index === 0
              ? `<strong>${text(line.text)}</strong>`
              : text(line.text)
            : `${line.label ? `${text(line.label)}: ` : ""}${escapeHtml(line.value)}`,
      );
      return `<p>${lines.join("<br>")}</p>`;
    })
    .join("");
}

/** The same mandate as plain text (e-mails): paragraphs separated by blank lines. */
export function renderMandateText(input: MandateInput): string {
  const lang = input.lang ?? "de";
  const { blocks, values } = mandateBlocks(input);
  const text = (key: MessageKey) => fill(translate(lang, key), values);
  return blocks
    .map((block) =>
      block
        .map((line) =>
          "own" in line
            ? fill(line.own, values)
            : "text" in line
              ? text(line.text)
              : `${line.label ? `${text(line.label)}: ` : ""}${line.value}`,
        )
        .join("\n"),
    )
    .join("\n\n");
}

/**
 * Merge tags in owner-written action templates (glossary F10): `{field:key}` (also by id),
 * `{field:key:label}`, `{all_fields_table}`/`{fields_table}`, `{all_fields}`, `{calc:name}`,
 * `{calc:name:DECIMALS}`, `{system:admin_email}`/`{wp:admin_email}`, `{wp:site_title}`,
 * `{form:title}`, `{submission:id}`. Pure.
 *
 * Only templates are scanned: a value a visitor typed is inserted as data and never scanned
 * again (one pass), so `{calc:x}` typed into a field stays text. Each value is escaped for where
 * the template goes: HTML (mail bodies, the success message), a URL (redirects: encoded as a
 * component, so a value cannot change the target's host) or a header line (subject, recipients:
 * line breaks removed). An unknown tag of a known family becomes empty.
 *
 * Numbers are formatted once, by the site's locale (when `locale` is given): `{calc:name}` reads
 * "98,00" (its own decimals, or `{calc:name:DECIMALS}`), a total or shipping field already reads
 * "98,00 €", so a currency symbol the owner wrote right after it ("{field:total} €") is not
 * repeated. In a URL a calculation stays machine-readable ("98.00").
 */
import { escapeHtml } from "#modules/shared/html.ts";
import { formatLocaleNumber } from "../engine/number.ts";
import type { FormLocale } from "../engine/types.ts";

export type MergeMode = "html" | "text" | "url" | "header";

export type MergeField = {
  id: number;
  key: string;
  label: string;
  type: string;
  /** The value as a person reads it (option labels, "Ausgewählt", date and time). */
  text: string;
  /** Listed in `{all_fields_table}` (visible, holds a value a visitor entered or a total). */
  listed: boolean;
};

export type MergeData = {
  fields: readonly MergeField[];
  calculations: Readonly<Record<string, string>>;
  system: Readonly<Record<string, string>>;
  /** Column headings of `{all_fields_table}`. */
  tableHeadings?: { field: string; value: string };
  /** The site's number format; without it calculations are inserted as computed ("98.00"). */
  locale?: FormLocale;
};

/** Field types whose text is an amount with its currency symbol. */
const MONEY_TYPES = new Set(["total", "shipping"]);

const TAG =
  /\{(field|calc|system|wp|form|submission|all_fields_table|fields_table|all_fields)(?::([^{}:\s]+))?(?::([^{}:\s]+))?\}/g;

function escapeFor(mode: MergeMode, value: string): string {
  switch (mode) {
    case "html":
      return escapeHtml(value);
    case "url":
      return encodeURIComponent(value);
    case "header":
      return value.replace(/[\r\n\t]+/g, " ").trim();
    default:
      return value;
  }
}

function fieldOf(data: MergeData, ref: string): MergeField | undefined {
  return (
    data.fields.find((f) => f.key === ref) ??
    (/^[0-9]+$/.test(ref) ? data.fields.find((f) => String(f.id) === ref) : undefined)
  );
}

function table(data: MergeData, mode: MergeMode): string {
  const rows = data.fields.filter((f) => f.listed);
  if (mode !== "html") return rows.map((f) => `${f.label}: ${f.text}`).join("\n");
  const h = data.tableHeadings;
  const head = h
    ? `<thead><tr><th>${escapeHtml(h.field)}</th><th>${escapeHtml(h.value)}</th></tr></thead>`
    : "";
  const body = rows
    .map(
      (f) =>
        `<tr><th scope="row">${escapeHtml(f.label)}</th><td>${escapeHtml(f.text).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  return `<table class="nf-all-fields">${head}<tbody>${body}</tbody></table>`;
}

function list(data: MergeData, mode: MergeMode): string {
  const lines = data.fields.filter((f) => f.listed).map((f) => `${f.label}: ${f.text}`);
  return mode === "html" ? lines.map(escapeHtml).join("<br>") : lines.join("\n");
}

function calcText(data: MergeData, name: string | undefined, decimals: string | undefined, mode: MergeMode) {
  const raw = name !== undefined ? data.calculations[name] : undefined;
  if (raw === undefined) return "";
  const dec = decimals !== undefined && /^[0-9]{1,2}$/.test(decimals) ? Number(decimals) : undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return raw;
  if (data.locale && mode !== "url")
    return formatLocaleNumber(n, dec ?? raw.split(".")[1]?.length ?? 0, data.locale);
  return dec !== undefined ? n.toFixed(dec) : raw;
}

/** One tag's replacement (unescaped families handle their own escaping). */
function replacement(
  data: MergeData,
  mode: MergeMode,
  family: string,
  a: string | undefined,
  b: string | undefined,
): { text: string; money: boolean } {
  switch (family) {
    case "all_fields_table":
    case "fields_table":
      return { text: mode === "url" ? "" : table(data, mode), money: false };
    case "all_fields":
      return { text: mode === "url" ? "" : list(data, mode), money: false };
    case "field": {
      const f = a ? fieldOf(data, a) : undefined;
      if (!f) return { text: "", money: false };
      const label = b === "label";
      return { text: escapeFor(mode, label ? f.label : f.text), money: !label && MONEY_TYPES.has(f.type) };
    }
    case "calc":
      return { text: escapeFor(mode, calcText(data, a, b, mode)), money: false };
    default: {
      const value = a ? data.system[`${family}:${a}`] : undefined;
      return { text: value === undefined ? "" : escapeFor(mode, value), money: false };
    }
  }
}

export function substituteTags(template: string, data: MergeData, mode: MergeMode): string {
  const symbol = data.locale?.currencySymbol;
  let out = "";
  let at = 0;
  for (const m of template.matchAll(TAG)) {
    const start = m.index ?? 0;
    out += template.slice(at, start);
    at = start + m[0].length;
    const r = replacement(data, mode, m[1] as string, m[2], m[3]);
    out += r.text;
    if (r.money && symbol && mode !== "url") {
      // "{field:total} €": the amount carries its symbol already.
      const rest = /^(?:\s|&nbsp;)*/.exec(template.slice(at))?.[0] ?? "";
      const escaped = mode === "html" ? escapeHtml(symbol) : symbol;
      for (const s of [symbol, escaped, "&euro;"]) {
        if (template.startsWith(s, at + rest.length)) {
          at += rest.length + s.length;
          break;
        }
      }
    }
  }
  return out + template.slice(at);
}

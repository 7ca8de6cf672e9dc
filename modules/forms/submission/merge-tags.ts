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
 */
import { escapeHtml } from "#modules/shared/html.ts";

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
};

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

export function substituteTags(template: string, data: MergeData, mode: MergeMode): string {
  return template.replace(TAG, (_whole, family: string, a: string | undefined, b: string | undefined) => {
    switch (family) {
      case "all_fields_table":
      case "fields_table":
        return mode === "url" ? "" : table(data, mode);
      case "all_fields":
        return mode === "url" ? "" : list(data, mode);
      case "field": {
        const f = a ? fieldOf(data, a) : undefined;
        if (!f) return "";
        return escapeFor(mode, b === "label" ? f.label : f.text);
      }
      case "calc": {
        const raw = a !== undefined ? data.calculations[a] : undefined;
        if (raw === undefined) return "";
        const dec = b !== undefined && /^[0-9]{1,2}$/.test(b) ? Number(b) : undefined;
        const n = Number(raw);
        return escapeFor(mode, dec !== undefined && Number.isFinite(n) ? n.toFixed(dec) : raw);
      }
      default: {
        const value = a ? data.system[`${family}:${a}`] : undefined;
        return value === undefined ? "" : escapeFor(mode, value);
      }
    }
  });
}

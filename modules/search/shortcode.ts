/**
 * Search forms in page content: Ivory Search's shortcode `[ivory-search id="ID"]` (also with
 * `title="…"` or unquoted/single-quoted ids, as WordPress content has them). A shortcode alone in
 * a paragraph takes the paragraph. Each form appears once per page (its element ids — input,
 * results panel, details panel — carry the form id): a form already on the page (the header's, or
 * an earlier shortcode of the same id) and an unknown id leave nothing in their place.
 */
import type { Lang } from "../i18n/index.ts";
import { findSearchForm, type SearchForm, type SearchFormView, searchFormView } from "./forms.ts";

const SHORTCODE = /(?:<p>\s*)?\[ivory-search\b([^\]]*)\](?:\s*<\/p>)?/gi;
const ID_ATTR = /\bid\s*=\s*(?:"(\d{1,7})"|'(\d{1,7})'|(\d{1,7})(?=[\s\]]|$))/i;

export type SearchShortcodePart = { html: string } | { searchFormId: number };

/** Splits HTML at search form shortcodes (a shortcode without a numeric id stays text). */
export function splitSearchShortcodes(html: string): SearchShortcodePart[] {
  const parts: SearchShortcodePart[] = [];
  let last = 0;
  for (const m of html.matchAll(SHORTCODE)) {
    const id = ID_ATTR.exec(m[1] ?? "");
    if (!id) continue;
    if (m.index > last) parts.push({ html: html.slice(last, m.index) });
    parts.push({ searchFormId: Number(id[1] ?? id[2] ?? id[3]) });
    last = m.index + m[0].length;
  }
  if (last < html.length) parts.push({ html: html.slice(last) });
  return parts;
}

export type PlacedSearchForm = { search: SearchFormView; key: string };

/**
 * Replaces the search shortcodes in the HTML parts of a page's content with the forms they name.
 * `onPage`: form ids already rendered on the page (the header's form).
 */
export function placeSearchForms<P extends { key: string }>(
  parts: readonly P[],
  forms: readonly SearchForm[],
  onPage: readonly number[],
  lang: Lang,
): (P | PlacedSearchForm)[] {
  const taken = new Set(onPage);
  const out: (P | PlacedSearchForm)[] = [];
  for (const part of parts) {
    const html = (part as { html?: unknown }).html;
    if (typeof html !== "string" || !html.includes("[ivory-search")) {
      out.push(part);
      continue;
    }
    for (const [i, piece] of splitSearchShortcodes(html).entries()) {
      const key = `${part.key}-${i}`;
      if ("html" in piece) {
        out.push({ ...part, html: piece.html, key });
        continue;
      }
      const form = findSearchForm(forms, piece.searchFormId);
      if (!form || taken.has(form.id)) continue;
      taken.add(form.id);
      out.push({ search: searchFormView(form, lang), key });
    }
  }
  return out;
}

/**
 * Forms in page content: `[ninja_form id=ID]` (the shortcode imported WordPress content uses;
 * also `[ninja_forms id=…]` and `[ninja_forms_display_form id=…]`). Our own content may name a
 * form by key (`[ninja_form id=kontakt]`). A shortcode alone in a paragraph takes the paragraph.
 */

const SHORTCODE =
  /(?:<p>\s*)?\[ninja_forms?(?:_display_form)?\s+id=(?:"([^"\]]*)"|'([^'\]]*)'|([^\s\]]*))\s*\](?:\s*<\/p>)?/gi;

export type ContentPart = { html: string } | { form: string };

export function splitFormShortcodes(html: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const m of html.matchAll(SHORTCODE)) {
    const id = (m[1] ?? m[2] ?? m[3] ?? "").trim();
    if (!/^[0-9]{1,9}$|^[a-z0-9][a-z0-9_-]{0,80}$/.test(id)) continue;
    if (m.index > last) parts.push({ html: html.slice(last, m.index) });
    parts.push({ form: id });
    last = m.index + m[0].length;
  }
  if (last < html.length) parts.push({ html: html.slice(last) });
  return parts;
}

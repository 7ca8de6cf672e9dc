/**
 * The allow-list HTML sanitiser for imported content (product descriptions, posts), on top of
 * the `sanitize-html` library: basic formatting, headings from h2 (a page has one h1: its title),
 * lists, tables and links; scripts, styles, frames and embedded objects go with their content;
 * every other tag is unwrapped (its text stays); links keep only http(s), mailto, tel and
 * relative targets. `removed` names what was taken out (tag names, `attr:NAME` — `attr:on*` for
 * event handlers —, `url:SCHEME`), so an importer can report that content changed.
 */
import { decodeHTML } from "entities";
import sanitize from "sanitize-html";

/** Kept elements and the attributes each may carry. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: [],
  abbr: ["title"],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ["start"],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  a: ["href", "title"],
};

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "noscript",
  "textarea",
  "select",
  "title",
];
const SAFE_SCHEMES = ["http", "https", "mailto", "tel"];

const NUMERIC = new Set(["colspan", "rowspan", "start"]);

/** Span and start values must be whole numbers (1–1000); anything else is dropped. */
function numericAttrs(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!NUMERIC.has(name)) kept[name] = value;
    else if (/^\s*\d{1,4}\s*$/.test(value) && Number(value) >= 1 && Number(value) <= 1000)
      kept[name] = String(Number(value));
  }
  return { tagName, attribs: kept };
}

export type SanitizeResult = { html: string; removed: string[] };

export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

export function sanitizeHtml(input: string): SanitizeResult {
  const removed = new Set<string>();
  const html = sanitize(input, {
    allowedTags: [...Object.keys(ALLOWED), "h1"],
    allowedAttributes: ALLOWED,
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: { h1: "h2", td: numericAttrs, th: numericAttrs, ol: numericAttrs },
    onOpenTag(tag, attribs) {
      const name = tag.toLowerCase();
      if (!Object.hasOwn(ALLOWED, name) && name !== "h1") {
        removed.add(name);
        return;
      }
      for (const [attr, value] of Object.entries(attribs)) {
        if (/^on/i.test(attr)) removed.add("attr:on*");
        else if (!(ALLOWED[name] ?? []).includes(attr)) removed.add(`attr:${attr}`);
        else if (attr === "href") {
          // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(
            // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
            decodeHTML(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, ""),
          )?.[1];
          if (scheme && !SAFE_SCHEMES.includes(scheme.toLowerCase()))
            removed.add(`url:${scheme.toLowerCase()}`);
        }
      }
    },
  });
  return { html, removed: [...removed].sort() };
}

const BLOCK_TAG = /<(p|div|ul|ol|dl|h[1-6]|table|blockquote|pre|hr)[\s>/]/i;

/**
 * Plain text with line breaks → paragraphs, as WordPress's `wpautop` does on display (WordPress
 * stores post content without `<p>`; Laden stores what it renders). Content that already has
 * block elements is left as it is.
 */
export function autoParagraphs(text: string): string {
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  if (!trimmed || BLOCK_TAG.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.trim().replace(/\n/g, "<br>\n")}</p>`)
    .join("\n");
}

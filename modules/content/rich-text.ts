/**
 * The server's cleaning of what the back office's rich-text editor posts
 * (app/components/admin/rich-text/, docs/back-office/rich-text.md): the same `sanitize-html`
 * allow-list approach as the importers' `sanitizeHtml`, narrowed to what the editor makes —
 * paragraphs, headings h2–h4, lists, quotes, line breaks, bold and italic, links and images.
 *
 * - Every other tag is unwrapped (its text stays); scripts, styles, frames and the like go with
 *   their content; every attribute not listed goes (so every `on*` handler and `style`).
 * - Links: http(s), mailto and site-relative targets only (`javascript:`, `data:`, `//host` go:
 *   the link is unwrapped, its text stays). Links to other sites open as usual but get
 *   `rel="noopener noreferrer"`.
 * - Images: only from our media library (`/wp-content/uploads/…`, no query, no `..`); any other
 *   source removes the image. An image keeps `src`, `alt`, `width`, `height` and gets
 *   `loading="lazy"`. `imagesWithoutAlt` counts kept images with a blank alt text: a write
 *   refuses those (the alt-text rule of the media library).
 * - Tables (`table thead tbody tr th td`, with `colspan`, `rowspan`, `scope`) and the "more"
 *   break (`<!--more-->`) stay; shortcodes (`[gallery …]`, `[ninja_form id=…]`) are text and stay.
 * - Lexical's markup is normalised: `<b>`/`<strong>` → `<strong>`, `<i>`/`<em>` → `<em>`, the
 *   wrapping `<span style="white-space: pre-wrap">` unwrapped, an empty document → "".
 */
import sanitize from "sanitize-html";
import { MEDIA_URL_PREFIX } from "../media/storage.ts";
import { isAllowedLink, RICH_TEXT_LINK_SCHEMES } from "./rich-text-links.ts";

/**
 * The "more" break (WordPress's `<!--more-->`, the end of the excerpt): the editor writes
 * `<hr data-laden-more>`; either form is stored as `<!--more-->` (the first one only). A
 * stand-in tag carries it through the cleaning, which drops every comment.
 */
export const MORE = "<!--more-->";
const MORE_TAG = "laden-more";
const MORE_IN = /<!--\s*more\b[^>]*?-->|<hr\b[^>]*\bdata-laden-more\b[^>]*>/gi;

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  ul: [],
  ol: ["start"],
  li: [],
  blockquote: [],
  a: ["href", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  [MORE_TAG]: [],
};

/** Tags the editor's markup carries that go silently (Lexical's table column widths). */
const NORMALISED = ["b", "i", "h1", "h5", "h6", "span", "colgroup", "col"];

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
  "head",
];

const MEDIA_SRC = new RegExp(
  `^${MEDIA_URL_PREFIX.replace(/[/.]/g, "\\$&")}(?!.*\\.\\.)[A-Za-z0-9._/%-]+\\.(webp|png|jpe?g|gif|avif)$`,
);

/** Whether `src` is a file of our media library (site-relative, no query, no `..`). */
export function isMediaLibrarySrc(src: string): boolean {
  return MEDIA_SRC.test(src.trim());
}

const DIMENSION = /^\d{1,5}$/;

export type RichTextResult = {
  html: string;
  /** What was taken out: tag names, `attr:NAME` (`attr:on*` for handlers), `url:SCHEME`, `img:src`. */
  removed: string[];
  /** Kept images whose alt text is blank (content may not have them). */
  imagesWithoutAlt: number;
  /** The `src` of every kept image, in order (a write maps them to media ids for the usage). */
  images: string[];
};

/** Cleans the editor's HTML (see the module comment); `""` for a document without content. */
export function sanitizeRichText(input: string): RichTextResult {
  const removed = new Set<string>();
  let imagesWithoutAlt = 0;
  const images: string[] = [];
  const html = sanitize(input.replace(MORE_IN, `<${MORE_TAG}></${MORE_TAG}>`), {
    allowedTags: Object.keys(ALLOWED),
    allowedAttributes: ALLOWED,
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: {
      b: "strong",
      i: "em",
      h1: "h2",
      h5: "h4",
      h6: "h4",
      a(tagName, attribs): sanitize.Tag {
        const href = (attribs.href ?? "").trim();
        if (!isAllowedLink(href)) {
          if (href) removed.add(`url:${/^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase() ?? "href"}`);
          // Kept without a target and unwrapped below (a renamed tag would upset the library's
          // bookkeeping of closing tags).
          return { tagName, attribs: {} };
        }
        const kept: sanitize.Attributes = { href };
        if (/^https?:/i.test(href)) kept.rel = "noopener noreferrer";
        return { tagName, attribs: kept };
      },
      img(tagName, attribs): sanitize.Tag {
        const src = (attribs.src ?? "").trim();
        if (!isMediaLibrarySrc(src)) {
          removed.add("img:src");
          return { tagName, attribs: {} };
        }
        const alt = (attribs.alt ?? "").trim();
        if (alt === "") imagesWithoutAlt++;
        images.push(src);
        const kept: sanitize.Attributes = { src, alt, loading: "lazy" };
        for (const d of ["width", "height"] as const)
          if (attribs[d] && DIMENSION.test(attribs[d].trim()) && Number(attribs[d]) > 0)
            kept[d] = String(Number(attribs[d]));
        return { tagName, attribs: kept };
      },
    },
    // An image that lost its source goes (exclusiveFilter sees the transformed attributes).
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
    onOpenTag(tag, attribs) {
      const name = tag.toLowerCase();
      const known = Object.hasOwn(ALLOWED, name) || NORMALISED.includes(name);
      if (!known) removed.add(name);
      for (const attr of Object.keys(attribs)) {
        if (/^on/i.test(attr)) removed.add("attr:on*");
        else if (attr === "style" || attr === "class" || attr === "dir" || attr === "value") continue;
        else if (!(ALLOWED[name] ?? []).includes(attr)) removed.add(`attr:${attr}`);
      }
    },
  });
  let more = 0;
  const cleaned = html
    .replace(/(?:<p>\s*)?<laden-more><\/laden-more>(?:\s*<\/p>)?/g, () => (more++ === 0 ? MORE : ""))
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .replace(/<strong><strong>([\s\S]*?)<\/strong><\/strong>/g, "<strong>$1</strong>")
    .replace(/<em><em>([\s\S]*?)<\/em><\/em>/g, "<em>$1</em>")
    .trim();
  const empty = /^(<p>(\s|<br \/>|<br>)*<\/p>\s*)*$/.test(cleaned);
  return { html: empty ? "" : cleaned, removed: [...removed].sort(), imagesWithoutAlt, images };
}

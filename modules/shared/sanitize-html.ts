/**
 * The allow-list HTML sanitiser for imported content (product descriptions, posts), on top of
 * the `sanitize-html` library: basic formatting, headings from h2 (a page has one h1: its title),
 * lists, tables, links, images and figures; scripts, styles, frames and embedded objects go with
 * their content; every other tag is unwrapped (its text stays); links keep only http(s), mailto,
 * tel and relative targets. `removed` names what was taken out (tag names, `attr:NAME` —
 * `attr:on*` for event handlers —, `url:SCHEME`), so an importer can report that content changed.
 *
 * Images (docs/decisions/007-content-blog.md): `src` and every `srcset` candidate must be
 * site-relative (`/…`, not `//…`); an image on another host is never hot-linked (no request to a
 * third party before consent): it becomes a link to it (`a.remote-image`, text = its alt text or
 * file name), or just that text inside a link. `remoteImages: "keep"` keeps such images for
 * a second pass (the WXR importer first maps attachment URLs to its own media through
 * `resolveImage`). Every kept image is `loading="lazy"`; classes only from the alignment list.
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
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "class"],
  figure: ["class"],
  figcaption: [],
};

/** Classes content may carry (WordPress's alignment and caption classes); others are dropped. */
export const CONTENT_CLASSES = [
  "alignleft",
  "alignright",
  "aligncenter",
  "alignnone",
  "alignwide",
  "alignfull",
  "wp-caption",
  "size-thumbnail",
  "size-medium",
  "size-large",
  "size-full",
];

/** A local replacement for an image URL (the WXR importer's attachments). */
export type LocalImage = { src: string; srcset?: string; width?: number; height?: number };

export type SanitizeOptions = {
  /** "link" (default): images on other hosts become links; "keep": kept for a later pass. */
  remoteImages?: "link" | "keep";
  /** Maps an absolute image URL to a local one (null: not ours). */
  resolveImage?: (src: string) => LocalImage | null;
};

const SITE_RELATIVE = /^\/(?!\/)/;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const DIMENSION = /^\s*\d{1,5}\s*$/;
const SIZES = /^[\w\s(),:.%+*/-]{1,300}$/;

function fileName(src: string): string {
  const last = src.split(/[?#]/)[0]!.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** `srcset` with only candidates whose URL passes `ok` (descriptor `123w` or `1.5x`). */
function cleanSrcset(value: string, ok: (url: string) => boolean): string {
  return value
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .filter(([url, d]) => url && ok(url) && (d === undefined || /^\d{1,5}w$|^\d(\.\d+)?x$/.test(d)))
    .map((parts) => parts.slice(0, 2).join(" "))
    .join(", ");
}

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

export function sanitizeHtml(input: string, options: SanitizeOptions = {}): SanitizeResult {
  const removed = new Set<string>();
  const keepRemote = options.remoteImages === "keep";
  let linkDepth = 0;
  const image = (tagName: string, attribs: sanitize.Attributes): sanitize.Tag => {
    let src = decodeHTML(attribs.src ?? "").trim();
    const local = ABSOLUTE_HTTP.test(src) ? options.resolveImage?.(src) : null;
    const kept: sanitize.Attributes = { loading: "lazy" };
    if (attribs.alt !== undefined) kept.alt = attribs.alt;
    if (attribs.class !== undefined) kept.class = attribs.class;
    let srcset = attribs.srcset ?? "";
    let width = attribs.width;
    let height = attribs.height;
    let sizes = attribs.sizes;
    if (local) {
      src = local.src;
      srcset = local.srcset ?? "";
      // The content's own size wins (a 150 px thumbnail stays 150 px wide); else the file's.
      const own = width && height && DIMENSION.test(width) && DIMENSION.test(height) && Number(width) > 0;
      if (!own) {
        width = local.width ? String(local.width) : undefined;
        height = local.height ? String(local.height) : undefined;
      }
      sizes =
        width && DIMENSION.test(width)
          ? `(max-width: ${Number(width)}px) 100vw, ${Number(width)}px`
          : "100vw";
    }
    const allowed = (url: string) => SITE_RELATIVE.test(url) || (keepRemote && ABSOLUTE_HTTP.test(url));
    if (!allowed(src)) {
      if (!ABSOLUTE_HTTP.test(src)) {
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
        removed.add(scheme ? `url:${scheme}` : "attr:src");
        return { tagName: "span", attribs: {}, text: "" };
      }
      // Another host: a link to it (inside a link: its text only), never the image itself.
      const text = attribs.alt?.trim() || fileName(src);
      return linkDepth > 0
        ? { tagName: "span", attribs: {}, text }
        : { tagName: "a", attribs: { href: src, class: "remote-image" }, text };
    }
    kept.src = src;
    const set = cleanSrcset(srcset, allowed);
    if (set) kept.srcset = set;
    if (set && sizes && SIZES.test(sizes)) kept.sizes = sizes;
    if (width && DIMENSION.test(width) && Number(width) > 0) kept.width = String(Number(width));
    if (height && DIMENSION.test(height) && Number(height) > 0) kept.height = String(Number(height));
    return { tagName, attribs: kept };
  };
  const html = sanitize(input, {
    allowedTags: [...Object.keys(ALLOWED), "h1"],
    allowedAttributes: ALLOWED,
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowedClasses: { img: CONTENT_CLASSES, figure: CONTENT_CLASSES, a: ["remote-image"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: { h1: "h2", td: numericAttrs, th: numericAttrs, ol: numericAttrs, img: image },
    onCloseTag(tag) {
      if (tag.toLowerCase() === "a" && linkDepth > 0) linkDepth--;
    },
    onOpenTag(tag, attribs) {
      const name = tag.toLowerCase();
      if (name === "a") linkDepth++;
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

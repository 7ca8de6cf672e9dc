/**
 * A small allow-list HTML sanitiser for imported content (product descriptions, posts).
 *
 * It tokenises the input (no DOM), keeps only basic formatting tags and links, drops every
 * attribute that is not on the list (so no `style`, `class`, `on*` handlers), drops scripts,
 * styles, frames, forms' controls and embedded objects together with their content, unwraps
 * every other unknown tag (its text stays), and re-serialises a balanced result: each kept
 * element is closed, stray end tags are dropped, bare `<` and `&` in text are escaped.
 * Links keep only `http:`, `https:`, `mailto:`, `tel:` and relative addresses.
 *
 * `removed` names what was taken out (tag names, `attr:NAME`, `url:SCHEME`), so an importer can
 * tell the user that content was changed.
 */

/** Kept elements and the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
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

/** Renamed on the way: a page has one h1 (its title), so content headings start at h2. */
const RENAMED: Record<string, string> = { h1: "h2" };

const VOID = new Set([
  "br",
  "hr",
  "img",
  "input",
  "meta",
  "link",
  "source",
  "track",
  "wbr",
  "area",
  "col",
  "embed",
  "param",
  "base",
]);

/** Elements whose content is raw text up to their end tag: dropped with that content. */
const RAW_TEXT = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
]);

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "template",
  "svg",
  "math",
  "object",
  "head",
  "select",
  "frameset",
  "applet",
  "audio",
  "video",
  "canvas",
  "picture",
  "map",
]);

/** Opening one of these ends an open sibling, as an HTML parser does ("<li>a<li>b"). */
const IMPLIED_END: Record<string, { closes: string[]; scope: string[] }> = {
  li: { closes: ["li"], scope: ["ul", "ol"] },
  dt: { closes: ["dt", "dd"], scope: ["dl"] },
  dd: { closes: ["dt", "dd"], scope: ["dl"] },
  tr: { closes: ["tr", "td", "th"], scope: ["table", "thead", "tbody", "tfoot"] },
  td: { closes: ["td", "th"], scope: ["tr", "table"] },
  th: { closes: ["td", "th"], scope: ["tr", "table"] },
  p: { closes: ["p"], scope: ["div", "li", "td", "th", "blockquote", "dd"] },
};

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** Named character references decoded in attribute values (the rest is kept literally). */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  euro: "€",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  sbquo: "‚",
  lsquo: "‘",
  rsquo: "’",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  middot: "·",
  bull: "•",
  shy: "\u00ad",
};

/** Decodes numeric references and the common named ones; anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (whole, ref: string) => {
      if (ref[0] === "#") {
        const code =
          ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
        return String.fromCodePoint(code);
      }
      return Object.hasOwn(NAMED, ref) ? NAMED[ref]! : whole;
    },
  );
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Text: keeps well-formed character references, escapes bare `&`, `<` and `>`. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** A link target that is safe to keep, or undefined (with the reason in `removed`). */
function safeHref(raw: string, removed: Set<string>): string | undefined {
  const decoded = decodeEntities(raw).trim();
  // Browsers ignore tabs, newlines and other control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must go
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative (path, query, fragment) — but not protocol-relative "//host" smuggled past as "\\host".
    if (/^[\\/]{2}/.test(compact) && !compact.startsWith("//")) {
      removed.add("url:backslash");
      return undefined;
    }
    return decoded;
  }
  if (!SAFE_SCHEMES.has(scheme)) {
    removed.add(`url:${scheme}`);
    return undefined;
  }
  return decoded;
}

type Attr = { name: string; value: string };

/** Parses the attributes of a start tag from `src` at `pos`; returns them and the index after `>`. */
function readAttributes(
  src: string,
  pos: number,
): { attrs: Attr[]; end: number; selfClosing: boolean } | undefined {
  const attrs: Attr[] = [];
  let i = pos;
  const n = src.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(src[i]!)) {
      if (src[i] === "/" && src[i + 1] === ">") return { attrs, end: i + 2, selfClosing: true };
      i++;
    }
    if (i >= n) return undefined;
    if (src[i] === ">") return { attrs, end: i + 1, selfClosing: false };
    const nameStart = i;
    while (i < n && !/[\s/>=]/.test(src[i]!)) i++;
    const name = src.slice(nameStart, i).toLowerCase();
    while (i < n && /\s/.test(src[i]!)) i++;
    let value = "";
    if (src[i] === "=") {
      i++;
      while (i < n && /\s/.test(src[i]!)) i++;
      const quote = src[i];
      if (quote === '"' || quote === "'") {
        const close = src.indexOf(quote, i + 1);
        if (close === -1) return undefined;
        value = src.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < n && !/[\s>]/.test(src[i]!)) i++;
        value = src.slice(valueStart, i);
      }
    }
    if (name) attrs.push({ name, value });
  }
  return undefined;
}

export type SanitizeResult = { html: string; removed: string[] };

/** Sanitises `input`; see the module comment for what is kept. */
export function sanitizeHtml(input: string): SanitizeResult {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is dropped, as HTML parsers do
  const src = input.replace(/\u0000/g, "");
  const removed = new Set<string>();
  const out: string[] = [];
  const open: string[] = [];
  /** Names of drop-with-content elements we are inside of (nesting of the same name counts). */
  const dropping: string[] = [];
  let i = 0;
  const n = src.length;

  const emitText = (text: string) => {
    if (text && dropping.length === 0) out.push(escapeText(text));
  };

  while (i < n) {
    const lt = src.indexOf("<", i);
    if (lt === -1) {
      emitText(src.slice(i));
      break;
    }
    emitText(src.slice(i, lt));
    i = lt;
    const next = src[i + 1] ?? "";

    // Comments, doctypes, CDATA, processing instructions: dropped.
    if (src.startsWith("<!--", i)) {
      const close = src.indexOf("-->", i + 4);
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const close = src.indexOf(">", i + 2);
      i = close === -1 ? n : close + 1;
      continue;
    }

    // End tag.
    const endMatch = /^<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/.exec(src.slice(i, i + 200));
    if (endMatch) {
      i += endMatch[0].length;
      const raw = endMatch[1]!.toLowerCase();
      if (dropping.length) {
        if (raw === dropping[dropping.length - 1]) dropping.pop();
        continue;
      }
      const name = RENAMED[raw] ?? raw;
      if (!Object.hasOwn(ALLOWED, name) || VOID.has(name)) continue;
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // stray end tag
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }

    // Start tag.
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(src.slice(i, i + 100));
    if (!nameMatch) {
      emitText("<");
      i += 1;
      continue;
    }
    const parsed = readAttributes(src, i + nameMatch[0].length);
    if (!parsed) {
      // An unterminated tag: the rest is text, as a browser would not render it as markup either.
      emitText(src.slice(i));
      break;
    }
    i = parsed.end;
    const raw = nameMatch[1]!.toLowerCase();

    if (RAW_TEXT.has(raw)) {
      removed.add(raw);
      const close = src.toLowerCase().indexOf(`</${raw}`, i);
      if (close === -1) {
        i = n;
      } else {
        const gt = src.indexOf(">", close);
        i = gt === -1 ? n : gt + 1;
      }
      continue;
    }
    if (dropping.length) {
      if (raw === dropping[dropping.length - 1] && !parsed.selfClosing) dropping.push(raw);
      continue;
    }
    if (DROP_WITH_CONTENT.has(raw)) {
      removed.add(raw);
      if (!parsed.selfClosing) dropping.push(raw);
      continue;
    }
    const name = RENAMED[raw] ?? raw;
    const allowedAttrs = ALLOWED[name];
    if (!Object.hasOwn(ALLOWED, name) || !allowedAttrs) {
      // Unknown or not allowed: the tag goes, its text content stays.
      if (raw !== "span") removed.add(raw);
      continue;
    }

    const kept: string[] = [];
    for (const attr of parsed.attrs) {
      if (!allowedAttrs.includes(attr.name)) {
        removed.add(attr.name.startsWith("on") ? "attr:on*" : `attr:${attr.name}`);
        continue;
      }
      let value: string | undefined = decodeEntities(attr.value);
      if (attr.name === "href") value = safeHref(attr.value, removed);
      else if (["colspan", "rowspan", "start"].includes(attr.name))
        value = /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined;
      else if (attr.name === "scope")
        value = /^(row|col|rowgroup|colgroup)$/i.test(value) ? value.toLowerCase() : undefined;
      if (value === undefined) continue;
      if (kept.some((k) => k.startsWith(`${attr.name}=`))) continue; // first one wins, as in HTML
      kept.push(`${attr.name}="${escapeAttr(value)}"`);
    }
    const implied = IMPLIED_END[name];
    if (implied) {
      let end = -1;
      for (let k = open.length - 1; k >= 0 && !implied.scope.includes(open[k]!); k--) {
        if (implied.closes.includes(open[k]!)) end = k;
      }
      if (end !== -1) while (open.length > end) out.push(`</${open.pop()}>`);
    }
    out.push(kept.length ? `<${name} ${kept.join(" ")}>` : `<${name}>`);
    if (VOID.has(name)) continue;
    if (parsed.selfClosing)
      out.push(`</${name}>`); // "<p/>" is an empty element, not an open one
    else open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return { html: out.join(""), removed: [...removed].sort() };
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

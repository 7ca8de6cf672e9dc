/**
 * WordPress eXtended RSS (WXR 1.1/1.2) → plain records. The XML is read by fast-xml-parser;
 * this file only picks the fields Laden keeps. Post and page HTML is sanitised here (after
 * WordPress's automatic paragraphs), so nothing unsafe reaches the database.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { autoParagraphs, decodeEntities, sanitizeHtml } from "#modules/shared/sanitize-html.ts";

export class WxrInputError extends Error {}

export type WxrAuthor = { login: string; displayName: string };
export type WxrTerm = {
  taxonomy: "category" | "tag";
  slug: string;
  name: string;
  description: string;
  parentSlug: string;
};
export type WxrComment = {
  id: string;
  parentId: string;
  authorName: string;
  authorUrl: string;
  content: string;
  approved: boolean;
  date: Date;
};
export type WxrPost = {
  id: string;
  title: string;
  slug: string;
  /** WordPress's permalink (`<link>`): an import records a redirect from it when ours differs. */
  link: string;
  content: string;
  excerpt: string;
  status: "publish" | "draft" | "future" | "private" | "pending";
  format: string;
  sticky: boolean;
  hasPassword: boolean;
  commentsOpen: boolean;
  author: string;
  date: Date;
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  thumbnailId: string;
  comments: WxrComment[];
  /** What the sanitiser took out (tag names etc.), for the report. */
  removed: string[];
};
export type WxrPage = {
  id: string;
  title: string;
  slug: string;
  /** WordPress's permalink (`<link>`). */
  link: string;
  content: string;
  status: "publish" | "draft";
  parentId: string;
  menuOrder: number;
  date: Date;
  removed: string[];
};
export type WxrAttachment = { id: string; title: string; url: string; alt: string; parentId: string };
export type WxrMenuItem = {
  id: string;
  menu: string;
  label: string;
  url: string;
  parentId: string;
  order: number;
};
export type WxrMenu = { slug: string; name: string; items: WxrMenuItem[] };

export type WxrFile = {
  site: string;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  posts: WxrPost[];
  pages: WxrPage[];
  attachments: WxrAttachment[];
  menus: WxrMenu[];
  /** Items of other types (e.g. custom post types), counted, not imported. */
  skipped: { type: string; count: number }[];
};

const LIST_TAGS = new Set([
  "rss.channel.item",
  "rss.channel.wp:author",
  "rss.channel.wp:category",
  "rss.channel.wp:tag",
  "rss.channel.wp:term",
  "rss.channel.item.category",
  "rss.channel.item.wp:postmeta",
  "rss.channel.item.wp:comment",
]);

type Node = Record<string, unknown>;

/** Text of an element (CDATA and plain text alike); "" for absent or empty ones. */
function text(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "boolean") return String(node);
  if (typeof node === "object" && "#text" in (node as Node)) return text((node as Node)["#text"]);
  return "";
}

function list(node: unknown): Node[] {
  if (Array.isArray(node)) return node as Node[];
  return node === undefined || node === null || node === "" ? [] : [node as Node];
}

/** "2013-01-10 20:15:40" (GMT column) → Date; the zero date of drafts → the local column or now. */
function wpDate(gmt: string, local: string, fallback: Date): Date {
  for (const [value, zone] of [
    [gmt, "Z"],
    [local, "Z"],
  ] as const) {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
    if (m && m[1] !== "0000") {
      const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
      if (!Number.isNaN(d.getTime())) return d;
    }
  }
  return fallback;
}

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 190);
}

/** URL-encoded slugs (non-Latin titles) are decoded; an empty one falls back to the title, then the id. */
function cleanSlug(raw: string, title: string, id: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {}
  return slugify(decoded) || slugify(title) || `beitrag-${id}`;
}

/**
 * WordPress shortcodes Laden does not run become links or disappear; their text stays.
 * `[caption]` becomes a figure with its caption; `[gallery]` stays (the importer maps its ids,
 * the post page renders it: modules/blog/gallery.ts).
 */
export function shortcodesToHtml(content: string): string {
  return content
    .replace(
      /\[caption([^\]]*)\]\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*?)\[\/caption\]/gi,
      (_m, attrs: string, image: string, text: string) => {
        const align = /\balign\s*=\s*["']?(align(?:left|right|center|none))/i.exec(attrs)?.[1] ?? "alignnone";
        const caption = text.trim() || (/\bcaption\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? "");
        return `<figure class="wp-caption ${align.toLowerCase()}">${image}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
      },
    )
    .replace(
      /\[(audio|video)[^\]]*?\b(?:src|mp3|mp4|ogg|wav|webm)="([^"]+)"[^\]]*\](?:\[\/\1\])?/gi,
      (_m, kind, src) => `<a href="${src}">${kind === "audio" ? "Audiodatei" : "Video"}: ${src}</a>`,
    )
    .replace(/\[embed[^\]]*\]([^[]+)\[\/embed\]/gi, (_m, url) => `<a href="${url.trim()}">${url.trim()}</a>`)
    .replace(/^[ \t]*(https?:\/\/[^\s<]+)[ \t]*$/gm, (_m, url) => `<a href="${url}">${url}</a>`)
    .replace(/\[\/?(?!gallery\b)[a-z_-]+(?:\s[^\]]*)?\]/gi, "");
}

/** A figure may not sit inside a paragraph (autop puts one around a line): close and reopen it. */
function figuresOutOfParagraphs(html: string): string {
  return html
    .replace(/<figure\b[\s\S]*?<\/figure>/gi, (f) => `</p>${f}<p>`)
    .replace(/<p>\s*(?:<br\s*\/?>\s*)*<\/p>/gi, "");
}

/** Images on other hosts are kept here: the importer maps its attachments' URLs, then links the rest. */
function html(raw: string): { html: string; removed: string[] } {
  const out = sanitizeHtml(figuresOutOfParagraphs(autoParagraphs(shortcodesToHtml(raw))), {
    remoteImages: "keep",
  });
  return {
    ...out,
    html: out.html
      .replace(/<p>(?:\s*<br \/>)+/g, "<p>")
      .replace(/<p>\s*<\/p>/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  };
}

/** Titles and names are plain text: tags (and what scripts contain) go, entities are decoded. */
export function plainText(raw: string): string {
  return decodeEntities(sanitizeHtml(raw).html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

function meta(item: Node): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of list(item["wp:postmeta"])) out.set(text(m["wp:meta_key"]), text(m["wp:meta_value"]));
  return out;
}

function termRefs(cats: Node[], domain: string): { slug: string; name: string }[] {
  return cats
    .filter((c) => c["@domain"] === domain)
    .map((c) => ({ slug: String(c["@nicename"] ?? "").trim(), name: text(c).trim() }))
    .filter((c) => c.slug !== "");
}

export function parseWxr(input: string | Uint8Array, opts: { now?: Date } = {}): WxrFile {
  const now = opts.now ?? new Date();
  const channel = readChannel(typeof input === "string" ? input : new TextDecoder().decode(input));
  const site = text(channel["wp:base_blog_url"]).trim() || text(channel.link).trim();

  const authors = list(channel["wp:author"]).map((a) => ({
    login: text(a["wp:author_login"]).trim(),
    displayName: plainText(text(a["wp:author_display_name"])) || text(a["wp:author_login"]).trim(),
  }));

  const posts: WxrPost[] = [];
  const pages: WxrPage[] = [];
  const attachments: WxrAttachment[] = [];
  const menuItems: WxrMenuItem[] = [];
  const skipped = new Map<string, number>();

  for (const item of list(channel.item)) {
    const type = text(item["wp:post_type"]).trim();
    const common: ItemCommon = {
      id: text(item["wp:post_id"]).trim(),
      title: plainText(text(item.title)),
      meta: meta(item),
      date: wpDate(text(item["wp:post_date_gmt"]), text(item["wp:post_date"]), now),
      rawStatus: text(item["wp:status"]).trim(),
      cats: list(item.category),
    };
    if (type === "post") posts.push(readPost(item, common));
    else if (type === "page") pages.push(readPage(item, common));
    else if (type === "attachment") attachments.push(readAttachment(item, common));
    else if (type === "nav_menu_item") {
      const menuItem = readMenuItem(item, common);
      if (menuItem) menuItems.push(menuItem);
    } else {
      skipped.set(type || "(leer)", (skipped.get(type || "(leer)") ?? 0) + 1);
    }
  }

  return {
    site,
    authors,
    terms: readTerms(channel),
    posts,
    pages,
    attachments,
    menus: groupMenus(menuItems, readMenuNames(channel)),
    skipped: [...skipped].map(([type, count]) => ({ type, count })),
  };
}

/** The XML's `rss/channel`; a WxrInputError when the file is not XML or not a WordPress export. */
function readChannel(xml: string): Node {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new WxrInputError(
      `Die Datei ist kein gültiges XML (Zeile ${valid.err.line}, Spalte ${valid.err.col}: ${valid.err.msg}).`,
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (_name, jpath) => LIST_TAGS.has(String(jpath)),
  });
  const doc = parser.parse(xml) as Node;
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || typeof channel !== "object" || !("wp:wxr_version" in channel)) {
    throw new WxrInputError("Die Datei ist kein WordPress-Export (WXR): rss/channel/wp:wxr_version fehlt.");
  }
  return channel;
}

/** The channel's categories and tags, each `taxonomy:slug` once (the first wins), without empty slugs. */
function readTerms(channel: Node): WxrTerm[] {
  const terms = new Map<string, WxrTerm>();
  const addTerm = (t: WxrTerm) => {
    if (t.slug && !terms.has(`${t.taxonomy}:${t.slug}`)) terms.set(`${t.taxonomy}:${t.slug}`, t);
  };
  for (const c of list(channel["wp:category"])) {
    addTerm({
      taxonomy: "category",
      slug: text(c["wp:category_nicename"]).trim(),
      name: text(c["wp:cat_name"]).trim(),
      description: text(c["wp:category_description"]).trim(),
      parentSlug: text(c["wp:category_parent"]).trim(),
    });
  }
  for (const t of list(channel["wp:tag"])) {
    addTerm({
      taxonomy: "tag",
      slug: text(t["wp:tag_slug"]).trim(),
      name: text(t["wp:tag_name"]).trim(),
      description: text(t["wp:tag_description"]).trim(),
      parentSlug: "",
    });
  }
  return [...terms.values()];
}

/** The menus' names by slug (`nav_menu` terms). */
function readMenuNames(channel: Node): Map<string, string> {
  const menuNames = new Map<string, string>();
  for (const t of list(channel["wp:term"])) {
    if (text(t["wp:term_taxonomy"]).trim() === "nav_menu")
      menuNames.set(text(t["wp:term_slug"]).trim(), text(t["wp:term_name"]).trim());
  }
  return menuNames;
}

/** What every item has: id, plain title, post meta, date, raw status and its category elements. */
type ItemCommon = {
  id: string;
  title: string;
  meta: Map<string, string>;
  date: Date;
  rawStatus: string;
  cats: Node[];
};

function readPost(item: Node, { id, title, meta: m, date, rawStatus, cats }: ItemCommon): WxrPost {
  const body = html(text(item["content:encoded"]));
  const format = cats.find((c) => c["@domain"] === "post_format");
  return {
    id,
    title: title || "(ohne Titel)",
    slug: cleanSlug(text(item["wp:post_name"]).trim(), title, id),
    link: text(item.link).trim(),
    content: body.html,
    excerpt: sanitizeHtml(text(item["excerpt:encoded"]))
      .html.replace(/<[^>]*>/g, "")
      .trim(),
    status:
      (["publish", "draft", "future", "private", "pending"] as const).find((s) => s === rawStatus) ?? "draft",
    format: format
      ? String(format["@nicename"] ?? "").replace(/^post-format-/, "") || "standard"
      : "standard",
    sticky: text(item["wp:is_sticky"]).trim() === "1",
    hasPassword: text(item["wp:post_password"]).trim() !== "",
    commentsOpen: text(item["wp:comment_status"]).trim() !== "closed",
    author: text(item["dc:creator"]).trim(),
    date,
    categories: termRefs(cats, "category"),
    tags: termRefs(cats, "post_tag"),
    thumbnailId: m.get("_thumbnail_id")?.trim() ?? "",
    comments: list(item["wp:comment"]).map((c) => readComment(c, date)),
    removed: body.removed,
  };
}

/** A comment; without a date of its own it takes its post's. */
function readComment(c: Node, postDate: Date): WxrComment {
  return {
    id: text(c["wp:comment_id"]).trim(),
    parentId: text(c["wp:comment_parent"]).trim(),
    authorName: plainText(text(c["wp:comment_author"])) || "Anonym",
    authorUrl: /^https?:\/\//i.test(text(c["wp:comment_author_url"]).trim())
      ? text(c["wp:comment_author_url"]).trim()
      : "",
    content: sanitizeHtml(autoParagraphs(text(c["wp:comment_content"]))).html,
    approved: text(c["wp:comment_approved"]).trim() === "1",
    date: wpDate(text(c["wp:comment_date_gmt"]), text(c["wp:comment_date"]), postDate),
  };
}

function readPage(item: Node, { id, title, date, rawStatus }: ItemCommon): WxrPage {
  const body = html(text(item["content:encoded"]));
  return {
    id,
    title: title || "(ohne Titel)",
    slug: cleanSlug(text(item["wp:post_name"]).trim(), title, id),
    link: text(item.link).trim(),
    content: body.html,
    status: rawStatus === "publish" ? "publish" : "draft",
    parentId: text(item["wp:post_parent"]).trim(),
    menuOrder: Number.parseInt(text(item["wp:menu_order"]), 10) || 0,
    date,
    removed: body.removed,
  };
}

function readAttachment(item: Node, { id, title, meta: m }: ItemCommon): WxrAttachment {
  return {
    id,
    title,
    url: text(item["wp:attachment_url"]).trim() || text(item.guid).trim(),
    alt: m.get("_wp_attachment_image_alt")?.trim() ?? "",
    parentId: text(item["wp:post_parent"]).trim(),
  };
}

/** A menu item (null outside any menu); items pointing at posts, pages or terms get a `wxr:` reference. */
function readMenuItem(item: Node, { id, title, meta: m, cats }: ItemCommon): WxrMenuItem | null {
  const menu = cats.find((c) => c["@domain"] === "nav_menu");
  if (!menu) return null;
  return {
    id,
    menu: String(menu["@nicename"] ?? ""),
    label: title,
    url: m.get("_menu_item_url")?.trim() ?? "",
    parentId: m.get("_menu_item_menu_item_parent")?.trim() ?? "0",
    order: Number.parseInt(text(item["wp:menu_order"]), 10) || 0,
    // Items pointing at posts/pages/terms are resolved by the store (it knows the new URLs).
    ...(m.get("_menu_item_type") !== "custom"
      ? { url: `wxr:${m.get("_menu_item_object") ?? ""}:${m.get("_menu_item_object_id") ?? ""}` }
      : {}),
  };
}

/** The menu items grouped by menu, each menu's items in their order. */
export function groupMenus(menuItems: WxrMenuItem[], menuNames: Map<string, string>): WxrMenu[] {
  const menus = new Map<string, WxrMenu>();
  for (const it of menuItems.sort((a, b) => a.order - b.order)) {
    const entry = menus.get(it.menu) ?? { slug: it.menu, name: menuNames.get(it.menu) ?? it.menu, items: [] };
    entry.items.push(it);
    menus.set(it.menu, entry);
  }
  return [...menus.values()];
}

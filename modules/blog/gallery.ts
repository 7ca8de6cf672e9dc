/**
 * Images in post content and WordPress's `[gallery]` shortcode (docs/decisions/007-content-blog.md).
 *
 * Stored content keeps `[gallery ids="…" columns="…" size="…" link="…"]` as text (ids are Laden
 * media ids; the WXR importer maps WordPress's attachment ids). The post and page loaders expand it
 * into an accessible, responsive gallery: a labelled `figure` holding a list of images (a list
 * gives screen readers the count), each image with its alt text (or title), generated sizes in
 * `srcset`, `loading="lazy"`, linked to the file unless `link="none"`.
 */
import type { MediaSize } from "#db/schema/index.ts";
import { mediaUrl } from "../media/storage.ts";

export type GalleryMedia = {
  id: number;
  file: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  sizes: Record<string, MediaSize>;
};

export type GalleryOptions = {
  ids: number[];
  columns: number;
  size: "thumbnail" | "medium" | "large" | "full";
  link: "file" | "none";
};

/** `[gallery …]`, with the paragraph autop put around it when it stands alone. */
export const GALLERY_SHORTCODE = /(?:<p>\s*)?\[gallery\b([^\]]*)\](?:\s*(?:<br\s*\/?>\s*)?<\/p>)?/gi;

/** Attributes of a shortcode: `a="1"`, `a='1'`, `a=&quot;1&quot;` (escaped text) or `a=1`. */
export function shortcodeAttrs(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = raw.replace(/&quot;/g, '"').replace(/&#0?39;|&apos;/g, "'");
  for (const m of text.matchAll(/([a-z_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gi))
    out[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? "").trim();
  return out;
}

export function galleryOptions(attrs: Record<string, string>): GalleryOptions {
  const ids = (attrs.ids ?? attrs.include ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number);
  const columns = Number.parseInt(attrs.columns ?? "", 10);
  const size = attrs.size ?? "";
  return {
    ids: [...new Set(ids)],
    // WordPress: 3 by default; 0 or nonsense falls back, more than 9 is capped.
    columns: Number.isFinite(columns) && columns >= 1 ? Math.min(columns, 9) : 3,
    size: size === "medium" || size === "large" || size === "full" ? size : "thumbnail",
    link: attrs.link === "none" ? "none" : "file",
  };
}

/** Every media id named by the galleries of `html` (to load them in one query). */
export function galleryMediaIds(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(GALLERY_SHORTCODE))
    for (const id of galleryOptions(shortcodeAttrs(m[1] ?? "")).ids) ids.add(id);
  return [...ids];
}

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * `srcset` of an image's same-shape sizes (medium, large, the original): the square thumbnail
 * crop is left out, it has another aspect ratio. Empty for a row without a known width.
 */
export function imageSrcset(m: Pick<GalleryMedia, "file" | "width" | "sizes">): string {
  if (!m.width) return "";
  const byWidth = new Map<number, string>();
  for (const name of ["medium", "large"]) {
    const s = m.sizes[name];
    if (s?.width) byWidth.set(s.width, s.file);
  }
  byWidth.set(m.width, m.file);
  return [...byWidth.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([w, file]) => `${mediaUrl(file)} ${w}w`)
    .join(", ");
}

function galleryImage(m: GalleryMedia, o: GalleryOptions, sizes: string, fallbackAlt: string): string {
  const alt = escapeAttr(m.alt.trim() || m.title.trim() || fallbackAlt);
  const thumb = o.size === "thumbnail" ? m.sizes.thumbnail : undefined;
  const srcset = thumb ? "" : imageSrcset(m);
  const shown = thumb ?? (o.size === "full" ? undefined : m.sizes[o.size]) ?? m.sizes.medium;
  const src = mediaUrl(shown?.file ?? m.file);
  const w = shown?.width || m.width;
  const h = shown?.height || m.height;
  const dims = w && h ? ` width="${w}" height="${h}"` : "";
  const set = srcset ? ` srcset="${srcset}" sizes="${sizes}"` : "";
  const img = `<img src="${src}"${set} alt="${alt}"${dims} loading="lazy" decoding="async" />`;
  return o.link === "none" ? img : `<a href="${mediaUrl(m.file)}">${img}</a>`;
}

/**
 * Expands every `[gallery]` of `html` with the given media rows (missing ids are skipped; a gallery
 * without any image disappears). `label(count)` names the gallery for screen readers,
 * `imageLabel(n)` names an image that has neither alt text nor title.
 */
export function renderGalleries(
  html: string,
  media: ReadonlyMap<number, GalleryMedia>,
  label: (count: number) => string,
  imageLabel: (n: number) => string,
): string {
  return html.replace(GALLERY_SHORTCODE, (_whole, raw: string) => {
    const o = galleryOptions(shortcodeAttrs(raw));
    const items = o.ids.map((id) => media.get(id)).filter((m): m is GalleryMedia => m !== undefined);
    if (!items.length) return "";
    const small = Math.min(o.columns, 2);
    const sizes = `(min-width: 992px) ${Math.ceil(860 / o.columns)}px, (min-width: 576px) ${Math.ceil(100 / o.columns)}vw, ${Math.ceil(100 / small)}vw`;
    const lis = items
      .map((m, i) => `<li class="gallery-item">${galleryImage(m, o, sizes, imageLabel(i + 1))}</li>`)
      .join("");
    return `<figure class="gallery gallery-columns-${o.columns} gallery-size-${o.size}" aria-label="${escapeAttr(label(items.length))}"><ul class="gallery-items">${lis}</ul></figure>`;
  });
}

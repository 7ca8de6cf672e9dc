import { describe, expect, it } from "vitest";
import {
  type GalleryMedia,
  galleryMediaIds,
  galleryOptions,
  imageSrcset,
  renderGalleries,
  shortcodeAttrs,
} from "./gallery.ts";

const size = (file: string, width: number, height: number) => ({ file, width, height, mime: "image/webp" });
const row = (id: number, alt = "", title = ""): GalleryMedia => ({
  id,
  file: `2026/11/bild-${id}.webp`,
  width: 1200,
  height: 800,
  alt,
  title,
  sizes: {
    thumbnail: size(`2026/11/bild-${id}-300x300.webp`, 300, 300),
    medium: size(`2026/11/bild-${id}-600x400.webp`, 600, 400),
    large: size(`2026/11/bild-${id}.webp`, 1200, 800),
  },
});
const media = new Map(
  [1, 2, 3].map((id) => [id, row(id, id === 1 ? "Röstung" : "", id === 2 ? "Bohnen" : "")]),
);
const render = (html: string) =>
  renderGalleries(
    html,
    media,
    (n) => `Galerie mit ${n} Bildern`,
    (n) => `Bild ${n}`,
  );

describe("shortcode attributes", () => {
  it("reads double, single, escaped and bare values", () => {
    expect(shortcodeAttrs(` ids="1,2" columns='4' size=&quot;medium&quot; link=none`)).toEqual({
      ids: "1,2",
      columns: "4",
      size: "medium",
      link: "none",
    });
  });

  it("falls back to WordPress's defaults: 3 columns, thumbnails, linked; at most 9 columns", () => {
    expect(galleryOptions({})).toEqual({ ids: [], columns: 3, size: "thumbnail", link: "file" });
    expect(galleryOptions({ ids: "3, 1,x,3", columns: "12", size: "huge", link: "attachment" })).toEqual({
      ids: [3, 1],
      columns: 9,
      size: "thumbnail",
      link: "file",
    });
    expect(galleryOptions({ columns: "0" }).columns).toBe(3);
  });

  it("collects the media ids of every gallery", () => {
    expect(galleryMediaIds('<p>[gallery ids="1,2"]</p><p>Text</p>[gallery ids="2,3" columns="2"]')).toEqual([
      1, 2, 3,
    ]);
  });
});

describe("renderGalleries", () => {
  it("renders a labelled list of linked, lazy thumbnails with alt texts (title or number as fallback)", () => {
    const html = render('<p>Vorher</p>\n<p>[gallery ids="1,2,3,99"]</p>\n<p>Nachher</p>');
    expect(html).toBe(
      '<p>Vorher</p>\n<figure class="gallery gallery-columns-3 gallery-size-thumbnail" aria-label="Galerie mit 3 Bildern"><ul class="gallery-items">' +
        '<li class="gallery-item"><a href="/wp-content/uploads/2026/11/bild-1.webp"><img src="/wp-content/uploads/2026/11/bild-1-300x300.webp" alt="Röstung" width="300" height="300" loading="lazy" decoding="async" /></a></li>' +
        '<li class="gallery-item"><a href="/wp-content/uploads/2026/11/bild-2.webp"><img src="/wp-content/uploads/2026/11/bild-2-300x300.webp" alt="Bohnen" width="300" height="300" loading="lazy" decoding="async" /></a></li>' +
        '<li class="gallery-item"><a href="/wp-content/uploads/2026/11/bild-3.webp"><img src="/wp-content/uploads/2026/11/bild-3-300x300.webp" alt="Bild 3" width="300" height="300" loading="lazy" decoding="async" /></a></li>' +
        "</ul></figure>\n<p>Nachher</p>",
    );
  });

  it("uses generated sizes in srcset for medium/large/full, columns in the class, no link with link=none", () => {
    const html = render('[gallery ids="1" columns="2" size="medium" link="none"]');
    expect(html).toContain('class="gallery gallery-columns-2 gallery-size-medium"');
    expect(html).toContain(
      'src="/wp-content/uploads/2026/11/bild-1-600x400.webp" srcset="/wp-content/uploads/2026/11/bild-1-600x400.webp 600w, /wp-content/uploads/2026/11/bild-1.webp 1200w" sizes="(min-width: 992px) 430px, (min-width: 576px) 50vw, 50vw"',
    );
    expect(html).toContain('width="600" height="400"');
    expect(html).not.toContain("<a ");
  });

  it("drops a gallery without known images and escapes alt texts", () => {
    expect(render('<p>[gallery ids="98,99"]</p>')).toBe("");
    expect(render("[gallery]")).toBe("");
    const evil = new Map([[7, row(7, '"><script>alert(1)</script>')]]);
    expect(
      renderGalleries(
        '[gallery ids="7"]',
        evil,
        () => "G",
        () => "B",
      ),
    ).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("builds srcset from same-shape sizes only, nothing for a placeholder without width", () => {
    expect(imageSrcset(row(1))).toBe(
      "/wp-content/uploads/2026/11/bild-1-600x400.webp 600w, /wp-content/uploads/2026/11/bild-1.webp 1200w",
    );
    expect(imageSrcset({ file: "2026/11/x.webp", width: 0, sizes: {} })).toBe("");
  });
});

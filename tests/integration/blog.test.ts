/**
 * The blog pages over HTTP on a clone of the demo database (German demo posts): home with
 * sticky posts first, single posts, archives, pagination, settings for layout and sidebar, and
 * hidden posts (draft, future, password) never shown anywhere.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { corpus } from "../setup/corpora.ts";
import { runLaden } from "../setup/laden-cli.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile();

async function get(path: string) {
  const res = await fetch(`${app().url}${path}`);
  return { status: res.status, html: await res.text(), res };
}

async function setSetting(key: string, value: unknown) {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    ),
  );
}

const articles = (html: string) =>
  [...html.matchAll(/<article class="article-wrapper[^"]*" data-post-id="(\d+)"/g)].map((m) => Number(m[1]));

describe("blog pages", () => {
  it("shows the blog home with the sticky post first, ten posts and real page links", async () => {
    const { status, html } = await get("/blog/");
    expect(status).toBe(200);
    const ids = articles(html);
    expect(ids).toHaveLength(10);
    const { rows } = await app().database.pool.query<{ id: number }>(
      "select id from posts where slug = 'willkommen-im-roestwerk-blog'",
    );
    expect(ids[0]).toBe(rows[0]?.id);
    expect(html).toMatch(
      /<a[^>]*class="page-numbers"[^>]*href="\/blog\/page\/2\/"|href="\/blog\/page\/2\/"[^>]*class="page-numbers"/,
    );
    expect(html).toContain('rel="next"');
    expect(html).toContain("Hervorgehoben");

    const page2 = await get("/blog/page/2/");
    expect(page2.status).toBe(200);
    const ids2 = articles(page2.html);
    expect(ids2.length).toBeGreaterThan(0);
    expect(ids2.filter((id) => ids.includes(id))).toEqual([]);
    expect(page2.html).toMatch(
      /href="\/blog\/"[^>]*>Neuere Beiträge|rel="prev"[^>]*href="\/blog\/"|href="\/blog\/"[^>]*rel="prev"/,
    );
    expect((await get("/blog/page/99/")).status).toBe(404);
    expect((await get("/blog/page/abc/")).status).toBe(404);
  });

  it("never shows drafts, future or password-protected posts", async () => {
    const pool = app().database.pool;
    await pool.query(
      `insert into posts (slug, lang, title, content, status, published_at) values
       ('geheimer-entwurf', 'de', 'Geheimer Entwurf', '<p>x</p>', 'draft', now() - interval '1 day'),
       ('kommt-noch', 'de', 'Kommt noch', '<p>x</p>', 'publish', now() + interval '10 days'),
       ('mit-passwort', 'de', 'Mit Passwort', '<p>x</p>', 'publish', now() - interval '1 day')`,
    );
    await pool.query("update posts set has_password = true where slug = 'mit-passwort'");
    for (const slug of ["geheimer-entwurf", "kommt-noch", "mit-passwort", "entwurf-wintermischung"]) {
      expect((await get(`/blog/${slug}/`)).status, slug).toBe(404);
    }
    const pages = [
      "/blog/",
      "/blog/page/2/",
      "/category/roesterei/",
      "/author/roestwerk-team/",
      "/2026/10/",
      "/2026/11/",
    ];
    for (const path of pages) {
      const { html } = await get(path);
      for (const title of ["Geheimer Entwurf", "Kommt noch", "Mit Passwort", "Entwurf: Wintermischung"]) {
        expect(html, `${path} ${title}`).not.toContain(title);
      }
    }
  });

  it("shows a single post with featured image srcset, format, threaded approved comments and previous/next", async () => {
    const { status, html } = await get("/blog/espresso-richtig-einstellen/");
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="entry-title">Espresso richtig einstellen: Mahlgrad, Dosis, Zeit</h1>');
    expect(html).toMatch(/<figure class="entry-featured"><img[^>]*srcSet="[^"]+ \d+w/i);
    expect(html).toContain("Danke, endlich klappt es mit dem Espresso!");
    expect(html).toMatch(/<ol class="children">[\s\S]*Das freut uns, Jana!/);
    expect(html).not.toContain("Nicht freigegeben");
    expect(html).toContain('class="nav-previous"');
    expect(html).toContain('class="nav-next"');
    expect(html).toContain('href="/category/zubereitung/"');
    expect(html).toContain('href="/tag/espresso/"');

    const audio = await get("/blog/podcast-folge-1-roestprofile/");
    expect(audio.html).toMatch(
      /<audio[^>]*aria-label="Audioplayer: Podcast, Folge 1: Wie ein Röstprofil entsteht"/,
    );
    expect(audio.html).toContain(">Abspielen</button>");
    expect(audio.html).toContain(">Ton aus</button>");
    expect(audio.html).toContain('<p class="entry-flag">Audio</p>');
    const video = await get("/blog/video-die-roestmaschine/");
    expect(video.html).toContain(">Inhalt von YouTube laden</button>");
    expect(video.html).not.toMatch(/<iframe/);
    expect(video.res.headers.get("content-security-policy")).toContain("https://www.youtube-nocookie.com");
  });

  it("renders images inside content with their generated sizes and the demo gallery (six linked images)", async () => {
    const { status, html } = await get("/blog/ein-tag-in-der-roesterei/");
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('class="entry-content'), html.indexOf("</article>"));
    expect(body).toMatch(
      /<figure class="wp-caption aligncenter"><img [^>]*src="\/wp-content\/uploads\/[^"]+"[^>]*srcset="[^"]+ \d+w, [^"]+ \d+w"[^>]*>/,
    );
    expect(body).toContain("<figcaption>Frisch geröstet und bereit für den Versand.</figcaption>");
    const gallery =
      /<figure class="gallery gallery-columns-3 gallery-size-thumbnail" aria-label="Galerie mit 6 Bildern">[\s\S]*?<\/figure>/.exec(
        body,
      )?.[0] ?? "";
    expect(
      gallery.match(
        /<li class="gallery-item"><a href="\/wp-content\/uploads\/[^"]+"><img [^>]*loading="lazy"/g,
      ),
    ).toHaveLength(6);
    expect(gallery).not.toMatch(/alt=""/);
    expect(body).not.toContain("[gallery");
    // The list shows the post's excerpt without the shortcode.
    const list = await get("/category/roesterei/");
    expect(list.html).toContain("Ein Tag in der Rösterei");
    expect(list.html).not.toContain("[gallery");
  });

  it("serves the category, tag, author and month archives in both languages, 404 for unknown ones", async () => {
    for (const path of ["/category/zubereitung/", "/tag/espresso/", "/author/roestwerk-team/", "/2026/10/"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      expect(articles(html).length, path).toBeGreaterThan(0);
    }
    const cat = await get("/category/zubereitung/");
    expect(cat.html).toContain("Kategorie: Zubereitung");
    expect(cat.html).toContain("Milchschaum wie im Café");
    expect(cat.html).not.toContain("Besuch bei unseren Partnern in Huila</a>");
    expect((await get("/2026/10/")).html).toContain("Monatsarchiv: Oktober 2026");
    // Posts belong to one language (as pages do): the English blog is empty, its archives 404.
    const en = await get("/en/blog/");
    expect(en.status).toBe(200);
    expect(en.html).toContain("There are no posts here yet.");
    expect((await get("/en/category/zubereitung/")).status).toBe(404);
    await app().database.pool.query(
      `insert into posts (slug, lang, title, content, published_at) values ('hello', 'en', 'Hello there', '<p>x</p>', now() - interval '1 hour')`,
    );
    const enPost = await get("/en/blog/hello/");
    expect(enPost.status).toBe(200);
    expect(enPost.html).toContain('<html lang="en"');
    expect((await get("/en/blog/")).html).toContain("Hello there");
    expect((await get("/blog/")).html).not.toContain("Hello there");
    for (const path of [
      "/category/gibt-es-nicht/",
      "/tag/nein/",
      "/author/niemand/",
      "/2026/13/",
      "/1999/01/",
      "/abcd/01/",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("renders the layout and sidebar settings: list, grid, small_thumbs; right, left, none → full width", async () => {
    for (const layout of ["list", "grid", "small_thumbs"]) {
      await setSetting("theme.blogLayout", layout);
      const { html } = await get("/blog/");
      expect(html).toContain(`class="blog-posts blog-posts--${layout}" data-layout="${layout}"`);
      expect(html).toContain(`article-wrapper ${layout}-style`);
    }
    for (const side of ["left", "right"]) {
      await setSetting("theme.sidebar", side);
      const { html } = await get("/blog/");
      expect(html).toContain(`blog-layout--sidebar-${side}`);
      expect(html).toContain('<div id="primary" class="blog-main">');
      expect(html).toContain('id="secondary"');
    }
    await setSetting("theme.sidebar", "none");
    const none = await get("/blog/espresso-richtig-einstellen/");
    expect(none.html).toContain('<div id="primary" class="blog-main blog-main--full">');
    expect(none.html).not.toContain('id="secondary"');
    await setSetting("theme.sidebar", "right");
    await setSetting("theme.blogLayout", "list");
  });
});

describe("imported WordPress content", () => {
  it("renders every imported post and page (theme unit test data) with 200, hidden ones 404", async () => {
    const result = await runLaden(app().database.url, [
      "import",
      "wxr",
      corpus("theme-test-data/themeunittestdata.wordpress.xml"),
    ]);
    expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(0);
    const pool = app().database.pool;
    const { rows: imported } = await pool.query<{ slug: string; status: string; published: boolean }>(
      "select slug, status, published_at <= now() and not has_password as published from posts where source_key like 'wxr:%'",
    );
    expect(imported).toHaveLength(58);
    const contentImages = new Set<string>();
    const galleries = new Set<string>();
    for (const post of imported) {
      const { status, html } = await get(`/blog/${post.slug}/`);
      const shown = post.status === "publish" && post.published;
      expect(status, post.slug).toBe(shown ? 200 : 404);
      if (!shown) continue;
      expect(html, post.slug).not.toMatch(/<script(?![^>]*(nonce|type="application\/json"))/);
      // No image is fetched from another host (privacy before consent): src and srcset site-relative.
      for (const img of html.matchAll(/<img\b[^>]*>/g)) {
        expect(/\ssrc="([^"]*)"/i.exec(img[0])?.[1], `${post.slug}: ${img[0]}`).toMatch(/^\/(?!\/)/);
        const srcset = /\ssrcset="([^"]*)"/i.exec(img[0])?.[1] ?? "";
        for (const c of srcset.split(",").filter(Boolean))
          expect(c.trim(), `${post.slug}: ${img[0]}`).toMatch(/^\/(?!\/)/);
      }
      const body = html.slice(html.indexOf('class="entry-content'), html.indexOf("</article>"));
      if (/<img\b[^>]*srcset="[^"]*\/wp-content\/uploads\/[^"]* \d+w/i.test(body))
        contentImages.add(post.slug);
      if (body.includes('<figure class="gallery ')) galleries.add(post.slug);
      expect(body, post.slug).not.toContain("[gallery");
    }
    // The attachments imported as placeholders: images in content and galleries use their sizes.
    expect([...contentImages]).toEqual(
      expect.arrayContaining(["markup-image-alignment", "post-format-image"]),
    );
    expect([...galleries]).toEqual(
      expect.arrayContaining(["post-format-gallery", "post-format-gallery-tiled"]),
    );
    const alignment = await get("/blog/markup-image-alignment/");
    expect(alignment.html).toMatch(/<figure class="wp-caption alignleft"><img[^>]*width="150"/);
    expect(alignment.html).toContain("<figcaption>Bigger caption than the image usually is.</figcaption>");
    const tiled = await get("/blog/post-format-gallery-tiled/");
    // ids="755,757,758,760,766,763": 763 is no attachment in the file, so five images.
    const tiledGallery = /<figure class="gallery [\s\S]*?<\/figure>/.exec(tiled.html)?.[0];
    expect(tiledGallery).toMatch(
      /<figure class="gallery gallery-columns-4 gallery-size-thumbnail" aria-label="Galerie mit 5 Bildern"><ul class="gallery-items">(<li class="gallery-item"><a href="\/wp-content\/uploads\/[^"]+"><img [^>]*alt="[^"]+"[^>]*loading="lazy"[^>]*><\/a><\/li>){5}<\/ul><\/figure>/,
    );
    const { rows: pages } = await pool.query<{ slug: string }>(
      "select p.slug from pages p join page_tree t on t.page_id = p.id where p.status = 'publish'",
    );
    expect(pages.length).toBeGreaterThan(15);
    // "blog" is the blog home's own URL; the imported page of that name stays in the database.
    for (const { slug } of pages.filter((p) => p.slug !== "blog")) {
      expect((await get(`/${slug}/`)).status, slug).toBe(200);
    }
    // Pages with hierarchy: breadcrumbs through the parents, the sub-pages listed, nested permalinks kept.
    const level3 = await get("/level-3/");
    expect(level3.status).toBe(200);
    const trail =
      /<nav aria-label="Brotkrümelnavigation" class="woocommerce-breadcrumb page-breadcrumb">[\s\S]*?<\/nav>/.exec(
        level3.html,
      )?.[0] ?? "";
    expect([...trail.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual(
      [
        ["/", "Startseite"],
        ["/level-1/", "Level 1"],
        ["/level-2/", "Level 2"],
      ],
    );
    expect(trail).toContain('<li aria-current="page">Level 3</li>');
    const level1 = await get("/level-1/");
    expect(level1.html).not.toContain("page-breadcrumb");
    const children = /<nav class="page-children"[\s\S]*?<\/nav>/.exec(level1.html)?.[0] ?? "";
    expect(children).toMatch(
      /^<nav class="page-children" aria-labelledby="page-children-title"><h2 id="page-children-title">Unterseiten<\/h2><ul>/,
    );
    expect(
      [...children.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      // Same menu order: by title.
      ["/level-2/", "Level 2"],
      ["/level-2a/", "Level 2a"],
      ["/level-2b/", "Level 2b"],
    ]);
    const nested = await fetch(`${app().url}/level-1/level-2/level-3/`, { redirect: "manual" });
    expect(nested.status).toBe(301);
    expect(nested.headers.get("location")).toBe("/level-3/");
    expect((await get("/level-2/level-3/")).status).toBe(404);
    expect((await get("/level-1/gibt-es-nicht/")).status).toBe(404);

    const home = await get("/blog/");
    const { rows: sticky } = await pool.query<{ id: number }>(
      "select id from posts where sticky order by published_at desc, id desc",
    );
    expect(articles(home.html).slice(0, sticky.length)).toEqual(sticky.map((r) => r.id));
    expect((await get("/category/uncategorized/")).status).toBe(200);
    expect((await get("/2012/01/")).status).toBe(200);
  }, 240_000);
});

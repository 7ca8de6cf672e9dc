/**
 * The blog's feeds and sitemap over HTTP on a clone of the demo database (issue 25 item 5):
 * valid RSS 2.0 and Atom (parsed), only posts visitors may see, newest first, absolute links,
 * excerpts without raw links; a category's feed, the comments feed (approved only), unknown
 * categories 404; the sitemap lists the blog and its posts; blog pages announce the feed.
 */
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";

const app = appForFile();
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "entry", "url"].includes(name),
});

async function get(path: string) {
  const res = await fetch(`${app().url}${path}`);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

async function visibleSlugs(): Promise<string[]> {
  const { rows } = await app().database.pool.query<{ slug: string }>(
    `select slug from posts where status = 'publish' and not has_password and published_at <= now() and lang = 'de'
     order by published_at desc, id desc`,
  );
  return rows.map((r) => r.slug);
}

let postId = 0;
beforeAll(async () => {
  const pool = app().database.pool;
  const { rows } = await pool.query<{ id: number }>(
    `select id from posts where status = 'publish' and not has_password and published_at <= now() and lang = 'de'
     order by published_at desc limit 1`,
  );
  postId = rows[0]!.id;
  await pool.query(
    `insert into post_comments (post_id, author_name, content, status, created_at) values
     ($1, 'Erika', '<p>Sehr lecker, danke!</p>', 'approved', now()),
     ($1, 'Spam', '<p>Billige Uhren https://spam.example</p>', 'hold', now())`,
    [postId],
  );
});

describe("blog feeds", () => {
  it("serves the newest ten visible posts as RSS 2.0 with absolute links and clean excerpts", async () => {
    const { status, type, body } = await get("/feed/");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/rss\+xml/);
    const rss = parser.parse(body).rss;
    expect(rss["@_version"]).toBe("2.0");
    const items = rss.channel.item as { title: string; link: string; description: string; pubDate: string }[];
    const expected = (await visibleSlugs()).slice(0, 10);
    expect(items.map((i) => i.link)).toEqual(
      expected.map((slug) => `${app().url}/blog/${encodeURIComponent(slug)}/`),
    );
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) expect(String(item.description ?? "")).not.toMatch(/https?:\/\//);
    expect(rss.channel.language).toBe("de");
  });

  it("serves the same posts as Atom", async () => {
    const { status, type, body } = await get("/feed/atom/");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/atom\+xml/);
    const feed = parser.parse(body).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.entry).toHaveLength(Math.min(10, (await visibleSlugs()).length));
  });

  it("serves a category's posts only, and 404 for an unknown category", async () => {
    const { rows } = await app().database.pool.query<{ slug: string; id: number }>(
      `select t.slug, t.id from post_terms t join post_term_links l on l.term_id = t.id
       where t.taxonomy = 'category' group by t.id order by count(*) desc limit 1`,
    );
    const category = rows[0]!;
    const { rows: inCategory } = await app().database.pool.query<{ slug: string }>(
      `select p.slug from posts p join post_term_links l on l.post_id = p.id and l.term_id = $1
       where p.status = 'publish' and not p.has_password and p.published_at <= now()`,
      [category.id],
    );
    const { status, body } = await get(`/category/${category.slug}/feed/`);
    expect(status).toBe(200);
    const items = (parser.parse(body).rss.channel.item ?? []) as { link: string }[];
    expect(items.length).toBeGreaterThan(0);
    const allowed = new Set(inCategory.map((r) => `${app().url}/blog/${encodeURIComponent(r.slug)}/`));
    for (const item of items) expect(allowed.has(item.link), item.link).toBe(true);
    expect((await get("/category/gibt-es-nicht/feed/")).status).toBe(404);
  });

  it("lists approved comments only in the comments feed", async () => {
    const { status, body } = await get("/comments/feed/");
    expect(status).toBe(200);
    const items = parser.parse(body).rss.channel.item as { title: string; link: string }[];
    expect(items.some((i) => i.title.includes("von Erika") && /#comment-\d+$/.test(i.link))).toBe(true);
    expect(body).not.toContain("Billige Uhren");
  });

  it("has an English feed without German posts", async () => {
    const { status, body } = await get("/en/feed/");
    expect(status).toBe(200);
    expect(parser.parse(body).rss.channel.item ?? []).toEqual([]);
  });

  it("lists the blog and every visible post in the sitemap, and blog pages link the feed", async () => {
    const { body } = await get("/sitemap.xml");
    const locs = (parser.parse(body).urlset.url as { loc: string }[]).map((u) => u.loc);
    expect(locs).toContain(`${app().url}/blog/`);
    for (const slug of await visibleSlugs())
      expect(locs).toContain(`${app().url}/blog/${encodeURIComponent(slug)}/`);
    const { rows } = await app().database.pool.query<{ slug: string }>(
      "select slug from posts where status <> 'publish' or has_password or published_at > now()",
    );
    for (const r of rows)
      expect(
        locs.some((l) => l.endsWith(`/blog/${encodeURIComponent(r.slug)}/`)),
        r.slug,
      ).toBe(false);
    const page = await get("/blog/");
    expect(page.body).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Beitrags-Feed" href="\/feed\/"\/?>/,
    );
  });
});

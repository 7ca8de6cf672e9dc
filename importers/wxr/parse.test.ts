import { describe, expect, it } from "vitest";
import { groupMenus, parseWxr, shortcodesToHtml, WxrInputError } from "./parse.ts";

const wxr = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="https://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="https://wordpress.org/export/1.2/">
<channel><title>T</title><link>https://example.org</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_blog_url>https://example.org</wp:base_blog_url>
<wp:author><wp:author_login>anna</wp:author_login><wp:author_display_name><![CDATA[Anna Beispiel]]></wp:author_display_name></wp:author>
<wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>reisen</wp:category_nicename><wp:category_parent/><wp:cat_name><![CDATA[Reisen]]></wp:cat_name></wp:category>
${items}
</channel></rss>`;

const POST = `<item><title>Hallo &amp; Welt</title><dc:creator>anna</dc:creator>
<content:encoded><![CDATA[Erster Absatz <script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">Link</a>

Zweiter Absatz [audio mp3="https://example.org/a.mp3"][/audio]]]></content:encoded>
<excerpt:encoded><![CDATA[<b>Kurz</b>]]></excerpt:encoded>
<wp:post_id>7</wp:post_id><wp:post_date>2020-05-01 10:00:00</wp:post_date><wp:post_date_gmt>2020-05-01 08:00:00</wp:post_date_gmt>
<wp:comment_status>open</wp:comment_status><wp:post_name>hallo-welt</wp:post_name><wp:status>publish</wp:status>
<wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>post</wp:post_type><wp:is_sticky>1</wp:is_sticky>
<category domain="category" nicename="reisen"><![CDATA[Reisen]]></category>
<category domain="post_tag" nicename="sommer"><![CDATA[Sommer]]></category>
<category domain="post_format" nicename="post-format-audio"><![CDATA[Audio]]></category>
<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>9</wp:meta_value></wp:postmeta>
<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author>Bert</wp:comment_author><wp:comment_author_url>javascript:x</wp:comment_author_url>
<wp:comment_date_gmt>2020-05-02 08:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Toll <img src=x onerror=alert(1)>]]></wp:comment_content>
<wp:comment_approved>1</wp:comment_approved><wp:comment_parent>0</wp:comment_parent></wp:comment>
<wp:comment><wp:comment_id>2</wp:comment_id><wp:comment_author>Cara</wp:comment_author><wp:comment_content>Antwort</wp:comment_content>
<wp:comment_approved>0</wp:comment_approved><wp:comment_parent>1</wp:comment_parent></wp:comment>
</item>
<item><title>Unterseite</title><wp:post_id>11</wp:post_id><wp:post_name>unterseite</wp:post_name><wp:status>publish</wp:status>
<wp:post_parent>10</wp:post_parent><wp:menu_order>3</wp:menu_order><wp:post_type>page</wp:post_type><content:encoded><![CDATA[Text]]></content:encoded></item>
<item><title>Bild</title><wp:post_id>9</wp:post_id><wp:post_type>attachment</wp:post_type><wp:attachment_url>https://example.org/wp-content/uploads/2020/05/bild.jpg</wp:attachment_url></item>
<item><title>Produkt</title><wp:post_id>12</wp:post_id><wp:post_type>product</wp:post_type></item>`;

describe("parseWxr", () => {
  it("reads posts with terms, format, sticky flag, thumbnail and threaded comments, sanitised", () => {
    const f = parseWxr(wxr(POST), { now: new Date("2024-01-01T00:00:00Z") });
    expect(f.site).toBe("https://example.org");
    expect(f.authors).toEqual([{ login: "anna", displayName: "Anna Beispiel" }]);
    const [post] = f.posts;
    expect(post).toMatchObject({
      id: "7",
      title: "Hallo & Welt",
      slug: "hallo-welt",
      status: "publish",
      format: "audio",
      sticky: true,
      author: "anna",
      thumbnailId: "9",
      excerpt: "Kurz",
      categories: [{ slug: "reisen", name: "Reisen" }],
      tags: [{ slug: "sommer", name: "Sommer" }],
    });
    expect(post?.date.toISOString()).toBe("2020-05-01T08:00:00.000Z");
    expect(post?.content).not.toMatch(/script|javascript|onclick|alert/);
    expect(post?.content).toContain("<p>Erster Absatz");
    expect(post?.content).toContain('<a href="https://example.org/a.mp3">Audiodatei');
    expect(post?.removed).toEqual(expect.arrayContaining(["script", "attr:on*", "url:javascript"]));
    expect(post?.comments.map((c) => [c.id, c.parentId, c.approved, c.authorUrl])).toEqual([
      ["1", "0", true, ""],
      ["2", "1", false, ""],
    ]);
    expect(post?.comments[0]?.content).not.toMatch(/onerror|<img/);
    expect(f.pages).toMatchObject([
      { id: "11", slug: "unterseite", parentId: "10", menuOrder: 3, content: "<p>Text</p>" },
    ]);
    expect(f.attachments).toEqual([
      {
        id: "9",
        title: "Bild",
        url: "https://example.org/wp-content/uploads/2020/05/bild.jpg",
        alt: "",
        parentId: "",
      },
    ]);
    expect(f.terms).toContainEqual({
      taxonomy: "category",
      slug: "reisen",
      name: "Reisen",
      description: "",
      parentSlug: "",
    });
    expect(f.skipped).toEqual([{ type: "product", count: 1 }]);
  });

  it("rejects broken XML and XML that is no WordPress export", () => {
    expect(() => parseWxr("<rss><channel>")).toThrow(WxrInputError);
    expect(() => parseWxr("<rss><channel><title>x</title></channel></rss>")).toThrow(/kein WordPress-Export/);
  });

  it("turns embeds and media shortcodes into links, keeps galleries and drops other shortcodes", () => {
    expect(
      shortcodesToHtml('[gallery ids="1,2"]\nhttps://www.youtube.com/watch?v=abc\n[foo bar="1"]x[/foo]'),
    ).toBe(
      '[gallery ids="1,2"]\n<a href="https://www.youtube.com/watch?v=abc">https://www.youtube.com/watch?v=abc</a>\nx',
    );
  });

  it("turns [caption] into a figure outside paragraphs and keeps images for the importer's pass", () => {
    const item = `<item><title>Bilder</title><wp:post_id>20</wp:post_id><wp:post_name>bilder</wp:post_name><wp:status>publish</wp:status>
<wp:post_type>post</wp:post_type><content:encoded><![CDATA[Davor

[caption id="attachment_9" align="alignright" width="300"]<a href="https://example.org/b.jpg"><img class="size-medium wp-image-9" src="https://example.org/wp-content/uploads/2020/05/bild-300x200.jpg" alt="Berg" width="300" height="200" onload="x()" /></a> Ein <em>Berg</em>[/caption]
Danach <img src="javascript:alert(1)">]]></content:encoded></item>`;
    const [post] = parseWxr(wxr(item)).posts;
    expect(post?.content).toBe(
      '<p>Davor</p>\n<figure class="wp-caption alignright"><a href="https://example.org/b.jpg"><img loading="lazy" alt="Berg" class="size-medium" src="https://example.org/wp-content/uploads/2020/05/bild-300x200.jpg" width="300" height="200" /></a><figcaption>Ein <em>Berg</em></figcaption></figure><p>\nDanach </p>',
    );
  });
});

describe("groupMenus", () => {
  const item = (id: string, menu: string, order: number) => ({
    id,
    menu,
    label: id,
    url: "",
    parentId: "0",
    order,
  });
  it("groups the items by menu in their order (menus by their first item), named by the nav_menu terms (else by slug)", () => {
    const menus = groupMenus(
      [item("b", "main", 2), item("x", "footer", 1), item("a", "main", 1)],
      new Map([["main", "Hauptmenü"]]),
    );
    expect(menus.map((m) => [m.slug, m.name, m.items.map((i) => i.id)])).toEqual([
      ["footer", "footer", ["x"]],
      ["main", "Hauptmenü", ["a", "b"]],
    ]);
  });
});

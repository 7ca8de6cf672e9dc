/**
 * `laden import wxr` with the WordPress theme unit test export, run as the real CLI on a clone
 * of the demo database. LADEN_IMPORT_FETCH=0: attachments become placeholders, no internet.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { corpus } from "../setup/corpora.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

const CORPUS = corpus("theme-test-data/themeunittestdata.wordpress.xml");
let database: TestDatabase;
const laden = (args: string[]) => runLaden(database.url, args);
let scratch: string;

beforeAll(async () => {
  database = await cloneDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "laden-wxr-"));
});
afterAll(async () => {
  await database.drop();
  await rm(scratch, { recursive: true, force: true });
});

async function counts() {
  const { rows } = await database.pool.query(`select
    (select count(*)::int from posts) as posts,
    (select count(*)::int from pages) as pages,
    (select count(*)::int from post_terms) as terms,
    (select count(*)::int from post_term_links) as links,
    (select count(*)::int from post_comments) as comments,
    (select count(*)::int from media) as media,
    (select count(*)::int from menus) as menus,
    (select count(*)::int from post_authors) as authors`);
  return rows[0] as { posts: number; pages: number; comments: number; [k: string]: number };
}

describe("laden import wxr", () => {
  it("is all-or-nothing: a failure on the last rows (comments) leaves no post, page, term or media row", async () => {
    const pool = database.pool;
    await pool.query(`create function fail_comment() returns trigger language plpgsql as $$
      begin raise exception 'Testfehler beim Kommentar'; end $$`);
    await pool.query(
      `create trigger fail_comment before insert on post_comments for each row execute function fail_comment()`,
    );
    try {
      const before = await counts();
      const run = await laden(["import", "wxr", CORPUS]);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(/post_comments/);
      expect(await counts()).toEqual(before);
      const { rows } = await pool.query("select count(*)::int as n from media_sources");
      expect(rows[0].n).toBe(0);
    } finally {
      await pool.query("drop trigger fail_comment on post_comments");
      await pool.query("drop function fail_comment()");
    }
  }, 240_000);

  it("stores hostile content only sanitised", async () => {
    const hostile = path.join(scratch, "feindlich.xml");
    await writeFile(
      hostile,
      `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="https://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Böse</title><link>https://boese.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://boese.example</wp:base_blog_url>
<item><title><![CDATA[<script>alert(1)</script>Titel]]></title><wp:post_id>1</wp:post_id><wp:post_name>boese</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<wp:post_date_gmt>2020-01-01 00:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[<p onclick="x()">Text</p><script>alert(2)</script><a href=" java	script:alert(3)">l</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(4)><style>body{}</style>]]></content:encoded>
<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author><![CDATA[<b>Max</b>]]></wp:comment_author><wp:comment_author_url>javascript:alert(5)</wp:comment_author_url><wp:comment_content><![CDATA[<a href="javascript:alert(6)">x</a><svg onload=alert(7)>]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_parent>0</wp:comment_parent></wp:comment>
</item></channel></rss>`,
    );
    const run = await laden(["import", "wxr", hostile, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const { rows } = await database.pool.query(
      "select p.title, p.content, c.content as comment, c.author_url from posts p join post_comments c on c.post_id = p.id where p.slug = 'boese'",
    );
    expect(rows).toHaveLength(1);
    const all = JSON.stringify(rows[0]);
    expect(all).not.toMatch(/script|onclick|onerror|onload|iframe|<img|<svg|<style|alert\(/i);
    expect(rows[0].content).toContain("<p>Text</p>");
    expect(rows[0].author_url).toBe("");
    expect(rows[0].title).toBe("Titel");
  });

  it("imports the theme unit test data completely, with sanitised HTML, and a second run creates nothing", async () => {
    const before = await counts();
    const first = await laden(["import", "wxr", CORPUS, "--json"]);
    expect(first.code, first.stderr).toBe(0);
    const result = JSON.parse(first.stdout) as {
      created: Record<string, number>;
      ids: Record<string, number[]>;
      unchanged: Record<string, number>;
      redirects: { added: number; refused: number };
      warnings: string[];
    };
    // Counted in the file with grep: 58 posts, 21 pages, 37 attachments, 2 authors, 5 menus.
    expect(result.created).toMatchObject({ posts: 58, pages: 21, attachments: 37, authors: 2, menus: 5 });
    expect(result.created.comments).toBe(28);
    expect(result.created.categories).toBeGreaterThan(50);
    expect(result.created.tags).toBeGreaterThan(50);
    expect(result.ids.posts).toHaveLength(58);
    expect(first.stderr).toMatch(/Beiträge/);
    expect(result.warnings.join("\n")).toMatch(/LADEN_IMPORT_FETCH=0/);

    const after = await counts();
    expect(after.posts - before.posts).toBe(58);
    expect(after.pages - before.pages).toBe(21);
    expect(after.comments - before.comments).toBe(28);

    const { rows: unsafe } = await database.pool.query(
      `select count(*)::int as n from posts where content ~* '<script|javascript:|\\son[a-z]+=' or title ~* '<script'`,
    );
    expect(unsafe[0].n).toBe(0);
    // Also after the failed run above (files written, rows rolled back): every row has real sizes.
    const { rows: broken } = await database.pool.query(
      `select count(*)::int as n from media m join media_sources s on s.media_id = m.id where m.width = 0 or m.sizes = '{}'::jsonb`,
    );
    expect(broken[0].n).toBe(0);
    // WordPress's permalinks (dates in post addresses, nested page paths) keep working as 301s.
    const { rows: moved } = await database.pool.query(
      // (not the hostile file's post above)
      `select from_path, to_path from redirects where source = 'import' and to_path <> '/blog/boese/'`,
    );
    expect(moved).toContainEqual({
      from_path: "/2012/01/07/template-sticky/",
      to_path: "/blog/template-sticky/",
    });
    expect(moved).toContainEqual({ from_path: "/level-1/level-2/level-3/", to_path: "/level-3/" });
    // And the plain permalinks WordPress answers for every post and page (`/?p=ID`, `/?page_id=ID`).
    expect(moved).toContainEqual({ from_path: "/?p=1241", to_path: "/blog/template-sticky/" });
    // Counted in the file: 56 published posts, 21 published pages.
    expect(moved.filter((r) => r.from_path.startsWith("/?p="))).toHaveLength(56);
    expect(moved.filter((r) => r.from_path.startsWith("/?page_id="))).toHaveLength(21);
    expect(result.redirects.added).toBe(moved.length);
    const { rows: sticky } = await database.pool.query(`select slug from posts where sticky`);
    expect(sticky.map((r) => r.slug)).toContain("template-sticky");
    const { rows: draft } = await database.pool.query(
      `select status from posts where status <> 'publish' and source_key like 'wxr:%'`,
    );
    expect(draft.map((r) => r.status).sort()).toEqual(["draft", "future"]);
    const { rows: tree } = await database.pool.query(
      `select c.slug as child, p.slug as parent from page_tree t join pages c on c.id = t.page_id
       join pages p on p.id = t.parent_id where c.slug = 'level-3'`,
    );
    expect(tree).toEqual([{ child: "level-3", parent: "level-2" }]);
    const { rows: threaded } = await database.pool.query(
      `select count(*)::int as n from post_comments where parent_id is not null`,
    );
    expect(threaded[0].n).toBeGreaterThan(0);
    const { rows: formats } = await database.pool.query(`select distinct format from posts order by format`);
    expect(formats.map((r) => r.format)).toEqual(
      expect.arrayContaining([
        "aside",
        "audio",
        "chat",
        "gallery",
        "image",
        "link",
        "quote",
        "standard",
        "status",
        "video",
      ]),
    );

    const second = await laden(["import", "wxr", CORPUS, "--json"]);
    expect(second.code, second.stderr).toBe(0);
    const again = JSON.parse(second.stdout) as {
      created: Record<string, number>;
      unchanged: Record<string, number>;
    };
    expect(Object.values(again.created).every((n) => n === 0)).toBe(true);
    expect(again.unchanged).toMatchObject({ posts: 58, pages: 21, attachments: 37, menus: 5 });
    expect(await counts()).toEqual(after);
  }, 240_000);

  it("rejects a file that is not WXR and writes nothing", async () => {
    const before = await counts();
    const broken = path.join(scratch, "kaputt.xml");
    await writeFile(broken, "<rss><channel><item></channel></rss>");
    const bad = await laden(["import", "wxr", broken]);
    expect(bad.code).toBe(65);
    expect(bad.stderr).toMatch(/kein gültiges XML/);
    const plain = path.join(scratch, "rss.xml");
    await writeFile(plain, "<rss><channel><title>x</title></channel></rss>");
    const notWxr = await laden(["import", "wxr", plain]);
    expect(notWxr.code).toBe(65);
    expect(notWxr.stderr).toMatch(/kein WordPress-Export/);
    expect(await counts()).toEqual(before);
  }, 120_000);
});

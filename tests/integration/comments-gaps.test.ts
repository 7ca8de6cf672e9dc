/**
 * The comment gaps of issue 25 item 4 over HTTP: the commenter's website (stored with a scheme,
 * linked with rel="nofollow ugc", a bad one refused in German with nothing stored), the owner's
 * edit of a comment's text in the moderation queue (audited, plain text again), and WordPress's
 * comment paging (/comment-page-N/, 50 threads a page, older/newer links, a new comment's 303 to
 * its page, comment-page-1 → 301, past the last → 404).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, postComments } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let post: { id: number; slug: string; path: string };

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const { rows } = await app().database.pool.query<{ id: number; slug: string }>(
    "select id, slug from posts where status = 'publish' and lang = 'de' and not has_password and comments_open and published_at <= now() order by id desc limit 1",
  );
  post = { ...rows[0]!, path: `/blog/${rows[0]!.slug}/` };
});

const resetLimit = () => app().database.pool.query("delete from rate_limits where bucket like 'comment:%'");

async function comment(visitor: Visitor, fields: Record<string, string>) {
  await resetLimit();
  const page = await visitor.get(post.path);
  return visitor.post(post.path, {
    author: "Jana Beispiel",
    email: `jana-${Math.random().toString(36).slice(2)}@example.org`,
    comment: `Kommentar ${Math.random().toString(36).slice(2)}`,
    comment_parent: "0",
    _wpnonce: hidden(page.text, "_wpnonce"),
    laden_hp: "",
    ...fields,
  });
}
const row = async (id: number) => (await db().select().from(postComments).where(eq(postComments.id, id)))[0];
const idFrom = (location: string | null) => Number(/#comment-(\d+)$/.exec(location ?? "")?.[1]);

describe("the commenter's website", () => {
  it("is stored with a scheme and links the name with rel nofollow ugc once approved", async () => {
    const { res } = await comment(new Visitor(base), { url: "jana.example/blog" });
    expect(res.status).toBe(303);
    const id = idFrom(res.headers.get("location"));
    expect((await row(id))?.authorUrl).toBe("https://jana.example/blog");
    await db().update(postComments).set({ status: "approved" }).where(eq(postComments.id, id));
    const page = await new Visitor(base).get(post.path);
    expect(page.text).toMatch(
      new RegExp(
        `id="comment-${id}"[\\s\\S]*?<a href="https://jana.example/blog" rel="external nofollow ugc">Jana Beispiel</a>`,
      ),
    );
  });

  it("refuses anything but a web address in German, keeps the input and stores nothing", async () => {
    const before = (await db().select().from(postComments).where(eq(postComments.postId, post.id))).length;
    const { res, text } = await comment(new Visitor(base), {
      url: "javascript:alert(1)",
      comment: "Mit Link",
    });
    expect(res.status).toBe(400);
    expect(textOf(text)).toContain("Bitte geben Sie eine gültige Website-Adresse ein");
    expect(text).toContain("Mit Link");
    expect((await db().select().from(postComments).where(eq(postComments.postId, post.id))).length).toBe(
      before,
    );
  });
});

describe("the owner edits a comment in the queue", () => {
  it("stores the new text as plain text, audited", async () => {
    const { res } = await comment(new Visitor(base), { comment: "Tippfehlr im Text" });
    const id = idFrom(res.headers.get("location"));
    const queue = await owner.get(`/admin/comments/?q=Tippfehlr`);
    expect(queue.text).toContain(`name="edit-${id}"`);
    expect(queue.text).toMatch(/Tippfehlr im Text<\/textarea>/);
    const done = await owner.post("/admin/comments/?q=Tippfehlr", {
      intent: `edit:${id}`,
      [`edit-${id}`]: "Tippfehler im Text\n\n<b>neu</b>",
    });
    expect(done.res.status).toBe(200);
    expect(textOf(done.text)).toContain("Der Kommentar ist geändert.");
    expect((await row(id))?.content).toBe("<p>Tippfehler im Text</p>\n<p>&lt;b&gt;neu&lt;/b&gt;</p>");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "comment"), eq(auditLog.entityId, String(id))));
    expect(audit.some((a) => a.action === "update")).toBe(true);
    const empty = await owner.post("/admin/comments/", { intent: `edit:${id}`, [`edit-${id}`]: "  " });
    expect(empty.res.status).toBe(400);
    expect((await row(id))?.content).toContain("Tippfehler im Text");
  });
});

describe("comment paging", () => {
  it("shows 50 threads a page at /comment-page-N/ with links, and sends a new comment to its page", async () => {
    await app().database.pool.query(
      `insert into post_comments (post_id, author_name, content, status, created_at)
       select $1, 'Leser ' || n, '<p>Thread ' || n || '</p>', 'approved', now() - interval '1 day' + n * interval '1 second'
       from generate_series(1, 120) n`,
      [post.id],
    );
    const { rows } = await app().database.pool.query<{ n: string }>(
      "select count(*) as n from post_comments where post_id = $1 and parent_id is null and status = 'approved'",
      [post.id],
    );
    const threads = Number(rows[0]!.n);
    const pages = Math.ceil(threads / 50);
    expect(pages).toBeGreaterThanOrEqual(3);
    const first = await new Visitor(base).get(post.path);
    expect((first.text.match(/class="comment depth-1"/g) ?? []).length).toBe(50);
    expect(first.text).toContain(`href="${post.path}comment-page-2/#comments"`);
    expect(textOf(first.text)).toContain(`Seite 1 von ${pages}`);
    const second = await new Visitor(base).get(`${post.path}comment-page-2/`);
    expect(second.res.status).toBe(200);
    expect(second.text).toContain(`href="${post.path}#comments"`);
    expect((second.text.match(/class="comment depth-1"/g) ?? []).length).toBe(50);
    const one = await new Visitor(base).request(`${post.path}comment-page-1/`);
    expect(one.res.status).toBe(301);
    expect((await new Visitor(base).get(`${post.path}comment-page-${pages + 1}/`)).res.status).toBe(404);
    expect((await new Visitor(base).get(`${post.path}kommentare/`)).res.status).toBe(404);

    // A new comment (held, shown to its author) lands on the last page.
    const visitor = new Visitor(base);
    const { res } = await comment(visitor, { comment: "Ganz neu" });
    expect(res.status).toBe(303);
    const id = idFrom(res.headers.get("location"));
    expect(res.headers.get("location")).toBe(`${post.path}comment-page-${pages}/#comment-${id}`);
    expect((await visitor.get(`${post.path}comment-page-${pages}/`)).text).toContain(`id="comment-${id}"`);
  });
});

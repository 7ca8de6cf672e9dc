/**
 * The post/page editor's missing parts over HTTP (issue 25 item 1): revisions (each save keeps
 * one, the last 20 stay, any of them restored over the version the owner saw, audited; a stale
 * restore is refused), the autosave (kept per owner, offered when newer, loaded by
 * `?autosave=restore`, gone after a save; owners only), the social image in the page head, the
 * new content (tables, the "more" break, a form shortcode rendered in a post, a video link shown
 * behind the consent placeholder, a gallery of an image without alt text refused) and the link
 * dialog's search.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentAutosaves, contentRevisions, media, posts } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerId = 0;
let withAlt = 0;
let withoutAlt = 0;

beforeAll(async () => {
  const account = await createOwner(db(), "administrator");
  ownerId = account.id;
  owner = await ownerVisitor(base, account);
  const rows = await db()
    .insert(media)
    .values([
      {
        file: "2026/11/k25e-social.webp",
        mime: "image/webp",
        width: 1200,
        height: 630,
        alt: "Röstung",
        title: "S",
      },
      { file: "2026/11/k25e-noalt.webp", mime: "image/webp", width: 800, height: 600, alt: "", title: "N" },
    ])
    .returning({ id: media.id });
  withAlt = rows[0]!.id;
  withoutAlt = rows[1]!.id;
});

function post(v: Visitor, path: string, fields: Record<string, string>) {
  return v.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function create(fields: Record<string, string>) {
  const { res } = await post(owner, "/admin/posts/new/", fields);
  expect(res.status).toBe(302);
  return Number(/\/admin\/posts\/(\d+)\//.exec(res.headers.get("location") ?? "")?.[1]);
}

const row = async (id: number) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;

describe("the editor's revisions", () => {
  it("keeps one per save, the last 20, and restores any of them over the version seen", async () => {
    const id = await create({ title: "Revisionen", status: "draft", content: "<p>Fassung 1</p>" });
    for (let n = 2; n <= 22; n++) {
      const saved = await post(owner, `/admin/posts/${id}/`, {
        version: String(n - 1),
        title: "Revisionen",
        status: "draft",
        content: `<p>Fassung ${n}</p>`,
      });
      expect(saved.res.status).toBe(200);
    }
    const kept = await db()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, "post"), eq(contentRevisions.entryId, id)));
    expect(kept).toHaveLength(20);
    expect(kept.map((r) => r.version).sort((a, b) => a - b)[0]).toBe(3);
    const oldest = kept.find((r) => r.version === 3)!;
    const screen = await owner.get(`/admin/posts/${id}/revisions/?rev=${oldest.id}`);
    expect(screen.res.status).toBe(200);
    expect(textOf(screen.text)).toContain("Fassung 3");
    const stale = await post(owner, `/admin/posts/${id}/revisions/`, {
      revision: String(oldest.id),
      version: "5",
    });
    expect(stale.res.status).toBe(409);
    expect((await row(id)).content).toBe("<p>Fassung 22</p>");
    const done = await post(owner, `/admin/posts/${id}/revisions/`, {
      revision: String(oldest.id),
      version: "22",
    });
    expect(done.res.status).toBe(302);
    expect(done.res.headers.get("location")).toBe(`/admin/posts/${id}/?revision=restored`);
    expect(await row(id)).toMatchObject({ content: "<p>Fassung 3</p>", version: 23 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "restore-revision")));
    expect(audit).toHaveLength(1);
    const customer = new Visitor(base);
    const account = await createCustomer(db());
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get(`/admin/posts/${id}/revisions/`)).res.status).toBe(404);
  }, 300_000); // 22 saves over HTTP: over a minute on a loaded machine
});

describe("the editor's autosave", () => {
  it("keeps the owner's state, offers and loads it when newer, and drops it on save", async () => {
    const id = await create({ title: "Autosave", status: "draft", content: "<p>Gespeichert</p>" });
    const auto = await post(owner, `/admin/posts/${id}/autosave/`, {
      title: "Autosave neu",
      content: '<p onclick="x()">Ungespeichert<script>alert(1)</script></p>',
    });
    expect(auto.res.status).toBe(200);
    const [kept] = await db().select().from(contentAutosaves).where(eq(contentAutosaves.entryId, id));
    expect(kept).toMatchObject({
      userId: ownerId,
      fields: { title: "Autosave neu", content: "<p>Ungespeichert</p>" },
    });
    const offered = await owner.get(`/admin/posts/${id}/`);
    expect(textOf(offered.text)).toContain("automatisch gesicherte Fassung");
    const loaded = await owner.get(`/admin/posts/${id}/?autosave=restore`);
    expect(loaded.text).toContain('value="Autosave neu"');
    expect(loaded.text).toContain("Ungespeichert");
    expect((await row(id)).title).toBe("Autosave");
    await post(owner, `/admin/posts/${id}/`, { version: "1", title: "Autosave neu", status: "draft" });
    expect(await db().select().from(contentAutosaves).where(eq(contentAutosaves.entryId, id))).toHaveLength(
      0,
    );
    // A new post's autosave (entry 0) survives too and is offered on "new".
    expect((await post(owner, "/admin/posts/new/autosave/", { title: "Noch neu" })).res.status).toBe(200);
    expect(textOf((await owner.get("/admin/posts/new/")).text)).toContain("automatisch gesicherte Fassung");
    const discard = await post(owner, "/admin/posts/new/autosave/", { intent: "discard" });
    expect(discard.res.status).toBe(302);
    expect(textOf((await owner.get("/admin/posts/new/")).text)).not.toContain(
      "automatisch gesicherte Fassung",
    );
    expect((await post(new Visitor(base), `/admin/posts/${id}/autosave/`, { title: "x" })).res.status).toBe(
      302,
    );
  });
});

describe("the editor's content and head", () => {
  it("stores tables and the more break, shows a video behind consent and the social image in the head", async () => {
    const id = await create({
      title: "Inhalt K25E",
      status: "publish",
      social_media_id: String(withAlt),
      content:
        '<p>Anfang</p><hr data-laden-more=""><table><tbody><tr><th>Sorte</th></tr><tr><td onclick="x()">Hell</td></tr></tbody></table><p><a href="https://www.youtube.com/watch?v=abcdefghijk">https://www.youtube.com/watch?v=abcdefghijk</a></p><p>[gallery ids="' +
        withAlt +
        '"]</p>',
    });
    const stored = await row(id);
    expect(stored.content).toBe(
      '<p>Anfang</p><!--more--><table><tbody><tr><th>Sorte</th></tr><tr><td>Hell</td></tr></tbody></table><p><a href="https://www.youtube.com/watch?v=abcdefghijk" rel="noopener noreferrer">https://www.youtube.com/watch?v=abcdefghijk</a></p><p>[gallery ids="' +
        withAlt +
        '"]</p>',
    );
    expect(stored.socialMediaId).toBe(withAlt);
    const page = await new Visitor(base).get(`/blog/${stored.slug}/`);
    expect(page.res.status).toBe(200);
    expect(page.text).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/wp-content\/uploads\/2026\/11\/k25e-social\.webp"/,
    );
    expect(page.text).toContain("<th>Sorte</th>");
    // The consent placeholder: no frame of the provider before the visitor agrees.
    expect(page.text).not.toMatch(/<iframe/);
    expect(textOf(page.text)).toContain("YouTube");
  });

  it("refuses a gallery with an image without alt text, nothing saved", async () => {
    const res = await post(owner, "/admin/posts/new/", {
      title: "Galerie ohne Alt",
      status: "draft",
      content: `<p>[gallery ids="${withoutAlt}"]</p>`,
    });
    expect(res.res.status).toBe(400);
    expect(textOf(res.text)).toContain("keinen Alternativtext");
    expect(await db().select().from(posts).where(eq(posts.title, "Galerie ohne Alt"))).toHaveLength(0);
  });

  it("finds pages, posts and products for the link dialog, owners only", async () => {
    await create({ title: "Linkziel Espresso", status: "publish" });
    const found = await owner.get("/admin/content/link-search/?q=linkziel");
    expect(JSON.parse(found.text).items).toContainEqual({
      kind: "post",
      title: "Linkziel Espresso",
      url: "/blog/linkziel-espresso/",
    });
    expect((await new Visitor(base).get("/admin/content/link-search/?q=linkziel")).res.status).toBe(302);
  });
});

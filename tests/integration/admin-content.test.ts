/**
 * The posts and pages screens over HTTP (issue 25 items 1–3): the door, create (sanitised
 * whatever the source, a duplicate slug suffixed), edit, a version conflict that keeps both texts,
 * a slug change that leaves a 301, bad input with German messages and nothing saved, the list's
 * filters and bulk trash/restore/publish, the scheduling job, and the owner-only preview.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, media, pages, posts, postTerms } from "#db/schema/index.ts";
import { publishDueEntries } from "#modules/content/editing/publish-schedule.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let categoryId = 0;
const IMG = "/wp-content/uploads/2026/11/k25-cup-1200x800.webp";

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  await db().insert(media).values({
    file: "2026/11/k25-cup.webp",
    mime: "image/webp",
    width: 1600,
    height: 1067,
    alt: "Eine Tasse",
    title: "Tasse",
  });
  const [cat] = await db()
    .insert(postTerms)
    .values({ taxonomy: "category", slug: "k25-roestung", name: "K25 Röstung" })
    .returning({ id: postTerms.id });
  categoryId = cat!.id;
});

function post(v: Visitor, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, val] of Object.entries(fields))
    for (const one of Array.isArray(val) ? val : [val]) body.append(k, one);
  return v.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
}

async function create(kind: "posts" | "pages", fields: Record<string, string | string[]>) {
  const { res } = await post(owner, `/admin/${kind}/new/`, fields);
  expect(res.status).toBe(302);
  const id = Number(/\/admin\/\w+\/(\d+)\//.exec(res.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const postRow = async (id: number) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;

describe("the posts and pages screens", () => {
  it("sends a visitor to the sign-in and gives a customer 404", async () => {
    const visitor = await new Visitor(base).get("/admin/posts/");
    expect(visitor.res.status).toBe(302);
    const account = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get("/admin/pages/")).res.status).toBe(404);
    expect((await post(customer, "/admin/posts/new/", { title: "x" })).res.status).toBe(404);
  });

  it("creates a post with its image, category and tags, cleaned of scripts, handlers, javascript: and foreign iframes; audited", async () => {
    const id = await create("posts", {
      title: "Helle Röstung im Test",
      status: "publish",
      categories: [String(categoryId)],
      tags: "Filter, Hell",
      content: `<p onmouseover="x()">Lecker<script>alert(1)</script></p><p><img src="${IMG}" alt="Eine Tasse"></p><p><a href="javascript:alert(1)">klick</a></p><iframe src="https://evil.example/x"></iframe>`,
    });
    const row = await postRow(id);
    expect(row).toMatchObject({ slug: "helle-roestung-im-test", status: "publish", version: 1 });
    expect(row.content).toBe(
      `<p>Lecker</p><p><img src="${IMG}" alt="Eine Tasse" loading="lazy" /></p><p>klick</p>`,
    );
    const page = await owner.get(`/admin/posts/${id}/?created=1&cleaned=1`);
    expect(textOf(page.text)).toContain("unzulässiger Inhalt entfernt");
    const blog = await new Visitor(base).get("/blog/helle-roestung-im-test/");
    expect(blog.res.status).toBe(200);
    expect(blog.text).toContain("Eine Tasse");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "post"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "create" });
    // The same title again gets a suffix.
    const second = await create("posts", { title: "Helle Röstung im Test", status: "draft" });
    expect((await postRow(second)).slug).toBe("helle-roestung-im-test-2");
  });

  it("refuses bad input with German messages at the fields and saves nothing", async () => {
    const before = (await db().select().from(posts)).length;
    const { res, text } = await post(owner, "/admin/posts/new/", {
      title: "",
      slug: "Falsch Slug",
      status: "future",
      publish_at: "2020-01-01T10:00",
      content: `<p><img src="${IMG}" alt=""></p>`,
    });
    expect(res.status).toBe(400);
    const shown = textOf(text);
    expect(shown).toContain("Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.");
    expect(shown).toContain("Bitte geben Sie einen Titel ein.");
    expect(shown).toContain("Bitte nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche.");
    expect(shown).toContain("Der geplante Zeitpunkt muss in der Zukunft liegen.");
    expect(shown).toContain("Jedes Bild braucht einen Alternativtext.");
    expect((await db().select().from(posts)).length).toBe(before);
  });

  it("edits with the version; a stale save keeps both texts; a slug change of a live post leaves a 301", async () => {
    const id = await create("posts", {
      title: "Alter Titel",
      status: "publish",
      content: "<p>Erste Fassung</p>",
    });
    const saved = await post(owner, `/admin/posts/${id}/`, {
      version: "1",
      title: "Neuer Titel",
      slug: "neuer-titel",
      status: "publish",
      content: "<p>Zweite Fassung</p>",
    });
    expect(saved.res.status).toBe(200);
    expect(textOf(saved.text)).toContain("Gespeichert.");
    expect(await postRow(id)).toMatchObject({ slug: "neuer-titel", version: 2, title: "Neuer Titel" });
    const moved = await new Visitor(base).get("/blog/alter-titel/");
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get("location")).toBe("/blog/neuer-titel/");
    const stale = await post(owner, `/admin/posts/${id}/`, {
      version: "1",
      title: "Meine Fassung",
      status: "publish",
      content: "<p>Mein ungespeicherter Text</p>",
    });
    expect(stale.res.status).toBe(409);
    const shown = textOf(stale.text);
    expect(shown).toContain("Jemand hat diesen Eintrag inzwischen gespeichert.");
    expect(shown).toContain("Zweite Fassung");
    expect(stale.text).toContain("Mein ungespeicherter Text");
    expect(stale.text).toMatch(/name="version" value="2"/);
    expect(await postRow(id)).toMatchObject({ title: "Neuer Titel", version: 2 });
  });

  it("lists with search, status and category filters; bulk trash, restore and publish", async () => {
    const a = await create("posts", {
      title: "Bulk Alpha",
      status: "draft",
      categories: [String(categoryId)],
    });
    const b = await create("posts", { title: "Bulk Beta", status: "draft" });
    const list = await owner.get(`/admin/posts/?q=Bulk&category=${categoryId}`);
    expect(list.text).toContain("Bulk Alpha");
    expect(list.text).not.toContain("Bulk Beta");
    const trashed = await post(owner, "/admin/posts/", { bulk: "trash", ids: [String(a), String(b)] });
    expect(textOf(trashed.text)).toContain("2 Einträge geändert.");
    expect(await postRow(a)).toMatchObject({ status: "trash", trashedFrom: "draft" });
    expect((await owner.get("/admin/posts/?q=Bulk")).text).not.toContain("Bulk Alpha");
    expect((await owner.get("/admin/posts/?status=trash&q=Bulk")).text).toContain("Bulk Alpha");
    await post(owner, "/admin/posts/", { bulk: "restore", ids: [String(a)] });
    expect(await postRow(a)).toMatchObject({ status: "draft", trashedFrom: null });
    await post(owner, "/admin/posts/", { bulk: "publish", ids: [String(a)] });
    expect((await postRow(a)).status).toBe("publish");
    const none = await post(owner, "/admin/posts/", { bulk: "publish" });
    expect(none.res.status).toBe(400);
  });

  it("schedules a page that the job publishes once its time has come", async () => {
    const id = await create("pages", {
      title: "Geplante Seite",
      status: "future",
      publish_at: "2099-01-01T10:00",
    });
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row).toMatchObject({ status: "future", slug: "geplante-seite" });
    expect((await new Visitor(base).get("/geplante-seite/")).res.status).toBe(404);
    expect((await publishDueEntries(db(), new Date("2098-12-31T00:00:00Z"))).pages).not.toContain(id);
    expect((await publishDueEntries(db(), new Date("2099-01-02T00:00:00Z"))).pages).toContain(id);
    const [after] = await db().select().from(pages).where(eq(pages.id, id));
    expect(after).toMatchObject({ status: "publish", version: 2 });
    expect((await publishDueEntries(db(), new Date("2099-01-02T00:00:00Z"))).pages).toEqual([]);
  });
  it("previews a draft's real page for owners only, never cached, noindex", async () => {
    const id = await create("posts", {
      title: "Noch geheim",
      status: "draft",
      content: "<p>Entwurfstext</p>",
    });
    const hop = await owner.get(`/admin/posts/${id}/preview/`);
    expect(hop.res.status).toBe(302);
    expect(hop.res.headers.get("location")).toBe(`/blog/noch-geheim/?preview=${id}`);
    const seen = await owner.get(`/blog/noch-geheim/?preview=${id}`);
    expect(seen.res.status).toBe(200);
    expect(seen.text).toContain("Entwurfstext");
    expect(seen.text).toContain('content="noindex, nofollow"');
    expect(seen.res.headers.get("cache-control")).toContain("no-store");
    expect((await new Visitor(base).get("/blog/noch-geheim/")).res.status).toBe(404);
    const visitor = await new Visitor(base).get(`/blog/noch-geheim/?preview=${id}`);
    expect(visitor.res.status).toBe(302);
    expect(visitor.res.headers.get("location")).toMatch(/^\/admin\/login\//);
    expect(visitor.text).not.toContain("Entwurfstext");
    const account = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get(`/blog/noch-geheim/?preview=${id}`)).res.status).toBe(404);
    // Pages alike.
    const page = await create("pages", {
      title: "Geheime Seite",
      status: "draft",
      content: "<p>Seitenentwurf</p>",
    });
    const pageHop = await owner.get(`/admin/pages/${page}/preview/`);
    expect(pageHop.res.headers.get("location")).toBe(`/geheime-seite/?preview=${page}`);
    const pageSeen = await owner.get(`/geheime-seite/?preview=${page}`);
    expect(pageSeen.res.status).toBe(200);
    expect(pageSeen.text).toContain("Seitenentwurf");
    expect(pageSeen.text).toContain('content="noindex, nofollow"');
    expect((await new Visitor(base).get("/geheime-seite/")).res.status).toBe(404);
    expect((await new Visitor(base).get(`/geheime-seite/?preview=${page}`)).res.status).toBe(302);
  });

  it("creates a page under a parent, linked to its translation; a page cannot be its own ancestor", async () => {
    const parent = await create("pages", { title: "Über uns", status: "publish" });
    const child = await create("pages", {
      title: "Team",
      status: "publish",
      parent_id: String(parent),
      menu_order: "3",
    });
    const en = await create("pages", {
      title: "Team",
      status: "publish",
      lang: "en",
      translation_id: String(child),
    });
    const [enRow] = await db().select().from(pages).where(eq(pages.id, en));
    expect(enRow).toMatchObject({ slug: "team", lang: "en", translationId: child });
    const [childRow] = await db().select().from(pages).where(eq(pages.id, child));
    const loop = await post(owner, `/admin/pages/${parent}/`, {
      version: "1",
      title: "Über uns",
      status: "publish",
      parent_id: String(child),
    });
    expect(loop.res.status).toBe(400);
    expect(textOf(loop.text)).toContain(
      "Eine Seite kann nicht unter sich selbst oder ihren Unterseiten stehen.",
    );
    expect(childRow).toMatchObject({ menuOrder: 3 });
  });
});

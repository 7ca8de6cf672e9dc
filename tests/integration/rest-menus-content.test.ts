/**
 * Issue 25 item 7 over HTTP: `wp/v2/menus` + `wp/v2/menu-items` (WordPress's shapes, owners
 * only, every write through saveMenu: checked, If-Match, audited; the storefront shows the
 * change) and `wp/v2/posts` / `wp/v2/pages` create, update and delete through the editor's
 * functions (sanitised content, a free slug, German messages per field, trash, audit). A
 * customer and an anonymous caller are refused; the sitemap lists posts, pages, categories and
 * products.
 */
import { and, eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/audit.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
let ownerNonce: string;
let customer: Visitor;
let customerNonce: string;

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  ownerNonce = await owner.restNonce();
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
  customerNonce = await customer.restNonce();
});

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };
const api = (v: Visitor | null, nonce: string, path: string, init: Init = {}) =>
  fetch(`${base()}/wp-json/wp/v2${path}`, {
    ...init,
    headers: v ? v.headers({ "X-WP-Nonce": nonce, ...(init.headers ?? {}) }) : (init.headers ?? {}),
  });
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(owner, ownerNonce, path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string) => api(owner, ownerNonce, path);

type MenuJson = { id: number; locations: string[]; lang: string; version: number };
type ItemJson = {
  id: number;
  title: { rendered: string };
  url: string;
  object: string;
  object_id: number;
  parent: number;
  menu_order: number;
  menus: number;
  type: string;
};

async function primaryDe(): Promise<MenuJson> {
  const menus = (await (await get("/menus")).json()) as MenuJson[];
  return menus.find((m) => m.locations[0] === "primary" && m.lang === "de")!;
}

describe("wp/v2/menus and menu-items", () => {
  it("refuses anonymous callers (401) and customers (403), reads and writes alike", async () => {
    for (const path of ["/menus", "/menu-items"]) {
      const anon = await api(null, "", path);
      expect(anon.status).toBe(401);
      expect((await anon.json()).code).toBe("rest_cannot_view");
      expect((await api(customer, customerNonce, path)).status).toBe(403);
    }
    const write = await api(customer, customerNonce, "/menu-items", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "X", url: "/x/", menus: 1 }),
    });
    expect(write.status).toBe(403);
    const anonWrite = await api(null, "", "/menu-items", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "X", url: "/x/", menus: 1 }),
    });
    expect(anonWrite.status).toBe(401);
  });

  it("lists the demo's menus and their items with ids in WordPress's shape", async () => {
    const menu = await primaryDe();
    expect(menu).toMatchObject({ locations: ["primary"], lang: "de", auto_add: false });
    const items = (await (await get(`/menu-items?menus=${menu.id}`)).json()) as ItemJson[];
    const labels = items.map((i) => i.title.rendered);
    expect(labels).toContain("Blog");
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const shop = items.find((i) => i.title.rendered === "Shop")!;
    const kaffee = items.find((i) => i.title.rendered === "Kaffee")!;
    expect(kaffee).toMatchObject({ parent: shop.id, menu_order: 1, menus: menu.id, type: "custom" });
  });

  it("adds a page item (URL resolved), moves and renames it with If-Match, shows it in the header, deletes it", async () => {
    const menu = await primaryDe();
    const [page] = (
      await app().database.pool.query<{ id: number; slug: string; title: string }>(
        "select id, slug, title from pages where slug = 'kontakt' and lang = 'de'",
      )
    ).rows;
    const created = await send("POST", "/menu-items", {
      menus: menu.id,
      object: "page",
      object_id: page!.id,
      menu_order: 1,
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as ItemJson;
    expect(item).toMatchObject({
      object: "page",
      object_id: page!.id,
      url: "/kontakt/",
      title: { rendered: page!.title },
      menu_order: 1,
      parent: 0,
      type: "post_type",
    });
    const version = Number((created.headers.get("etag") ?? "").replace(/\D/g, ""));
    expect(version).toBe(menu.version + 1);

    // A stale If-Match is refused and changes nothing.
    const stale = await send(
      "PATCH",
      `/menu-items/${item.id}`,
      { title: "Nie" },
      { "If-Match": `"${menu.version}"` },
    );
    expect(stale.status).toBe(412);
    expect((await stale.json()).code).toBe("laden_version_conflict");

    const renamed = await send(
      "PATCH",
      `/menu-items/${item.id}`,
      { title: "Schreiben Sie uns", menu_order: 2 },
      { "If-Match": `"${version}"` },
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: { rendered: "Schreiben Sie uns" }, menu_order: 2 });

    const home = await (await fetch(`${base()}/`)).text();
    expect(home).toContain("Schreiben Sie uns");

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "menu"), eq(auditLog.entityId, String(menu.id))));
    expect(audit.length).toBeGreaterThanOrEqual(2);

    expect((await api(owner, ownerNonce, `/menu-items/${item.id}`, { method: "DELETE" })).status).toBe(501);
    const deleted = await api(owner, ownerNonce, `/menu-items/${item.id}?force=true`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: item.id } });
    expect((await get(`/menu-items/${item.id}`)).status).toBe(404);
    expect(await (await fetch(`${base()}/`)).text()).not.toContain("Schreiben Sie uns");
  });

  it("refuses unsafe links, unknown objects and nesting deeper than the theme's, with a German message", async () => {
    const menu = await primaryDe();
    const js = await send("POST", "/menu-items", {
      menus: menu.id,
      title: "Böse",
      url: "javascript:alert(1)",
    });
    expect(js.status).toBe(400);
    const body = await js.json();
    expect(body.code).toBe("rest_invalid_param");
    expect(body.message).toMatch(/Adresse/);
    const gone = await send("POST", "/menu-items", { menus: menu.id, object: "page", object_id: 999999 });
    expect(gone.status).toBe(400);
    const items = (await (await get(`/menu-items?menus=${menu.id}`)).json()) as ItemJson[];
    const child = items.find((i) => i.parent !== 0)!;
    const deep = await send("POST", "/menu-items", {
      menus: menu.id,
      title: "Zu tief",
      url: "/x/",
      parent: child.id,
    });
    expect(deep.status).toBe(400);
    const after = (await (await get(`/menu-items?menus=${menu.id}`)).json()) as ItemJson[];
    expect(after.map((i) => i.id)).toEqual(items.map((i) => i.id));
  });

  it("creates the social menu once, with networks, shown as named icons in the header", async () => {
    const created = await send("POST", "/menus", { locations: ["social"] });
    expect(created.status).toBe(201);
    const menu = (await created.json()) as MenuJson;
    expect((await send("POST", "/menus", { locations: ["social"] })).status).toBe(400);
    const noNetwork = await send("POST", "/menu-items", {
      menus: menu.id,
      title: "X",
      url: "https://x.example/",
    });
    expect(noNetwork.status).toBe(400);
    const added = await send("POST", "/menu-items", {
      menus: menu.id,
      title: "Mastodon",
      url: "https://social.example/@roestwerk",
      network: "mastodon",
    });
    expect(added.status).toBe(201);
    for (const path of ["/", "/en/"]) {
      const html = await (await fetch(`${base()}${path}`)).text();
      expect(html).toMatch(/href="https:\/\/social\.example\/@roestwerk"[^>]*>.*?#mastodon.*?Mastodon</s);
    }
  });
});

describe("wp/v2/posts and pages writes through the editor's functions", () => {
  it("refuses anonymous callers and customers", async () => {
    for (const path of ["/posts", "/pages"]) {
      const body = { method: "POST", headers: { "content-type": "application/json" }, body: '{"title":"x"}' };
      expect((await api(null, "", path, body)).status).toBe(401);
      expect((await api(customer, customerNonce, path, body)).status).toBe(403);
    }
  });

  it("creates a post sanitised with a free slug, categories and tags by id, audited; updates and trashes it", async () => {
    const pool = app().database.pool;
    const [cat] = (
      await pool.query<{ id: number }>("select id from post_terms where taxonomy = 'category' limit 1")
    ).rows;
    const [tag] = (
      await pool.query<{ id: number; name: string }>(
        "select id, name from post_terms where taxonomy = 'tag' limit 1",
      )
    ).rows;
    const post = {
      title: "REST-Beitrag",
      content: '<p onclick="x()">Hallo</p><script>alert(1)</script><a href="javascript:alert(1)">k</a>',
      status: "publish",
      categories: [cat!.id],
      ...(tag ? { tags: [tag.id] } : {}),
    };
    const first = await send("POST", "/posts", post);
    expect(first.status).toBe(201);
    const a = await first.json();
    expect(a.content.rendered).not.toMatch(/script|onclick|javascript/);
    expect(a.content.rendered).toContain("Hallo");
    expect(a).toMatchObject({ slug: "rest-beitrag", status: "publish", categories: [cat!.id] });
    if (tag) expect(a.tags).toEqual([tag.id]);
    const second = await (await send("POST", "/posts", post)).json();
    expect(second.slug).toBe("rest-beitrag-2");
    expect((await fetch(`${base()}/blog/rest-beitrag/`)).status).toBe(200);

    const bad = await send("POST", `/posts/${a.id}`, { status: "future", date: "2000-01-01T10:00:00" });
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(badBody.data.params.date).toMatch(/Zukunft|Datum/);

    const renamed = await send("PATCH", `/posts/${a.id}`, { slug: "rest-neu" });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).slug).toBe("rest-neu");
    // The old address answers with a 301 to the new one (the editor's rule).
    const old = await fetch(`${base()}/blog/rest-beitrag/`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toMatch(/\/blog\/rest-neu\/$/);

    const trashed = await api(owner, ownerNonce, `/posts/${a.id}`, { method: "DELETE" });
    expect(trashed.status).toBe(200);
    expect((await trashed.json()).status).toBe("trash");
    expect((await fetch(`${base()}/blog/rest-neu/`)).status).toBe(404);
    const gone = await api(owner, ownerNonce, `/posts/${second.id}?force=true`, { method: "DELETE" });
    expect(await gone.json()).toMatchObject({ deleted: true, previous: { id: second.id } });
    expect((await get(`/posts/${second.id}`)).status).toBe(404);

    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "post"), eq(auditLog.entityId, String(a.id))));
    expect(new Set(audit.map((r) => r.action))).toEqual(new Set(["create", "update", "trash"]));
  });

  it("creates, updates and deletes a page (a draft stays hidden, a missing title is refused in German)", async () => {
    const noTitle = await send("POST", "/pages", { title: "", content: "<p>x</p>" });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).data.params.title).toMatch(/Titel/);
    const created = await send("POST", "/pages", { title: "REST-Seite", content: "<p>Text</p>" });
    expect(created.status).toBe(201);
    const page = await created.json();
    expect(page.status).toBe("draft");
    expect((await fetch(`${base()}/rest-seite/`)).status).toBe(404);
    const published = await send("PUT", `/pages/${page.id}`, { status: "publish" });
    expect(await published.json()).toMatchObject({ status: "publish", title: { rendered: "REST-Seite" } });
    expect((await fetch(`${base()}/rest-seite/`)).status).toBe(200);
    const del = await api(owner, ownerNonce, `/pages/${page.id}?force=true`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await fetch(`${base()}/rest-seite/`)).status).toBe(404);
  });
});

describe("sitemap", () => {
  it("lists pages, posts, product categories and products", async () => {
    const parser = new XMLParser({ isArray: (name) => name === "url" });
    const xml = await (await fetch(`${base()}/sitemap.xml`)).text();
    const locs = (parser.parse(xml).urlset.url as { loc: string }[]).map((u) => u.loc.replace(base(), ""));
    expect(locs).toContain("/kontakt/");
    expect(locs).toContain("/product-category/kaffee/");
    expect(locs.some((l) => l.startsWith("/product/"))).toBe(true);
    expect(locs.some((l) => /^\/blog\/[^/]+\/$/.test(l))).toBe(true);
    expect(locs.some((l) => l.startsWith("/category/"))).toBe(true);
  });
});

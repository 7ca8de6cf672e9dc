/**
 * The redirects screen over HTTP (issue 23 item 6): the door (visitor → sign-in, customer → 404),
 * create a 301 and follow it, German field messages for bad input with nothing saved, a loop
 * refused, chains collapsed both ways, edit with its version (a stale one refused), delete,
 * search; every write audited.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, redirects } from "#db/schema/index.ts";
import { addImportedRedirect } from "#modules/site/redirects.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const LIST = "/admin/redirects/";

let owner: Visitor;

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

async function rowFrom(from: string) {
  const [row] = await db().select().from(redirects).where(eq(redirects.fromPath, from));
  return row;
}

const create = (from: string, to: string) => owner.post(LIST, { from, to });

describe("the redirects screen", () => {
  it("sends a visitor to the sign-in and gives a customer 404, for the list and its actions", async () => {
    const visitor = new Visitor(base);
    const page = await visitor.get(LIST);
    expect(page.res.status).toBe(302);
    expect(page.res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    const account = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get(LIST)).res.status).toBe(404);
    expect((await customer.post(LIST, { from: "/x/", to: "/shop/" })).res.status).toBe(404);
    expect(await rowFrom("/x/")).toBeUndefined();
  });

  it("creates a 301 that a visitor follows, query string kept; audited", async () => {
    const { res, text } = await create("/alter-laden", `${base()}/shop/`);
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Die Weiterleitung ist angelegt.");
    expect(await rowFrom("/alter-laden/")).toMatchObject({ toPath: "/shop/", source: "manual", version: 1 });
    const followed = await new Visitor(base).get("/alter-laden/?utm=x");
    expect(followed.res.status).toBe(301);
    expect(followed.res.headers.get("location")).toBe("/shop/?utm=x");
    const row = await rowFrom("/alter-laden/");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "redirect"), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject({ action: "create" });
  });

  it("refuses bad input with German messages at the field and saves nothing", async () => {
    const external = await create("/weg/", "https://anderswo.example/");
    expect(external.res.status).toBe(400);
    expect(textOf(external.text)).toContain("Nur Adressen dieser Website sind möglich.");
    expect(external.text).toContain('aria-invalid="true"');
    const reserved = await create("/admin/", "/shop/");
    expect(textOf(reserved.text)).toContain("gehört zum System");
    const taken = await create("/alter-laden/", "/blog/");
    expect(taken.res.status).toBe(400);
    expect(textOf(taken.text)).toContain("Für diese Adresse gibt es schon eine Weiterleitung.");
    expect(await rowFrom("/weg/")).toBeUndefined();
    expect((await rowFrom("/alter-laden/"))!.toPath).toBe("/shop/");
  });

  it("refuses a loop and collapses chains both ways", async () => {
    expect((await create("/kette-a/", "/kette-b/")).res.status).toBe(200);
    // B → C: A now leads straight to C.
    expect((await create("/kette-b/", "/kette-c/")).res.status).toBe(200);
    expect((await rowFrom("/kette-a/"))!.toPath).toBe("/kette-c/");
    // Z → A: stored as Z → C (A's own target).
    expect((await create("/kette-z/", "/kette-a/")).res.status).toBe(200);
    expect((await rowFrom("/kette-z/"))!.toPath).toBe("/kette-c/");
    // C → A would lead back to C: a loop, refused.
    const loop = await create("/kette-c/", "/kette-a/");
    expect(loop.res.status).toBe(400);
    expect(textOf(loop.text)).toContain("Schleife");
    expect(await rowFrom("/kette-c/")).toBeUndefined();
    const followed = await new Visitor(base).get("/kette-a/");
    expect(followed.res.headers.get("location")).toBe("/kette-c/");
  });

  it("edits with the version it showed (a stale one refused, input kept) and deletes", async () => {
    await create("/edit-mich/", "/shop/");
    const row = (await rowFrom("/edit-mich/"))!;
    const page = await owner.get(`${LIST}${row.id}/`);
    expect(page.res.status).toBe(200);
    const saved = await owner.post(`${LIST}${row.id}/`, {
      version: String(row.version),
      from: "/edit-mich/",
      to: "/blog/",
    });
    expect(saved.res.status).toBe(302);
    expect(saved.res.headers.get("location")).toBe(LIST);
    expect((await rowFrom("/edit-mich/"))!).toMatchObject({ toPath: "/blog/", version: 2 });
    const stale = await owner.post(`${LIST}${row.id}/`, {
      version: String(row.version),
      from: "/edit-mich/",
      to: "/kontakt/",
    });
    expect(stale.res.status).toBe(409);
    expect(stale.text).toContain('value="/kontakt/"');
    expect((await rowFrom("/edit-mich/"))!.toPath).toBe("/blog/");

    const deleted = await owner.post(LIST, { intent: "delete", id: String(row.id), version: "2" });
    expect(deleted.res.status).toBe(200);
    expect(textOf(deleted.text)).toContain("Die Weiterleitung ist gelöscht.");
    expect(await rowFrom("/edit-mich/")).toBeUndefined();
    expect((await new Visitor(base).get("/edit-mich/")).res.status).toBe(404);
    expect((await owner.get(`${LIST}${row.id}/`)).res.status).toBe(404);
  });

  it("searches either address", async () => {
    await create("/suchbar-eins/", "/ziel-suchbar/");
    const found = textOf((await owner.get(`${LIST}?q=suchbar`)).text);
    expect(found).toContain("/suchbar-eins/");
    expect(found).not.toContain("/kette-a/");
    expect(textOf((await owner.get(`${LIST}?q=100%25`)).text)).toContain("Keine Weiterleitungen gefunden.");
  });
});

describe("imported permalinks (addImportedRedirect, used by the WXR importer)", () => {
  const target = async (from: string) =>
    (await db().select().from(redirects).where(eq(redirects.fromPath, from)))[0];

  it("records the old permalink's path as a 301 with source import; the same path adds nothing", async () => {
    expect(
      await addImportedRedirect(db(), "https://alt.example/2012/01/07/hallo-welt/", "/blog/hallo-welt/"),
    ).toBe("added");
    expect(await target("/2012/01/07/hallo-welt/")).toMatchObject({
      toPath: "/blog/hallo-welt/",
      source: "import",
    });
    expect(await addImportedRedirect(db(), "https://alt.example/ueber-uns/", "/ueber-uns/")).toBe("same");
    expect(await target("/ueber-uns/")).toBeUndefined();
  });

  it("collapses chains both ways and refuses a loop, a query permalink and system paths", async () => {
    // What led to the old path now leads on; a target that is itself redirected is followed.
    await db().insert(redirects).values({ fromPath: "/kette-alt/", toPath: "/imp-alt/", source: "manual" });
    await db().insert(redirects).values({ fromPath: "/imp-ziel/", toPath: "/imp-ende/", source: "manual" });
    expect(await addImportedRedirect(db(), "https://alt.example/imp-alt/", "/imp-ziel/")).toBe("added");
    expect((await target("/imp-alt/"))?.toPath).toBe("/imp-ende/");
    expect((await target("/kette-alt/"))?.toPath).toBe("/imp-ende/");
    // /imp-ende/ → /imp-alt/ would lead back to itself.
    expect(await addImportedRedirect(db(), "https://alt.example/imp-ende/", "/imp-alt/")).toBe("refused");
    expect(await target("/imp-ende/")).toBeUndefined();
    expect(await addImportedRedirect(db(), "https://alt.example/?cat=12", "/blog/x/")).toBe("refused");
    expect(await addImportedRedirect(db(), "https://alt.example/?p=12&preview=1", "/blog/x/")).toBe(
      "refused",
    );
    expect(await addImportedRedirect(db(), "https://alt.example/wp-admin/x/", "/blog/x/")).toBe("refused");
    expect(await addImportedRedirect(db(), "https://alt.example/", "/blog/x/")).toBe("refused");
  });

  it("keeps WordPress's plain permalinks /?p=ID and /?page_id=ID working; the home page otherwise", async () => {
    expect(await addImportedRedirect(db(), "https://alt.example/?p=4711", "/blog/plain-x/")).toBe("added");
    expect(await addImportedRedirect(db(), "/?page_id=45", "/impressum/")).toBe("added");
    const visitor = new Visitor(base);
    for (const [from, to] of [
      ["/?p=4711", "/blog/plain-x/"],
      ["/?page_id=45", "/impressum/"],
    ]) {
      const { res } = await visitor.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
    // An ID nothing was imported under, or another parameter: the home page as before.
    expect((await visitor.get("/?p=4712")).res.status).toBe(200);
    expect((await visitor.get("/?p=4711&x=1")).res.status).toBe(200);
  });
});

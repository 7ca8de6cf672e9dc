/**
 * The settings screens' pattern (issue 21) over HTTP, on the Allgemein and Shop-Status groups:
 * every value checked by its key's schema with a German reason and nothing saved half, a check
 * across the group, one audit entry per save naming what changed, the change served at once,
 * and the door (visitor → sign-in, customer → 404).
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/index.ts";
import { getSetting, setSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let manager: Visitor;

const GENERAL = {
  "site.name": "Kaffeehaus Nord",
  "site.tagline": "",
  "site.origin": "",
  "shop.orderNotificationEmail": "",
  "shop.productsPerPage": "24",
  "blog.postsPerPage": "10",
  "stock.lowStockAmount": "2",
};

beforeAll(async () => {
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

async function lastAudit(group: string) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, group)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe("settings screens", () => {
  it("lists the groups and shows a group's current values", async () => {
    const overview = await manager.get("/admin/settings/");
    expect(overview.res.status).toBe(200);
    expect(textOf(overview.text)).toMatch(/Allgemein.*Shop-Status/s);
    await settingsChange(app(), () => setSettings(db(), { "shop.productsPerPage": 24 }));
    const page = await manager.get("/admin/settings/general/");
    expect(page.res.status).toBe(200);
    expect(page.text).toMatch(
      /name="shop.productsPerPage"[^>]*value="24"|value="24"[^>]*name="shop.productsPerPage"/,
    );
  });

  it("refuses bad values with German reasons per field and saves none of the group", async () => {
    const before = await getSetting(db(), "site.name");
    const { res, text } = await manager.post("/admin/settings/general/", {
      ...GENERAL,
      "site.origin": "ftp://x",
      "shop.productsPerPage": "zwölf",
      "blog.postsPerPage": "500",
      "shop.orderNotificationEmail": "kein-at",
    });
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible).toContain("nur Schema, Host und Port");
    expect(visible).toContain("Bitte eine ganze Zahl eingeben.");
    expect(visible).toMatch(/Zu groß|höchstens|<=\s*50/i);
    expect(visible).toMatch(/E-Mail/);
    // What was typed is shown again, nothing was stored.
    expect(text).toContain('value="zwölf"');
    expect(await getSetting(db(), "site.name")).toBe(before);
  });

  it("saves a group in one audited change, served on the next request", async () => {
    const { res, text } = await manager.post("/admin/settings/general/", {
      ...GENERAL,
      "shop.cartRedirectAfterAdd": "on",
      "blog.postsPerPage": "7",
    });
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    expect(await getSetting(db(), "site.name")).toBe("Kaffeehaus Nord");
    expect(await getSetting(db(), "blog.postsPerPage")).toBe(7);
    expect(await getSetting(db(), "shop.cartRedirectAfterAdd")).toBe("yes");
    const entry = await lastAudit("general");
    expect(entry?.action).toBe("update");
    expect(Object.keys(entry?.changes ?? {})).toEqual(
      expect.arrayContaining(["site.name", "blog.postsPerPage", "shop.cartRedirectAfterAdd"]),
    );
    expect(Object.keys(entry?.changes ?? {})).not.toContain("shop.productsPerPage");
    const home = await new Visitor(base).get("/");
    expect(home.text).toContain("Kaffeehaus Nord");
    // The same values again: nothing to write, no second entry.
    const again = await manager.post("/admin/settings/general/", {
      ...GENERAL,
      "shop.cartRedirectAfterAdd": "on",
      "blog.postsPerPage": "7",
    });
    expect(textOf(again.text)).toContain("Keine Änderung");
    expect((await lastAudit("general"))?.id).toBe(entry?.id);
  });

  it("keeps the shop-wide low-stock threshold (stock.lowStockAmount) on Allgemein, checked by its schema", async () => {
    const page = await manager.get("/admin/settings/general/");
    expect(textOf(page.text)).toContain("Schwelle für geringen Bestand");
    expect(page.text).toMatch(
      /name="stock.lowStockAmount"[^>]*value="2"|value="2"[^>]*name="stock.lowStockAmount"/,
    );
    const bad = await manager.post("/admin/settings/general/", { ...GENERAL, "stock.lowStockAmount": "-1" });
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toMatch(/Zu klein/);
    const text = await manager.post("/admin/settings/general/", {
      ...GENERAL,
      "stock.lowStockAmount": "drei",
    });
    expect(textOf(text.text)).toContain("Bitte eine ganze Zahl eingeben.");
    expect(await getSetting(db(), "stock.lowStockAmount")).toBe(2);
    const ok = await manager.post("/admin/settings/general/", { ...GENERAL, "stock.lowStockAmount": "5" });
    expect(ok.res.status).toBe(200);
    expect(await getSetting(db(), "stock.lowStockAmount")).toBe(5);
    expect(Object.keys((await lastAudit("general"))?.changes ?? {})).toContain("stock.lowStockAmount");
  });

  it("refuses a store notice switched on without a text, and unchecked boxes mean off", async () => {
    const refused = await manager.post("/admin/settings/status/", {
      "shop.storeNoticeEnabled": "on",
      "shop.storeNotice": "  ",
    });
    expect(refused.res.status).toBe(409);
    expect(textOf(refused.text)).toContain("Ein eingeschalteter Hinweis braucht einen Text.");
    const saved = await manager.post("/admin/settings/status/", {
      "shop.storeNoticeEnabled": "on",
      "shop.storeNotice": "Heute Rösttag: Versand morgen.",
    });
    expect(saved.res.status).toBe(200);
    expect((await new Visitor(base).get("/shop/")).text).toContain("Heute Rösttag: Versand morgen.");
    await manager.post("/admin/settings/status/", { "shop.storeNotice": "Heute Rösttag: Versand morgen." });
    expect(await getSetting(db(), "shop.storeNoticeEnabled")).toBe(false);
    expect(await getSetting(db(), "shop.comingSoon")).toBe(false);
  });

  it("keeps visitors and customers out", async () => {
    const visitor = await new Visitor(base).post("/admin/settings/general/", GENERAL);
    expect(visitor.res.status).toBe(302);
    const { email } = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(email, TEST_PASSWORD);
    expect((await customer.post("/admin/settings/general/", GENERAL)).res.status).toBe(404);
    expect((await customer.get("/admin/settings/")).res.status).toBe(404);
  });
});

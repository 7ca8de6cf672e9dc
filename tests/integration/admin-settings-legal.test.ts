/**
 * The Rechtliches group (issue 21 item 2) over HTTP, outside the demo (LADEN_DEMO=0, so the seeded
 * sample values count as missing): administrator only, German reasons per field and nothing saved
 * half, the filled data on the Impressum and in the footer, the chosen legal pages followed by
 * the links, a live shop's warning on every back-office page, and the refusal to empty required
 * data while live.
 */
import { readFileSync } from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pages, settings as settingsTable } from "#db/schema/index.ts";
import { getSetting, getSettings, setSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ LADEN_DEMO: "0" });
const db = () => app().database.db;
const base = () => app().url;

let admin: Visitor;
let manager: Visitor;
let form: Record<string, string>;

async function pageId(slug: string): Promise<number> {
  const [row] = await db()
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, "de")));
  if (!row) throw new Error(`no page ${slug}`);
  return row.id;
}

const WARNING = "Rechtliche Angaben unvollständig";

beforeAll(async () => {
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const settings = await getSettings(db());
  form = {
    "legal.companyName": "Kaffee Nord GmbH",
    "legal.representative": "Erika Muster (Geschäftsführerin)",
    "legal.street": "Am Deich 3",
    "legal.postcode": "25813",
    "legal.city": "Husum",
    "legal.country": "DE",
    "legal.email": "info@kaffee-nord.example",
    "legal.phone": "+49 4841 12345",
    "legal.registerCourt": "Amtsgericht Flensburg",
    "legal.registerNumber": "HRB 98765",
    "legal.vatId": "DE 811 907 980",
    "legal.taxNumber": "",
    "sepa.creditorId": "DE79ZZZ01234567890",
    "legal.page.imprint": String(settings["legal.page.imprint"]),
    "legal.page.privacy": String(settings["legal.page.privacy"]),
    "legal.page.terms": String(settings["legal.page.terms"]),
    "legal.page.withdrawal": String(settings["legal.page.withdrawal"]),
    "legal.page.shipping": String(settings["legal.page.shipping"]),
  };
});

describe("Rechtliches settings", () => {
  it("is the administrator's: a shop manager gets 403 and the overview shows no link", async () => {
    expect((await manager.get("/admin/settings/legal/")).res.status).toBe(403);
    expect((await manager.post("/admin/settings/legal/", form)).res.status).toBe(403);
    expect(await getSetting(db(), "legal.companyName")).toBe("Röstwerk Laden GmbH");
    const overview = await manager.get("/admin/settings/");
    expect(textOf(overview.text)).toContain("Rechtliches");
    expect(overview.text).not.toContain('href="/admin/settings/legal/"');
    expect((await admin.get("/admin/settings/")).text).toContain('href="/admin/settings/legal/"');
    const screen = await admin.get("/admin/settings/legal/");
    expect(screen.res.status).toBe(200);
    expect(screen.text).toMatch(/name="legal.page.terms"/);
    expect(textOf(screen.text)).toContain("Allgemeine Geschäftsbedingungen (/agb/)");
  });

  it("refuses bad values with German reasons per field and saves none of them", async () => {
    const { res, text } = await admin.post("/admin/settings/legal/", {
      ...form,
      "legal.email": "kein-at",
      "legal.postcode": "2581",
      "legal.vatId": "DE81190798",
      "legal.registerNumber": "",
      "sepa.creditorId": "DE00ZZZ1",
    });
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible).toMatch(/E-Mail/);
    expect(visible).toContain("keine gültige Gläubiger-Identifikationsnummer");
    expect(await getSetting(db(), "legal.companyName")).toBe("Röstwerk Laden GmbH");
    // Each key's own schema passed: the checks across fields speak.
    const across = await admin.post("/admin/settings/legal/", {
      ...form,
      "legal.postcode": "2581",
      "legal.vatId": "DE81190798",
      "legal.registerNumber": "",
      "legal.page.terms": "999999",
    });
    expect(across.res.status).toBe(400);
    const reasons = textOf(across.text);
    expect(reasons).toContain("Eine deutsche Postleitzahl hat genau 5 Ziffern.");
    expect(reasons).toContain("Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern");
    expect(reasons).toContain("Zum Registergericht gehört die Registernummer.");
    expect(reasons).toContain("Diese Seite gibt es nicht oder sie ist nicht veröffentlicht.");
    expect(await getSetting(db(), "legal.postcode")).toBe("20457");
  });

  it("warns on every back-office page while the live shop's data is the demo's sample, until it is filled", async () => {
    const dashboard = textOf((await admin.get("/admin/")).text);
    expect(dashboard).toContain(WARNING);
    expect(dashboard).toMatch(
      /es fehlen: Firma bzw\. Name, .*Straße und Hausnummer.*USt-IdNr\. oder Steuernummer/,
    );
    expect(textOf((await manager.get("/admin/orders/")).text)).toContain(
      "Ein Administrator kann sie in Einstellungen → Rechtliches eintragen.",
    );
    // In coming-soon mode nobody sees the shop: no warning.
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": true }));
    expect(textOf((await admin.get("/admin/")).text)).not.toContain(WARNING);
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": false }));

    const saved = await admin.post("/admin/settings/legal/", form);
    expect(saved.res.status).toBe(200);
    expect(textOf(saved.text)).toContain("Gespeichert.");
    expect(await getSetting(db(), "legal.vatId")).toBe("DE811907980");
    expect(textOf((await admin.get("/admin/")).text)).not.toContain(WARNING);
  });

  it("shows the filled data on the Impressum and in the footer, no placeholder", async () => {
    const impressum = await new Visitor(base).get("/impressum/");
    expect(impressum.res.status).toBe(200);
    const text = textOf(impressum.text);
    for (const part of [
      "Kaffee Nord GmbH",
      "Am Deich 3",
      "25813 Husum",
      "Vertreten durch: Erika Muster (Geschäftsführerin)",
      "Registergericht: Amtsgericht Flensburg, Registernummer: HRB 98765",
      "DE811907980",
      "info@kaffee-nord.example",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/legal_data|Röstwerk Laden GmbH|HRB 000000|Hafenstraße/);
    expect(textOf((await new Visitor(base).get("/en/impressum/")).text)).toContain("Am Deich 3");
    expect(textOf((await new Visitor(base).get("/")).text)).toContain(
      "Kaffee Nord GmbH · Am Deich 3, 25813 Husum",
    );
  });

  it("refuses to empty required data while the shop is live, and saves it in coming-soon mode", async () => {
    const refused = await admin.post("/admin/settings/legal/", { ...form, "legal.companyName": "" });
    expect(refused.res.status).toBe(409);
    expect(textOf(refused.text)).toContain(
      "Ihr Shop ist live; ohne diese Angaben wäre er unvollständig: Firma bzw. Name.",
    );
    expect(await getSetting(db(), "legal.companyName")).toBe("Kaffee Nord GmbH");
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": true }));
    const saved = await admin.post("/admin/settings/legal/", { ...form, "legal.phone": "" });
    expect(saved.res.status).toBe(200);
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": false }));
  });

  it("points the storefront's links to the chosen legal page", async () => {
    const about = await pageId("ueber-uns");
    const saved = await admin.post("/admin/settings/legal/", {
      ...form,
      "legal.page.shipping": String(about),
    });
    expect(saved.res.status).toBe(200);
    const cart = await new Visitor(base).get("/shop/");
    expect(cart.text).toContain('href="/ueber-uns/"');
    expect(cart.text).not.toContain('href="/versand-und-zahlung/"');
    // In coming-soon mode the chosen page stays open to visitors and the notice page links it.
    const contact = await pageId("kontakt");
    expect(
      (
        await admin.post("/admin/settings/legal/", {
          ...form,
          "legal.page.shipping": String(about),
          "legal.page.imprint": String(contact),
        })
      ).res.status,
    ).toBe(200);
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": true }));
    const visitor = new Visitor(base);
    const notice = await visitor.get("/shop/");
    expect(notice.res.headers.get("x-laden-coming-soon")).toBe("1");
    expect(notice.text).toContain('href="/kontakt/"');
    const open = await visitor.get("/kontakt/");
    expect(open.res.headers.get("x-laden-coming-soon")).toBeNull();
    expect(open.res.status).toBe(200);
    await settingsChange(app(), () => setSettings(db(), { "shop.comingSoon": false }));
    // Unpublishing the chosen page counts as missing: the warning names it.
    await db().update(pages).set({ status: "draft" }).where(eq(pages.id, about));
    expect(textOf((await admin.get("/admin/")).text)).toContain("es fehlen: Versand und Zahlung");
  });
});

describe("migration 0028 (legal.address → street, postcode, city)", () => {
  const migration = readFileSync(
    new URL("../../db/migrations/0028_legal_address.sql", import.meta.url),
    "utf8",
  );
  const parts = ["legal.street", "legal.postcode", "legal.city"];

  async function migrate(stored: Record<string, string>) {
    await db()
      .delete(settingsTable)
      .where(inArray(settingsTable.key, [...parts, "legal.address"]));
    for (const [key, value] of Object.entries(stored)) {
      await db().insert(settingsTable).values({ key, value });
    }
    await db().execute(sql.raw(migration));
    const rows = await db()
      .select({ key: settingsTable.key, value: settingsTable.value })
      .from(settingsTable)
      .where(inArray(settingsTable.key, parts));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  it("keeps a shop's one-line address in the structured fields", async () => {
    expect(await migrate({ "legal.address": "Kirchweg 5, 24103 Kiel" })).toEqual({
      "legal.street": "Kirchweg 5",
      "legal.postcode": "24103",
      "legal.city": "Kiel",
    });
  });

  it("replaces the old code defaults the demo seed stored, keeps what the owner entered", async () => {
    expect(
      await migrate({
        "legal.address": "Kirchweg 5, 24103 Kiel",
        "legal.street": "Hafenstraße 12",
        "legal.postcode": "20457",
        "legal.city": "Schleswig",
      }),
    ).toEqual({ "legal.street": "Kirchweg 5", "legal.postcode": "24103", "legal.city": "Schleswig" });
  });

  it("copies nothing from the old default address or an empty one", async () => {
    expect(await migrate({ "legal.address": "Hafenstraße 12, 20457 Hamburg" })).toEqual({});
    expect(await migrate({ "legal.address": "" })).toEqual({});
  });
});

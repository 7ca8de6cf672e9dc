/**
 * The Steuern settings group over HTTP (issue 21 item 4): the read-only rates, validation with
 * German reasons and nothing saved half, the warnings across the group, one audited save, the
 * door (a shop manager may, visitors and customers may not); and the order page's VAT ID flag.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderNotes, orders } from "#db/schema/index.ts";
import { getSetting } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import {
  createCustomer,
  placeTestOrder,
  stockedProduct,
  TEST_PASSWORD,
  uniqueEmail,
} from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { shipAbroadTo } from "../setup/shipping-zones.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const PAGE = "/admin/settings/taxes/";

let manager: Visitor;

const VALID = {
  "tax.ossEnabled": "on",
  "tax.priceMode": "net-constant",
  "tax.businessFields": "optional",
  "tax.reverseCharge": "on",
};

beforeAll(async () => {
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

async function lastAudit(entity: string, entityId: string) {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe("the Steuern group", () => {
  it("is listed for a shop manager and shows the German rates read-only and the delivery countries' rates", async () => {
    expect(textOf((await manager.get("/admin/settings/")).text)).toContain("Steuern");
    await settingsChange(app(), () => shipAbroadTo(db(), ["DE", "AT", "FR"]));
    const { res, text } = await manager.get(PAGE);
    expect(res.status).toBe(200);
    const visible = textOf(text);
    expect(visible).toMatch(/Regelsatz\s*19 %/);
    expect(visible).toMatch(/Ermäßigt \(z\. B\. Lebensmittel, Kaffee\)\s*7 %/);
    expect(visible).toContain("Österreich (AT)");
    expect(visible).toContain("Frankreich (FR)");
    for (const [name, value] of [
      ["rate-AT-standard", "20"],
      ["rate-AT-reduced", "10"],
      ["rate-FR-standard", "20"],
      ["rate-FR-reduced", "5,5"],
    ]) {
      expect(text).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
    }
    expect(visible).toContain("Stand der eingebauten Sätze: 1.8.2025");
    expect(visible).not.toMatch(/Deutschland \(DE\)/);
    expect(text).not.toContain('name="rate-DE-');
    // The German rates are not inputs.
    expect(text).not.toMatch(/name="[^"]*vatRate/i);
    expect(text).toMatch(/<select[^>]*name="tax.priceMode"/);
  });

  it("refuses values outside the schema with German reasons and saves none of the group", async () => {
    const { res, text } = await manager.post(PAGE, {
      ...VALID,
      "tax.priceMode": "brutto",
      "tax.businessFields": "required",
    });
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(visible.match(/Ungültige Option/g)).toHaveLength(2);
    expect(await getSetting(db(), "tax.ossEnabled")).toBe(false);
    expect(await getSetting(db(), "tax.priceMode")).toBe("gross-constant");
  });

  it("saves in one audited change and warns when a switch has no effect", async () => {
    await settingsChange(app(), () => shipAbroadTo(db(), ["DE"]));
    const { res, text } = await manager.post(PAGE, { ...VALID, "tax.businessFields": "off" });
    expect(res.status).toBe(200);
    const visible = textOf(text);
    expect(visible).toContain("Gespeichert.");
    expect(visible).toContain("Ohne USt-IdNr. gilt Reverse Charge für niemanden");
    expect(visible).toContain("liefert in kein anderes EU-Land");
    expect(await getSetting(db(), "tax.ossEnabled")).toBe(true);
    expect(await getSetting(db(), "tax.priceMode")).toBe("net-constant");
    const entry = await lastAudit("settings", "taxes");
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(["tax.ossEnabled", "tax.priceMode"]);

    await settingsChange(app(), () => shipAbroadTo(db(), ["DE", "AT"]));
    const quiet = await manager.post(PAGE, VALID);
    expect(textOf(quiet.text)).toContain("Gespeichert.");
    expect(textOf(quiet.text)).not.toContain("Hinweis:");
    // Unchecked boxes mean off.
    await manager.post(PAGE, { "tax.priceMode": "gross-constant", "tax.businessFields": "optional" });
    expect(await getSetting(db(), "tax.ossEnabled")).toBe(false);
    expect(await getSetting(db(), "tax.reverseCharge")).toBe(false);
  });

  it("saves the owner's rate for a delivery country, refuses a rate that is not one, and restores the table", async () => {
    await settingsChange(app(), () => shipAbroadTo(db(), ["DE", "AT", "IT"]));
    const rates = { intent: "rates", "rate-AT-standard": "20", "rate-AT-reduced": "10" };
    const refused = await manager.post(PAGE, {
      ...rates,
      "rate-IT-standard": "22",
      "rate-IT-reduced": "zweiundzwanzig",
    });
    expect(refused.res.status).toBe(400);
    expect(textOf(refused.text)).toContain("Bitte einen Satz von 0 bis 30 % eingeben");
    expect(refused.text).toContain('value="zweiundzwanzig"');
    expect(await getSetting(db(), "tax.rateOverrides")).toEqual({});

    const saved = await manager.post(PAGE, { ...rates, "rate-IT-standard": "22", "rate-IT-reduced": "22" });
    expect(saved.res.status).toBe(200);
    expect(textOf(saved.text)).toContain("Die Sätze sind gespeichert.");
    expect(await getSetting(db(), "tax.rateOverrides")).toEqual({ IT: { standard: 2200, reduced: 2200 } });
    expect(Object.keys((await lastAudit("settings", "taxes"))?.changes ?? {}).sort()).toEqual([
      "tax.rateOverrides.IT.reduced",
      "tax.rateOverrides.IT.standard",
    ]);
    const page = textOf((await manager.get(PAGE)).text);
    expect(page).toContain("Tabelle: 22 % / 10 %");

    await manager.post(PAGE, { ...rates, "rate-IT-standard": "22", "rate-IT-reduced": "10" });
    expect(await getSetting(db(), "tax.rateOverrides")).toEqual({});
  });

  it("keeps visitors and customers out", async () => {
    const visitor = await new Visitor(base).post(PAGE, VALID);
    expect(visitor.res.status).toBe(302);
    const ratesByVisitor = await new Visitor(base).post(PAGE, { intent: "rates", "rate-AT-standard": "1" });
    expect(ratesByVisitor.res.status).toBe(302);
    const { email } = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(email, TEST_PASSWORD);
    expect((await customer.get(PAGE)).res.status).toBe(404);
    expect((await customer.post(PAGE, VALID)).res.status).toBe(404);
  });
});

describe("flagging a VAT ID on the order page", () => {
  it("sets the flag once, audited with an internal note, and refuses a stale version", async () => {
    const { id: userId, email } = await createCustomer(db(), uniqueEmail("rc"));
    const product = await stockedProduct(db());
    const placed = await placeTestOrder(db(), { userId, email, productId: product.id });
    await db()
      .update(orders)
      .set({ vatId: "ATU12345678", reverseCharge: true, taxCountry: "AT" })
      .where(eq(orders.id, placed.id));
    const path = `/admin/orders/${placed.id}/`;
    const page = await manager.get(path);
    expect(textOf(page.text)).toContain("ATU12345678");
    expect(textOf(page.text)).toContain("Reverse Charge");
    const version = hidden(page.text, "version");

    const stale = await manager.post(path, { intent: "vat-id", version: String(Number(version) - 1) });
    expect(stale.res.status).toBe(409);
    const flagged = await manager.post(path, { intent: "vat-id", version });
    expect(flagged.res.status).toBe(200);
    expect(textOf(flagged.text)).toContain("Die USt-IdNr. ist als ungültig markiert.");
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.vatIdFlaggedAt).toBeInstanceOf(Date);
    expect(row?.version).toBe(Number(version) + 1);
    expect((await lastAudit("order", String(placed.id)))?.action).toBe("vat-id-flagged");
    const notes = await db().select().from(orderNotes).where(eq(orderNotes.orderId, placed.id));
    expect(notes.some((n) => !n.customerVisible && n.note.includes("ATU12345678"))).toBe(true);

    const again = await manager.post(path, { intent: "vat-id", version: String(row!.version) });
    expect(textOf(again.text)).toContain("Die USt-IdNr. war schon markiert.");
    const shown = await manager.get(path);
    expect(textOf(shown.text)).toContain("Als ungültig markiert am");
    expect(shown.text).not.toContain('value="vat-id"');
  });
});

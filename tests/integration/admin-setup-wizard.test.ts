/**
 * The setup wizard over HTTP (issue 27 item 5), outside the demo (LADEN_DEMO=0): administrators
 * only, each step refused with the settings screen's own German reasons (nothing saved, the step
 * not left), a valid step saved and the resume point moved on (never back), "Überspringen",
 * the legal page templates, finishing and dismissing the dashboard's card.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, pages } from "#db/schema/index.ts";
import { getSetting, getSettings, setSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, type Visitor } from "../setup/visitor.ts";

const app = appForFile({ LADEN_DEMO: "0" });
const db = () => app().database.db;
const base = () => app().url;

let admin: Visitor;
let manager: Visitor;

const WIZARD = "/admin/setup-wizard/";
const step = (s: string) => `${WIZARD}${s}/`;

/** The step's form as the page renders it (inputs, textareas, selects), with `change` applied. */
async function stepForm(s: string, change: Record<string, string | string[] | undefined> = {}) {
  const { res, text } = await admin.get(step(s));
  expect(res.status).toBe(200);
  const pairs: [string, string][] = [];
  for (const m of text.matchAll(/<(input|textarea)\b([^>]*)>([^<]*)/g)) {
    const attrs = m[2]!;
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name) continue;
    const type = /type="([^"]+)"/.exec(attrs)?.[1];
    if (type === "checkbox") {
      if (/\bchecked=""/.test(attrs)) pairs.push([name, /value="([^"]*)"/.exec(attrs)?.[1] ?? "on"]);
    } else if (m[1] === "textarea") pairs.push([name, m[3]!]);
    else pairs.push([name, /value="([^"]*)"/.exec(attrs)?.[1] ?? ""]);
  }
  for (const m of text.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    pairs.push([m[1]!, /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ?? ""]);
  }
  const form = new URLSearchParams();
  for (const [name, value] of pairs) if (!(name in change)) form.append(name, value.replace(/&amp;/g, "&"));
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

function post(who: Visitor, s: string, form: URLSearchParams, intent = "next") {
  form.set("intent", intent);
  return who.request(step(s), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
}

const stored = () => getSetting(db(), "setupWizard.step");

beforeAll(async () => {
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

describe("setup wizard", () => {
  it("is the administrator's: a shop manager gets 403 and no dashboard card", async () => {
    expect((await manager.get(step("legal"))).res.status).toBe(403);
    expect((await manager.get(WIZARD)).res.status).toBe(403);
    const form = new URLSearchParams({ "legal.companyName": "Fremd GmbH" });
    expect((await post(manager, "legal", form)).res.status).toBe(403);
    expect((await post(manager, "shipping", new URLSearchParams(), "skip")).res.status).toBe(403);
    expect(await stored()).toBe("legal");
    expect(textOf((await manager.get("/admin/")).text)).not.toContain("Einrichtung fortsetzen");
    const dashboard = textOf((await admin.get("/admin/")).text);
    expect(dashboard).toContain("Einrichtung fortsetzen");
    expect(dashboard).toContain("Nächster Schritt: Rechtliches (Schritt 1 von 5)");
  });

  it("resumes at the stored step, shows the progress and knows no other step", async () => {
    const { res } = await admin.get(WIZARD);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(step("legal"));
    const page = await admin.get(step("legal"));
    expect(page.text).toMatch(
      /<a [^>]*aria-current="step"[^>]*href="\/admin\/setup-wizard\/legal\/"|<a [^>]*href="\/admin\/setup-wizard\/legal\/"[^>]*aria-current="step"/,
    );
    expect(textOf(page.text)).toContain("Schritt 1 von 5: Rechtliches");
    expect((await admin.get(step("colours"))).res.status).toBe(404);
  });

  it("legal: refuses bad data with the Rechtliches screen's reasons, saves nothing, stays; then saves and moves on", async () => {
    const before = await getSetting(db(), "legal.companyName");
    const bad = await post(
      admin,
      "legal",
      await stepForm("legal", {
        "legal.companyName": "Kaffee Nord GmbH",
        "legal.postcode": "2581",
        "legal.email": "kein-at",
        "legal.registerNumber": "",
      }),
    );
    expect(bad.res.status).toBe(400);
    const reasons = textOf(bad.text);
    expect(reasons).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    expect(reasons).toMatch(/E-Mail/);
    const across = await post(
      admin,
      "legal",
      await stepForm("legal", { "legal.postcode": "2581", "legal.registerNumber": "" }),
    );
    expect(across.res.status).toBe(400);
    expect(textOf(across.text)).toContain("Eine deutsche Postleitzahl hat genau 5 Ziffern.");
    expect(textOf(across.text)).toContain("Zum Registergericht gehört die Registernummer.");
    expect(await getSetting(db(), "legal.companyName")).toBe(before);
    expect(await stored()).toBe("legal");

    const good = await post(
      admin,
      "legal",
      await stepForm("legal", {
        "legal.companyName": "Kaffee Nord GmbH",
        "legal.representative": "Erika Muster",
        "legal.street": "Am Deich 3",
        "legal.postcode": "25813",
        "legal.city": "Husum",
        "legal.email": "info@kaffee-nord.example",
        "legal.phone": "+49 4841 12345",
        "legal.registerCourt": "Amtsgericht Flensburg",
        "legal.registerNumber": "HRB 98765",
        "legal.vatId": "DE 811 907 980",
        "sepa.creditorId": "DE79ZZZ01234567890",
      }),
    );
    expect(good.res.status).toBe(302);
    expect(good.res.headers.get("location")).toBe(step("shipping"));
    expect(await getSetting(db(), "legal.companyName")).toBe("Kaffee Nord GmbH");
    expect(await stored()).toBe("shipping");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, "legal")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // The seller's name is personal: the audit names the field, its value redacted.
    expect(entry?.changes).toHaveProperty("legal.companyName");
  });

  it("shipping: refuses an unreadable cost and a zone without a method, then saves the first zone", async () => {
    const zone = (await getShippingConfig(db())).zones[0]!;
    const costs = [...(await stepForm("shipping")).keys()].filter((k) => /^method-\d+-cost$/.test(k));
    expect(costs.length).toBeGreaterThan(0);
    const bad = await post(
      admin,
      "shipping",
      await stepForm("shipping", Object.fromEntries(costs.map((k) => [k, "4,9x"]))),
    );
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Nicht gespeichert: Bitte prüfen Sie die markierten Felder.");
    const off = await stepForm("shipping");
    for (const name of [...off.keys()]) if (/^method-\d+-enabled$/.test(name)) off.delete(name);
    const none = await post(admin, "shipping", off);
    expect(none.res.status).toBe(409);
    expect(textOf(none.text)).toContain("ist keine Versandart aktiv");
    expect(await stored()).toBe("shipping");

    const good = await post(admin, "shipping", await stepForm("shipping", { [costs[0]!]: "5,50" }));
    expect(good.res.status).toBe(302);
    expect(good.res.headers.get("location")).toBe(step("payments"));
    const saved = (await getShippingConfig(db())).zones.find((z) => z.id === zone.id)!;
    const row = Number(/^method-(\d+)-cost$/.exec(costs[0]!)![1]);
    expect(saved.methods.find((m) => m.id === zone.methods[row]!.id)!.costCents).toBe(550);
    expect(await stored()).toBe("payments");
  });

  it("payments: refuses a checkout without a way to pay, then saves", async () => {
    const none = await stepForm("payments");
    for (const k of [
      "payment.sepaEnabled",
      "payment.invoiceEnabled",
      "payment.bacsEnabled",
      "payment.codEnabled",
      "payment.pickupEnabled",
    ])
      none.delete(k);
    const refused = await post(admin, "payments", none);
    expect(refused.res.status).toBe(409);
    expect(textOf(refused.text)).toContain("Nicht gespeichert");
    expect(await stored()).toBe("payments");
    const good = await post(admin, "payments", await stepForm("payments", { "payment.codEnabled": "on" }));
    expect(good.res.status).toBe(302);
    expect(await getSetting(db(), "payment.codEnabled")).toBe(true);
    expect(await stored()).toBe("theme");
  });

  it("theme: refuses a colour that is not #RRGGBB, then writes the theme's keys", async () => {
    const bad = await post(admin, "theme", await stepForm("theme", { "theme.accentColor": "rot" }));
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Farbe als #RRGGBB angeben");
    expect(await stored()).toBe("theme");
    const good = await post(admin, "theme", await stepForm("theme", { "theme.accentColor": "#1f4e79" }));
    expect(good.res.status).toBe(302);
    expect(good.res.headers.get("location")).toBe(step("done"));
    expect(await getSetting(db(), "theme.accentColor")).toBe("#1f4e79");
    expect(await stored()).toBe("done");
  });

  it("skipping an earlier step again does not move the resume point back", async () => {
    const { res } = await post(admin, "legal", new URLSearchParams(), "skip");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(step("shipping"));
    expect(await stored()).toBe("done");
    expect((await admin.get(WIZARD)).res.headers.get("location")).toBe(step("done"));
  });

  it("legal templates: a missing legal page is created from the template, published and chosen", async () => {
    const imprint = (await getSettings(db()))["legal.page.imprint"];
    await db().update(pages).set({ status: "draft" }).where(eq(pages.id, imprint));
    const done = textOf((await admin.get(step("done"))).text);
    expect(done).toContain("Es fehlt noch:");
    expect(done).toContain("Impressum");
    expect(textOf((await admin.get(step("legal"))).text)).toContain(
      "Es fehlen noch Rechtstexte-Seiten: Impressum",
    );
    const { res } = await post(admin, "legal", new URLSearchParams(), "pages");
    expect(res.status).toBe(200);
    const chosen = (await getSettings(db()))["legal.page.imprint"];
    expect(chosen).not.toBe(imprint);
    const [page] = await db().select().from(pages).where(eq(pages.id, chosen));
    expect(page?.status).toBe("publish");
    expect(page?.content).toContain("[legal_data]");
    const impressum = textOf((await admin.get(`/${page!.slug}/`)).text);
    expect(impressum).toContain("Kaffee Nord GmbH");
    expect(textOf((await admin.get(step("done"))).text)).toContain(
      "Ihr Shop hat alle rechtlich nötigen Angaben.",
    );
  });

  it("finishing closes the wizard: the dashboard's card is gone; dismissing does the same", async () => {
    const { res } = await post(admin, "done", new URLSearchParams(), "finish");
    expect(res.status).toBe(302);
    expect(await getSetting(db(), "setupWizard.status")).toBe("finished");
    expect(textOf((await admin.get("/admin/")).text)).not.toContain("Einrichtung fortsetzen");
    await settingsChange(app(), () =>
      setSettings(db(), { "setupWizard.status": "open", "setupWizard.step": "payments" }),
    );
    expect(textOf((await admin.get("/admin/")).text)).toContain(
      "Nächster Schritt: Zahlung (Schritt 3 von 5)",
    );
    const dismissed = await post(admin, "payments", new URLSearchParams(), "dismiss");
    expect(dismissed.res.status).toBe(302);
    expect(dismissed.res.headers.get("location")).toBe("/admin/");
    expect(await getSetting(db(), "setupWizard.status")).toBe("dismissed");
    expect(textOf((await admin.get("/admin/")).text)).not.toContain("Einrichtung fortsetzen");
  });
});

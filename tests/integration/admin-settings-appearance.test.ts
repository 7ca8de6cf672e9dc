/**
 * Darstellung (issue 27 item 2) over HTTP: the values checked by their schemas, the WCAG AA
 * contrast refusal naming the pair and the ratio, a save served to visitors at once and audited,
 * the signed owner-only preview (never cached, never shown to anybody else), and the door.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema/index.ts";
import { getSetting, getSettings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const PATH = "/admin/settings/appearance/";

let manager: Visitor;
let admin: Visitor;

/** The screen's form as posted: one value per key, list properties once per item. */
function form(
  overrides: Record<string, string> = {},
  lists: [string, string][] = DEFAULT_LISTS,
): URLSearchParams {
  const body = new URLSearchParams({
    "theme.logoMediaId": "0",
    "theme.faviconMediaId": "0",
    "theme.textColor": "#1f1a17",
    "theme.backgroundColor": "#fffdf9",
    "theme.accentColor": "#8a3b12",
    "theme.accentInkColor": "#ffffff",
    "theme.font": "inter",
    "theme.headerStyle": "sticky",
    "theme.searchOverlay": "dropdown",
    "theme.blogLayout": "list",
    "theme.sidebar": "right",
    "theme.infiniteScroll": "button",
    "theme.sliderEnabled": "on",
    "theme.footerText": "",
    "theme.footerCopyright": "",
    ...overrides,
  });
  for (const [k, v] of lists) body.append(k, v);
  return body;
}

const DEFAULT_LISTS: [string, string][] = [
  ["theme.slides.title", "Zweite Folie zuerst"],
  ["theme.slides.text", "Text B"],
  ["theme.slides.mediaId", ""],
  ["theme.slides.url", "/shop/"],
  ["theme.slides.linkText", "Zum Shop"],
  ["theme.slides.title", "Erste Folie danach"],
  ["theme.slides.text", ""],
  ["theme.slides.mediaId", ""],
  ["theme.slides.url", ""],
  ["theme.slides.linkText", ""],
  ["theme.socialLinks.network", "mastodon"],
  ["theme.socialLinks.url", "https://social.example/@laden"],
];

function post(who: Visitor, body: URLSearchParams) {
  return who.request(PATH, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
}

/** The accent colour a storefront page is drawn with (the CSS variable on <html>). */
function accentOf(html: string): string | undefined {
  return /--accent:\s*(#[0-9a-fA-F]{6})/.exec(html)?.[1];
}

async function lastAudit() {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, "appearance")))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

beforeAll(async () => {
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
});

describe("appearance settings", () => {
  it("is a group a shop manager opens, with the current values", async () => {
    expect(textOf((await manager.get("/admin/settings/")).text)).toContain("Darstellung");
    const page = await manager.get(PATH);
    expect(page.res.status).toBe(200);
    expect(page.text).toMatch(/name="theme.accentColor"[^>]*value="#[0-9a-f]{6}"/i);
    expect(page.text).toContain('title="Vorschau des Shops mit den ungespeicherten Einstellungen"');
  });

  it("refuses a text colour below WCAG AA, naming the pair and the ratio, and saves nothing", async () => {
    const before = await getSettings(db());
    const { res, text } = await post(
      manager,
      form({ "theme.textColor": "#777777", "theme.backgroundColor": "#ffffff", "theme.footerText": "Neu" }),
    );
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain(
      "Zu wenig Kontrast: Textfarbe auf Hintergrundfarbe (#777777 auf #ffffff) hat 4,47:1, nötig sind mindestens 4,5:1 (WCAG AA).",
    );
    // What was typed is shown again.
    expect(text).toMatch(
      /name="theme.textColor"[^>]*value="#777777"|value="#777777"[^>]*name="theme.textColor"/,
    );
    const after = await getSettings(db());
    expect(after["theme.textColor"]).toBe(before["theme.textColor"]);
    expect(after["theme.footerText"]).toBe(before["theme.footerText"]);
  });

  it("refuses values their schemas refuse, with German reasons", async () => {
    const { res, text } = await post(
      manager,
      form({ "theme.accentColor": "rot", "theme.headerStyle": "fixed" }, [
        ["theme.slides.title", ""],
        ["theme.slides.text", ""],
        ["theme.slides.mediaId", ""],
        ["theme.slides.url", "javascript:alert(1)"],
        ["theme.slides.linkText", ""],
      ]),
    );
    expect(res.status).toBe(400);
    const visible = textOf(text);
    expect(visible).toContain("Farbe als #RRGGBB angeben");
    expect(visible).toContain("Titel der Folie angeben");
    expect(visible).toContain("Link mit / oder https:// beginnen");
    expect(await getSetting(db(), "theme.headerStyle")).not.toBe("fixed");
  });

  it("saves the group in the owner's order, audited, and visitors see it at once", async () => {
    const { res } = await post(
      manager,
      form({ "theme.accentColor": "#0b5394", "theme.footerText": "Röstfrisch aus Hamburg." }),
    );
    expect(res.status).toBe(200);
    expect(await getSetting(db(), "theme.accentColor")).toBe("#0b5394");
    expect((await getSetting(db(), "theme.slides")).map((s) => s.title)).toEqual([
      "Zweite Folie zuerst",
      "Erste Folie danach",
    ]);
    expect(await getSetting(db(), "theme.socialLinks")).toEqual([
      { network: "mastodon", url: "https://social.example/@laden" },
    ]);
    const audit = await lastAudit();
    expect(audit?.changes["theme.accentColor"]?.to).toBe("#0b5394");
    const home = await new Visitor(base).get("/");
    expect(accentOf(home.text)).toBe("#0b5394");
    expect(textOf(home.text)).toContain("Röstfrisch aus Hamburg.");
    expect(textOf(home.text)).toMatch(/Zweite Folie zuerst.*Erste Folie danach/s);
  });

  it("previews unsaved values for the owner who asked, only, and never from a cache", async () => {
    const saved = await getSetting(db(), "theme.accentColor");
    const { res, text } = await post(manager, form({ intent: "preview", "theme.accentColor": "#6a1b9a" }));
    expect(res.status).toBe(200);
    const url = /src="(\/\?laden_preview=[^"]+)"/.exec(text)?.[1];
    expect(url).toBeDefined();
    expect(await getSetting(db(), "theme.accentColor")).toBe(saved);
    const own = await manager.get(url as string);
    expect(own.res.status).toBe(200);
    expect(accentOf(own.text)).toBe("#6a1b9a");
    expect(own.res.headers.get("cache-control")).toMatch(/no-store/);
    // A visitor, a second visitor (the page cache would answer them) and another owner: saved values.
    for (const other of [new Visitor(base), new Visitor(base), admin]) {
      const page = await other.get(url as string);
      expect(accentOf(page.text)).toBe(saved);
    }
    // An altered token shows nothing of the draft.
    const altered = await manager.get(`${url}x`);
    expect(accentOf(altered.text)).toBe(saved);
  });

  it("keeps visitors and customers out of the screen and its preview", async () => {
    const visitor = await post(new Visitor(base), form({ intent: "preview" }));
    expect(visitor.res.status).toBe(302);
    const { email } = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(email, TEST_PASSWORD);
    expect((await post(customer, form({ intent: "preview" }))).res.status).toBe(404);
    expect((await post(customer, form())).res.status).toBe(404);
    expect((await customer.get(PATH)).res.status).toBe(404);
  });
});

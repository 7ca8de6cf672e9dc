/**
 * The audit log screen (issue 20, item 6): owners only, filters by record type, record, who,
 * action and day, pages on the server, links each entry to its record's page, shows invalid
 * dates as field messages, and cannot be written to (a POST is 405 and changes nothing).
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema/index.ts";
import { recordAudit } from "#modules/audit/log.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let manager: Visitor;
let customer: Visitor;
let admin: { id: number; email: string };

beforeAll(async () => {
  admin = await createOwner(db(), "administrator");
  const owner = await createOwner(db(), "shop_manager");
  manager = await ownerVisitor(base, owner);
  const { email } = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(email, TEST_PASSWORD);
  // 60 status changes of order 4711 by the administrator, one customer edit by the manager.
  for (let i = 0; i < 60; i++) {
    await recordAudit(db(), {
      actor: { id: admin.id, label: admin.email },
      entity: "order",
      entityId: 4711,
      action: "status",
      changes: { status: { from: `step-${i}`, to: `step-${i + 1}` } },
    });
  }
  await recordAudit(db(), {
    actor: { id: owner.id, label: owner.email },
    entity: "customer",
    entityId: 12,
    action: "update",
    before: { group: "alt", email: "alt@example.com" },
    after: { group: "neu", email: "neu@example.com" },
  });
});

/** The rows of the list (each entry's <tr>). */
function rows(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  // React's text-node separators (<!-- -->) are no part of what the owner reads.
  return (body.match(/<tr[\s\S]*?<\/tr>/g) ?? []).map((row) => row.replaceAll("<!-- -->", ""));
}

describe("who may see the audit log", () => {
  it("sends a visitor to the owner sign-in and gives a customer a 404", async () => {
    const { res } = await new Visitor(base).get("/admin/audit/?entity=order");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/admin/login/?next=${encodeURIComponent("/admin/audit/?entity=order")}`,
    );
    expect((await customer.get("/admin/audit/")).res.status).toBe(404);
  });

  it("cannot be written to: a POST is 405 for an owner and changes nothing", async () => {
    const [before] = await db().select({ n: count() }).from(auditLog);
    const { res } = await manager.post("/admin/audit/", { entity: "order", action: "delete" });
    expect(res.status).toBe(405);
    const [after] = await db().select({ n: count() }).from(auditLog);
    expect(after?.n).toBe(before?.n);
  });
});

describe("filters and pages", () => {
  it("lists everything newest first, 50 a page, with a link to the next page", async () => {
    const { res, text } = await manager.get("/admin/audit/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(text).toContain("61 Einträge");
    expect(rows(text)).toHaveLength(50);
    expect(rows(text)[0]).toContain("Kunde 12");
    expect(text).toContain("Seite 1 von 2");
    expect(text).toContain('href="/admin/audit/?page=2"');
  });

  it("filters by record type and record, keeping the filter on the next page", async () => {
    const { text } = await manager.get("/admin/audit/?entity=order&entityId=4711");
    expect(text).toContain("60 Einträge");
    expect(rows(text).every((row) => row.includes('href="/admin/orders/4711/"'))).toBe(true);
    expect(text).toContain('href="/admin/audit/?entity=order&amp;entityId=4711&amp;page=2"');
    const page2 = await manager.get("/admin/audit/?entity=order&entityId=4711&page=2");
    expect(page2.text).toContain("Seite 2 von 2");
    expect(rows(page2.text)).toHaveLength(10);
    // The oldest entry is the last one of the last page.
    expect(rows(page2.text).at(-1)).toContain("step-0");
  });

  it("filters by who and by action, and offers the owners and record types in its selects", async () => {
    const byAdmin = await manager.get(`/admin/audit/?actor=${admin.id}`);
    expect(byAdmin.text).toContain("60 Einträge");
    expect(byAdmin.text).toMatch(new RegExp(`<option value="${admin.id}"[^>]*>Test administrator</option>`));
    expect(byAdmin.text).toMatch(/<option value="customer"[^>]*>Kunde<\/option>/);
    const updates = await manager.get("/admin/audit/?action=update");
    expect(updates.text).toContain("1 Einträge");
    const [row] = rows(updates.text);
    expect(row).toContain('href="/admin/customers/12/"');
    expect(row).toContain("alt → neu");
    // Personal fields were redacted when written; the screen shows no address.
    expect(row).not.toContain("alt@example.com");
  });

  it("filters by day range and shows a bad date as a field message, not an error page", async () => {
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date());
    const inRange = await manager.get(`/admin/audit/?from=${today}&to=${today}`);
    expect(inRange.text).toContain("61 Einträge");
    const before = await manager.get("/admin/audit/?to=2020-01-01");
    expect(before.text).toContain("0 Einträge");
    const bad = await manager.get("/admin/audit/?from=2026-02-30&to=gestern&page=-3");
    expect(bad.res.status).toBe(200);
    expect(bad.text).toContain("Bitte ein Datum im Format JJJJ-MM-TT angeben.");
    expect(bad.text).toMatch(
      /id="audit-from"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="audit-from"/,
    );
    const reversed = await manager.get("/admin/audit/?from=2026-05-02&to=2026-05-01");
    expect(reversed.text).toContain("„Bis“ darf nicht vor „Von“ liegen.");
  });
});

describe("in English", () => {
  it("speaks the owner's back-office language: texts and field messages", async () => {
    const owner = await createOwner(db(), "administrator");
    await db()
      .update(users)
      .set({ meta: sql`${users.meta} || '{"adminLocale":"en"}'::jsonb` })
      .where(eq(users.id, owner.id));
    const english = await ownerVisitor(base, owner);
    const { text } = await english.get("/admin/audit/?entity=order&from=kein-datum");
    expect(text).toContain("<h1>Audit log</h1>");
    expect(text).toContain("60 entries");
    expect(text).toContain("Please enter a date as YYYY-MM-DD.");
    expect((await english.get("/admin/jobs/")).text).toContain("<h1>Background jobs</h1>");
  });
});

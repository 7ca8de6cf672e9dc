/**
 * The back office's door: a visitor is sent to the owner sign-in, a signed-in customer gets the
 * storefront's plain 404 (no hint that /admin/ exists), an owner gets the back office's own frame
 * without storefront chrome, consent banner or tracking, and never a cached page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;

let customer: Visitor;
let manager: Visitor;

beforeAll(async () => {
  const { email } = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(email, TEST_PASSWORD);
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

describe("the back office's door", () => {
  it("sends a visitor without an account to the owner sign-in, with the page they wanted", async () => {
    const { res } = await new Visitor(base).get("/admin/?tab=x");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/login/?next=${encodeURIComponent("/admin/?tab=x")}`);
  });

  it("gives a signed-in customer the storefront's 404, with no word of a back office", async () => {
    const { res, text } = await customer.get("/admin/");
    expect(res.status).toBe(404);
    expect(text).toContain('class="site-header');
    expect(text).not.toMatch(/Verwaltung|admin-app/);
  });

  it("gives an owner the back office's frame without storefront chrome, banner or trackers", async () => {
    const { res, text } = await manager.get("/admin/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(text).toContain('class="admin-app"');
    expect(text).toMatch(/<nav[^>]*aria-label="Verwaltung"/);
    expect(text).not.toContain('class="site-header');
    expect(text).not.toMatch(/consent-banner|laden_attribution|analytics/i);
    expect(text).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  });
});

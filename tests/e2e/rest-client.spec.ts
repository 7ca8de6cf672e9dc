/**
 * Our REST client in the browser (`window.ladenApi`, glossary G2): a nonce that no longer fits
 * the session is refreshed from admin-ajax.php?action=rest-nonce and the request retried once;
 * per_page -1 over more than 100 items fetches pages of 100; PATCH/DELETE travel as POST with
 * the override header.
 */
import { execFileSync } from "node:child_process";
import { expect, type Page, type Request, test } from "@playwright/test";

const PASSWORD = "ein-langes-passwort";
const DATA_DIR = process.env.E2E_DATA_DIR ?? "./data/e2e";
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.de`;

type Api = { apiFetch<T>(req: Record<string, unknown>): Promise<T> };

async function apiReady(page: Page) {
  await page.locator("html[data-laden-api=ready]").waitFor({ state: "attached" });
}

function restRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (/\/wp-json\/|action=rest-nonce/.test(r.url())) seen.push(r);
  });
  return seen;
}

/** Signs in (or registers) through the account form, in the page's browser context. */
async function submitAccountForm(page: Page, fields: Record<string, string>, nonceField: string) {
  const html = await (await page.request.get("/my-account/")).text();
  const nonce = new RegExp(`name="${nonceField}" value="([^"]*)"`).exec(html)![1]!;
  const res = await page.request.post("/my-account/", {
    form: { ...fields, [nonceField]: nonce },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

test("a nonce that no longer fits is refreshed and the request retried once", async ({ page }) => {
  // The page is served to a guest: its REST nonce is not bound to any session.
  await page.goto("/");
  await apiReady(page);
  const email = uniqueEmail("nonce");
  // Signing in elsewhere (another tab) makes the page's nonce invalid for the new session.
  await submitAccountForm(page, { email, password: PASSWORD }, "woocommerce-register-nonce");
  const seen = restRequests(page);
  const me = await page.evaluate(() =>
    (window as unknown as { ladenApi: Api }).ladenApi.apiFetch<{ email: string }>({ path: "wp/v2/users/me" }),
  );
  expect(me.email).toBe(email);
  const calls = await Promise.all(
    seen.map(
      async (r) =>
        `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search} ${(await r.response())?.status()}`,
    ),
  );
  expect(calls).toEqual([
    "GET /wp-json/wp/v2/users/me?lang=de 403",
    "GET /wp-admin/admin-ajax.php?action=rest-nonce 200",
    "GET /wp-json/wp/v2/users/me?lang=de 200",
  ]);
  expect(seen[2]!.headers()["x-wp-nonce"]).not.toBe(seen[0]!.headers()["x-wp-nonce"]);
});

test("per_page -1 over more than 100 items fetches pages of 100; writes use the method override", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("owner");
  execFileSync(
    "npx",
    ["node", "bin/laden.ts", "user", "create", "--email", email, "--role", "shop_manager"],
    {
      input: PASSWORD,
      env: { ...process.env, LADEN_DATA_DIR: DATA_DIR, DATABASE_URL: "" },
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
  await submitAccountForm(page, { username: email, password: PASSWORD }, "woocommerce-login-nonce");
  await page.goto("/");
  await apiReady(page);
  const tag = `e2e-${Date.now().toString(36)}`;
  const ids = await page.evaluate(async (tag) => {
    const api = (window as unknown as { ladenApi: Api }).ladenApi;
    const ids: number[] = [];
    for (let i = 0; i < 105; i++) {
      const p = await api.apiFetch<{ id: number }>({
        path: "wp/v2/pages",
        method: "POST",
        data: { title: `${tag} ${i}`, slug: `${tag}-${i}`, status: "draft" },
      });
      ids.push(p.id);
    }
    return ids;
  }, tag);
  expect(ids).toHaveLength(105);

  const seen = restRequests(page);
  const drafts = await page.evaluate(() =>
    (window as unknown as { ladenApi: Api }).ladenApi.apiFetch<{ id: number }[]>({
      path: "wp/v2/pages?status=draft&per_page=-1",
    }),
  );
  const mine = drafts.filter((d) => ids.includes(d.id));
  expect(mine).toHaveLength(105);
  const pages = seen.map((r) => new URL(r.url()).searchParams);
  expect(pages.length).toBe(Math.ceil(drafts.length / 100));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.map((p) => p.get("per_page"))).toEqual(pages.map(() => "100"));
  expect(pages.map((p) => p.get("page") ?? "1")).toEqual(pages.map((_, i) => String(i + 1)));

  // PATCH and DELETE as POST with X-HTTP-Method-Override (and clean up).
  seen.length = 0;
  const patched = await page.evaluate(
    (id) =>
      (window as unknown as { ladenApi: Api }).ladenApi.apiFetch<{ title: { rendered: string } }>({
        path: `wp/v2/pages/${id}`,
        method: "PATCH",
        data: { title: "Geändert" },
      }),
    ids[0]!,
  );
  expect(patched.title.rendered).toBe("Geändert");
  expect(seen[0]!.method()).toBe("POST");
  expect(seen[0]!.headers()["x-http-method-override"]).toBe("PATCH");
  await page.evaluate(async (ids) => {
    const api = (window as unknown as { ladenApi: Api }).ladenApi;
    for (const id of ids) await api.apiFetch({ path: `wp/v2/pages/${id}?force=true`, method: "DELETE" });
  }, ids);
  expect(seen.at(-1)!.headers()["x-http-method-override"]).toBe("DELETE");
  const left = await page.evaluate(() =>
    (window as unknown as { ladenApi: Api }).ladenApi.apiFetch<unknown[]>({
      path: "wp/v2/pages?status=draft&per_page=-1",
    }),
  );
  expect(left.filter((d) => ids.includes((d as { id: number }).id))).toEqual([]);
});

/**
 * Bulk orders from one address (issue 19 item 9, WC-12): the checkout counts placed orders per
 * client address in PostgreSQL (modules/rate-limit) against `checkout.ordersPerHour`; over it,
 * every checkout path answers 429 with Retry-After and a German message, and nothing is placed.
 * A checkout that places nothing takes its count back.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { cookieHeader, remember } from "../setup/cookie-jar.ts";
import { checkoutForm, type Guest, guestAtCheckout, SIMPLE_PRODUCT_SQL } from "../setup/guest-checkout.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const LIMIT = 3;

async function post(path: string, g: Guest, ip: string, fields: Record<string, string>) {
  const res = await fetch(`${app().url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookieHeader(g.j),
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  remember(g.j, res);
  return res;
}

async function guests(n: number): Promise<Guest[]> {
  const { rows } = await app().database.pool.query<{ id: number }>(SIMPLE_PRODUCT_SQL);
  const out: Guest[] = [];
  for (let i = 0; i < n; i++) out.push(await guestAtCheckout(app().url, rows[0]!.id));
  return out;
}

const orderCount = async () =>
  Number((await app().database.pool.query("select count(*)::int as n from orders")).rows[0].n);

describe("checkout rate limit", () => {
  it("8 concurrent orders from one address over a limit of 3: 3 placed, the rest 429 with Retry-After; other addresses go on", async () => {
    await settingsChange(app(), () =>
      app().database.pool.query(
        "insert into settings (key, value) values ('checkout.ordersPerHour', $1::jsonb) on conflict (key) do update set value = excluded.value",
        [JSON.stringify(LIMIT)],
      ),
    );
    const before = await orderCount();
    const burst = await guests(LIMIT + 5);
    const answers = await Promise.all(
      burst.map(async (g) => {
        const res = await post("/?wc-ajax=checkout", g, "198.51.100.20", checkoutForm(g));
        return { res, body: await res.json() };
      }),
    );
    const placed = answers.filter((a) => a.res.status === 200 && a.body.result === "success");
    const limited = answers.filter((a) => a.res.status === 429);
    expect(placed).toHaveLength(LIMIT);
    expect(limited).toHaveLength(5);
    for (const { res, body } of limited) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body.result).toBe("failure");
      expect(body.errors[0].code).toBe("laden_rate_limited");
      expect(body.errors[0].message).toMatch(/Bestellungen.*noch einmal/);
    }
    expect(await orderCount()).toBe(before + LIMIT);

    // The no-JS form of the same address is refused too.
    const [late] = await guests(1);
    const page = await post("/checkout/", late!, "198.51.100.20", checkoutForm(late!));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await page.text()).toContain("Bestellungen");
    expect(await orderCount()).toBe(before + LIMIT);

    // Another address is not affected.
    const [other] = await guests(1);
    const res = await post("/?wc-ajax=checkout", other!, "198.51.100.21", checkoutForm(other!));
    expect((await res.json()).result).toBe("success");
  });

  it("checkouts that place nothing (a missing field) do not count", async () => {
    const ip = "198.51.100.30";
    const batch = await guests(LIMIT);
    for (let i = 0; i < LIMIT + 3; i++) {
      const g = batch[i % LIMIT]!;
      const { terms: _terms, ...withoutTerms } = checkoutForm(g);
      const res = await post("/?wc-ajax=checkout", g, ip, withoutTerms);
      expect(res.status).toBe(200);
      expect((await res.json()).result).toBe("failure");
    }
    for (const g of batch) {
      const res = await post("/?wc-ajax=checkout", g, ip, checkoutForm(g));
      expect((await res.json()).result).toBe("success");
    }
  });
});

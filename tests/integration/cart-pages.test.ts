/** The cart without JavaScript: links and forms that change the cart, redirect and leave notices. */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";

const app = appForFile();

class Browser {
  cookies = new Map<string, string>();
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${app().url}${path}`, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(";")[0]!.split("=");
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return res;
  }
  async page(path: string): Promise<string> {
    const res = await this.fetch(path);
    expect(res.status).toBe(200);
    return res.text();
  }
  post(path: string, fields: Record<string, string>) {
    return this.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }
}

const cartCount = (html: string) => Number(/data-count="(\d+)"/.exec(html)?.[1]);

async function firstSimple() {
  const { rows } = await app().database.pool.query<{ id: number; name: string; slug: string }>(
    "select id, name, slug from products where type='simple' and status='publish' and stock_status='instock' and min_quantity = 1 and not manage_stock order by id limit 1",
  );
  return rows[0]!;
}

describe("cart without JavaScript", () => {
  it("adds from an ?add-to-cart link, redirects without the parameter and shows the notice once", async () => {
    const b = new Browser();
    const product = await firstSimple();
    const res = await b.fetch(`/shop/?orderby=price&add-to-cart=${product.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/shop/?orderby=price");
    const html = await b.page("/shop/?orderby=price");
    expect(html).toMatch(/class="woocommerce-message"[^>]*>.*?wurde Ihrem Warenkorb hinzugefügt/s);
    expect(cartCount(html)).toBe(1);
    expect(await b.fetch("/shop/").then((r) => r.headers.get("cache-control"))).toBe("private, no-store");
    // The notice is shown once (the buttons' data-success_message carries the same words).
    expect(await b.page("/shop/")).not.toContain('class="woocommerce-message"');
  });

  it("adds a variation from the product form and explains a wrong combination", async () => {
    const b = new Browser();
    const { rows } = await app().database.pool.query(
      "select p.id, p.slug, v.attributes from products p join product_variations v on v.product_id = p.id where p.type='variable' and v.stock_status='instock' order by p.id, v.id limit 1",
    );
    const { id, slug, attributes } = rows[0];
    const fields: Record<string, string> = { "add-to-cart": String(id), quantity: "2" };
    for (const [k, v] of Object.entries(attributes as Record<string, string>)) fields[`attribute_${k}`] = v;
    const res = await b.post(`/product/${slug}/`, fields);
    expect(res.status).toBe(303);
    expect(cartCount(await b.page(`/product/${slug}/`))).toBe(2);

    const wrong = await b.post(`/product/${slug}/`, {
      "add-to-cart": String(id),
      attribute_groesse: "7 Tonnen",
    });
    expect(wrong.headers.get("location")).toBe(`/product/${slug}/`);
    const html = await b.page(`/product/${slug}/`);
    expect(html).toContain('class="woocommerce-error" role="alert"');
    expect(html).toContain("gültige Ausführung");
    expect(cartCount(html)).toBe(2);
  });

  it("removes with the mini cart link (nonce checked) and updates quantities on the cart page", async () => {
    const b = new Browser();
    const product = await firstSimple();
    await b.fetch(`/shop/?add-to-cart=${product.id}`);
    const cart = await b.page("/cart/");
    const removeHref = /href="(\/cart\/\?remove_item=[^"]+)"/.exec(cart)![1]!.replace(/&amp;/g, "&");
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(cart)![1]!;
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec(cart)![1]!;

    const update = await b.post("/cart/", { _wpnonce: nonce, [`cart[${key}][qty]`]: "4", update_cart: "1" });
    expect(update.status).toBe(200);
    expect(cartCount(await b.page("/cart/"))).toBe(4);

    const bad = await b.post("/cart/", { _wpnonce: nonce, [`cart[${key}][qty]`]: "-2" });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("ganze Zahl");
    const forged = await b.post("/cart/", { _wpnonce: "000000000000", [`cart[${key}][qty]`]: "1" });
    expect(forged.status).toBe(403);
    expect(cartCount(await b.page("/cart/"))).toBe(4);

    const forgedRemove = await b.fetch(removeHref.replace(/_wpnonce=[^&]+/, "_wpnonce=000000000000"));
    expect(forgedRemove.status).toBe(303);
    expect(cartCount(await b.page("/cart/"))).toBe(4);

    const removed = await b.fetch(removeHref);
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/cart/");
    const after = await b.page("/cart/");
    expect(after).toContain("wurde entfernt");
    expect(after).toContain("gegenwärtig leer");
  });

  it("hides the store notice once its cookie says so, and shows a changed text again", async () => {
    const b = new Browser();
    const html = await b.page("/");
    const id = /data-notice-id="([0-9a-f]+)"/.exec(html)![1]!;
    b.cookies.set(`store_notice${id}`, "hidden");
    expect(await b.page("/")).not.toContain("woocommerce-store-notice");
    await settingsChange(app(), () =>
      app().database.pool.query(
        `insert into settings (key, value) values ('shop.storeNotice', '"Neu: Winterröstung"') on conflict (key) do update set value = excluded.value`,
      ),
    );
    const changed = await b.page("/");
    expect(changed).toContain("Neu: Winterröstung");
    expect(/data-notice-id="([0-9a-f]+)"/.exec(changed)![1]).not.toBe(id);
  });
});

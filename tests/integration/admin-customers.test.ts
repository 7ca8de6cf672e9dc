/**
 * The back office's customers (issue 20, item 5): role checks on every screen and action, the
 * list's search, sort and paging, a customer's page, the GDPR export (JSON, HTML) and erasure
 * (one transaction: account gone, orders anonymised with amounts kept, submissions gone, the
 * erasure audited without personal data, a second erasure harmless, owners refused), and REST
 * `wc/v3/customers` in WooCommerce's shapes for owners only.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { uploadsDir } from "#modules/forms/uploads/store.ts";
import { createAppPassword } from "#modules/users/app-passwords.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];

const tag = `zq${randomBytes(3).toString("hex")}`;
let customerVisitor: Visitor;
let customerId: number;
let manager: Visitor;
let admin: { id: number; email: string };

async function addAddress(userId: number, first: string, last: string, postcode: string, city: string) {
  await query(
    `insert into user_addresses (user_id, kind, first_name, last_name, address_1, postcode, city, country, phone)
     values ($1, 'billing', $2, $3, 'Lindenweg 4', $4, $5, 'DE', '0301234567')`,
    [userId, first, last, postcode, city],
  );
}

beforeAll(async () => {
  const c = await createCustomer(db());
  customerId = c.id;
  customerVisitor = new Visitor(base);
  await customerVisitor.signIn(c.email, TEST_PASSWORD);
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  admin = await createOwner(db(), "administrator");
  // 27 tagged customers (inserted directly: hashing 27 passwords would only cost time).
  await query(
    `insert into users (email, display_name, role, password_hash, created_at)
     select $1 || '-' || lpad(n::text, 2, '0') || '@example.de', '', 'customer', 'x', now() - n * interval '1 minute'
       from generate_series(1, 27) n`,
    [tag],
  );
});

describe("who may see the customers", () => {
  const paths = () => [
    "/admin/customers/",
    `/admin/customers/${customerId}/`,
    `/admin/customers/${customerId}/export/json/`,
    `/admin/customers/${customerId}/export/html/`,
    `/admin/customers/${customerId}/erase/`,
  ];

  it("sends a visitor to the owner sign-in and gives a customer the storefront 404", async () => {
    for (const path of paths()) {
      const visitor = await new Visitor(base).get(path);
      expect(visitor.res.status, path).toBe(302);
      expect(visitor.res.headers.get("location"), path).toContain("/admin/login/");
      const customer = await customerVisitor.get(path);
      expect(customer.res.status, path).toBe(404);
      expect(customer.text, path).not.toContain('class="admin-app"');
    }
  });

  it("refuses an erasure posted by a visitor or a customer and changes nothing", async () => {
    const { email } = (
      await query<{ email: string }>("select email from users where id = $1", [customerId])
    )[0]!;
    const visitor = await new Visitor(base).post(`/admin/customers/${customerId}/erase/`, {
      confirmEmail: email,
    });
    expect(visitor.res.status).toBe(302);
    expect(visitor.res.headers.get("location")).toContain("/admin/login/");
    const customer = await customerVisitor.post(`/admin/customers/${customerId}/erase/`, {
      confirmEmail: email,
    });
    expect(customer.res.status).toBe(404);
    expect(await query("select 1 from users where id = $1", [customerId])).toHaveLength(1);
  });
});

describe("the customers list", () => {
  it("searches by e-mail, pages by 25 and says how many there are", async () => {
    const first = await manager.get(`/admin/customers/?q=${tag}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toMatch(/no-store/);
    expect(first.text).toContain("Kunden gesamt: 27");
    const rows = (text: string) =>
      text.match(new RegExp(`class="admin-cust-email">${tag}-\\d\\d@`, "g")) ?? [];
    expect(rows(first.text)).toHaveLength(25);
    expect(first.text).toContain("Seite 1 von 2");
    const second = await manager.get(`/admin/customers/?q=${tag}&page=2`);
    expect(rows(second.text)).toHaveLength(2);
    // Newest first by default: n = 1 is the newest (created 1 minute ago).
    expect(first.text.indexOf(`${tag}-01@`)).toBeLessThan(first.text.indexOf(`${tag}-02@`));
    expect(second.text).toContain(`${tag}-27@`);
  });

  it("sorts by e-mail both ways and marks the sorted column", async () => {
    const asc = await manager.get(`/admin/customers/?q=${tag}&sort=email`);
    expect(asc.text.indexOf(`${tag}-01@`)).toBeLessThan(asc.text.indexOf(`${tag}-25@`));
    expect(asc.text).toMatch(/aria-sort="ascending"/);
    const desc = await manager.get(`/admin/customers/?q=${tag}&sort=email&dir=desc`);
    expect(desc.text.indexOf(`${tag}-27@`)).toBeLessThan(desc.text.indexOf(`${tag}-03@`));
    expect(desc.text).not.toContain(`${tag}-02@`);
    expect(desc.text).toMatch(/aria-sort="descending"/);
  });

  it("finds customers by billing name, postcode and city, with order count and total spent", async () => {
    const person = await createCustomer(db());
    await addAddress(person.id, "Wiebke", `Quastenberg${tag}`, "06484", `Quedlinburg${tag}`);
    const product = await stockedProduct(db(), 10);
    const order = await placeTestOrder(db(), {
      userId: person.id,
      email: person.email,
      productId: product.id,
      quantity: 2,
    });
    const cancelled = await placeTestOrder(db(), {
      userId: person.id,
      email: person.email,
      productId: product.id,
    });
    await query("update orders set status = 'cancelled' where id = $1", [cancelled.id]);
    for (const q of [`quastenberg${tag}`, `Quedlinburg${tag}`, `wiebke quastenberg${tag}`]) {
      const { text } = await manager.get(`/admin/customers/?q=${encodeURIComponent(q)}`);
      expect(text, q).toContain("Kunden gesamt: 1");
      expect(text, q).toContain(`href="/admin/customers/${person.id}/"`);
      expect(text, q).toContain(`Wiebke Quastenberg${tag}`);
    }
    const { text } = await manager.get(`/admin/customers/?q=${tag}&sort=orders`);
    const row = text.slice(text.indexOf(`/admin/customers/${person.id}/`));
    // Two orders, but the cancelled one earns nothing.
    expect(row).toMatch(/<td class="admin-num">2<\/td>/);
    expect(row).toContain(`${(order.totalCents / 100).toFixed(2).replace(".", ",")}`);
    // Sorted by orders (desc), the only customer with orders comes first.
    expect(text.indexOf(`/admin/customers/${person.id}/`)).toBeLessThan(text.indexOf(`${tag}-27@`));
    const postcode = await manager.get("/admin/customers/?q=06484");
    expect(postcode.text).toContain(`/admin/customers/${person.id}/`);
  });

  it("leaves guest orders out of the list and treats odd parameters as defaults", async () => {
    const { text } = await manager.get("/admin/customers/?sort=evil&dir=sideways&page=-4&q=%25");
    expect(text).toContain("Kunden");
    expect(text).not.toContain("admin.error");
    expect(text).toContain("Gastbestellungen ohne Kundenkonto erscheinen nicht");
  });
});

describe("a customer's page, export and erasure", () => {
  let person: { id: number; email: string };
  let orderId: number;
  let guestOrderId: number;
  let orderTotal: number;
  let submissionId: number;
  let otherSubmissionId: number;
  let uploadFile: string;

  beforeAll(async () => {
    person = await createCustomer(db());
    await addAddress(person.id, "Henrike", "Zabelsdorf", "10115", "Berlin");
    const product = await stockedProduct(db(), 10);
    const order = await placeTestOrder(db(), {
      userId: person.id,
      email: person.email,
      productId: product.id,
      note: "Bitte bei Henrike Zabelsdorf klingeln",
    });
    orderId = order.id;
    orderTotal = order.totalCents;
    await query("insert into order_notes (order_id, note) values ($1, $2)", [
      orderId,
      `Widerruf erklärt von Henrike Zabelsdorf (${person.email})`,
    ]);
    // The same person ordered once as a guest with the same address (other case).
    const guest = await placeTestOrder(db(), {
      userId: person.id,
      email: person.email.toUpperCase(),
      productId: product.id,
    });
    guestOrderId = guest.id;
    await query("update orders set user_id = null where id = $1", [guestOrderId]);
    const [form] = await query<{ id: number }>("select id from forms order by id limit 1");
    const values = (email: string) =>
      JSON.stringify({ 1: { key: "email", label: "E-Mail", type: "email", value: email, text: email } });
    submissionId = (
      await query<{ id: number }>(
        "insert into form_submissions (form_id, values) values ($1, $2) returning id",
        [form!.id, values(person.email)],
      )
    )[0]!.id;
    // An uploaded file attached to the person's submission: erased with it, from disk too.
    uploadFile = join(uploadsDir(inject("dataDir")), `${randomBytes(16).toString("hex")}.txt`);
    await mkdir(uploadsDir(inject("dataDir")), { recursive: true });
    await writeFile(uploadFile, "Lebenslauf");
    await query(
      `insert into form_uploads (token_hash, form_id, field_id, owner_hash, status, submission_id, original_name, stored_name, size, mime, sha256)
       values ($1, $2, 1, 'o', 'attached', $3, 'lebenslauf.txt', $4, 10, 'text/plain', 'x')`,
      [randomBytes(16).toString("hex"), form!.id, submissionId, uploadFile.split("/").pop()],
    );
    otherSubmissionId = (
      await query<{ id: number }>(
        "insert into form_submissions (form_id, values) values ($1, $2) returning id",
        [form!.id, values("jemand-anderes@example.de")],
      )
    )[0]!.id;
    await createAppPassword(db(), person.id, "Skript");
  });

  it("shows account data, addresses, orders linking to the order page and the history", async () => {
    const { res, text } = await manager.get(`/admin/customers/${person.id}/`);
    expect(res.status).toBe(200);
    expect(text).toContain(person.email);
    expect(text).toContain("Zabelsdorf");
    expect(text).toContain("10115 Berlin");
    expect(text).toContain(`href="/admin/orders/${orderId}/"`);
    // The order's row counts its items (one unit placed).
    expect(text.slice(text.indexOf(`href="/admin/orders/${orderId}/"`))).toMatch(
      /<td class="admin-num">1<\/td>/,
    );
    // The guest order is not the account's order (it shows up in the export and the erasure).
    expect(text).not.toContain(`href="/admin/orders/${guestOrderId}/"`);
    expect(text).toContain(`href="/admin/customers/${person.id}/export/json/"`);
    expect(text).toContain(`href="/admin/customers/${person.id}/erase/"`);
    expect(text).toContain("Verlauf");
    const missing = await manager.get("/admin/customers/99999999/");
    expect(missing.res.status).toBe(404);
  });

  it("exports everything about the person as JSON and as a readable page", async () => {
    const { res, text } = await manager.get(`/admin/customers/${person.id}/export/json/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`attachment; filename="kunde-${person.id}-daten-`),
    );
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: person.id, email: person.email, role: "customer" });
    expect(data.addresses.billing).toMatchObject({ lastName: "Zabelsdorf", city: "Berlin" });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([orderId, guestOrderId]);
    const [own, guest] = data.orders;
    expect(own).toMatchObject({
      placedWithAccount: true,
      totalCents: orderTotal,
      customerNote: "Bitte bei Henrike Zabelsdorf klingeln",
    });
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.attribution).toMatchObject({ source_type: "typein" });
    expect(own.sepa).toMatchObject({ ibanLast4: "3000" });
    expect(own.sepa.mandateReference).toBeTruthy();
    expect(text).not.toContain("DE89370400440532013000");
    expect(guest.placedWithAccount).toBe(false);
    expect(data.sessions.open).toBeGreaterThanOrEqual(0);
    expect(data.formSubmissions.map((s: { id: number }) => s.id)).toEqual([submissionId]);
    expect(data.applicationPasswords).toEqual([expect.objectContaining({ name: "Skript" })]);
    expect(Array.isArray(data.auditEntries)).toBe(true);

    const html = await manager.get(`/admin/customers/${person.id}/export/html/`);
    expect(html.res.status).toBe(200);
    expect(html.res.headers.get("content-type")).toMatch(/text\/html/);
    expect(html.text).toContain(`Datenauskunft Kunde #${person.id}`);
    expect(html.text).toContain(person.email);
    expect(html.text).toContain(`#${guestOrderId}`);
  });

  it("asks for the e-mail address and changes nothing when it does not match", async () => {
    const page = await manager.get(`/admin/customers/${person.id}/erase/`);
    expect(page.text).toContain("Betroffene Bestellungen: 2");
    const wrong = await manager.post(`/admin/customers/${person.id}/erase/`, {
      confirmEmail: "falsch@example.de",
    });
    expect(wrong.res.status).toBe(400);
    expect(wrong.text).toContain("stimmt nicht mit der des Kunden überein");
    expect(await query("select 1 from users where id = $1", [person.id])).toHaveLength(1);
  });

  it("erases in one go: account gone, orders anonymised with amounts kept, submissions gone, audited without personal data", async () => {
    const before = await query<{
      id: number;
      total_cents: number;
      vat: unknown;
      mandate_reference: string;
      created_at: Date;
    }>(
      "select id, total_cents, vat, mandate_reference, created_at from orders where id = any($1) order by id",
      [[orderId, guestOrderId]],
    );
    expect(existsSync(uploadFile)).toBe(true);
    const { res } = await manager.post(`/admin/customers/${person.id}/erase/`, {
      confirmEmail: ` ${person.email.toUpperCase()} `,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/customers/?erased=1");
    const notice = await manager.get("/admin/customers/?erased=1");
    expect(notice.text).toContain("Der Kunde wurde gelöscht");

    expect(await query("select 1 from users where id = $1", [person.id])).toHaveLength(0);
    for (const table of [
      "sessions",
      "user_addresses",
      "application_passwords",
      "carts",
      "password_reset_tokens",
    ]) {
      expect(await query(`select 1 from ${table} where user_id = $1`, [person.id]), table).toHaveLength(0);
    }
    const after = await query<Record<string, unknown>>(
      "select id, user_id, email, billing, shipping, customer_note, sepa_holder, sepa_iban_encrypted, total_cents, vat, mandate_reference, created_at from orders where id = any($1) order by id",
      [[orderId, guestOrderId]],
    );
    expect(after).toHaveLength(2);
    after.forEach((o, i) => {
      expect(o.user_id).toBeNull();
      expect(o.email).toBe(`geloescht-${o.id}@anonymisiert.invalid`);
      expect(o.total_cents).toBe(before[i]!.total_cents);
      expect(o.vat).toEqual(before[i]!.vat);
      expect(o.mandate_reference).toBe(before[i]!.mandate_reference);
      expect(o.created_at).toEqual(before[i]!.created_at);
      expect(o.sepa_iban_encrypted).toBeNull();
      expect(JSON.stringify(o)).not.toMatch(/Erika|Mustermann|Heidestraße|Zabelsdorf|Henrike|example\.de/i);
    });
    expect(await query("select 1 from order_items where order_id = $1", [orderId])).not.toHaveLength(0);
    const notes = await query<{ note: string }>("select note from order_notes where order_id = any($1)", [
      [orderId, guestOrderId],
    ]);
    expect(JSON.stringify(notes)).not.toMatch(/Zabelsdorf|Henrike|example\.de/i);
    expect(await query("select 1 from form_submissions where id = $1", [submissionId])).toHaveLength(0);
    expect(await query("select 1 from form_submissions where id = $1", [otherSubmissionId])).toHaveLength(1);
    expect(await query("select 1 from form_uploads where submission_id = $1", [submissionId])).toHaveLength(
      0,
    );
    expect(existsSync(uploadFile)).toBe(false);

    const audit = await query<Record<string, unknown>>(
      "select * from audit_log where entity = 'customer' and entity_id = $1 and action = 'erase'",
      [String(person.id)],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toMatch(
      new RegExp(`${person.email.split("@")[0]}|Zabelsdorf|Henrike`, "i"),
    );
    expect(audit[0]!.changes).toMatchObject({ ordersAnonymised: { to: 2 }, submissionsDeleted: { to: 1 } });

    // A second erasure (double click, retry): nothing left to do, nothing breaks, no second entry.
    const again = await manager.post(`/admin/customers/${person.id}/erase/`, { confirmEmail: person.email });
    expect(again.res.status).toBe(302);
    expect(again.res.headers.get("location")).toBe("/admin/customers/");
    expect(
      await query(
        "select 1 from audit_log where entity = 'customer' and entity_id = $1 and action = 'erase'",
        [String(person.id)],
      ),
    ).toHaveLength(1);
    const gone = await manager.get(`/admin/customers/${person.id}/`);
    expect(gone.res.status).toBe(404);
  });

  it("refuses to erase an owner account", async () => {
    const { res, text } = await manager.post(`/admin/customers/${admin.id}/erase/`, {
      confirmEmail: admin.email,
    });
    expect(res.status).toBe(403);
    expect(text).toContain("Konten von Inhabern können hier nicht gelöscht werden");
    expect(await query("select 1 from users where id = $1", [admin.id])).toHaveLength(1);
  });
});

describe("REST wc/v3/customers", () => {
  const basic = (email: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`,
  });

  it("answers 401 to nobody and 403 to a customer, in WordPress's error shape", async () => {
    const anon = await fetch(`${base()}/wp-json/wc/v3/customers`);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: "woocommerce_rest_cannot_view", data: { status: 401 } });
    const customer = await createCustomer(db());
    const password = await createAppPassword(db(), customer.id, "test");
    const res = await fetch(`${base()}/wp-json/wc/v3/customers`, {
      headers: basic(customer.email, password),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "woocommerce_rest_cannot_view", data: { status: 403 } });
    const one = await fetch(`${base()}/wp-json/wc/v3/customers/${customer.id}`, {
      headers: basic(customer.email, password),
    });
    expect(one.status).toBe(403);
  });

  it("lists and reads customers in WooCommerce's shapes for an owner", async () => {
    const password = await createAppPassword(db(), admin.id, "script");
    const headers = basic(admin.email, password);
    const person = await createCustomer(db());
    await addAddress(person.id, "Jasper", `Rest${tag}`, "20095", "Hamburg");
    const list = await fetch(`${base()}/wp-json/wc/v3/customers?search=rest${tag}&per_page=5`, { headers });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-wp-total")).toBe("1");
    const [item] = await list.json();
    expect(item).toMatchObject({
      id: person.id,
      email: person.email,
      first_name: "Jasper",
      last_name: `Rest${tag}`,
      role: "customer",
      username: person.email,
      billing: {
        first_name: "Jasper",
        postcode: "20095",
        city: "Hamburg",
        country: "DE",
        email: person.email,
        address_2: "",
        state: "",
      },
      shipping: { first_name: "", city: "" },
      orders_count: 0,
      total_spent: "0.00",
      avatar_url: "",
    });
    expect(item.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(item.date_created_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    const paged = await fetch(
      `${base()}/wp-json/wc/v3/customers?search=${tag}-&orderby=registered_date&order=asc&per_page=10&page=3`,
      {
        headers,
      },
    );
    expect(paged.headers.get("x-wp-total")).toBe("27");
    expect(paged.headers.get("x-wp-totalpages")).toBe("3");
    const page3 = await paged.json();
    expect(page3.map((c: { email: string }) => c.email)).toEqual([
      `${tag}-07@example.de`,
      `${tag}-06@example.de`,
      `${tag}-05@example.de`,
      `${tag}-04@example.de`,
      `${tag}-03@example.de`,
      `${tag}-02@example.de`,
      `${tag}-01@example.de`,
    ]);

    const owners = await (
      await fetch(`${base()}/wp-json/wc/v3/customers?role=administrator&per_page=100`, { headers })
    ).json();
    expect(owners.some((o: { id: number }) => o.id === admin.id)).toBe(true);
    expect(owners.every((o: { role: string }) => o.role === "administrator")).toBe(true);

    const one = await fetch(`${base()}/wp-json/wc/v3/customers/${person.id}`, { headers });
    expect(await one.json()).toMatchObject({ id: person.id, billing: { city: "Hamburg" } });
    const missing = await fetch(`${base()}/wp-json/wc/v3/customers/99999999`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      code: "woocommerce_rest_invalid_id",
      data: { status: 404 },
    });
    for (const bad of ["orderby=colour", "order=up", "role=pirate", "per_page=101"]) {
      const res = await fetch(`${base()}/wp-json/wc/v3/customers?${bad}`, { headers });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).code).toBe("rest_invalid_param");
    }
  });
});

describe("customer_stats (kept by triggers for the sorts)", () => {
  it("agrees with the orders after everything above (orders placed, cancelled, moved to guests, erased)", async () => {
    const person = await createCustomer(db());
    const product = await stockedProduct(db(), 10);
    const order = await placeTestOrder(db(), {
      userId: person.id,
      email: person.email,
      productId: product.id,
    });
    await query("update orders set status = 'refunded' where id = $1", [order.id]);
    await query(
      "update orders set status = 'completed', total_cents = total_cents + 100, subtotal_cents = subtotal_cents + 100 where id = $1",
      [order.id],
    );
    await query("update user_addresses set last_name = 'Zwerg' where user_id = $1", [person.id]);
    await addAddress(person.id, "Ada", "Aalto", "01067", "Dresden");
    const drift = await query<{ id: number }>(`
      select u.id from users u join customer_stats s on s.user_id = u.id
       where s.orders_count <> (select count(*) from orders o where o.user_id = u.id)
          or s.spent_cents <> (select coalesce(sum(total_cents), 0) from orders o
                                where o.user_id = u.id and o.status not in ('cancelled', 'failed', 'refunded'))`);
    expect(drift).toEqual([]);
    expect(
      await query(
        "select 1 from users u where not exists (select 1 from customer_stats s where s.user_id = u.id)",
      ),
    ).toEqual([]);
    const [stats] = await query<{ orders_count: number; spent_cents: number; sort_name: string }>(
      "select orders_count, spent_cents, sort_name from customer_stats where user_id = $1",
      [person.id],
    );
    expect(stats).toMatchObject({
      orders_count: 1,
      spent_cents: order.totalCents + 100,
      sort_name: "aalto ada",
    });
  });
});

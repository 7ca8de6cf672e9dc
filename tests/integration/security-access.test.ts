/**
 * Access to orders by id and key (reliability.md WC-3, WC-4, GZ-3) and the server's own field
 * definitions over anything a client posts (NF-14, mass assignment).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;

type Order = Awaited<ReturnType<typeof placeTestOrder>>;
let alice: { id: number; email: string };
let bob: { id: number; email: string };
let aliceOrder: Order;
let bobOrder: Order;

beforeAll(async () => {
  const product = await stockedProduct(db(), 10);
  alice = await createCustomer(db());
  bob = await createCustomer(db());
  aliceOrder = await placeTestOrder(db(), {
    userId: alice.id,
    email: alice.email,
    productId: product.id,
    paymentMethod: "bacs",
    note: "Alices geheime Notiz",
  });
  bobOrder = await placeTestOrder(db(), {
    userId: bob.id,
    email: bob.email,
    productId: product.id,
    paymentMethod: "bacs",
  });
});

/**
 * Personal data of Alice's order that must never reach anyone else (her key is left out: the
 * tests send it, and pages echo their own URL, e.g. as the consent banner's return path).
 */
const alicePii = () => [alice.email, "Alices geheime Notiz", "Heidestraße", "0221 1234567"];

function expectNotFound(res: Response, text: string, label: string) {
  expect(res.status, label).toBe(404);
  for (const secret of alicePii()) expect(text, `${label}: ${secret}`).not.toContain(secret);
}

describe("WC-3: orders by id and key", () => {
  it("the order's own key opens its thank-you and pay pages (the control)", async () => {
    const v = new Visitor(() => app().url);
    const ok = await v.get(`/checkout/order-received/${aliceOrder.id}/?key=${aliceOrder.orderKey}`);
    expect(ok.res.status).toBe(200);
    expect(ok.text).toContain("Heidestraße");
    const pay = await v.get(`/checkout/order-pay/${aliceOrder.id}/?key=${aliceOrder.orderKey}`);
    expect(pay.res.status).toBe(200);
  });

  it("another order's key, a wrong, empty or missing key, and the next id: 404 without personal data", async () => {
    const v = new Visitor(() => app().url);
    const keys = [
      `?key=${bobOrder.orderKey}`,
      `?key=${aliceOrder.orderKey.slice(0, -1)}${aliceOrder.orderKey.endsWith("a") ? "b" : "a"}`,
      `?key=${aliceOrder.orderKey.toUpperCase()}`,
      "?key=",
      "",
      `?key[]=${aliceOrder.orderKey}`,
    ];
    for (const page of ["order-received", "order-pay"]) {
      for (const key of keys) {
        const path = `/checkout/${page}/${aliceOrder.id}/${key}`;
        const { res, text } = await v.get(path);
        expectNotFound(res, text, path);
      }
      // Alice's key on Bob's (neighbouring) id shows neither order.
      const swapped = await v.get(`/checkout/${page}/${bobOrder.id}/?key=${aliceOrder.orderKey}`);
      expectNotFound(swapped.res, swapped.text, `${page} swapped`);
      expect(swapped.text).not.toContain(bob.email);
    }
  });

  it("a wrong key and an unknown id look the same (no 403 that confirms the order exists)", async () => {
    const v = new Visitor(() => app().url);
    const wrong = await v.get(`/checkout/order-received/${aliceOrder.id}/?key=wc_order_xxxxxxxxxxxxx`);
    const unknown = await v.get("/checkout/order-received/99999999/?key=wc_order_xxxxxxxxxxxxx");
    expect(wrong.res.status).toBe(unknown.res.status);
    const strip = (html: string) =>
      html
        .replace(/nonce-[A-Za-z0-9+/=]+/g, "")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/"nonce":"[^"]*"/g, "")
        .replace(/\d{4,}/g, "N");
    expect(strip(wrong.text)).toBe(strip(unknown.text));
  });

  it("a signed-in customer reaches only their own orders, on pages and in the REST API", async () => {
    const v = new Visitor(() => app().url);
    await v.signIn(bob.email, TEST_PASSWORD);
    const view = await v.get(`/my-account/view-order/${aliceOrder.id}/`);
    expectNotFound(view.res, view.text, "view-order");
    const received = await v.get(`/checkout/order-received/${aliceOrder.id}/`);
    expectNotFound(received.res, received.text, "order-received without key");
    const own = await v.get(`/my-account/view-order/${bobOrder.id}/`);
    expect(own.res.status).toBe(200);
    const nonce = await v.restNonce();
    const rest = await v.get(`/wp-json/laden/v1/orders/${aliceOrder.id}`, { "x-wp-nonce": nonce });
    expect(rest.res.status).toBe(403);
    for (const secret of alicePii()) expect(rest.text).not.toContain(secret);
    // The withdrawal form never prefills from someone else's order.
    const withdrawal = await v.get(`/vertrag-widerrufen/?order=${aliceOrder.id}`);
    for (const secret of alicePii()) expect(withdrawal.text).not.toContain(secret);
  });
});

describe("NF-14: field settings come from the server's definition only", () => {
  let form: number;
  beforeAll(async () => {
    form = await makeForm(
      db(),
      "mass-assignment",
      [
        fieldDef(1, "name", "textbox", { required: true }),
        fieldDef(2, "email", "email", { required: true }),
        fieldDef(3, "personen", "number", { num_min: "1", num_max: "10" }),
        fieldDef(4, "go", "submit"),
      ],
      [{ type: "save", active: true, settings: {} }],
    );
  });
  const stored = async () =>
    Number(
      (
        await app().database.pool.query<{ n: string }>(
          "select count(*) as n from form_submissions where form_id = $1",
          [form],
        )
      ).rows[0]!.n,
    );

  it("posted required, type, limits and whole field definitions are ignored; the checks still fail", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const tampered = {
      id: form,
      fields: {
        1: {
          id: 1,
          value: "",
          required: false,
          required_field: 0,
          settings: { required: 0 },
          type: "hidden",
        },
        2: { id: 2, value: "keine-adresse", type: "textbox", settings: { type: "textbox" }, key: "name" },
        3: { id: 3, value: "99", num_max: "1000", settings: { num_max: "1000" }, type: "textbox" },
      },
      settings: { fields: [{ id: 1, required: false }], unique_field: "", novalidate: true },
      extra: { fields: [{ id: 1, type: "hidden" }] },
    };
    const { res, body } = await nfSubmit(v, nonce, tampered as never);
    expect(res.status).toBe(200);
    expect(Object.keys(body.errors.fields).sort()).toEqual(["1", "2", "3"]);
    expect(await stored()).toBe(0);

    // The same values the definition allows are accepted: the refusal was the definition's.
    const ok = await nfSubmit(v, nonce, {
      id: form,
      fields: {
        1: { id: 1, value: "Erika" },
        2: { id: 2, value: "erika@example.de" },
        3: { id: 3, value: "4" },
      },
    });
    expect(ok.body.errors).toEqual({});
    expect(await stored()).toBe(1);
  });

  it("posted fields the form does not have are not stored", async () => {
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const { body } = await nfSubmit(v, nonce, {
      id: form,
      fields: {
        1: { id: 1, value: "Max" },
        2: { id: 2, value: "max@example.de" },
        99: { id: 99, value: "eingeschmuggelt" },
      },
    });
    const [row] = (
      await app().database.pool.query<{ values: Record<string, unknown> }>(
        "select values from form_submissions where form_id = $1 order by id desc limit 1",
        [form],
      )
    ).rows;
    if (Object.keys(body.errors ?? {}).length === 0) expect(Object.keys(row!.values)).not.toContain("99");
    expect(JSON.stringify(row!.values)).not.toContain("eingeschmuggelt");
  });
});

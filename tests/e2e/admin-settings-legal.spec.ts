/**
 * Rechtliches (issue 21 item 2) in a browser, by keyboard only: an administrator opens the group
 * from the overview, is refused a German seller's 4-digit postcode, fills in the legal data and
 * sees it on the Impressum and in the next order's confirmation mail (the outbox). axe 0 on the
 * form, its refusal and its confirmation; screenshots at 1280 and 375 px in /tmp/shots-legal/.
 * The shop's legal data is put back afterwards (other specs share the server).
 */
import { expect, type Page, test } from "@playwright/test";
import { and, eq, like } from "drizzle-orm";
import { mailOutbox } from "#db/schema/index.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import "#modules/all-settings.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import {
  addButtons,
  expectNoAxeViolations,
  setSetting,
  setSettingValues,
  shopReady,
  wcAjax,
  withE2eDatabase,
} from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-legal";

const LEGAL = {
  "legal.companyName": "Kaffee Nord GmbH",
  "legal.representative": "Erika Muster (Geschäftsführerin)",
  "legal.street": "Am Deich 3",
  "legal.postcode": "25813",
  "legal.city": "Husum",
  "legal.email": "info@kaffee-nord.example",
  "legal.registerCourt": "Amtsgericht Flensburg",
  "legal.registerNumber": "HRB 98765",
  "legal.vatId": "DE811907980",
} as const;

const LABELS: Record<keyof typeof LEGAL, string> = {
  "legal.companyName": "Firma bzw. Name",
  "legal.representative": "Inhaber bzw. Vertretungsberechtigte",
  "legal.street": "Straße und Hausnummer",
  "legal.postcode": "Postleitzahl",
  "legal.city": "Ort",
  "legal.email": "E-Mail-Adresse",
  "legal.registerCourt": "Registergericht",
  "legal.registerNumber": "Registernummer",
  "legal.vatId": "Umsatzsteuer-Identifikationsnummer",
};

let before: Partial<Settings> = {};

test.beforeAll(async () => {
  const settings = await withE2eDatabase(getSettings);
  before = Object.fromEntries(Object.keys(LEGAL).map((k) => [k, settings[k as keyof Settings]]));
  // Orders of the browser suite all come from 127.0.0.1 (see checkout.spec.ts).
  await setSetting("checkout.ordersPerHour", "10000");
});

test.afterAll(() => setSettingValues(before));

/** Replaces a field's text by keyboard: Tab to it, select all, type. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(value);
}

async function save(page: Page) {
  await tabTo(page, page.getByRole("button", { name: "Einstellungen speichern" }));
  await page.keyboard.press("Enter");
}

test("an administrator fills in the legal data by keyboard and finds it on the Impressum and in the order mail", async ({
  page,
}) => {
  await signInOwner(page, await newOwner("administrator"), "/admin/settings/");
  await tabTo(page, page.getByRole("link", { name: "Rechtliches" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Rechtliches" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "legal-form", [1280, 375]);

  for (const [key, value] of Object.entries(LEGAL) as [keyof typeof LEGAL, string][]) {
    await typeInto(page, LABELS[key], key === "legal.postcode" ? "2581" : value);
  }
  await save(page);
  await expect(page.getByRole("alert")).toContainText("Nicht gespeichert");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByText("Eine deutsche Postleitzahl hat genau 5 Ziffern.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "legal-refused", [1280, 375]);

  await typeInto(page, LABELS["legal.postcode"], LEGAL["legal.postcode"]);
  await save(page);
  const saved = page.getByRole("status").filter({ hasText: "Gespeichert." });
  await expect(saved).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "legal-saved", [1280, 375]);

  await page.goto("/impressum/");
  const content = page.locator(".page-content");
  for (const text of ["Kaffee Nord GmbH", "Am Deich 3", "25813 Husum", "HRB 98765", "DE811907980"]) {
    await expect(content).toContainText(text);
  }
  await expect(content).not.toContainText("legal_data");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "impressum", [1280, 375]);
  await expect(page.locator(".site-footer")).toContainText("Kaffee Nord GmbH · Am Deich 3, 25813 Husum");

  const orderId = await placePrepaymentOrder(page);
  const mail = await expect
    .poll(() => customerMail(orderId), { timeout: 15_000 })
    .toContain("Kaffee Nord GmbH")
    .then(() => customerMail(orderId));
  expect(mail).toContain("Am Deich 3, 25813 Husum · info@kaffee-nord.example");
  expect(mail).toContain("Amtsgericht Flensburg, HRB 98765 · USt-IdNr. DE811907980");
  // No sample seller left in the legal lines (the prepayment account holder is a payment setting).
  expect(mail).not.toMatch(/Röstwerk Laden GmbH ·|Hafenstraße|HRB 123456|DE123456789/);

  // A live shop without a company name: every back-office page says so and links the group.
  await setSettingValues({ "legal.companyName": "" });
  await page.goto("/admin/orders/");
  const warning = page.getByRole("region", { name: "Rechtliche Angaben unvollständig" });
  await expect(warning).toContainText("Ihr Shop ist live, aber es fehlen: Firma bzw. Name.");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "legal-warning", [1280, 375]);
  await tabTo(page, warning.getByRole("link", { name: "Jetzt in Einstellungen → Rechtliches eintragen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Rechtliches" })).toBeVisible();
});

async function placePrepaymentOrder(page: Page): Promise<string> {
  await page.goto("/shop/");
  await shopReady(page);
  const added = page.waitForResponse((r) => wcAjax(r.url()) === "add_to_cart");
  await addButtons(page).first().click();
  await added;
  await page.goto("/checkout/");
  await page.locator(".laden-sepa-consent[data-hydrated]").waitFor({ state: "attached" });
  await page.fill("#billing_first_name", "Erika");
  await page.fill("#billing_last_name", "Mustermann");
  await page.fill("#billing_address_1", "Lindenstraße 12");
  await page.fill("#billing_postcode", "10115");
  await page.fill("#billing_city", "Berlin");
  await page.fill("#billing_email", "legal-e2e@example.com");
  await page.check("#payment_method_bacs");
  await page.check("#terms");
  await page.click("#place_order");
  await page.waitForURL(/order-received\/\d+/);
  return new URL(page.url()).pathname.split("/")[3] ?? "";
}

async function customerMail(orderId: string): Promise<string> {
  const rows = await withE2eDatabase((db) =>
    db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          like(mailOutbox.dedupeKey, `order:${orderId}:%:customer`),
          eq(mailOutbox.to, "legal-e2e@example.com"),
        ),
      ),
  );
  return rows.map((r) => r.text).join("\n");
}

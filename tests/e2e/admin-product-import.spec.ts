/**
 * The product CSV import in the browser (issue 23 item 8), keyboard only: from the products list
 * to the import screen, choose a WooCommerce CSV, check it (the dry run's preview: one product to
 * create, one to change, one to skip, and why), "Importieren" (the background job; the page shows
 * its progress and then the kept result). axe finds nothing on the preview and the result;
 * screenshots at 1280 and 375 px go to /tmp/csv-shots/.
 */
import { mkdirSync } from "node:fs";
import { expect, type FileChooser, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { products } from "#db/schema/index.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/csv-shots";
const tag = `imp${Date.now().toString(36)}`;

test("product import: upload, preview, import, see the result — by keyboard, axe clean", async ({ page }) => {
  // Two axe runs and four full-page screenshots: well under a minute on a quiet machine, more under load.
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const sku = `${tag.toUpperCase()}-1`;
  await withE2eDatabase((db) =>
    db.insert(products).values({
      slug: `${tag}-bohne`,
      name: `Importbohne ${tag}`,
      sku,
      regularPriceCents: 1000,
      sortPriceCents: 1000,
      maxPriceCents: 1000,
    }),
  );
  const csv = [
    "ID,Type,SKU,Name,Published,Regular price,Sale price,Stock",
    `,simple,${sku},Importbohne ${tag},1,12.50,,7`,
    `,simple,${tag.toUpperCase()}-2,Neue Bohne ${tag},1,8.90,,`,
    `,grouped,${tag.toUpperCase()}-3,Sammlung ${tag},1,,,`,
  ].join("\r\n");

  const owner = await newOwner("shop_manager");
  await signInOwner(page, owner, "/admin/products/");
  await tabTo(page, page.getByRole("link", { name: "CSV importieren" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Produkte importieren" })).toBeVisible();

  const input = page.getByLabel("WooCommerce-Produkt-CSV");
  await tabTo(page, input);
  // Space opens the file dialog; on a loaded machine the first press was once not answered by a
  // dialog at all (the test waited out its 4 minutes), so a second press gets its chance.
  let chooser: FileChooser | undefined;
  for (let attempt = 0; attempt < 3 && !chooser; attempt++) {
    await expect(input).toBeFocused();
    const opened = page.waitForEvent("filechooser", { timeout: 20_000 }).catch(() => undefined);
    await page.keyboard.press("Space");
    chooser = await opened;
  }
  expect(chooser, "Space on the file field opens the file dialog").toBeDefined();
  await chooser!.setFiles({ name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await tabTo(page, page.getByRole("button", { name: "Datei prüfen" }));
  await page.keyboard.press("Enter");

  // The dry run: per row what would happen, nothing written yet.
  const preview = page.getByRole("table", { name: "Vorschau: was der Import täte" });
  await expect(
    preview.getByRole("row", { name: /Importbohne .* wird geändert Preis, Lagerverwaltung, Bestand/ }),
  ).toBeVisible();
  await expect(preview.getByRole("row", { name: /Neue Bohne .* wird angelegt/ })).toBeVisible();
  await expect(preview.getByRole("row", { name: /wird übersprungen Gruppierte Produkte/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "import-preview", [1280, 375]);
  const before = await withE2eDatabase((db) =>
    db.select({ price: products.regularPriceCents }).from(products).where(eq(products.sku, sku)),
  );
  expect(before[0]!.price).toBe(1000);

  await tabTo(page, page.getByRole("button", { name: "Importieren" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Der Import ist abgeschlossen.")).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole("status").filter({ hasText: "Der Import ist abgeschlossen." });
  await expect(result).toContainText("1 angelegt");
  await expect(result).toContainText("1 geändert");
  await expect(result).toContainText("Gruppierte Produkte werden nicht unterstützt.");
  await expect(result.getByRole("link", { name: `Importbohne ${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "import-result", [1280, 375]);
  const after = await withE2eDatabase((db) =>
    db
      .select({ price: products.regularPriceCents, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.sku, sku)),
  );
  expect(after[0]).toEqual({ price: 1250, stock: 7 });
});

/**
 * A form's submissions in the browser (issue 26 item 7): after a visitor submitted, the owner sees
 * the counter of new submissions in the navigation, opens the form's submissions, opens the new
 * one with the keyboard (marked read), stars it with the keyboard, and exports the list as CSV.
 * axe finds nothing on the list and the submission; screenshots at 1280 and 768 px go to
 * /tmp/forms-shots/.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createForm, publishForm } from "#modules/forms/builder/admin.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { formReady } from "./forms-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = "/tmp/forms-shots";
const RUN = Date.now().toString(36);

test("the owner reads, stars and exports a visitor's submission", async ({ page, browser }) => {
  const actor = { id: null, label: "e2e" };
  const formId = await withE2eDatabase(async (db) => {
    const { id } = await createForm(db, `Rückruf ${RUN}`, { actor });
    await publishForm(
      db,
      id,
      {
        title: `Rückruf ${RUN}`,
        settings: {},
        fields: [
          { id: 1, key: "name", type: "textbox", order: 1, label: "Ihr Name", required: true },
          { id: 2, key: "email", type: "email", order: 2, label: "E-Mail", required: true },
          { id: 3, key: "anliegen", type: "textarea", order: 3, label: "Anliegen" },
          { id: 4, key: "senden", type: "submit", order: 4, label: "Absenden" },
        ],
        actions: [
          { type: "save", active: true, settings: {} },
          { type: "successmessage", active: true, settings: { success_msg: "Danke!" } },
        ],
      },
      { actor },
    );
    return id;
  });

  const visitor = await browser.newPage();
  await visitor.goto(`/forms/${formId}/`);
  await formReady(visitor, formId);
  await visitor.getByLabel("Ihr Name").fill("Frieda Bohne");
  await visitor.getByLabel("E-Mail").fill(`frieda-${RUN}@example.org`);
  await visitor.getByLabel("Anliegen").fill("Bitte rufen Sie mich wegen der Röstkurse an.");
  await visitor.getByRole("button", { name: "Absenden" }).click();
  await expect(visitor.getByText("Danke!")).toBeVisible();
  await visitor.close();

  await signInOwner(page, await newOwner("shop_manager"), `/admin/forms/${formId}/submissions/`);
  const nav = page.getByRole("navigation", { name: "Verwaltung" }).first();
  await expect(nav.getByRole("link", { name: /^Formulare \d+ neue Einsendung/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Einsendungen: Rückruf ${RUN}` })).toBeVisible();
  const row = page.getByRole("row", { name: /Frieda Bohne/ });
  await expect(row.getByText("neu")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "submissions", [1280, 768]);

  // Keyboard only: to the submission's link, open it, star it.
  const open = row.getByRole("link");
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: /^Einsendung \d+$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Röstkurse" })).toBeVisible();
  const star = page.getByRole("button", { name: "Markieren", exact: true });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await tabTo(page, star);
  await page.keyboard.press("Enter");
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Markiert");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "submission", [1280, 768]);

  // Back in the list: read now, starred, and exported as CSV.
  await page.getByRole("link", { name: "Alle Einsendungen" }).click();
  await expect(row.getByText("neu")).toHaveCount(0);
  await expect(row.getByRole("button", { name: /markieren/ })).toHaveAttribute("aria-pressed", "true");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Als CSV exportieren/ }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Ihr Name,E-Mail,Anliegen");
  expect(csv).toContain("Frieda Bohne");
});

/**
 * Repeaters (issue 7 item 5, spec §3/§4, glossary F13, brief: sets numbered from 1): add set
 * (a copy of the template, focus on its first input, announced), remove set (its required errors
 * cleared, its values gone, the rest renumbered in legends and ids), keyboard only, the display
 * of sets in an html field, the submitted payload per set, no JavaScript, axe.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxe, field, formReady, importNff, writeTempNff } from "./forms-helpers.ts";

function repeaterNff(): unknown {
  const fields = [
    { type: "textbox", key: "kontakt", label: "Ansprechpartner", required: "1" },
    {
      type: "repeater",
      key: "teilnehmer",
      label: "Teilnehmende",
      fields: [
        { type: "textbox", key: "tn_name", label: "Name", required: "1", order: 1 },
        { type: "email", key: "tn_mail", label: "E-Mail", order: 2 },
        {
          type: "listselect",
          key: "tn_menue",
          label: "Menü",
          order: 3,
          options: [
            { label: "Fleisch", value: "fleisch", order: 0 },
            { label: "Vegetarisch", value: "veg", order: 1 },
          ],
        },
        { type: "submit", key: "tn_submit", label: "Nicht im Satz", order: 4 },
        { type: "html", key: "tn_html", label: "Hinweis", default: "<p>nicht im Satz</p>", order: 5 },
      ],
    },
    { type: "html", key: "uebersicht", label: "Übersicht", default: "<p>{field:teilnehmer}</p>" },
    { type: "submit", key: "go", label: "Anmelden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title: "Gruppenanmeldung", show_title: "1" }, fields, actions: [] };
}

let formId = 0;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [form] = await importNff(writeTempNff("repeater.nff", repeaterNff()));
  formId = form?.id ?? 0;
});

/** Ids of the inputs of each set, in order. */
async function setIds(page: Page): Promise<string[][]> {
  return page
    .locator(".nf-repeater-fieldset")
    .evaluateAll((sets) =>
      sets.map((s) => [...s.querySelectorAll("input:not([type=hidden]), select")].map((i) => i.id)),
    );
}

const setGroup = (page: Page, n: number) => page.getByRole("group", { name: `Satz ${n}`, exact: true });

test.describe("repeater", () => {
  test.describe.configure({ timeout: 120_000 });
  let rid = 0;
  let sub: { name: number; mail: number; menu: number } = { name: 0, mail: 0, menu: 0 };

  test.beforeEach(async ({ page }) => {
    await page.goto(`/forms/${formId}/`);
    await formReady(page, formId);
    // The repeater is its own chunk and hydrates after the form (its add control is enabled then):
    // a value typed into its server markup before that would not reach the form's state.
    await expect(page.getByRole("button", { name: "Weiteren Satz hinzufügen" })).toBeEnabled();
    const ids = (await setIds(page))[0] ?? [];
    const m = /^nf-field-(\d+)\.(\d+)_1$/.exec(ids[0] ?? "");
    rid = Number(m?.[1]);
    const subOf = (id: string | undefined) => Number(/\.(\d+)_/.exec(id ?? "")?.[1]);
    sub = { name: subOf(ids[0]), mail: subOf(ids[1]), menu: subOf(ids[2]) };
  });

  test("set 1 holds the template's input fields (submit and html sub-fields excluded), numbered from 1", async ({
    page,
  }) => {
    expect(await setIds(page)).toEqual([
      [`nf-field-${rid}.${sub.name}_1`, `nf-field-${rid}.${sub.mail}_1`, `nf-field-${rid}.${sub.menu}_1`],
    ]);
    await expect(setGroup(page, 1)).toBeVisible();
    await expect(page.locator(".nf-repeater-fieldset")).not.toContainText("nicht im Satz");
    // One set: nothing to remove.
    await expect(page.locator(".nf-remove-fieldset")).toHaveCount(0);
  });

  test("two clicks on add in a row add two sets (the set left does not steal the second click)", async ({
    page,
  }) => {
    const add = page.getByRole("button", { name: "Weiteren Satz hinzufügen" });
    await add.click();
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_2"]`)).toBeFocused();
    await add.click();
    await expect(page.locator(".nf-repeater-fieldset")).toHaveCount(3);
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_3"]`)).toBeFocused();
  });

  test("keyboard: add two sets, remove the middle one; numbering, values, focus and announcements", async ({
    page,
  }) => {
    await setGroup(page, 1).getByLabel("Name").fill("Anna");
    const add = page.getByRole("button", { name: "Weiteren Satz hinzufügen" });
    await add.focus();
    await page.keyboard.press("Enter");
    // Focus moves to the new set's first input; the set is announced.
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_2"]`)).toBeFocused();
    await expect(page.locator(".nf-repeater-status")).toHaveText("Satz 2 hinzugefügt.");
    await page.keyboard.type("Ben");
    await add.focus();
    await page.keyboard.press("Space");
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_3"]`)).toBeFocused();
    await page.keyboard.type("Carla");
    await page.keyboard.press("Tab");
    await page.keyboard.type("carla@example.de");
    expect(await setIds(page)).toEqual(
      [1, 2, 3].map((n) => [
        `nf-field-${rid}.${sub.name}_${n}`,
        `nf-field-${rid}.${sub.mail}_${n}`,
        `nf-field-${rid}.${sub.menu}_${n}`,
      ]),
    );
    // The copy starts from the template, not from set 1.
    await expect(setGroup(page, 2).getByLabel("E-Mail")).toHaveValue("");

    await setGroup(page, 2).getByRole("button", { name: "Satz 2 entfernen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".nf-repeater-fieldset")).toHaveCount(2);
    // Carla's set is now set 2, with ids and legend renumbered and her values kept.
    await expect(setGroup(page, 2).getByLabel("Name")).toHaveValue("Carla");
    await expect(page.locator(`[id="nf-field-${rid}.${sub.mail}_2"]`)).toHaveValue("carla@example.de");
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_3"]`)).toHaveCount(0);
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_2"]`)).toBeFocused();
    await expect(page.locator(".nf-repeater-status")).toHaveText(
      "Satz 2 entfernt. Die Sätze sind neu nummeriert, es sind jetzt 2.",
    );
    await expect(page.getByRole("button", { name: "Satz 2 entfernen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Satz 3 entfernen" })).toHaveCount(0);

    // Removing the last set moves focus to the add button.
    await page.getByRole("button", { name: "Satz 2 entfernen" }).click();
    await expect(add).toBeFocused();
  });

  test("the html field lists each set from 1 and skips empty values", async ({ page }) => {
    await setGroup(page, 1).getByLabel("Name").fill("Anna");
    await page.getByRole("button", { name: "Weiteren Satz hinzufügen" }).click();
    await setGroup(page, 2).getByLabel("Name").fill("Ben");
    await setGroup(page, 2).getByLabel("Menü").selectOption("veg");
    await expect(field(page, "uebersicht")).toHaveText(
      "Satz 1: Name: Anna Satz 2: Name: Ben; Menü: Vegetarisch",
    );
  });

  test("errors per set; submit focuses the invalid sub-field; removing a set clears its errors; payload per set", async ({
    page,
  }) => {
    await page.getByLabel("Ansprechpartner").fill("Dora");
    const add = page.getByRole("button", { name: "Weiteren Satz hinzufügen" });
    const submit = page.getByRole("button", { name: "Anmelden" });
    await add.click();
    await expect(page.locator(`[id="nf-field-${rid}.${sub.name}_2"]`)).toBeFocused();
    await page.keyboard.type("Ben");
    // Set 1's name was never touched: submitting shows its required error and focuses it.
    await submit.click();
    const name1 = page.locator(`[id="nf-field-${rid}.${sub.name}_1"]`);
    await expect(setGroup(page, 1).locator(".nf-error-required-error")).toHaveText(
      "Dies ist ein Pflichtfeld.",
    );
    await expect(name1).toHaveAttribute("aria-invalid", "true");
    await expect(name1).toBeFocused();
    await expect(setGroup(page, 2).locator(".nf-error-msg")).toHaveCount(0);
    await expect(page.locator(".nf-form-errors")).toContainText(
      "Bitte korrigieren Sie die markierten Felder",
    );
    await expectNoAxe(page);
    await name1.fill("Anna");
    await expect(submit).toBeEnabled();

    // The same rules as normal fields, per set.
    await setGroup(page, 2).getByLabel("E-Mail").fill("kein-mail");
    await setGroup(page, 2).getByLabel("E-Mail").blur();
    await expect(setGroup(page, 2).locator(".nf-error-invalid-email")).toBeVisible();
    await expect(setGroup(page, 1).locator(".nf-error-msg")).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await setGroup(page, 2).getByLabel("E-Mail").fill("ben@example.de");
    await expect(submit).toBeEnabled();

    // A third set left empty: its required error blocks; removing the set clears it.
    await add.click();
    await page.keyboard.press("Tab");
    await expect(setGroup(page, 3).locator(".nf-error-required-error")).toBeVisible();
    await expect(submit).toBeDisabled();
    await setGroup(page, 3).getByRole("button", { name: "Satz 3 entfernen" }).click();
    await expect(page.locator(".nf-repeater .nf-error-msg")).toHaveCount(0);
    await expect(submit).toBeEnabled();

    const payload = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener("nf:after-validation", (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    await submit.click();
    // nf:after-validation carries {formId, data}; data is the formData object (README, events).
    const { data } = (await payload) as { data: { fields: Record<string, { value: unknown }> } };
    const entry = (n: number, s: number, value: string) => [
      `${rid}.${s}_${n}`,
      { id: `${rid}.${s}_${n}`, value },
    ];
    expect(data.fields[String(rid)]?.value).toEqual(
      Object.fromEntries([
        entry(1, sub.name, "Anna"),
        entry(1, sub.mail, ""),
        entry(1, sub.menu, ""),
        entry(2, sub.name, "Ben"),
        entry(2, sub.mail, "ben@example.de"),
        entry(2, sub.menu, ""),
      ]),
    );
  });

  test("axe: no violations with several sets", async ({ page }) => {
    await page.getByRole("button", { name: "Weiteren Satz hinzufügen" }).click();
    await page.getByRole("button", { name: "Weiteren Satz hinzufügen" }).click();
    await expectNoAxe(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("set 1 is plain named controls; the add control is disabled", async ({ page }) => {
    await page.goto(`/forms/${formId}/`);
    const name = page.getByRole("group", { name: "Satz 1", exact: true }).getByLabel("Name");
    await expect(name).toHaveAttribute("name", /^nf-field-\d+\.\d+_1$/);
    await expect(name).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Weiteren Satz hinzufügen" })).toBeDisabled();
  });
});

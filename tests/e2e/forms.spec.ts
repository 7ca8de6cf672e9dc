/**
 * The form runtime in the browser (issue 6): every field type renders, is usable from the
 * keyboard and shows the spec's validation messages with pass/fail styling; tooltips, counters,
 * masks, date formats, calculations and conditional logic run live; without JavaScript the form
 * is plain, readable HTML; axe finds nothing on the demo forms and on every imported template.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { bigFormNff } from "../../bench/forms-fixture.ts";
import { corpus } from "../setup/corpora.ts";
import { allTypesNff } from "./forms-all-types.ts";
import { expectNoAxe, field, formReady, importNff, writeTempNff } from "./forms-helpers.ts";

test.describe("contact form (demo)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/forms/kontakt/");
    await formReady(page);
  });

  test("required, email and the form's correct-errors message; pass/fail styling; submit disabled while errors exist", async ({
    page,
  }) => {
    const name = page.getByLabel("Ihr Name");
    const email = page.getByRole("textbox", { name: /^E-Mail-Adresse/ });
    const submit = page.getByRole("button", { name: "Nachricht senden" });
    await expect(submit).toBeEnabled();

    await name.focus();
    await page.keyboard.press("Tab");
    await expect(field(page, "name").locator(".nf-error-msg.nf-error-required-error")).toHaveText(
      "Dies ist ein Pflichtfeld.",
    );
    await expect(field(page, "name")).toHaveClass(/nf-error/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".nf-form-errors .nf-error-field-errors")).toHaveText(
      "Bitte korrigieren Sie die markierten Felder, bevor Sie das Formular absenden.",
    );
    await expect(submit).toBeDisabled();

    await name.fill("Ada Lovelace");
    await expect(field(page, "name")).toHaveClass(/nf-pass/);
    await expect(page.locator(".nf-form-errors li")).toHaveCount(0);
    await expect(submit).toBeEnabled();

    await email.fill("ada@");
    await email.blur();
    await expect(field(page, "email").locator(".nf-error-invalid-email")).toHaveText(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
    await email.fill("ada@example.org");
    await expect(field(page, "email").locator(".nf-error-msg")).toHaveCount(0);
  });

  test("before submit every field is validated and the first invalid field gets focus", async ({ page }) => {
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.locator(".nf-error-required-error")).toHaveCount(5);
    await expect(page.getByLabel("Ihr Name")).toBeFocused();
    // A required checkbox must be checked.
    await expect(field(page, "datenschutz").locator(".nf-error-required-error")).toBeVisible();
    await page.getByLabel(/Datenschutzerklärung gelesen/).check();
    await expect(field(page, "datenschutz").locator(".nf-error-msg")).toHaveCount(0);
  });

  test("help text is a tooltip on hover and on focus", async ({ page }) => {
    const tip = page.getByRole("tooltip");
    await expect(tip).toBeHidden();
    const help = page.getByRole("button", { name: "Hilfe zu E-Mail-Adresse" });
    await help.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/innerhalb eines Werktags/);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await help.focus();
    await expect(tip).toBeVisible();
  });

  test("a custom mask keeps only what fits and shows its placeholder; the character counter counts down", async ({
    page,
  }) => {
    const order = page.getByLabel("Bestellnummer");
    await expect(order).toHaveAttribute("placeholder", "z. B. 10234");
    await order.pressSequentially("12a34567");
    await expect(order).toHaveValue("12345");
    const message = page.getByLabel("Ihre Nachricht");
    await message.fill("Hallo");
    await expect(field(page, "nachricht").locator(".nf-input-limit")).toHaveText("995 Zeichen übrig");
    await expect(message).toHaveAttribute("maxlength", "1000");
  });

  test("select lists work from the keyboard", async ({ page }) => {
    const select = page.getByLabel("Worum geht es?");
    await select.focus();
    await select.selectOption("kaffee");
    await expect(select).toHaveValue("kaffee");
    await expect(field(page, "anliegen")).toHaveClass(/nf-pass/);
  });

  test("axe: no violations, also with errors shown", async ({ page }) => {
    await expectNoAxe(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expectNoAxe(page);
  });

  test("the form is placed in page content by [ninja_form id=…]", async ({ page }) => {
    await page.goto("/kontakt/");
    await formReady(page);
    await expect(page.locator(".prose + .nf-form-cont, .nf-form-cont")).toHaveCount(1);
    await expect(page.getByLabel("Ihr Name")).toBeVisible();
  });
});

test.describe("quote calculator (demo): calculations, products, conditions", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/forms/angebotsrechner/");
    await formReady(page);
  });

  test("calculations re-render live in the display field; option calc values; hidden fields count 0", async ({
    page,
  }) => {
    const result = field(page, "ergebnis").or(page.locator(".html-container", { hasText: "Ihr Angebot" }));
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 120,00 €",
    );
    await page.getByLabel("Anzahl Gäste").fill("100");
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 240,00 €",
    );
    await page.getByLabel("Espresso (1,80 €)").check();
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 360,00 €",
    );
    // Conditional logic: the barista hours appear with the barista extra and count only then.
    const hours = page.getByLabel(/Barista-Stunden/);
    await expect(hours).toBeHidden();
    await page.getByLabel(/Barista vor Ort/).check();
    await expect(hours).toBeVisible();
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 495,00 €",
    );
    await page.getByLabel(/Barista vor Ort/).uncheck();
    await expect(hours).toBeHidden();
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 360,00 €",
    );
    expect(result).toBeTruthy();
  });

  test("product × quantity + shipping (only when the subtotal is not 0) gives the total, with 2 decimals and €", async ({
    page,
  }) => {
    const total = page.locator("output.nf-total");
    await expect(total).toHaveText("0,00\u00a0€");
    await page.getByLabel("Menge (kg)").fill("2");
    await expect(total).toHaveText("54,70\u00a0€");
  });

  test("number min, max and step messages", async ({ page }) => {
    const guests = page.getByLabel("Anzahl Gäste");
    await guests.fill("0");
    await guests.blur();
    await expect(field(page, "gaeste").locator(".nf-error-number-min")).toHaveText("Die Zahl ist zu klein.");
    await guests.fill("501");
    await expect(field(page, "gaeste").locator(".nf-error-number-max")).toHaveText("Die Zahl ist zu groß.");
    await guests.fill("20,5");
    await expect(field(page, "gaeste").locator(".nf-error-number-step")).toHaveText(
      "Bitte in Schritten von 1",
    );
    const cups = page.getByRole("textbox", { name: "Tassen pro Gast" });
    await cups.fill("1,3");
    await cups.blur();
    await expect(field(page, "tassen").locator(".nf-error-number-step")).toHaveText(
      "Bitte in Schritten von 0,5",
    );
    await cups.fill("1,5");
    await expect(field(page, "tassen").locator(".nf-error-msg")).toHaveCount(0);
  });

  test("dates must be in the configured format (DD.MM.YYYY) and within the year range", async ({ page }) => {
    const date = page.getByLabel("Wunschtermin");
    await expect(field(page, "termin").locator(".nf-date-hint")).toHaveText("Format: DD.MM.YYYY");
    await date.fill("2027-05-01");
    await date.blur();
    await expect(field(page, "termin").locator(".nf-error-invalid-date")).toHaveText(
      "Bitte geben Sie ein gültiges Datum ein.",
    );
    await date.fill("31.02.2027");
    await expect(field(page, "termin").locator(".nf-error-invalid-date")).toBeVisible();
    await date.fill("01.05.2030");
    await expect(field(page, "termin").locator(".nf-error-invalid-date")).toBeVisible();
    await date.fill("01.05.2027");
    await expect(field(page, "termin").locator(".nf-error-msg")).toHaveCount(0);
  });

  test("axe: no violations", async ({ page }) => {
    await page.getByLabel(/Barista vor Ort/).check();
    await expectNoAxe(page);
  });
});

test.describe("seminar registration (demo)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/forms/veranstaltung/");
    await formReady(page);
  });

  test("confirm field mismatch, time-only selects, star rating by keyboard, word counter", async ({
    page,
  }) => {
    await page.locator("#nf-field-3").fill("ada@example.org");
    const again = page.locator("#nf-field-4");
    await again.fill("ada@example.com");
    await again.blur();
    await expect(field(page, "email_bestaetigen").locator(".nf-error-confirm-mismatch")).toHaveText(
      "Diese Felder müssen übereinstimmen.",
    );
    await again.fill("ada@example.org");
    await expect(field(page, "email_bestaetigen").locator(".nf-error-msg")).toHaveCount(0);

    await expect(page.getByRole("combobox", { name: "Stunde" })).toHaveValue("10");
    await page.getByRole("combobox", { name: "Minute" }).selectOption("45");
    await expect(page.getByRole("combobox", { name: "AM/PM" })).toHaveCount(0);

    const three = page.getByRole("radio", { name: "3 von 5 Sternen" });
    await expect(three).toBeChecked();
    await three.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "4 von 5 Sternen" })).toBeChecked();

    const notes = page.getByLabel("Anmerkungen");
    await notes.fill("eins zwei drei");
    await expect(field(page, "anmerkung").locator(".nf-input-limit")).toHaveText("47 Wörter übrig");
  });

  test("the repeater starts empty (min_sets 0: a visitor may come alone); an added set 1 has ids {repeaterId}.{subFieldId}_{setIndex}", async ({
    page,
  }) => {
    await expect(page.locator("#nf-field-8\\.81_1")).toHaveCount(0);
    await page.getByRole("button", { name: "Weiteren Satz hinzufügen" }).click();
    await expect(page.locator("#nf-field-8\\.81_1")).toBeVisible();
    await expect(page.getByRole("group", { name: "Satz 1" })).toBeVisible();
  });

  test("axe: no violations", async ({ page }) => {
    await expectNoAxe(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is server-rendered plain HTML: labels, named controls, required marks, computed values", async ({
    page,
  }) => {
    await page.goto("/forms/angebotsrechner/");
    const form = page.locator("form.nf-form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).not.toHaveAttribute("novalidate", /.*/);
    await expect(page.getByLabel("Anzahl Gäste")).toHaveAttribute("name", /^nf-field-\d+$/);
    await expect(page.getByLabel("Anzahl Gäste")).toHaveAttribute("required", "");
    await expect(page.locator(".html-container", { hasText: "Ihr Angebot" })).toContainText(
      "Ihr Angebot: 120,00 €",
    );
    await expect(page.locator("output.nf-total")).toHaveText("0,00\u00a0€");
    await expect(page.locator("input.nf-field-hp")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Angebot anfordern" })).toBeEnabled();
    await page.goto("/kontakt/");
    await expect(page.getByLabel("Ihr Name")).toBeVisible();
  });
});

test.describe("imported Ninja Forms templates", () => {
  // One worker imports and visits them all.
  test.describe.configure({ mode: "serial" });
  const dir = corpus("ninja-forms");
  const files = readdirSync(dir).filter((f) => f.endsWith(".nff"));
  const ids = new Map<string, number>();

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    for (const file of files) {
      const [form] = await importNff(join(dir, file));
      if (form) ids.set(file, form.id);
    }
  });

  for (const file of files) {
    test(`${file}: renders, validates required fields, axe 0`, async ({ page }) => {
      const id = ids.get(file);
      expect(id).toBeDefined();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await page.goto(`/forms/${id}/`);
      await formReady(page);
      expect(errors).toEqual([]);
      await expectNoAxe(page);
      const required = await page.locator(".nf-field-container.required").count();
      await page.locator("main button[type=submit]").first().click();
      await expect(page.locator(".nf-error-required-error")).toHaveCount(required);
      await expectNoAxe(page);
    });
  }
});

test.describe("200-field form with 20 calculations", () => {
  let id = 0;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const [form] = await importNff(writeTempNff("big.nff", bigFormNff()));
    id = form?.id ?? 0;
  });

  test("a keystroke re-renders only the edited field and the display field of its calculation", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __nfCountRenders: boolean }).__nfCountRenders = true;
    });
    await page.goto(`/forms/${id}/`);
    await formReady(page);
    const input = page.getByRole("textbox", { name: "Zahl 1", exact: true });
    await input.fill("1");
    // Let the first value's renders settle (on a loaded machine a deferred one, such as the submit
    // button's, can land late): clear the counts until two frames pass without a render.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const counts = (window as unknown as { __nfRenderCounts: Map<number, number> }).__nfRenderCounts;
            counts.clear();
            for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
            return counts.size;
          }),
        { timeout: 30_000 },
      )
      .toBe(0);
    await input.press("2");
    const rendered = await page.evaluate(() => [
      ...(window as unknown as { __nfRenderCounts: Map<number, number> }).__nfRenderCounts.entries(),
    ]);
    // Field 1 (n0) feeds calc c0, shown by field 171 (show0); nothing else re-renders.
    expect(rendered.sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [171, 1],
    ]);
    await expect(page.locator("#nf-field-171")).toHaveText("Ergebnis 1: 28,00");
    // A field that feeds no calculation re-renders alone (focus moves first: leaving field 1 is a
    // blur, which marks it not clean and re-renders it).
    const other = page.getByRole("textbox", { name: "Zahl 100", exact: true });
    await other.focus();
    await page.evaluate(() =>
      (window as unknown as { __nfRenderCounts: Map<number, number> }).__nfRenderCounts.clear(),
    );
    await other.press("5");
    expect(
      await page.evaluate(() => [
        ...(window as unknown as { __nfRenderCounts: Map<number, number> }).__nfRenderCounts.keys(),
      ]),
    ).toEqual([100]);
  });
});

test.describe("every field type (imported)", () => {
  let id = 0;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const [form] = await importNff(writeTempNff("all.nff", allTypesNff()));
    id = form?.id ?? 0;
  });

  test.beforeEach(async ({ page }) => {
    await page.goto(`/forms/${id}/`);
    await formReady(page);
  });

  test("each type renders with its control; axe 0 before and after validation", async ({ page }) => {
    await expect(page.getByRole("textbox", { name: /^Text/ }).first()).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Mehrfachauswahl" })).toHaveAttribute("size", "5");
    await expect(page.getByRole("group", { name: "Radio" }).getByRole("radio")).toHaveCount(2);
    await expect(page.getByRole("group", { name: "Checkboxen" }).getByRole("checkbox")).toHaveCount(3);
    await expect(page.getByRole("group", { name: "Bildauswahl" }).getByRole("radio")).toHaveCount(2);
    await expect(page.getByRole("group", { name: "Sterne" }).getByRole("radio")).toHaveCount(4);
    await expect(page.locator("input[type=password]")).toHaveCount(2);
    await expect(page.locator("input[type=file]")).toHaveCount(1);
    await expect(page.locator("input[type=hidden][value=geheim]")).toHaveCount(1);
    await expect(page.locator(".nf-recaptcha")).toBeVisible();
    await expect(page.locator(".nf-field-description")).toHaveText("Eine Beschreibung");
    await expectNoAxe(page);
    await page.getByRole("button", { name: "Senden" }).click();
    // The required text and checkbox, and the captcha: without marketing consent it has no token.
    await expect(page.locator(".nf-error-required-error")).toHaveCount(3);
    await expect(page.locator(".nf-field-container:has(.nf-recaptcha) .nf-error-required-error")).toHaveCount(
      1,
    );
    await expectNoAxe(page);
  });

  test("keyboard: radios with arrows, multi-select, checkbox with space; messages per type", async ({
    page,
  }) => {
    const ja = page.getByRole("radio", { name: "Ja" });
    await ja.focus();
    await page.keyboard.press("Space");
    await expect(ja).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Nein" })).toBeChecked();
    const single = page.getByRole("checkbox", { name: /Einzelne Checkbox/ });
    await single.focus();
    await page.keyboard.press("Space");
    await expect(single).toBeChecked();
    await page.getByRole("listbox", { name: "Mehrfachauswahl" }).selectOption(["rot", "blau"]);

    await page.getByLabel("Passwort", { exact: true }).fill("geheim1");
    const again = page.getByLabel("Passwort wiederholen");
    await again.fill("geheim2");
    await again.blur();
    await expect(field(page, "pw2").locator(".nf-error-confirm-mismatch")).toBeVisible();

    const num = page.getByRole("textbox", { name: "Zahl" });
    await num.fill("3");
    await num.blur();
    await expect(field(page, "num").locator(".nf-error-number-step")).toHaveText("Bitte in Schritten von 2");

    const phone = page.getByLabel("Telefon mit Maske");
    await expect(phone).toHaveAttribute("placeholder", "(___) ___-____");
    await phone.pressSequentially("0301234567");
    await expect(phone).toHaveValue("(030) 123-4567");

    const date = page.getByLabel("Datum", { exact: true });
    await date.fill("24.12.2026");
    await date.blur();
    await expect(field(page, "d").locator(".nf-error-invalid-date")).toBeVisible();
    await date.fill("2026-12-24");
    await expect(field(page, "d").locator(".nf-error-msg")).toHaveCount(0);

    const words = page.getByLabel("Text lang");
    await words.fill("eins zwei drei vier");
    await expect(words).toHaveValue("eins zwei drei");
    await expect(field(page, "area").locator(".nf-input-limit")).toHaveText("0 Wörter übrig");
  });

  test("products: quantity field, user price, shipping and total", async ({ page }) => {
    const total = page.locator("output.nf-total");
    // The quantity field starts at 1: 10 € + 5 € shipping.
    await expect(total).toHaveText("15,00\u00a0€");
    await page.getByLabel("Menge", { exact: true }).fill("2");
    await expect(total).toHaveText("25,00\u00a0€");
    await page.getByRole("textbox", { name: "Freier Preis" }).fill("7,5");
    await expect(total).toHaveText("32,50\u00a0€");
  });
});

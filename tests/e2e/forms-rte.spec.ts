/**
 * The rich text editor (issue 6 item 4, spec §2 "Rich text", §6, §9): a textarea with
 * `textarea_rte` is a plain textarea without JavaScript and a Lexical editor after hydration
 * (its own lazy chunk); 150 px high; German labels on every control; the toolbar is one tab stop
 * with arrow keys; a link needs text and URL; the media button only for a signed-in user with
 * `textarea_media`, opening a media library dialog; the required rule sees the text, not the
 * HTML; axe finds nothing, with the dialogs open too.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxe, field, formReady, importNff, writeTempNff } from "./forms-helpers.ts";

const PASSWORD = "ein-langes-passwort";

function rteNff(): unknown {
  const fields = [
    {
      type: "textarea",
      key: "nachricht",
      label: "Nachricht",
      required: "1",
      textarea_rte: "1",
      textarea_media: "1",
      input_limit: "20",
      input_limit_type: "characters",
    },
    { type: "textarea", key: "notiz", label: "Notiz", textarea_rte: "1" },
    { type: "submit", key: "go", label: "Senden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title: "Formatierter Text", show_title: "1" }, fields, actions: [] };
}

// axe over a form with two editors is slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

let formId = 0;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [form] = await importNff(writeTempNff("rte.nff", rteNff()));
  formId = form?.id ?? 0;
});

const editor = (page: Page, key = "nachricht") => field(page, key).getByRole("textbox");
const toolbar = (page: Page, key = "nachricht") => field(page, key).getByRole("toolbar");

async function open(page: Page) {
  await page.goto(`/forms/${formId}/`);
  await formReady(page);
  await expect(toolbar(page)).toBeVisible();
}

test("without JavaScript the field is a plain textarea", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(`/forms/${formId}/`);
  const area = field(page, "nachricht").locator("textarea");
  await expect(area).toBeVisible();
  await expect(area).toHaveAttribute("name", /^nf-field-\d+$/);
  await expect(field(page, "nachricht").getByRole("toolbar")).toHaveCount(0);
  await ctx.close();
});

test("the editor: 150 px, German toolbar labels, keyboard formatting, required on the text; axe 0", async ({
  page,
}) => {
  await open(page);
  const box = editor(page);
  await expect(box).toHaveAccessibleName(/^Nachricht/);
  await expect(box).toHaveAttribute("aria-multiline", "true");
  expect(await box.evaluate((el) => getComputedStyle(el).height)).toBe("150px");
  const labels = await toolbar(page)
    .getByRole("button")
    .evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
  // A visitor (user id 0) gets no media button even with textarea_media.
  expect(labels).toEqual([
    "Fett",
    "Kursiv",
    "Unterstrichen",
    "Aufzählung",
    "Nummerierte Liste",
    "Link einfügen",
    "Rückgängig",
    "Wiederholen",
  ]);
  await expect(toolbar(page)).toHaveAccessibleName("Textformatierung");
  await expectNoAxe(page);

  // Required: leaving the empty editor shows the message; the editor is what gets focus.
  await box.focus();
  await page.keyboard.press("Tab");
  await expect(field(page, "nachricht").locator(".nf-error-required-error")).toHaveText(
    "Dies ist ein Pflichtfeld.",
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");

  // Typing with Ctrl+B: bold text, the button pressed, the error gone, the counter counts text only.
  await box.focus();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Hallo");
  await expect(toolbar(page).getByRole("button", { name: "Fett" })).toHaveAttribute("aria-pressed", "true");
  await expect(box.locator("strong, b").first()).toHaveText("Hallo");
  await expect(field(page, "nachricht").locator(".nf-error-msg")).toHaveCount(0);
  await expect(field(page, "nachricht").locator(".nf-input-limit")).toHaveText("15 Zeichen übrig");
  await expect(field(page, "nachricht")).toHaveClass(/nf-pass/);

  // The toolbar is one tab stop; arrow keys move inside it.
  const bold = toolbar(page).getByRole("button", { name: "Fett" });
  await bold.focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar(page).getByRole("button", { name: "Kursiv" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar(page).getByRole("button", { name: "Wiederholen" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bold).toBeFocused();
  await expect(toolbar(page).locator("button[tabindex='0']")).toHaveCount(1);

  // A list from the toolbar.
  await box.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Aufzählung" }).click();
  await page.keyboard.type("Punkt");
  await expect(box.locator("ul li")).toHaveText("Punkt");
  await expectNoAxe(page);
});

test("a link needs text and URL; Escape closes the dialog and returns focus", async ({ page }) => {
  await open(page);
  const box = editor(page, "notiz");
  await box.focus();
  await page.keyboard.type("Siehe ");
  await toolbar(page, "notiz").getByRole("button", { name: "Link einfügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Link einfügen" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Linktext")).toBeFocused();
  await expectNoAxe(page);

  await page.keyboard.type("unser Impressum");
  await dialog.getByRole("button", { name: "Einfügen" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Für einen Link brauchen Sie Text und Adresse.");
  await dialog.getByLabel("Adresse (URL)").fill("javascript:alert(1)");
  await dialog.getByLabel("Adresse (URL)").press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Bitte geben Sie eine Adresse mit http://, https:// oder mailto: ein.",
  );
  await dialog.getByLabel("Adresse (URL)").fill("https://example.org/impressum/");
  await dialog.getByLabel("Adresse (URL)").press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(box.getByRole("link", { name: "unser Impressum" })).toHaveAttribute(
    "href",
    "https://example.org/impressum/",
  );
  await expect(box).toBeFocused();

  await toolbar(page, "notiz").getByRole("button", { name: "Link einfügen" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box.getByRole("link")).toHaveCount(1);
});

test("signed in: the media button opens the media library and inserts a link to the file", async ({
  page,
}) => {
  const media = (await (await page.request.get("/wp-json/wp/v2/media?per_page=1")).json()) as {
    source_url: string;
  }[];
  expect(media.length).toBeGreaterThan(0);
  // Register a customer (any nonzero user id gets the button).
  const html = await (await page.request.get("/my-account/")).text();
  const nonce = /name="woocommerce-register-nonce" value="([^"]*)"/.exec(html)?.[1] ?? "";
  const email = `rte-${Date.now().toString(36)}@example.de`;
  const res = await page.request.post("/my-account/", {
    form: { email, password: PASSWORD, "woocommerce-register-nonce": nonce },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);

  await open(page);
  await expect(toolbar(page, "notiz").getByRole("button", { name: "Medien einfügen" })).toHaveCount(0);
  const button = toolbar(page).getByRole("button", { name: "Medien einfügen" });
  await editor(page).focus();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Datei auswählen" });
  await expect(dialog).toBeVisible();
  const first = dialog.locator(".nf-rte-media-item").first();
  await expect(first).toBeVisible();
  await expectNoAxe(page);
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).getByRole("link")).toHaveAttribute("href", /\/wp-content\/uploads\//);
});

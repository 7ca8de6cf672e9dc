/**
 * File uploads in the browser (issue 7 item 8, ADR 011): choosing a file uploads it at once
 * (`nf_fu_upload`), lists it with its size and a remove button, announces it; a file over the
 * field's size shows the server's German error under the field; the submit button waits while an
 * upload runs; submitting sends the token and shows the success message; axe finds nothing.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxe, field, formReady, importNff, setSettings, writeTempNff } from "./forms-helpers.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let formId = 0;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await setSettings({ "forms.submitsPerMinute": 1000 });
  const fields = [
    { type: "textbox", key: "name", label: "Name", required: "1" },
    {
      type: "file_upload",
      key: "beleg",
      label: "Beleg",
      required: "1",
      upload_types: "png,pdf",
      max_file_size: "1",
      upload_multi_count: "2",
    },
    { type: "submit", key: "send", label: "Senden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  const [form] = await importNff(
    writeTempNff("uploads.nff", {
      settings: { title: "Beleg einreichen", show_title: "1" },
      fields,
      actions: [
        { type: "save", label: "Speichern" },
        { type: "successmessage", label: "Danke", success_msg: "<p>Beleg erhalten.</p>" },
      ],
    }),
  );
  formId = form?.id ?? 0;
});

test.describe("file upload field", () => {
  test.describe.configure({ timeout: 120_000 });

  test("choose, see it listed, remove, too large in German, submit, success", async ({ page }) => {
    await page.goto(`/forms/${formId}/`);
    await formReady(page, formId);
    const beleg = field(page, "beleg");
    const input = page.locator(`#nf-form-${formId}-cont input[type=file]`);
    const submit = page.getByRole("button", { name: "Senden" });
    await expect(input).toHaveAttribute("data-ready", "true"); // the field's chunk has hydrated
    await page.getByLabel(/^Name/).fill("Erika");

    // Too large: the server's German message under the field, nothing listed.
    await input.setInputFiles({
      name: "gross.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(1024 * 1024 + 10, 0x25),
    });
    await expect(beleg.locator(".nf-error-msg")).toContainText(
      "Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.",
    );
    await expect(beleg.locator(".nf-upload-list")).toHaveCount(0);

    // Held upload: the submit button waits, then the file is listed and announced.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/wp-admin/admin-ajax.php", async (route) => {
      if ((route.request().postData() ?? "").includes("nf_fu_upload")) await held;
      await route.continue();
    });
    await input.setInputFiles({ name: "Quittung.png", mimeType: "image/png", buffer: PNG });
    await expect(submit).toBeDisabled();
    await expect(beleg.locator(".nf-upload-busy")).toHaveText("Datei wird hochgeladen …");
    release();
    await expect(beleg.locator(".nf-upload-list li")).toHaveCount(1);
    await expect(beleg.locator(".nf-upload-name")).toHaveText("Quittung.png");
    await expect(beleg.locator(".nf-upload-size")).toHaveText("(0,1 KB)");
    await expect(beleg.locator("[role=status]")).toHaveText("Datei hochgeladen: Quittung.png");
    await expect(beleg.locator(".nf-error-msg")).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expectNoAxe(page);

    // Remove by keyboard: the list empties, focus returns to the input, announced.
    await beleg.getByRole("button", { name: "Quittung.png entfernen" }).focus();
    await page.keyboard.press("Enter");
    await expect(beleg.locator(".nf-upload-list")).toHaveCount(0);
    await expect(input).toBeFocused();
    await expect(beleg.locator("[role=status]")).toHaveText("Datei Quittung.png entfernt.");

    // Choose again and submit: the token goes with the form, the success message shows.
    await input.setInputFiles({ name: "Quittung2.png", mimeType: "image/png", buffer: PNG });
    await expect(beleg.locator(".nf-upload-name")).toHaveText("Quittung2.png");
    const sent = page.waitForRequest((r) => (r.postData() ?? "").includes("nf_ajax_submit"));
    await submit.click();
    const body = new URLSearchParams((await sent).postData() ?? "");
    const formData = JSON.parse(body.get("formData") ?? "{}");
    const value = Object.values(formData.fields as Record<string, { value: unknown }>).find((f) =>
      Array.isArray(f.value),
    )?.value;
    expect(value).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{32}$/)]);
    await expect(page.locator(`#nf-form-${formId}-cont .nf-response-msg`)).toContainText("Beleg erhalten.");
  });

  test("a refused type shows the German type error", async ({ page }) => {
    await page.goto(`/forms/${formId}/`);
    await formReady(page, formId);
    const input = page.locator(`#nf-form-${formId}-cont input[type=file]`);
    // The field is its own chunk: a choice made before it hydrated would not be uploaded at once.
    await expect(input).toHaveAttribute("data-ready", "true");
    await input.setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from("<?php echo 1;") });
    await expect(field(page, "beleg").locator(".nf-error-msg")).toContainText(
      "Dieser Dateityp ist nicht erlaubt. Erlaubt sind: png, pdf.",
    );
  });
});

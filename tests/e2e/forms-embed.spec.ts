/**
 * The embeddable form on another site (issue 7 item 9): two tiny static servers on other loopback
 * ports play the partner sites; each page holds only
 * `<script src="http://127.0.0.1:E2E_PORT/embed/forms.js" data-form="kontakt"></script>`.
 * From the allowed origin the contact form renders, validates live, is usable from the keyboard,
 * passes axe and submits to our `nf_ajax_submit` without cookies (a file field uploads with the
 * form's own key instead of the owner cookie); from an origin that is not in
 * `forms.embedOrigins` it is refused (no form, a German notice, the server answers 403).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, type Request, test } from "@playwright/test";
import { expectNoAxe, importNff, writeTempNff } from "./forms-helpers.ts";
import { setSettingValues } from "./shop-helpers.ts";

const OUR = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

test.describe.configure({ timeout: 180_000 });

/** A partner site: `/` embeds the contact form, `/form/ID` embeds form ID. */
function partnerSite(): Promise<{ server: Server; origin: string }> {
  const html = (
    form: string,
  ) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Partnerseite</title></head>
<body><main><h1>Partnerseite</h1><p>Unser Formular:</p>
<script src="${OUR}/embed/forms.js" data-form="${form}"></script></main></body></html>`;
  const server = createServer((req, res) => {
    const form = /^\/form\/(\d+)$/.exec(req.url ?? "")?.[1] ?? "kontakt";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html(form));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

function setOrigins(origins: string[]): Promise<void> {
  return setSettingValues({ "forms.embedOrigins": origins });
}

/**
 * A form with a repeater and the self-hosted proof-of-work captcha, whose components are chunks
 * the embed loads only for such a form; the captcha asks our server for its challenge.
 */
function repeaterNff(): unknown {
  const fields = [
    { type: "textbox", key: "kontakt", label: "Ansprechpartner", required: "1" },
    {
      type: "repeater",
      key: "teilnehmer",
      label: "Teilnehmende",
      fields: [{ type: "textbox", key: "tn_name", label: "Name", required: "1", order: 1 }],
    },
    { type: "proofofwork", key: "pruefung", label: "Sicherheitsprüfung" },
    { type: "submit", key: "go", label: "Anmelden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  const actions = [
    { type: "save", label: "Speichern" },
    { type: "successmessage", label: "Danke", success_msg: "<p>Angemeldet.</p>" },
  ];
  return { settings: { title: "Gruppenanmeldung (eingebettet)", show_title: "1" }, fields, actions };
}

/** A form with a file field: the embed uploads with its key, without cookies. */
function uploadNff(): unknown {
  const fields = [
    { type: "textbox", key: "firma", label: "Firma", required: "1" },
    { type: "file_upload", key: "angebot", label: "Angebot", required: "1", upload_types: "png,pdf" },
    { type: "date", key: "liefertermin", label: "Liefertermin", date_format: "DD.MM.YYYY" },
    { type: "submit", key: "go", label: "Einreichen" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  const actions = [
    { type: "save", label: "Speichern" },
    { type: "successmessage", label: "Danke", success_msg: "<p>Angebot erhalten.</p>" },
  ];
  return { settings: { title: "Angebot einreichen (eingebettet)", show_title: "1" }, fields, actions };
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let allowed: { server: Server; origin: string };
let refused: { server: Server; origin: string };
let repeaterForm = 0;
let uploadForm = 0;
test.beforeAll(async () => {
  allowed = await partnerSite();
  refused = await partnerSite();
  await setOrigins([allowed.origin]);
  const [form] = await importNff(writeTempNff("embed-repeater.nff", repeaterNff()));
  repeaterForm = form?.id ?? 0;
  const [upload] = await importNff(writeTempNff("embed-upload.nff", uploadNff()));
  uploadForm = upload?.id ?? 0;
});
test.afterAll(async () => {
  await setOrigins([]);
  allowed.server.close();
  refused.server.close();
});

const embedded = (page: Page) => page.locator(".laden-embed .nf-form-cont");

test("on an allowed site: renders, validates live, keyboard, axe 0, submits without cookies", async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(OUR)) requests.push(r);
  });
  await page.goto(`${allowed.origin}/`);
  await expect(embedded(page)).toBeVisible();
  await page.locator(".laden-embed form.nf-form[novalidate]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: "Partnerseite" })).toBeVisible();
  const name = page.getByLabel("Ihr Name");
  const email = page.getByRole("textbox", { name: /^E-Mail-Adresse/ });

  // Live validation, as on our own pages.
  await name.focus();
  await page.keyboard.press("Tab");
  await expect(embedded(page).locator(".nf-error-required-error").first()).toHaveText(
    "Dies ist ein Pflichtfeld.",
  );
  await expect(page.locator(".laden-embed .nf-form-errors")).toContainText(
    "Bitte korrigieren Sie die markierten Felder",
  );
  await email.fill("ada@");
  await email.blur();
  await expect(embedded(page).locator(".nf-error-invalid-email")).toHaveText(
    "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  );
  await expectNoAxe(page);

  // Fill in everything required from the keyboard and send.
  await name.fill("Ada Lovelace");
  await email.fill("ada@example.org");
  await page.getByLabel("Worum geht es?").selectOption("kaffee");
  await page.getByLabel("Ihre Nachricht").fill("Eine Frage zum Kaffee aus der Partnerseite.");
  const consent = embedded(page).locator("input[type=checkbox][required]");
  await consent.focus();
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.locator(".laden-embed .nf-response-msg")).toHaveText(
    "Danke, Ada Lovelace! Wir melden uns bald bei Ihnen.",
  );
  // The contact form has hide_complete: the form goes, the message stays.
  await expect(page.locator(".laden-embed form.nf-form")).toBeHidden();

  const submit = requests.find((r) => r.url() === `${OUR}/wp-admin/admin-ajax.php`);
  expect(submit).toBeDefined();
  // allHeaders: the headers the browser really sent (Origin, Cookie).
  const sent = (await submit?.allHeaders()) ?? {};
  expect(sent.cookie).toBeUndefined();
  expect(sent.origin).toBe(allowed.origin);
  const body = new URLSearchParams(submit?.postData() ?? "");
  expect(body.get("action")).toBe("nf_ajax_submit");
  expect(body.get("security")).toMatch(/^[0-9a-f]+$/);
  expect(JSON.parse(body.get("formData") ?? "{}").fields).toBeTruthy();
});

test("the loader pulls the runtime, a repeater/captcha form their chunks, from our origin; PoW solved; it submits", async ({
  page,
}) => {
  const scripts: string[] = [];
  const challenges: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
    if (r.url().includes("action=nf_pow_challenge")) challenges.push(r.url());
  });
  // The contact form has no repeater: its chunk is not loaded.
  await page.goto(`${allowed.origin}/`);
  await expect(embedded(page)).toBeVisible();
  expect(scripts.some((u) => /\/embed\/forms-app-[\w-]+\.js$/.test(u) && u.startsWith(`${OUR}/`))).toBe(true);
  expect(scripts.some((u) => /\/(repeater|captcha|date)-[\w-]+\.js$/.test(u))).toBe(false);

  scripts.length = 0;
  await page.goto(`${allowed.origin}/form/${repeaterForm}`);
  const set = (n: number) => page.getByRole("group", { name: `Satz ${n}`, exact: true });
  await expect(set(1)).toBeVisible();
  // Every script came from our origin, none from the partner's (relative to its page).
  expect(scripts.length).toBeGreaterThan(2);
  for (const u of scripts) expect(u.startsWith(`${OUR}/embed/`)).toBe(true);
  expect(scripts.some((u) => /\/embed\/repeater-[\w-]+\.js$/.test(u))).toBe(true);
  expect(scripts.some((u) => /\/embed\/captcha-[\w-]+\.js$/.test(u))).toBe(true);
  // The proof-of-work challenge comes from our admin-ajax (CORS for allowed origins), then is solved.
  await expect(page.locator('.laden-embed [data-status="solved"]')).toHaveCount(1, { timeout: 30_000 });
  expect(challenges.length).toBeGreaterThan(0);
  for (const u of challenges) expect(u.startsWith(`${OUR}/wp-admin/admin-ajax.php?`)).toBe(true);

  await page.getByLabel("Ansprechpartner").fill("Ada");
  await set(1).getByLabel("Name").fill("Anna");
  await page.getByRole("button", { name: "Weiteren Satz hinzufügen" }).click();
  await set(2).getByLabel("Name").fill("Ben");
  const sent = page.waitForRequest(
    (r) => r.url() === `${OUR}/wp-admin/admin-ajax.php` && r.method() === "POST",
  );
  await page.getByRole("button", { name: "Anmelden" }).click();
  const body = new URLSearchParams((await sent).postData() ?? "");
  const fields = Object.values(
    (JSON.parse(body.get("formData") ?? "{}") as { fields: Record<string, { value: unknown }> }).fields,
  );
  // The repeater's value carries both sets (keys `{repeaterId}.{subFieldId}_{set}`).
  const repeater = fields.find((f) => typeof f.value === "object" && f.value !== null);
  expect(Object.values(repeater?.value as Record<string, { value: string }>).map((v) => v.value)).toEqual([
    "Anna",
    "Ben",
  ]);
  await expect(page.locator(".laden-embed .nf-response-msg")).toHaveText("Angemeldet.");
});

test("a file field uploads from the partner site with the form's key and no cookie; the submission attaches it", async ({
  page,
}) => {
  const dateChunk = page.waitForRequest((r) => /\/embed\/date-[\w-]+\.js$/.test(r.url()));
  await page.goto(`${allowed.origin}/form/${uploadForm}`);
  await expect(embedded(page)).toBeVisible();
  // The date library is loaded for this form (it has a date field), before it renders.
  expect((await dateChunk).url().startsWith(`${OUR}/embed/`)).toBe(true);
  const termin = page.getByLabel(/^Liefertermin/);
  await termin.fill("31.02.2027");
  await termin.blur();
  await expect(embedded(page).locator(".nf-error-msg").filter({ hasText: /Datum/ })).toBeVisible();
  await termin.fill("15.03.2027");
  await termin.blur();
  await expect(embedded(page).locator(".nf-error-msg").filter({ hasText: /Datum/ })).toHaveCount(0);
  const input = page.locator(".laden-embed input[type=file]");
  await expect(input).toHaveAttribute("data-ready", "true");
  const uploaded = page.waitForRequest(
    (r) => r.url() === `${OUR}/wp-admin/admin-ajax.php?action=nf_fu_upload`,
  );
  await input.setInputFiles({ name: "Angebot.png", mimeType: "image/png", buffer: PNG });
  const up = await uploaded;
  expect((await up.allHeaders()).cookie).toBeUndefined();
  await expect(page.locator(".laden-embed .nf-upload-name")).toHaveText("Angebot.png");
  await expect(
    page.locator(".laden-embed [role=status]").filter({ hasText: "Datei hochgeladen" }),
  ).toHaveText("Datei hochgeladen: Angebot.png");

  await page.getByLabel(/^Firma/).fill("Röstwerk Nord");
  const sent = page.waitForRequest(
    (r) => r.url() === `${OUR}/wp-admin/admin-ajax.php` && (r.postData() ?? "").includes("nf_ajax_submit"),
  );
  await page.getByRole("button", { name: "Einreichen" }).click();
  const formData = JSON.parse(new URLSearchParams((await sent).postData() ?? "").get("formData") ?? "{}");
  // The form's key (the upload's multipart body is not visible here; the server attaches the file
  // only when the keys match: tests/integration/forms-embed.test.ts).
  expect(formData.extra.upload_key).toMatch(/^[0-9a-f]{48}$/);
  await expect(page.locator(".laden-embed .nf-response-msg")).toHaveText("Angebot erhalten.");
});

test("on a site that is not allowed: no form, a notice, and the server refuses", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await page.goto(`${refused.origin}/`);
  await expect(page.locator(".laden-embed")).toHaveText("Das Formular konnte nicht geladen werden.");
  await expect(embedded(page)).toHaveCount(0);
  // The browser hides the refused answer from the page; the server's answer to that origin is a 403.
  const def = await page.request.get(`${OUR}/wp-json/laden/v1/embed/forms/kontakt`, {
    headers: { origin: refused.origin },
  });
  expect(def.status()).toBe(403);
  expect(warnings.some((w) => w.includes("could not be loaded"))).toBe(true);
  // A submission sent from that origin anyway is refused before it is processed.
  const res = await page.request.post(`${OUR}/wp-admin/admin-ajax.php`, {
    headers: { origin: refused.origin },
    form: { action: "nf_ajax_submit", security: "x", formData: "{}" },
  });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { code: string }).code).toBe("laden_origin_not_allowed");
});

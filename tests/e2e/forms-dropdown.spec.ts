/**
 * The searchable dropdown (issue 6 item 4, spec §4/§8/§9): long lists and remote terms become an
 * ARIA 1.2 combobox after hydration (plain <select> without JavaScript); typing filters, the §8
 * messages appear, the keyboard works, a choice closes the list, the next page loads within
 * 50 px of the list's end, remote terms come by GET with `q` and `page`; a multi-select with
 * `dropdown_max_selection` stops at N and says "Sie können nur N Einträge auswählen"; axe finds nothing.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxe, field, formReady, importNff, writeTempNff } from "./forms-helpers.ts";

const REMOTE = "/wp-json/laden/v1/form-terms/product_cat";

function dropdownNff(): unknown {
  const land = Array.from({ length: 45 }, (_, i) => {
    const label = `Land ${String(i + 1).padStart(2, "0")}`;
    return { label, value: `l${i + 1}`, calc: "0", order: i };
  });
  const fields = [
    { type: "listselect", key: "land", label: "Land", required: "1", options: land },
    {
      type: "listselect",
      key: "laenge",
      label: "Mit Längen",
      options: land.slice(0, 20),
      dropdown_min_input: "2",
      dropdown_max_input: "4",
    },
    { type: "listselect", key: "kategorie", label: "Kategorie", options: [], dropdown_source: REMOTE },
    { type: "listselect", key: "kurz", label: "Kurze Liste", options: land.slice(0, 3) },
    {
      type: "listmultiselect",
      key: "sorten",
      label: "Sorten",
      options: land.slice(0, 6),
      dropdown_max_selection: "2",
    },
    { type: "submit", key: "go", label: "Senden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title: "Suchbare Auswahl", show_title: "1" }, fields, actions: [] };
}

// axe over the five dropdowns is slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

let formId = 0;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [form] = await importNff(writeTempNff("dropdown.nff", dropdownNff()));
  formId = form?.id ?? 0;
});

const combo = (page: Page, key: string) => field(page, key).getByRole("combobox");
const listbox = (page: Page, key: string) => field(page, key).getByRole("listbox");
const options = (page: Page, key: string) => field(page, key).getByRole("option");
const message = (page: Page, key: string) => field(page, key).locator(".nf-combobox-message");
const status = (page: Page, key: string) => field(page, key).getByRole("status");

async function open(page: Page) {
  await page.goto(`/forms/${formId}/`);
  await formReady(page);
  // The searchable list is its own chunk and replaces the server's <select> (also a combobox to
  // the accessibility tree) once loaded: keys pressed before that would go to the <select>.
  await expect(field(page, "land").locator("input[role=combobox]")).toBeVisible();
}

test("without JavaScript every list is a plain <select>", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(`/forms/${formId}/`);
  await expect(field(page, "land").locator("select option")).toHaveCount(46);
  await expect(page.getByRole("combobox", { name: /^Land/ })).toHaveJSProperty("tagName", "SELECT");
  await expect(page.getByRole("listbox", { name: "Sorten" })).toHaveAttribute("multiple", "");
  await ctx.close();
});

test("long lists become a combobox, short ones stay a select; typing filters and a choice closes the list", async ({
  page,
}) => {
  await open(page);
  await expect(field(page, "kurz").locator("select")).toBeVisible();
  const c = combo(page, "land");
  await expect(c).toHaveAttribute("aria-expanded", "false");
  await c.click();
  await expect(c).toHaveAttribute("aria-expanded", "true");
  await expect(options(page, "land")).toHaveCount(20);
  await expect(status(page, "land")).toHaveText("20+ Ergebnisse verfügbar");
  await c.fill("4");
  await expect(options(page, "land")).toHaveText([
    "Land 04",
    "Land 14",
    "Land 24",
    "Land 34",
    "Land 40",
    "Land 41",
    "Land 42",
    "Land 43",
    "Land 44",
    "Land 45",
  ]);
  await expect(status(page, "land")).toHaveText("10 Ergebnisse verfügbar");
  await options(page, "land").filter({ hasText: "Land 42" }).click();
  await expect(c).toHaveAttribute("aria-expanded", "false");
  await expect(listbox(page, "land")).toBeHidden();
  await expect(c).toHaveValue("Land 42");
  await expect(field(page, "land").locator("input[type=hidden]")).toHaveValue("l42");
  await c.fill("xyz");
  await expect(message(page, "land")).toHaveText("Keine Übereinstimmungen gefunden");
  await expect(status(page, "land")).toHaveText("Keine Übereinstimmungen gefunden");
  await expectNoAxe(page);
});

test("keyboard: arrows, Home/End, Enter chooses, Escape closes; aria-activedescendant follows", async ({
  page,
}) => {
  await open(page);
  const c = combo(page, "land");
  await c.focus();
  await page.keyboard.press("ArrowDown");
  await expect(c).toHaveAttribute("aria-expanded", "true");
  await expect(c).not.toHaveAttribute("aria-activedescendant");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(c).toHaveAttribute("aria-activedescendant", /-opt-1$/);
  await expect(options(page, "land").nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(c).toHaveAttribute("aria-activedescendant", /-opt-19$/);
  await page.keyboard.press("Home");
  await expect(c).toHaveAttribute("aria-activedescendant", /-opt-0$/);
  await page.keyboard.press("ArrowUp");
  await expect(c).toHaveAttribute("aria-activedescendant", /-opt-0$/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(c).toHaveAttribute("aria-expanded", "false");
  await expect(c).toHaveValue("Land 02");
  await expect(c).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(listbox(page, "land")).toBeVisible();
  await expectNoAxe(page);
  await page.keyboard.press("Escape");
  await expect(c).toHaveAttribute("aria-expanded", "false");
  await expect(c).toHaveValue("Land 02");
});

test("the next page loads only within 50 px of the list's end", async ({ page }) => {
  await open(page);
  await combo(page, "land").click();
  const lb = listbox(page, "land");
  await expect(options(page, "land")).toHaveCount(20);
  const scrollToGap = (gap: number) =>
    lb.evaluate((el, g) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - g;
      el.dispatchEvent(new Event("scroll"));
    }, gap);
  await scrollToGap(80);
  await page.waitForTimeout(100);
  await expect(options(page, "land")).toHaveCount(20);
  await scrollToGap(45);
  await expect(options(page, "land")).toHaveCount(40);
  await scrollToGap(10);
  await expect(options(page, "land")).toHaveCount(45);
  await expect(status(page, "land")).toHaveText("45 Ergebnisse verfügbar");
});

test("minimum and maximum input length messages", async ({ page }) => {
  await open(page);
  const c = combo(page, "laenge");
  await c.click();
  await expect(message(page, "laenge")).toHaveText("Bitte geben Sie 2 oder mehr Zeichen ein");
  await expect(options(page, "laenge")).toHaveCount(0);
  await c.fill("L");
  await expect(message(page, "laenge")).toHaveText("Bitte geben Sie 1 oder mehr Zeichen ein");
  await c.fill("Land 1");
  await expect(message(page, "laenge")).toHaveText("Bitte löschen Sie 2 Zeichen");
  await expect(status(page, "laenge")).toHaveText("Bitte löschen Sie 2 Zeichen");
  await c.fill("Land");
  await expect(message(page, "laenge")).toHaveCount(0);
  await expect(options(page, "laenge")).toHaveCount(20);
});

test("remote terms: GET with q and page, searching, loading more, could not be loaded", async ({ page }) => {
  const requests: URL[] = [];
  let release: () => void = () => {};
  let fail = false;
  await page.route(`**${REMOTE}?*`, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    expect(route.request().method()).toBe("GET");
    if (fail) return route.fulfill({ status: 500, body: "{}" });
    const pg = Number(url.searchParams.get("page"));
    await new Promise<void>((r) => {
      release = r;
    });
    const results = Array.from({ length: 20 }, (_, i) => ({
      value: `k${pg}-${i}`,
      label: `<b>Kategorie ${pg}-${i}</b>`,
    }));
    return route.fulfill({ json: { results, more: pg < 2 } });
  });
  await open(page);
  const c = combo(page, "kategorie");
  await c.fill("ka");
  await expect(message(page, "kategorie")).toHaveText("Suche …");
  await expect(status(page, "kategorie")).toHaveText("Suche …");
  await expect.poll(() => requests.length).toBe(1);
  release();
  await expect(options(page, "kategorie")).toHaveCount(20);
  // Labels are text, never markup.
  await expect(options(page, "kategorie").first()).toHaveText("<b>Kategorie 1-0</b>");
  expect(requests.at(-1)?.searchParams.get("q")).toBe("ka");
  expect(requests.at(-1)?.searchParams.get("page")).toBe("1");
  await listbox(page, "kategorie").evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event("scroll"));
  });
  await expect(message(page, "kategorie")).toHaveText("Weitere Ergebnisse werden geladen …");
  // The scroll may fire twice before the state settles; the earlier request is aborted (known, see report).
  await expect.poll(() => requests.at(-1)?.searchParams.get("page")).toBe("2");
  release();
  await expect(options(page, "kategorie")).toHaveCount(40);
  await expect(status(page, "kategorie")).toHaveText("40 Ergebnisse verfügbar");
  fail = true;
  await c.fill("kat");
  await expect(message(page, "kategorie")).toHaveText("Die Ergebnisse konnten nicht geladen werden.");
});

test("the terms endpoint: public GET, paged, q filters, bad parameters are 400", async ({ request }) => {
  const all = await request.get(`${REMOTE}?page=1`);
  expect(all.status()).toBe(200);
  const body = (await all.json()) as { results: { value: string; label: string }[]; more: boolean };
  expect(Array.isArray(body.results)).toBe(true);
  expect(body.results.length).toBeLessThanOrEqual(20);
  if (body.results[0]) {
    const needle = body.results[0].label.slice(0, 3);
    const some = (await (await request.get(`${REMOTE}?q=${encodeURIComponent(needle)}&page=1`)).json()) as {
      results: { label: string }[];
    };
    expect(some.results.length).toBeGreaterThan(0);
    for (const r of some.results) expect(r.label.toLowerCase()).toContain(needle.toLowerCase());
  }
  const none = (await (await request.get(`${REMOTE}?q=${encodeURIComponent("%_zz\\")}`)).json()) as {
    results: unknown[];
  };
  expect(none.results).toEqual([]);
  expect((await request.get(`${REMOTE}?page=0`)).status()).toBe(400);
  expect((await request.get("/wp-json/laden/v1/form-terms/users")).status()).toBe(400);
});

test("a multi-select with a maximum: chips, at most N, the §8 message announced, Backspace and remove buttons", async ({
  page,
}) => {
  await open(page);
  const c = combo(page, "sorten");
  const chips = field(page, "sorten").locator(".nf-combobox-chip");
  const hidden = field(page, "sorten").locator("input[type=hidden]");
  await c.focus();
  await page.keyboard.press("ArrowDown");
  await expect(listbox(page, "sorten")).toHaveAttribute("aria-multiselectable", "true");
  await expect(options(page, "sorten")).toHaveCount(6);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(chips).toHaveText(["Land 01×"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(options(page, "sorten").nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(chips).toHaveText(["Land 01×", "Land 02×"]);
  await expect(hidden).toHaveCount(2);
  expect(await hidden.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
    "l1",
    "l2",
  ]);
  await expect(hidden.first()).toHaveAttribute("name", /^nf-field-\d+\[\]$/);

  // At the maximum the list says so instead of offering more, also to screen readers.
  await page.keyboard.press("ArrowDown");
  await expect(message(page, "sorten")).toHaveText("Sie können nur 2 Einträge auswählen");
  await expect(status(page, "sorten")).toHaveText("Sie können nur 2 Einträge auswählen");
  await expect(listbox(page, "sorten")).toBeHidden();
  await expectNoAxe(page);

  // Backspace in the empty input removes the last choice; a chip's button removes its own.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Backspace");
  await expect(chips).toHaveText(["Land 01×"]);
  await page.getByRole("button", { name: "Land 01 entfernen" }).click();
  await expect(chips).toHaveCount(0);
  await expect(hidden).toHaveCount(0);
});

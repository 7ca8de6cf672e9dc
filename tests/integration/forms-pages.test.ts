/**
 * Form pages over HTTP (issue 6): `/forms/ID/` and `/forms/KEY/` server-render the demo forms
 * with the spec's areas and ids, in German and English; unknown, malformed and closed forms are
 * 404; `[ninja_form id=1]` in the Kontakt page renders the contact form in place.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldDef, makeForm } from "../setup/forms-submit.ts";

const app = appForFile();

async function page(path: string) {
  const res = await fetch(`${app().url}${path}`);
  return { status: res.status, html: await res.text() };
}

describe("form pages", () => {
  it("renders a demo form by key and by id with the form areas, fields and spam trap", async () => {
    const byKey = await page("/forms/kontakt/");
    expect(byKey.status).toBe(200);
    const { rows } = await app().database.pool.query<{ id: number }>(
      "select id from forms where key = 'kontakt'",
    );
    const id = rows[0]?.id;
    expect(byKey.html).toContain(`id="nf-form-${id}-cont"`);
    for (const area of [
      "nf-response-msg",
      "nf-before-form",
      "nf-form-content",
      "nf-after-fields",
      "nf-form-errors",
      "nf-after-form",
    ]) {
      expect(byKey.html).toContain(`class="${area}`);
    }
    expect(byKey.html).toMatch(/<input[^>]*name="nf-field-hp"/);
    // A search snippet: the title and what the form asks for, not the submit button.
    const description = byKey.html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(description).toMatch(/^Kontakt(formular)?: /);
    expect(description).toContain("E-Mail");
    expect(description).not.toContain("Senden");
    expect(byKey.html).toContain("Mit * markierte Felder sind Pflichtfelder.");
    expect(byKey.html).toMatch(
      /<input[^>]*id="nf-field-1"[^>]*name="nf-field-1"|<input[^>]*name="nf-field-1"[^>]*id="nf-field-1"/,
    );
    const byId = await page(`/forms/${id}/`);
    expect(byId.status).toBe(200);
    expect(byId.html).toContain(`id="nf-form-${id}-cont"`);
  });

  it("computes calculations and totals on the server for the first paint", async () => {
    const { status, html } = await page("/forms/angebotsrechner/");
    expect(status).toBe(200);
    expect(html).toContain("Ihr Angebot: 120,00 €");
    expect(html).toMatch(/<output[^>]*class="nf-total"[^>]*>0,00\u00a0€<\/output>/);
    expect(html).toMatch(/<output[^>]*class="nf-shipping"[^>]*>4,90\u00a0€<\/output>/);
  });

  it("English pages use the English catalogue and number format", async () => {
    const { status, html } = await page("/en/forms/angebotsrechner/");
    expect(status).toBe(200);
    expect(html).toContain("Fields marked with an * are required");
    expect(html).toContain("Ihr Angebot: 120.00 €");
  });

  it("unknown, malformed and closed forms are 404", async () => {
    expect((await page("/forms/999999/")).status).toBe(404);
    expect((await page("/forms/gibt-es-nicht/")).status).toBe(404);
    expect((await page("/forms/%3Cscript%3E/")).status).toBe(404);
    await app().database.pool.query("update forms set status = 'closed' where key = 'veranstaltung'");
    try {
      expect((await page("/forms/veranstaltung/")).status).toBe(404);
    } finally {
      await app().database.pool.query("update forms set status = 'publish' where key = 'veranstaltung'");
    }
  });

  it("places a form in page content with [ninja_form id=ID]", async () => {
    const { status, html } = await page("/kontakt/");
    expect(status).toBe(200);
    expect(html).not.toContain("[ninja_form");
    expect(html).toContain("nf-form-cont");
    expect(html).toContain("Nachricht senden");
    expect(html.indexOf("Nachricht schreiben")).toBeLessThan(html.indexOf("nf-form-cont"));
  });

  it("renders an owner's hostile texts as text: labels, help, placeholders, options, title (NF-6)", async () => {
    const evil = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
    const id = await makeForm(
      app().database.db,
      "hostile-texts",
      [
        fieldDef(1, "name", "textbox", { label: evil, placeholder: evil, help_text: evil, desc_text: evil }),
        fieldDef(2, "pick", "listselect", { label: "Wahl", options: [{ label: evil, value: "a" }] }),
        fieldDef(3, "submit", "submit", { label: evil }),
      ],
      [],
      { title: evil },
    );
    const { status, html } = await page(`/forms/${id}/`);
    expect(status).toBe(200);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    // No element has an onerror attribute (the text " onerror=" inside a quoted value is harmless).
    expect(html).not.toMatch(/<[a-z]+(\s+[a-z-]+(="[^"]*"|=[^\s>"]*)?)*\s+onerror=/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

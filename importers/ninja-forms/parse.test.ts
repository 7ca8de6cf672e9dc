import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFormEngine, validateSubmission } from "#modules/forms/engine/index.ts";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import { CORPORA_DIR, corpus } from "../../tests/setup/corpora.ts";
import { exportNff } from "./export.ts";
import { NffInputError, parseNff } from "./parse.ts";

const dir = join(CORPORA_DIR, "ninja-forms");
const files = readdirSync(corpus("ninja-forms")).filter((f) => f.endsWith(".nff"));
const load = (name: string) => parseNff(readFileSync(join(dir, name)));

describe("every Ninja Forms template of the corpus", () => {
  it("the corpus is there", () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)("%s imports, and its fields validate in the engine", (name) => {
    const raw = JSON.parse(readFileSync(join(dir, name), "utf8"));
    const [form] = load(name);
    expect(form).toBeDefined();
    if (!form) return;
    expect(form.title).toBe(raw.settings.title || raw.settings.form_title);
    // Every field of the export is either imported or reported.
    const unsupportedTypes = form.unsupported.filter(
      (u) => u.startsWith("Feldtyp") && u.includes("nicht übernommen"),
    ).length;
    const added = form.fields.some(
      (f) => f.key === "submit" && !raw.fields.some((r: { key: string }) => r.key === "submit"),
    )
      ? 1
      : 0;
    expect(form.fields.length).toBe(raw.fields.length - unsupportedTypes + added);
    expect(new Set(form.fields.map((f) => f.key)).size).toBe(form.fields.length);
    expect(form.fields.some((f) => f.type === "submit")).toBe(true);

    const runtime = toRuntimeForm({ id: 1, settings: form.settings, fields: form.fields }, "de");
    const empty = validateSubmission(runtime, {});
    const required = form.fields.filter((f) => f.required && f.visible !== false);
    expect(Object.keys(empty.fieldErrors).length).toBe(required.length);
    expect(empty.ok).toBe(required.length === 0);

    // Plausible answers pass.
    const engine = createFormEngine(runtime);
    const values: Record<string, string | string[] | boolean> = {};
    for (const f of form.fields) {
      const firstOption = f.options?.[0]?.value;
      if (f.type === "email" || f.type === "confirm") values[f.id] = "ada@example.org";
      else if (f.type === "checkbox") values[f.id] = true;
      else if (f.type === "date") values[f.id] = f.date_format === "DD/MM/YYYY" ? "24/12/2026" : "24.12.2026";
      else if (f.type === "listcheckbox" && firstOption) values[f.id] = [firstOption];
      else if (firstOption) values[f.id] = firstOption;
      else if (f.parentType === "textbox" || f.type === "textbox" || f.type === "textarea")
        values[f.id] = "Ada Lovelace";
    }
    expect(engine.fields().length).toBe(form.fields.length);
    const full = validateSubmission(runtime, values);
    expect(full.fieldErrors).toEqual({});
    expect(full.ok).toBe(true);
  });

  it("reports what it does not support instead of dropping it silently", () => {
    const [quote] = load("formtemplate-quoterequest.nff");
    expect(quote?.unsupported).toContain("Währung „usd“: Formulare rechnen in Euro");
    const [del] = load("formtemplate-deletedata.nff");
    expect(del?.unsupported.some((u) => u.includes("deletedatarequest"))).toBe(true);
    expect(del?.unsupported.some((u) => u.includes("{wp:user_email}"))).toBe(true);
    expect(del?.unsupported.some((u) => u.includes("mp_"))).toBe(true);
  });

  it("maps aliases, options, confirm fields, checkbox values and layout", () => {
    const [q] = load("formtemplate-questionnaire.nff");
    const confirm = q?.fields.find((f) => f.type === "confirm");
    expect(confirm?.confirm_field).toBe("email_1523910925640");
    const first = q?.fields.find((f) => f.type === "firstname");
    expect(first).toMatchObject({
      parentType: "textbox",
      custom_autocomplete: "given-name",
      container_class: "one-half first",
    });
    const age = q?.fields.find((f) => f.key === "age_1523910843594");
    expect(age?.options).toEqual([
      { label: "18-30", value: "18-30" },
      { label: "31-49", value: "31-49" },
      { label: "49+", value: "49" },
    ]);
    expect(Array.isArray(q?.settings.formContentData)).toBe(true);
    const [enquiry] = load("formtemplate-enquiry.nff");
    const cb = enquiry?.fields.find((f) => f.type === "checkbox");
    expect(cb).toMatchObject({ default_value: "unchecked", checked_value: "Checked", label_pos: "right" });
    const [contact] = load("formtemplate-contactform.nff");
    const rows = contact?.settings.formContentData as { cells: { fields: string[] }[] }[];
    expect(rows.map((r) => r.cells[0]?.fields[0])).toEqual(["name", "email", "message", "submit"]);
    const [quote] = load("formtemplate-quoterequest.nff");
    expect(quote?.fields.find((f) => f.type === "liststate")?.options?.length).toBeGreaterThan(50);
    expect(quote?.fields.find((f) => f.type === "date")?.date_format).toBe("DD/MM/YYYY");
  });

  it("keys are stable per file, so a second import updates instead of duplicating", () => {
    const a = load("formtemplate-contactform.nff");
    const b = load("formtemplate-contactform.nff");
    expect(a[0]?.key).toBe(b[0]?.key);
    expect(a[0]?.key).toMatch(/^nff-contact-me-[0-9a-f]{10}$/);
  });
});

describe("bad input", () => {
  it.each([
    ["not json", "Kein JSON"],
    ["{}", "fehlen"],
    ["[]", "kein Formular"],
    ['{"settings": {}, "fields": {}}', "fehlen"],
  ])("%j is refused with a clear message", (text) => {
    expect(() => parseNff(new TextEncoder().encode(text))).toThrow(NffInputError);
  });

  it("unknown field types are reported, not crashing; html is sanitised", () => {
    const file = {
      settings: {
        title: "X",
        conditions: [
          {
            connector: "all",
            when: [{ key: "a", comparator: "equal", value: "1" }],
            // biome-ignore lint/suspicious/noThenProperty: Ninja Forms' export format names it so
            then: [{ key: "b", trigger: "hide_field" }],
            else: [],
          },
        ],
      },
      fields: [
        { type: "textbox", key: "a", label: "A", order: 1 },
        { type: "creditcard", key: "cc", label: "Karte", order: 2 },
        {
          type: "html",
          key: "b",
          label: "B",
          order: 3,
          default: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        },
        { type: "textbox", key: "a", label: "A again", order: 4, weird_setting: "yes" },
      ],
      actions: [{ type: "paypal", label: "Zahlung", active: "1" }],
    };
    const [form] = parseNff(new TextEncoder().encode(JSON.stringify(file)));
    expect(form?.fields.map((f) => f.key)).toEqual(["a", "b", "a_2"]);
    expect(form?.fields[1]?.content).toBe("<p>Hi</p>");
    expect(form?.unsupported).toEqual(
      expect.arrayContaining([
        expect.stringContaining("creditcard"),
        expect.stringContaining("weird_setting"),
        expect.stringContaining("paypal"),
        expect.stringContaining("HTML-Inhalt"),
      ]),
    );
    expect(form?.settings.conditions).toEqual([
      {
        connector: "all",
        when: [{ key: "a", comparator: "equal", value: "1" }],
        actions: [{ key: "b", trigger: "hide_field" }],
        otherwise: [],
      },
    ]);
  });
});

describe("ids", () => {
  it("a quantity field follows its product to the new id", () => {
    const file = {
      settings: { title: "Shop" },
      fields: [
        { id: 40, type: "quantity", key: "q", label: "Menge", order: 2, product_assignment: "33" },
        { id: 33, type: "product", key: "p", label: "Produkt", order: 1, product_price: "5" },
      ],
    };
    const [form] = parseNff(new TextEncoder().encode(JSON.stringify(file)));
    expect(form?.fields.map((f) => [f.key, f.id])).toEqual([
      ["p", 1],
      ["q", 2],
    ]);
    expect(form?.fields[1]?.product_assignment).toBe(1);
  });
});

describe("defects found on the landed build (issue 26)", () => {
  const parse = (file: unknown) => parseNff(new TextEncoder().encode(JSON.stringify(file)))[0];

  it("an export without field ids: the quantity counts for its product, with a shipping field before it", () => {
    const form = parse({
      settings: { title: "Röstkurs" },
      fields: [
        { type: "shipping", key: "versand", label: "Versand", order: 1, shipping_cost: "4,90" },
        { type: "product", key: "kurs", label: "Röstkurs", order: 2, product_price: "12,50" },
        { type: "quantity", key: "anzahl", label: "Anzahl Röstpakete", order: 3, product_assignment: "57" },
        { type: "total", key: "summe", label: "Summe", order: 4 },
      ],
    });
    expect(form?.fields[2]?.product_assignment).toBe(2);
    expect(form?.unsupported.join("\n")).toContain("dem Produkt kurs zugeordnet");
    const runtime = toRuntimeForm({ id: 1, settings: form!.settings, fields: form!.fields }, "de");
    const engine = createFormEngine(runtime);
    expect(engine.field(4).display).toBe("17,40\u00a0€");
    engine.set(3, "3", "change");
    expect(engine.field(4).display).toBe("42,40\u00a0€");
  });

  it('keeps show_option_labels "0", maps "time" to a time-only date field, keeps novalidate', () => {
    const form = parse({
      settings: { title: "Zeit", novalidate: "1" },
      fields: [
        {
          type: "listimage",
          key: "bild",
          label: "Bild",
          order: 1,
          show_option_labels: "0",
          image_options: [{ label: "A", value: "a", image: "/a.png" }],
        },
        { type: "time", key: "uhrzeit", label: "Uhrzeit", order: 2, hours_24: "1", minute_increment: "15" },
        { type: "submit", key: "submit", label: "Senden", order: 3 },
      ],
    });
    expect(form?.fields[0]?.show_option_labels).toBe(false);
    expect(form?.fields[1]).toMatchObject({
      key: "uhrzeit",
      type: "date",
      date_mode: "time_only",
      hours_24: true,
      minute_increment: 15,
    });
    expect(form?.settings.novalidate).toBe(true);
    expect(form?.unsupported.filter((u) => u.includes("time") || u.includes("novalidate"))).toEqual([]);
  });
});

describe(".nff export: import → export → import gives the same definition (issue 26)", () => {
  const definition = (f: ReturnType<typeof parseNff>[number]) => ({
    title: f.title,
    settings: f.settings,
    fields: f.fields,
    actions: f.actions,
  });
  const roundTrip = (first: ReturnType<typeof parseNff>[number]) => {
    const [again] = parseNff(new TextEncoder().encode(exportNff(first)));
    expect(again).toBeDefined();
    expect(definition(again!)).toEqual(definition(first));
    // Nothing new is unsupported (an action type we keep but do not run is reported again).
    for (const line of again!.unsupported) expect(first.unsupported).toContain(line);
  };

  it.each(files)("%s", (name) => {
    const [first] = load(name);
    roundTrip(first!);
  });

  it("our own forms: quantity, shipping, repeater with min_sets, required and action conditions, time fields", () => {
    const [first] = parseNff(
      new TextEncoder().encode(
        JSON.stringify({
          settings: {
            title: "Eigenes",
            novalidate: "1",
            validateRequiredField: "Bitte ausfüllen",
            calculations: [{ name: "summe", eq: "{field:anzahl} * 2", dec: "2" }],
            conditions: [
              {
                connector: "any",
                when: [{ key: "anzahl", comparator: "greater", value: "2" }],
                // biome-ignore lint/suspicious/noThenProperty: Ninja Forms' condition format
                then: [{ key: "wunsch", trigger: "set_required" }],
                else: [{ key: "wunsch", trigger: "unset_required" }],
              },
            ],
          },
          fields: [
            { id: 7, type: "product", key: "kurs", label: "Kurs", order: 1, product_price: "12,50" },
            { id: 8, type: "quantity", key: "anzahl", label: "Anzahl", order: 2, product_assignment: "7" },
            { id: 9, type: "shipping", key: "versand", label: "Versand", order: 3, shipping_cost: "4,90" },
            { id: 10, type: "time", key: "zeit", label: "Zeit", order: 4, hours_24: "1" },
            { id: 11, type: "textarea", key: "wunsch", label: "Wunsch", order: 5, element_class: "gross" },
            {
              id: 12,
              type: "repeater",
              key: "gaeste",
              label: "Gäste",
              order: 6,
              min_sets: "0",
              fields: [{ type: "textbox", key: "name", label: "Name", required: "1", order: 1 }],
            },
            {
              id: 13,
              type: "listimage",
              key: "bild",
              label: "Bild",
              order: 7,
              show_option_labels: "0",
              image_options: [{ label: "A", value: "a", image: "/a.png", calc: "3" }],
            },
            { id: 14, type: "html", key: "info", label: "Info", order: 8, default: "<p>{calc:summe} €</p>" },
            { id: 15, type: "submit", key: "los", label: "Los", order: 9 },
          ],
          actions: [
            {
              type: "email",
              label: "Mail",
              active: "1",
              to: "{system:admin_email}",
              conditions: {
                process: "0",
                connector: "all",
                when: [{ key: "anzahl", comparator: "less", value: "1" }],
              },
            },
            { type: "successmessage", label: "Danke", active: "0", success_msg: "Danke" },
          ],
        }),
      ),
    );
    expect(first!.unsupported).toEqual([]);
    roundTrip(first!);
  });
});

/**
 * Defects of the forms runtime found on the landed build (issue 26): each observed behaviour as
 * a test of the engine.
 */
import { describe, expect, it } from "vitest";
import { FormEngine, validateSubmission } from "./engine.ts";
import { field, runtime } from "./test-form.ts";

describe("products, quantities and shipping (issue 26)", () => {
  it("a quantity field assigned to a product counts in the total when the form has a shipping field", () => {
    const p = field("product", "kurs", { product_price: "12,50", product_use_quantity: false });
    const s = field("shipping", "versand", { shipping_cost: "4,90" });
    const q = field("quantity", "anzahl", { product_assignment: p.id, num_min: "1" });
    const t = field("total", "summe");
    const e = new FormEngine(runtime([p, s, q, t]));
    expect(e.field(t.id).display).toBe("17,40\u00a0€");
    e.set(q.id, "3", "change");
    expect(e.field(t.id).display).toBe("42,40\u00a0€");
    expect(validateSubmission(runtime([p, s, q, t]), { [q.id]: "3" }).data.fields[String(t.id)]?.value).toBe(
      "42.40",
    );
  });

  it('a shipping cost written with a comma ("4,90") shows 4,90 €, as the total counts it', () => {
    const p = field("product", "p2", { product_price: "10" });
    const s = field("shipping", "versand2", { shipping_cost: "4,90" });
    const t = field("total", "summe2");
    const e = new FormEngine(runtime([p, s, t]));
    expect(e.field(s.id).display).toBe("4,90\u00a0€");
    expect(e.field(t.id).display).toBe("14,90\u00a0€");
  });
});

describe("required rules of conditions (issue 26)", () => {
  const rule = (trigger: "set_required" | "unset_required", opposite: "set_required" | "unset_required") => {
    const kontakt = field("listradio", "kontakt", {
      options: [
        { label: "E-Mail", value: "mail" },
        { label: "Telefon", value: "tel" },
      ],
    });
    const tel = field("textbox", "telefon", { required: trigger === "unset_required" });
    const form = runtime([kontakt, tel], {
      conditions: [
        {
          connector: "all",
          when: [{ key: "kontakt", comparator: "equal", value: "tel" }],
          actions: [{ key: "telefon", trigger }],
          otherwise: [{ key: "telefon", trigger: opposite }],
        },
      ],
    });
    return { kontakt, tel, form };
  };

  it("a rule makes a field required while it holds: in the engine (state, validation) and on the server", () => {
    const { kontakt, tel, form } = rule("set_required", "unset_required");
    const e = new FormEngine(form);
    expect(e.field(tel.id).required).toBe(false);
    expect(e.validateAll()).toBe(true);
    e.set(kontakt.id, "tel", "change");
    expect(e.field(tel.id).required).toBe(true);
    // The field was marked not clean by validateAll: its required error shows at once.
    expect(e.field(tel.id).errors.map((x) => x.id)).toEqual(["required-error"]);
    e.set(kontakt.id, "mail", "change");
    expect(e.field(tel.id).errors).toEqual([]);
    expect(validateSubmission(form, { [kontakt.id]: "tel" }).fieldErrors[String(tel.id)]?.[0]?.id).toBe(
      "required-error",
    );
    expect(validateSubmission(form, { [kontakt.id]: "mail" }).ok).toBe(true);
  });

  it("a rule makes a required field optional", () => {
    const { kontakt, tel, form } = rule("unset_required", "set_required");
    expect(validateSubmission(form, { [kontakt.id]: "mail" }).ok).toBe(false);
    expect(validateSubmission(form, { [kontakt.id]: "tel" }).ok).toBe(true);
    expect(tel.required).toBe(true);
  });
});

describe("redefine: the builder's preview applies a changed definition in place (issue 26 bench)", () => {
  it("unchanged fields keep their state and are not notified; a changed field restarts; calcs follow", () => {
    const a = field("number", "a");
    const b = field("number", "b", { default_value: "1" });
    const html = field("html", "out", { content: "{calc:sum}" });
    const form = runtime([a, b, html], { calculations: [{ name: "sum", eq: "{field:a} + {field:b}" }] });
    const e = new FormEngine(form);
    e.set(a.id, "5", "change");
    e.set(b.id, "7", "change");
    const stateA = e.field(a.id);
    const notified: number[] = [];
    for (const f of [a, b, html]) e.subscribe(f.id, () => notified.push(f.id));
    const b2 = { ...b, label: "B neu", default_value: "2" };
    e.redefine({ ...form, fields: [a, b2, html] });
    expect(notified).toEqual([]);
    e.flush();
    expect(e.field(a.id)).toBe(stateA);
    expect(e.field(b.id).value).toBe("2");
    expect(e.field(html.id).display).toBe("7,00");
    expect(notified.sort()).toEqual([b.id, html.id].sort());
    e.redefine({
      ...form,
      fields: [a, html],
      settings: { ...form.settings, calculations: [{ name: "sum", eq: "{field:a} * 3" }] },
    });
    e.flush();
    expect(() => e.field(b.id)).toThrow();
    expect(e.field(html.id).display).toBe("15,00");
  });
});

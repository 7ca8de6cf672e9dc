import { describe, expect, it, vi } from "vitest";
import { createFormEngine, initialValue, validateSubmission } from "./engine.ts";
import { field, runtime } from "./test-form.ts";

describe("field states (§4)", () => {
  it("a field is clean until the visitor interacts; keyup validates only once not clean", () => {
    const email = field("email", "email");
    const e = createFormEngine(runtime([email]));
    expect(e.field(email.id).clean).toBe(true);
    e.set(email.id, "a", "keyup");
    expect(e.field(email.id).errors).toEqual([]);
    expect(e.field(email.id).clean).toBe(true);
    e.blur(email.id);
    expect(e.field(email.id).clean).toBe(false);
    expect(e.field(email.id).errors[0]?.id).toBe("invalid-email");
    e.set(email.id, "a@b.de", "keyup");
    expect(e.field(email.id).errors).toEqual([]);
  });

  it("any field error shows the correct-errors form error and disables submit", () => {
    const name = field("textbox", "name", { required: true });
    const e = createFormEngine(runtime([name]));
    expect(e.canSubmit()).toBe(true);
    e.set(name.id, "", "change");
    expect(e.formErrors()).toEqual({ "field-errors": "CORRECT" });
    expect(e.canSubmit()).toBe(false);
    e.set(name.id, "Ada", "keyup");
    expect(e.formErrors()).toEqual({});
    expect(e.canSubmit()).toBe(true);
  });

  it("before submit every field is marked not clean and validated; the first invalid field by order", () => {
    const a = field("textbox", "a", { required: true, order: 2 });
    const b = field("email", "b", { required: true, order: 1 });
    const e = createFormEngine(runtime([a, b]));
    expect(e.validateAll()).toBe(false);
    expect(e.field(a.id).clean).toBe(false);
    expect(e.field(a.id).errors[0]?.id).toBe("required-error");
    expect(e.firstInvalid()?.key).toBe("b");
  });

  it("the spam trap: non-empty → honeypot error, emptied → cleared; it blocks submission", () => {
    const e = createFormEngine(runtime([field("textbox", "a")]));
    e.setHoneypot("spam");
    expect(e.formErrors()).toEqual({ honeypot: "HONEY" });
    expect(e.validateAll()).toBe(false);
    e.setHoneypot("");
    expect(e.formErrors()).toEqual({});
    expect(e.validateAll()).toBe(true);
  });

  it("invalid_email and email_not_sent do not block", () => {
    const e = createFormEngine(runtime([field("textbox", "a")]));
    e.addFormError("email_not_sent", "x");
    e.addFormError("invalid_email", "y");
    expect(e.validateAll()).toBe(true);
    e.addFormError("other", "z");
    expect(e.blockingFormErrors()).toEqual(["other"]);
    e.removeFormError("other");
    expect(e.blockingFormErrors()).toEqual([]);
  });

  it("server field errors: plain message → required-error; unique-field errors clear on change, keyup or blur", () => {
    const a = field("email", "a");
    const e = createFormEngine(runtime([a]), { values: { [a.id]: "x@y.de" } });
    e.setServerFieldError(a.id, "Dieses Feld ist erforderlich.");
    expect(e.field(a.id).errors).toEqual([
      { id: "required-error", message: "Dieses Feld ist erforderlich." },
    ]);
    for (const event of ["change", "keyup", "blur"] as const) {
      e.setServerFieldError(a.id, { slug: "unique_field", message: "schon vorhanden" });
      expect(e.field(a.id).errors.some((x) => x.id === "unique_field")).toBe(true);
      if (event === "blur") e.blur(a.id);
      else e.set(a.id, "x@y.de", event);
      expect(e.field(a.id).errors.some((x) => x.id === "unique_field")).toBe(false);
    }
  });

  it("confirm fields are re-checked when the confirmed field changes", () => {
    const email = field("email", "email");
    const confirm = field("confirm", "confirm", { confirm_field: "email" });
    const e = createFormEngine(runtime([email, confirm]));
    e.set(email.id, "a@b.de", "change");
    e.set(confirm.id, "a@b.de", "change");
    expect(e.field(confirm.id).errors).toEqual([]);
    e.set(email.id, "c@b.de", "keyup");
    expect(e.field(confirm.id).errors[0]?.id).toBe("confirm-mismatch");
  });

  it("mirror fields copy the value while they are clean", () => {
    const a = field("textbox", "a");
    const m = field("textbox", "m", { mirror_field: "a" });
    const e = createFormEngine(runtime([a, m]));
    e.set(a.id, "Hallo", "keyup");
    expect(e.field(m.id).value).toBe("Hallo");
    e.set(m.id, "eigen", "change");
    e.set(a.id, "neu", "keyup");
    expect(e.field(m.id).value).toBe("eigen");
  });

  it("input limit applies on set and the remaining counter follows", () => {
    const t = field("textarea", "t", { input_limit: 3, input_limit_type: "words" });
    const e = createFormEngine(runtime([t]));
    expect(e.field(t.id).remaining).toBe(3);
    e.set(t.id, "a b c d", "keyup");
    expect(e.field(t.id).value).toBe("a b c");
    expect(e.field(t.id).remaining).toBe(0);
  });

  it("reset returns to the loaded values (clear_complete)", () => {
    const t = field("textbox", "t", { default_value: "x" });
    const e = createFormEngine(runtime([t]));
    e.set(t.id, "y", "change");
    e.reset();
    expect(e.field(t.id)).toMatchObject({ value: "x", clean: true, errors: [] });
  });
});

describe("initial values", () => {
  it("defaults, selected options, checkbox default and date/time objects", () => {
    expect(initialValue(field("textbox", "a", { default_value: "x" }))).toBe("x");
    expect(initialValue(field("checkbox", "b", { default_value: "checked" }))).toBe(true);
    expect(
      initialValue(
        field("listcheckbox", "c", {
          options: [
            { label: "A", value: "a", selected: true },
            { label: "B", value: "b" },
          ],
        }),
      ),
    ).toEqual(["a"]);
    expect(
      initialValue(
        field("listradio", "d", {
          options: [
            { label: "A", value: "a" },
            { label: "B", value: "b", selected: true },
          ],
        }),
      ),
    ).toBe("b");
    expect(
      initialValue(
        field("date", "e", {
          date_mode: "date_and_time",
          selected_hour: "09",
          selected_minute: "30",
          selected_ampm: "am",
        }),
      ),
    ).toEqual({
      date: "",
      hour: "09",
      minute: "30",
      ampm: "am",
    });
    expect(
      initialValue(field("date", "f", { date_mode: "time_only", hours_24: true, selected_hour: "14" })),
    ).toEqual({ date: "", hour: "14", minute: "", ampm: "" });
    expect(initialValue(field("date", "g", { date_default: true, date_format: "YYYY" }))).toBe(
      String(new Date().getFullYear()),
    );
  });
});

describe("conditional logic", () => {
  const kind = field("listradio", "kind", {
    options: [
      { label: "Privat", value: "p" },
      { label: "Firma", value: "f" },
    ],
  });
  const company = field("textbox", "company", { required: true, visible: false });
  const vat = field("textbox", "vat");
  const amount = field("number", "amount");
  const form = runtime([kind, company, vat, amount], {
    conditions: [
      {
        connector: "all",
        when: [{ key: "kind", comparator: "equal", value: "f" }],
        actions: [{ key: "company", trigger: "show_field" }],
        otherwise: [{ key: "company", trigger: "hide_field" }],
      },
      {
        connector: "any",
        when: [
          { key: "amount", comparator: "greater", value: "100" },
          { key: "kind", comparator: "equal", value: "f" },
        ],
        actions: [{ key: "vat", trigger: "show_field" }],
        otherwise: [{ key: "vat", trigger: "hide_field" }],
      },
    ],
    calculations: [{ name: "x", eq: "{field:amount} * 2" }],
  });

  it("shows and hides fields when other fields' values match; hidden required fields are not validated", () => {
    const e = createFormEngine(form);
    expect(e.field(company.id).visible).toBe(false);
    expect(e.validateAll()).toBe(true);
    e.set(kind.id, "f", "change");
    expect(e.field(company.id).visible).toBe(true);
    expect(e.field(vat.id).visible).toBe(true);
    expect(e.field(company.id).errors[0]?.id).toBe("required-error");
    e.set(kind.id, "p", "change");
    expect(e.field(company.id).visible).toBe(false);
    expect(e.field(company.id).errors).toEqual([]);
    expect(e.field(vat.id).visible).toBe(false);
    e.set(amount.id, "150", "keyup");
    expect(e.field(vat.id).visible).toBe(true);
  });

  it("a hidden field counts 0 in calculations", () => {
    const f = runtime([amount], {
      conditions: [
        {
          connector: "all",
          when: [{ key: "amount", comparator: "less", value: "0" }],
          actions: [{ key: "amount", trigger: "hide_field" }],
        },
      ],
      calculations: [{ name: "x", eq: "{field:amount} + 1" }],
    });
    const e = createFormEngine(f);
    e.set(amount.id, "5", "keyup");
    expect(e.calculations().x).toBe("6.00");
    e.set(amount.id, "-5", "keyup");
    expect(e.field(amount.id).visible).toBe(false);
    expect(e.calculations().x).toBe("1.00");
  });

  it.each([
    ["contains", "abc", "b", true],
    ["notcontains", "abc", "b", false],
    ["notequal", "a", "b", true],
    ["empty", "", "", true],
    ["notempty", "x", "", true],
    ["less", "1,5", "2", true],
  ] as const)("comparator %s", (comparator, value, target, shown) => {
    const a = field("textbox", "a");
    const b = field("textbox", "b", { visible: false });
    const e = createFormEngine(
      runtime([a, b], {
        conditions: [
          {
            connector: "all",
            when: [{ key: "a", comparator, value: target }],
            actions: [{ key: "b", trigger: "show_field" }],
          },
        ],
      }),
      {
        values: { [a.id]: value },
      },
    );
    expect(e.field(b.id).visible).toBe(shown);
  });

  it("checked / unchecked on a checkbox", () => {
    const c = field("checkbox", "c");
    const b = field("textbox", "b", { visible: false });
    const e = createFormEngine(
      runtime([c, b], {
        conditions: [
          {
            connector: "all",
            when: [{ key: "c", comparator: "checked" }],
            actions: [{ key: "b", trigger: "show_field" }],
            otherwise: [{ key: "b", trigger: "hide_field" }],
          },
        ],
      }),
    );
    expect(e.field(b.id).visible).toBe(false);
    e.set(c.id, true);
    expect(e.field(b.id).visible).toBe(true);
  });
});

describe("notifications: only the edited field and its dependents", () => {
  it("a keystroke notifies the edited field, the calc display and the total, nothing else", () => {
    const fields = Array.from({ length: 50 }, (_, i) => field("number", `n${i}`));
    const p = field("product", "p", { product_price: "2", product_use_quantity: true });
    const html = field("html", "h", { content: "Summe: {calc:s}" });
    const plain = field("html", "plain", { content: "<p>static</p>" });
    const total = field("total", "total");
    const e = createFormEngine(
      runtime([...fields, p, html, plain, total], {
        calculations: [{ name: "s", eq: "{field:n0} + {field:n1}" }],
      }),
    );
    const calls = new Map<number, number>();
    for (const f of e.fields()) e.subscribe(f.id, () => calls.set(f.id, (calls.get(f.id) ?? 0) + 1));
    const form = vi.fn();
    e.subscribeForm(form);

    e.set((fields[0] as { id: number }).id, "5", "keyup");
    expect([...calls.keys()].sort()).toEqual([(fields[0] as { id: number }).id, html.id].sort());
    expect(e.field(html.id).display).toBe("Summe: 5,00");
    calls.clear();
    e.set((fields[7] as { id: number }).id, "1", "keyup");
    expect([...calls.keys()]).toEqual([(fields[7] as { id: number }).id]);
    calls.clear();
    e.set(p.id, "3", "keyup");
    expect([...calls.keys()].sort()).toEqual([p.id, total.id].sort());
    expect(form).toHaveBeenCalled();
  });
});

describe("validateSubmission (the server's authoritative check)", () => {
  it("re-validates and re-calculates posted values; posted totals and calc results are ignored", () => {
    const email = field("email", "email", { required: true });
    const qty = field("number", "qty", { num_min: "1" });
    const p = field("product", "p", { product_price: "10" });
    const q = field("quantity", "q", { product_assignment: p.id });
    const total = field("total", "total");
    const form = runtime([email, qty, p, q, total], { calculations: [{ name: "c", eq: "{field:qty} * 3" }] });
    const bad = validateSubmission(form, {
      [email.id]: "nope",
      [qty.id]: "0",
      [q.id]: "2",
      [total.id]: "1,00",
    });
    expect(bad.ok).toBe(false);
    expect(bad.fieldErrors[String(email.id)]?.[0]?.id).toBe("invalid-email");
    expect(bad.fieldErrors[String(qty.id)]?.[0]?.id).toBe("number-min");
    expect(bad.formErrors["field-errors"]).toBe("CORRECT");
    const good = validateSubmission(form, {
      [email.id]: "a@b.de",
      [qty.id]: "2",
      [q.id]: "2",
      [total.id]: "1,00",
    });
    expect(good.ok).toBe(true);
    expect(good.calculations).toEqual({ c: "6.00" });
    expect(good.data.fields[String(total.id)]?.value).toBe("20.00");
    expect(good.data.extra.calculations.c).toBe("6.00");
  });

  it("the honeypot blocks; novalidate skips field rules", () => {
    const a = field("textbox", "a", { required: true });
    expect(validateSubmission(runtime([a]), { [a.id]: "x" }, { honeypot: "bot" }).formErrors).toEqual({
      honeypot: "HONEY",
    });
    expect(validateSubmission(runtime([a], { novalidate: true }), {}).ok).toBe(true);
  });

  it("rich text is cleaned by the given sanitiser, or reduced to escaped text without one", () => {
    const rte = field("textarea", "msg", { textarea_rte: true });
    const plain = field("textarea", "plain");
    const form = runtime([rte, plain]);
    const posted = {
      [rte.id]: '<p onclick="x()">Hi <script>bad()</script><b>du</b></p>',
      [plain.id]: "<b>so</b>",
    };
    const cleaned = validateSubmission(form, posted, {
      cleanRichText: (h) => h.replace(/<script>.*<\/script>/, ""),
    });
    expect(cleaned.data.fields[String(rte.id)]?.value).toBe('<p onclick="x()">Hi <b>du</b></p>');
    const safe = validateSubmission(form, posted);
    expect(safe.data.fields[String(rte.id)]?.value).toBe("Hi bad()du ");
    expect(safe.data.fields[String(plain.id)]?.value).toBe("<b>so</b>");
  });
});

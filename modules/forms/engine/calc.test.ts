import { describe, expect, it, vi } from "vitest";
import { computeTotal, type FieldReading, renderDisplayTags, roundCalc } from "./calc.ts";
import { FormEngine } from "./engine.ts";
import { DE, EN, field, runtime } from "./test-form.ts";

function calcs(
  fields: ReturnType<typeof field>[],
  eqs: { name: string; eq: string; dec?: number }[],
  values: Record<string, unknown> = {},
) {
  const log = vi.fn();
  const engine = new FormEngine(runtime(fields, { calculations: eqs }), { values: values as never, log });
  return { values: engine.calculations(), log, engine };
}

describe("calculations (§5, F9)", () => {
  it("reads {field:key} as a locale-decoded number, decimals default 2", () => {
    const a = field("number", "a");
    const b = field("textbox", "b");
    const { values } = calcs([a, b], [{ name: "sum", eq: "{field:a} + {field:b}" }], {
      [a.id]: "1.234,5",
      [b.id]: "0,25",
    });
    expect(values.sum).toBe("1234.75");
  });

  it("rounds to dec, and to 15 decimals first", () => {
    expect(roundCalc(0.1 + 0.2, 2)).toBe("0.30");
    expect(roundCalc(1 / 3, 5)).toBe("0.33333");
    expect(roundCalc(2.675, 0)).toBe("3");
    expect(roundCalc(1.0000000000000002, 16)).toBe("1.0000000000000000");
    const { values } = calcs([], [{ name: "x", eq: "10 / 3", dec: 4 }]);
    expect(values.x).toBe("3.3333");
  });

  it("NaN and division by zero become 0", () => {
    expect(roundCalc(Number.NaN, 2)).toBe("0.00");
    const { values } = calcs(
      [],
      [
        { name: "a", eq: "0 / 0" },
        { name: "b", eq: "1 / 0", dec: 0 },
        { name: "c", eq: "sqrt(-1)" },
      ],
    );
    expect(values).toEqual({ a: "0.00", b: "0", c: "0.00" });
  });

  it("non-numeric values and unknown tags count 0", () => {
    const t = field("textbox", "t");
    const { values } = calcs(
      [t],
      [{ name: "x", eq: "{field:t} + {field:nope} + {calc:nope} + {foo:bar} + 5" }],
      { [t.id]: "abc" },
    );
    expect(values.x).toBe("5.00");
  });

  it("hidden fields count as zero", () => {
    const a = field("number", "a", { visible: false });
    const b = field("number", "b");
    const { values } = calcs([a, b], [{ name: "x", eq: "{field:a} + {field:b}" }], {
      [a.id]: "5",
      [b.id]: "2",
    });
    expect(values.x).toBe("2.00");
  });

  it("option calc values, checkbox checked/unchecked calc values", () => {
    const size = field("listselect", "size", {
      options: [
        { label: "S", value: "s", calc: "10" },
        { label: "L", value: "l", calc: "2,5" },
      ],
    });
    const extras = field("listcheckbox", "extras", {
      options: [
        { label: "A", value: "a", calc: "1" },
        { label: "B", value: "b", calc: "2" },
        { label: "C", value: "c", calc: "4" },
      ],
    });
    const gift = field("checkbox", "gift", { checked_calc_value: "3", unchecked_calc_value: "1" });
    const { engine } = calcs(
      [size, extras, gift],
      [{ name: "x", eq: "{field:size:calc} + {field:extras:calc} + {field:gift:calc}" }],
      { [size.id]: "l", [extras.id]: ["a", "c"], [gift.id]: true },
    );
    expect(engine.calculations().x).toBe("10.50");
    engine.set(gift.id, false);
    expect(engine.calculations().x).toBe("8.50");
  });

  it("{calc:name} reads another calculation, in dependency order; cycles give 0 and are logged", () => {
    const a = field("number", "a");
    const { values, log } = calcs(
      [a],
      [
        { name: "double", eq: "{calc:base} * 2" },
        { name: "base", eq: "{field:a} + 1" },
        { name: "p", eq: "{calc:q}" },
        { name: "q", eq: "{calc:p} + 1" },
      ],
      { [a.id]: "4" },
    );
    expect(values.double).toBe("10.00");
    expect(values.base).toBe("5.00");
    expect(values.p).toBe("0.00");
    expect(values.q).toBe("0.00");
    expect(log).toHaveBeenCalled();
  });

  it("parser errors are logged, never thrown, and the calc is 0", () => {
    const { values, log } = calcs([], [{ name: "bad", eq: "2 * (3 + " }]);
    expect(values.bad).toBe("0.00");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("bad"));
    expect(log).toHaveBeenCalledWith(expect.stringContaining("schließende"));
  });

  it("newlines in equations are ignored", () => {
    expect(calcs([], [{ name: "x", eq: "1 +\n2" }]).values.x).toBe("3.00");
  });

  it("works in degrees", () => {
    expect(calcs([], [{ name: "x", eq: "sin(90)", dec: 3 }]).values.x).toBe("1.000");
  });
});

describe("products, quantity, shipping, total (F11)", () => {
  const reading = (f: ReturnType<typeof field>, value: string, visible = true): FieldReading => ({
    field: f,
    value,
    visible,
  });

  it("total = Σ price × quantity + shipping when the subtotal is not 0, 2 decimals", () => {
    const p1 = field("product", "p1", { product_price: "12,50", product_use_quantity: true });
    const p2 = field("product", "p2", { product_price: "3" });
    const q2 = field("quantity", "q2", { product_assignment: p2.id });
    const ship = field("shipping", "ship", { shipping_cost: "4,90" });
    const readings = [reading(p1, "2"), reading(p2, ""), reading(q2, "3"), reading(ship, "")];
    expect(computeTotal(readings, DE)).toBe(38.9);
    const none = [reading(p1, "0"), reading(p2, ""), reading(q2, "0"), reading(ship, "")];
    expect(computeTotal(none, DE)).toBe(0);
  });

  it("hidden products do not count; user and dropdown prices", () => {
    const hidden = field("product", "h", { product_price: "100", visible: false });
    const user = field("product", "u", { product_type: "user" });
    const drop = field("product", "d", {
      product_type: "dropdown",
      options: [{ label: "X", value: "x", calc: "7,5" }],
    });
    expect(computeTotal([reading(hidden, "1", false), reading(user, "19,99"), reading(drop, "x")], DE)).toBe(
      27.49,
    );
  });

  it("{field:product:calc} is price × quantity; the engine shows totals with the currency", () => {
    const p = field("product", "p", { product_price: "2.5", product_use_quantity: true });
    const total = field("total", "total");
    const engine = new FormEngine(
      runtime([p, total], { calculations: [{ name: "x", eq: "{field:p:calc}" }] }, EN),
      { values: { [p.id]: "3" } },
    );
    expect(engine.calculations().x).toBe("7.50");
    expect(engine.field(total.id).display).toBe("$7.50");
    engine.set(p.id, "4", "keyup");
    expect(engine.field(total.id).display).toBe("$10.00");
  });
});

describe("display fields", () => {
  it("re-render {calc:name}, {calc:name:2} and escaped {field:key}", () => {
    const html = renderDisplayTags(
      "<p>{calc:a} / {calc:a:0} / {field:n} / {calc:none}</p>",
      { a: "1234.50" },
      (k) => (k === "n" ? "<b>" : undefined),
      DE,
    );
    expect(html).toBe('<p>1.234,50 / 1.235 / <span data-key="field:n">&#60;b&#62;</span> / {calc:none}</p>');
  });
});

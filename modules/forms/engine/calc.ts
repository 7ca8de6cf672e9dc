/**
 * Calculations (§5, glossary F9) and product totals (F11).
 * Equations use `{field:key}`, `{field:key:calc}` and `{calc:name}`; unknown tags count 0, hidden
 * fields count 0, the result is rounded to 15 decimals, then to `dec` (default 2); NaN → 0.
 * Parser errors are reported to the caller (logged, never shown).
 */
import { ExpressionError, evaluate, type Node, parseExpression, variablesOf } from "./expression.ts";
import { formatLocaleNumber, parseLocaleNumber } from "./number.ts";
import type { Calculation, FieldDef, FieldValue, FormLocale } from "./types.ts";

export const DEFAULT_CALC_DECIMALS = 2;
export const CALC_ROUNDING_DECIMALS = 15;

export type CompiledCalc = {
  name: string;
  dec: number;
  tree: Node | null;
  error: ExpressionError | null;
  /** Field keys and calc names it reads. */
  fieldKeys: Set<string>;
  calcNames: Set<string>;
};

const TAG = /^\{(field|calc):([a-zA-Z0-9_-]+)(?::(calc))?\}$/;

export function compileCalculation(calc: Calculation): CompiledCalc {
  const fieldKeys = new Set<string>();
  const calcNames = new Set<string>();
  const dec =
    calc.dec === undefined || calc.dec === null || Number.isNaN(Number(calc.dec))
      ? DEFAULT_CALC_DECIMALS
      : Number(calc.dec);
  try {
    const tree = parseExpression(String(calc.eq ?? "").replace(/[\r\n]+/g, " "));
    for (const name of variablesOf(tree)) {
      const m = TAG.exec(name);
      if (m?.[1] === "field") fieldKeys.add(m[2] as string);
      if (m?.[1] === "calc") calcNames.add(m[2] as string);
    }
    return { name: calc.name, dec, tree, error: null, fieldKeys, calcNames };
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    return { name: calc.name, dec, tree: null, error, fieldKeys, calcNames };
  }
}

/** Orders calculations so a calc is computed after the calcs it reads; cycles evaluate to 0. */
export function orderCalculations(calcs: CompiledCalc[]): { order: CompiledCalc[]; cyclic: Set<string> } {
  const byName = new Map(calcs.map((c) => [c.name, c]));
  const order: CompiledCalc[] = [];
  const state = new Map<string, 1 | 2>();
  const cyclic = new Set<string>();
  const visit = (c: CompiledCalc, stack: string[]) => {
    const s = state.get(c.name);
    if (s === 2) return;
    if (s === 1) {
      for (const n of stack.slice(stack.indexOf(c.name))) cyclic.add(n);
      return;
    }
    state.set(c.name, 1);
    for (const dep of c.calcNames) {
      const d = byName.get(dep);
      if (d) visit(d, [...stack, c.name]);
    }
    state.set(c.name, 2);
    order.push(c);
  };
  for (const c of calcs) visit(c, []);
  return { order, cyclic };
}

/** Rounds like the evaluator of the plugin: 15 decimals, then `dec`; NaN and ±Infinity become 0. */
export function roundCalc(value: number, dec: number): string {
  if (!Number.isFinite(value)) return (0).toFixed(dec);
  const rounded = Number.parseFloat(value.toFixed(CALC_ROUNDING_DECIMALS));
  const fixed = rounded.toFixed(dec);
  return fixed === "NaN" ? (0).toFixed(dec) : fixed;
}

/** What the engine knows about a field when computing. */
export type FieldReading = { field: FieldDef; value: FieldValue; visible: boolean };

const LIST_TYPES = new Set([
  "listcheckbox",
  "listradio",
  "listselect",
  "listmultiselect",
  "listimage",
  "liststate",
  "listcountry",
]);

export function isListType(field: FieldDef): boolean {
  return LIST_TYPES.has(field.type) || LIST_TYPES.has(field.parentType ?? "");
}

function values(value: FieldValue): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return value === "" ? [] : [value];
  if (typeof value === "boolean") return value ? ["1"] : [];
  return value.date ? [value.date] : [];
}

function num(text: unknown, locale: Pick<FormLocale, "thousands_sep" | "decimal_point">): number {
  const n = parseLocaleNumber(typeof text === "string" ? text.trim() : text, locale);
  return Number.isNaN(n) ? 0 : n;
}

export function isChecked(value: FieldValue): boolean {
  return value === true || value === "1" || value === "checked" || value === "on";
}

/** Price of one unit of a product field. */
export function productPrice(field: FieldDef, value: FieldValue, locale: FormLocale): number {
  if (field.product_type === "user") return num(Array.isArray(value) ? value[0] : value, locale);
  if (field.product_type === "dropdown") {
    const chosen = values(value)[0];
    const option = field.options?.find((o) => o.value === chosen);
    return option ? num(option.calc ?? option.value, locale) : 0;
  }
  return num(field.product_price ?? "0", locale);
}

/** Quantity of a product: its own value when it uses quantity, an assigned quantity field, or 1. */
export function productQuantity(
  product: FieldReading,
  readings: Iterable<FieldReading>,
  locale: FormLocale,
): number {
  for (const r of readings) {
    if (r.field.type === "quantity" && Number(r.field.product_assignment) === product.field.id) {
      return r.visible ? num(values(r.value)[0] ?? "0", locale) : 0;
    }
  }
  if (
    product.field.product_use_quantity &&
    product.field.product_type !== "user" &&
    product.field.product_type !== "dropdown"
  ) {
    return num(values(product.value)[0] ?? "0", locale);
  }
  return 1;
}

/** `{field:key}`: the locale-decoded value; lists sum their values; hidden → 0; non-numeric → 0. */
export function fieldNumber(r: FieldReading, locale: FormLocale): number {
  if (!r.visible) return 0;
  if (r.field.type === "checkbox") return isChecked(r.value) ? 1 : 0;
  return values(r.value).reduce((sum, v) => sum + num(v, locale), 0);
}

/** `{field:key:calc}`: option calc values, checked/unchecked calc values, price × quantity. */
export function fieldCalcValue(r: FieldReading, all: Iterable<FieldReading>, locale: FormLocale): number {
  if (!r.visible) return 0;
  const f = r.field;
  if (f.type === "checkbox")
    return num(isChecked(r.value) ? (f.checked_calc_value ?? "0") : (f.unchecked_calc_value ?? "0"), locale);
  if (f.type === "product") return productPrice(f, r.value, locale) * productQuantity(r, all, locale);
  if (isListType(f)) {
    const chosen = new Set(values(r.value));
    const opts = [...(f.options ?? []), ...(f.image_options ?? [])];
    return opts.filter((o) => chosen.has(o.value)).reduce((sum, o) => sum + num(o.calc ?? "0", locale), 0);
  }
  return fieldNumber(r, locale);
}

/** A shipping field's cost as the owner wrote it ("4,90" or "4.90"); unreadable → 0. */
export function shippingCost(field: FieldDef, locale: FormLocale): number {
  return num(field.shipping_cost ?? "0", locale);
}

/** Subtotal of all visible products, plus shipping when the subtotal is not 0, with 2 decimals. */
export function computeTotal(readings: FieldReading[], locale: FormLocale): number {
  let subtotal = 0;
  for (const r of readings) {
    if (r.field.type === "product" && r.visible)
      subtotal += productPrice(r.field, r.value, locale) * productQuantity(r, readings, locale);
  }
  let shipping = 0;
  if (subtotal !== 0) {
    for (const r of readings)
      if (r.field.type === "shipping" && r.visible) shipping += shippingCost(r.field, locale);
  }
  return Number((subtotal + shipping).toFixed(2));
}

export type CalcLog = (name: string, error: ExpressionError | Error) => void;

/**
 * Computes every calculation. `readField(key)` returns the reading of a field by key (undefined
 * when unknown). Returns name → value as a fixed-decimals string.
 */
export function runCalculations(
  ordered: CompiledCalc[],
  cyclic: Set<string>,
  readField: (key: string) => FieldReading | undefined,
  all: () => Iterable<FieldReading>,
  locale: FormLocale,
  log?: CalcLog,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of ordered) {
    if (!c.tree || cyclic.has(c.name)) {
      if (c.error) log?.(c.name, c.error);
      else if (cyclic.has(c.name)) log?.(c.name, new Error(`Zirkelbezug in der Berechnung ${c.name}`));
      out[c.name] = roundCalc(0, c.dec);
      continue;
    }
    const value = evaluate(c.tree, (tag) => {
      const m = TAG.exec(tag);
      if (!m) return 0;
      if (m[1] === "calc") return num(out[m[2] as string] ?? "0", { thousands_sep: ",", decimal_point: "." });
      const r = readField(m[2] as string);
      if (!r) return 0;
      return m[3] === "calc" ? fieldCalcValue(r, all(), locale) : fieldNumber(r, locale);
    });
    out[c.name] = roundCalc(value, c.dec);
  }
  return out;
}

/**
 * Display fields re-render `{calc:name}`, `{calc:name:2}` and `{field:key}` live.
 * Values are escaped; `fieldText` gives the text of a field for `{field:key}`.
 */
export function renderDisplayTags(
  template: string,
  calcs: Record<string, string>,
  fieldText: (key: string) => string | undefined,
  locale: FormLocale,
): string {
  return template.replace(
    /\{(calc|field):([a-zA-Z0-9_-]+)(?::([0-9]+|calc|label))?\}/g,
    (whole, kind: string, name: string, extra?: string) => {
      if (kind === "calc") {
        const v = calcs[name];
        if (v === undefined) return whole;
        const n = Number(v);
        const dec = extra && /^[0-9]+$/.test(extra) ? Number(extra) : (v.split(".")[1]?.length ?? 0);
        return escapeHtml(formatLocaleNumber(n, dec, locale));
      }
      const text = fieldText(name);
      return text === undefined
        ? whole
        : `<span data-key="field:${escapeHtml(name)}">${escapeHtml(text)}</span>`;
    },
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

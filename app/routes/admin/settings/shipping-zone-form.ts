/**
 * The zone form's field names and reading it back (the Versand screen, issue 21): existing
 * methods are rows `method-<i>-…`, one more may be added in the `new-…` row. Amounts are read as
 * the owner types them ("4,90"); one that cannot be read goes on as text, so the module's schema
 * refuses it with its own message. `rows` names each method's form row, for the errors.
 */

import { parseEuro } from "#modules/shared/money.ts";
import type { ShippingMethod } from "#modules/shipping/zones.ts";

export const ZONE_FIELDS = {
  name: "name",
  countries: "countries",
  postcodes: "postcodes",
  hide: "hidePaidWhenFree",
  methodCount: "method-count",
  version: "version",
} as const;

export const methodField = (
  row: string,
  field: "id" | "kind" | "enabled" | "cost" | "freeFrom" | "carrier" | "remove",
) => `${row}-${field}`;

export const NEW_ROW = "new";
export const methodRow = (i: number) => `method-${i}`;

const amount = (text: string) => parseEuro(text) ?? text;

export function readZoneForm(form: FormData): { raw: Record<string, unknown>; rows: string[] } {
  const text = (name: string) => String(form.get(name) ?? "");
  const rows: string[] = [];
  const methods: Record<string, unknown>[] = [];
  const count = Math.min(Number.parseInt(text(ZONE_FIELDS.methodCount), 10) || 0, 50);
  const readRow = (row: string, kind: string, id: number | undefined, enabled: boolean) => {
    rows.push(row);
    methods.push({
      ...(id === undefined ? {} : { id }),
      kind,
      enabled,
      costCents: kind === "flat_rate" ? amount(text(methodField(row, "cost"))) : 0,
      freeFromCents: kind === "free_shipping" ? amount(text(methodField(row, "freeFrom"))) : 0,
      carrier: text(methodField(row, "carrier")),
    });
  };
  for (let i = 0; i < count; i++) {
    const row = methodRow(i);
    if (form.has(methodField(row, "remove"))) continue;
    const id = Number.parseInt(text(methodField(row, "id")), 10);
    readRow(
      row,
      text(methodField(row, "kind")),
      Number.isFinite(id) ? id : -1,
      form.has(methodField(row, "enabled")),
    );
  }
  const added = text(methodField(NEW_ROW, "kind"));
  if (added !== "") readRow(NEW_ROW, added, undefined, true);
  return {
    raw: {
      name: text(ZONE_FIELDS.name),
      countries: form.getAll(ZONE_FIELDS.countries).map(String),
      postcodes: text(ZONE_FIELDS.postcodes).split(/[\n,;]+/),
      hidePaidWhenFree: form.has(ZONE_FIELDS.hide),
      methods,
    },
    rows,
  };
}

/** The posted form as typed, to show it again after a refusal (checkboxes: present or not). */
export function postedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

export type MethodRowView = Pick<ShippingMethod, "id" | "kind" | "enabled" | "carrier"> & {
  cost: string;
  freeFrom: string;
};

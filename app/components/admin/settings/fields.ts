/**
 * A settings screen's fields as data (the pattern every settings group uses, issue 21): which key,
 * its label and help, how it is typed in. Browser-safe: the form renders from it and the action
 * reads the posted form through it; the key's zod schema (the CLI's) then decides.
 */
import type { MessageKey } from "#modules/i18n/index.ts";
import type { SettingKey } from "#modules/settings/registry.ts";
import { euroInputValue, parseEuro } from "#modules/shared/money.ts";

export type SettingsFieldKind =
  | "text"
  | "textarea"
  | "email"
  | "url"
  | "integer"
  | "money"
  | "boolean"
  | "yesno"
  | "select"
  | "countries"
  /** A page id (0: none) chosen among the published pages the screen's loader offers. */
  | "page"
  /** A list of ids in the owner's order (one posted value per id, e.g. payment.order). */
  | "order"
  /** A list of records (e.g. theme.slides): each property posted as `key.name`, once per item, in order. */
  | "list";

/** A property of a "list" field's items: numbers are read as numbers, empty optional ones left out. */
export type ListItemProperty = { name: string; numeric?: boolean; optional?: boolean };

export type SettingsField = {
  key: SettingKey;
  label: MessageKey;
  help?: MessageKey;
  /** Values the help text names (e.g. the standard accounts an empty field stands for). */
  helpParams?: Readonly<Record<string, string>>;
  kind: SettingsFieldKind;
  /** select: the allowed values and their labels; countries: the codes offered. */
  options?: readonly { value: string; label: MessageKey | string }[];
  maxLength?: number;
  /** The browser's autocomplete token (the owner's own data, e.g. "organization"). */
  autoComplete?: string;
  /** Only an administrator may change it; a shop manager sees it read-only (issue 21 item 7). */
  administratorOnly?: boolean;
  /** list: its items' properties. */
  item?: readonly ListItemProperty[];
};

/** What a field's input shows for a stored value. */
export function fieldInputValue(
  field: SettingsField,
  value: unknown,
): string | string[] | boolean | Record<string, unknown>[] {
  switch (field.kind) {
    case "list":
      return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    case "boolean":
      return value === true;
    case "yesno":
      // WordPress options also store "1" for yes (German Market's B8 setting).
      return value === "yes" || value === "1";
    case "money":
      return typeof value === "number" ? euroInputValue(value) : "";
    case "countries":
    case "order":
      return Array.isArray(value) ? value.map(String) : [];
    default:
      return value === undefined || value === null ? "" : String(value);
  }
}

/**
 * The posted value of each field, typed for its schema. A number or amount that cannot be read
 * is passed on as text, so the schema refuses it with its own message; `unreadable` names them.
 */
export function readSettingsForm(
  fields: readonly SettingsField[],
  form: FormData,
): { raw: Partial<Record<SettingKey, unknown>>; unreadable: SettingKey[] } {
  const raw: Partial<Record<SettingKey, unknown>> = {};
  const unreadable: SettingKey[] = [];
  for (const field of fields) {
    const text = String(form.get(field.key) ?? "");
    switch (field.kind) {
      case "boolean":
        raw[field.key] = form.has(field.key);
        break;
      case "yesno":
        raw[field.key] = form.has(field.key) ? "yes" : "no";
        break;
      case "countries":
      case "order":
        raw[field.key] = form.getAll(field.key).map(String);
        break;
      case "page":
        raw[field.key] = /^\d{1,10}$/.test(text) ? Number(text) : text;
        break;
      case "list":
        raw[field.key] = readListItems(field, form);
        break;
      case "integer": {
        const n = /^\s*-?\d{1,9}\s*$/.test(text) ? Number(text) : undefined;
        if (n === undefined) unreadable.push(field.key);
        raw[field.key] = n ?? text;
        break;
      }
      case "money": {
        const cents = parseEuro(text);
        if (cents === undefined) unreadable.push(field.key);
        raw[field.key] = cents ?? text;
        break;
      }
      default:
        raw[field.key] = text;
    }
  }
  return { raw, unreadable };
}

/** The items of a "list" field: the i-th posted value of each property makes the i-th item. */
function readListItems(field: SettingsField, form: FormData): Record<string, unknown>[] {
  const props = field.item ?? [];
  const columns = props.map((p) => form.getAll(`${field.key}.${p.name}`).map(String));
  const count = Math.max(0, ...columns.map((c) => c.length));
  return Array.from({ length: count }, (_, i) => {
    const item: Record<string, unknown> = {};
    props.forEach((p, j) => {
      const text = columns[j]?.[i] ?? "";
      if (p.optional && text.trim() === "") return;
      item[p.name] = p.numeric && /^\s*\d{1,10}\s*$/.test(text) ? Number(text) : text;
    });
    return item;
  });
}

/** A titled part of a settings form (a fieldset), with an optional line of help under its title. */
export type SettingsSection = { title?: MessageKey; help?: MessageKey; fields: readonly SettingsField[] };

export function sectionFields(sections: readonly SettingsSection[]): SettingsField[] {
  return sections.flatMap((s) => s.fields);
}

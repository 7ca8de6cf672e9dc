/**
 * Ninja Forms export (`.nff`) → our form definitions. Pure: bytes in, definitions and a report
 * out. Every setting or field type we do not support is listed in `unsupported`, never dropped
 * silently; admin-only metadata (creation dates, editor state, admin labels) is ignored.
 */
import { createHash } from "node:crypto";
import type { FormAction } from "#db/schema/forms.ts";
import type {
  Calculation,
  Condition,
  ConditionComparator,
  ConditionTrigger,
  FieldDef,
  FieldOption,
  FormContentRow,
  FormMessages,
  FormSettings,
  LabelPos,
} from "#modules/forms/engine/types.ts";
import type { FormInput } from "#modules/forms/store.ts";
import { sanitizeHtml } from "#modules/shared/sanitize-html.ts";

export class NffInputError extends Error {}

/** Types we render and validate as they are. */
const SUPPORTED_TYPES = new Set([
  "textbox",
  "email",
  "textarea",
  "submit",
  "html",
  "hr",
  "listradio",
  "listselect",
  "listcheckbox",
  "listmultiselect",
  "listimage",
  "checkbox",
  "number",
  "date",
  "confirm",
  "password",
  "passwordconfirm",
  "starrating",
  "product",
  "quantity",
  "shipping",
  "total",
  "hidden",
  "terms",
  "file_upload",
  "repeater",
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  // Ours (no Ninja Forms type): the self-hosted proof-of-work captcha.
  "proofofwork",
]);

/** Types that are another type with a different meaning (rendered as their parent). */
const ALIASES: Record<string, string> = {
  firstname: "textbox",
  lastname: "textbox",
  address: "textbox",
  address2: "textbox",
  city: "textbox",
  zip: "textbox",
  phone: "textbox",
  liststate: "listselect",
  listcountry: "listselect",
  spam: "textbox",
};

/** HTML autocomplete tokens for the aliases (WCAG 1.3.5). */
const AUTOCOMPLETE: Record<string, string> = {
  firstname: "given-name",
  lastname: "family-name",
  address: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  zip: "postal-code",
  phone: "tel",
  email: "email",
  liststate: "address-level1",
  listcountry: "country",
};

/** Field settings without a meaning for the visitor (editor and admin metadata). */
const IGNORED_FIELD_SETTINGS = new Set([
  "objectType",
  "objectDomain",
  "editActive",
  "drawerDisabled",
  "created_at",
  "parent_id",
  "admin_label",
  "manual_key",
  "order",
  "key",
  "type",
  "label",
  "id",
  "errors",
  "field_label",
  "field_key",
  "cellcid",
  "personally_identifiable",
  "wrapper_class",
  "value",
]);

/** Field settings we honour, by their Ninja Forms name. */
const FIELD_SETTINGS = new Set([
  "label_pos",
  "required",
  "default",
  "default_value",
  "placeholder",
  "container_class",
  "element_class",
  "input_limit",
  "input_limit_type",
  "input_limit_msg",
  "input_limit_message",
  "mask",
  "custom_mask",
  "help_text",
  "desc_text",
  "desc_pos",
  "disable_input",
  "disable_browser_autocomplete",
  "custom_autocomplete",
  "custom_name_attribute",
  "options",
  "image_options",
  "show_other",
  "date_mode",
  "date_format",
  "date_default",
  "year_range_start",
  "year_range_end",
  "hours_24",
  "minute_increment",
  "selected_hour",
  "selected_minute",
  "selected_ampm",
  "num_min",
  "num_max",
  "num_step",
  "number_of_stars",
  "product_type",
  "product_price",
  "product_use_quantity",
  "product_assignment",
  "shipping_cost",
  "site_key",
  "size",
  "processing_label",
  "checked_calc_value",
  "unchecked_calc_value",
  "checked_value",
  "unchecked_value",
  "multi_size",
  "dropdown_source",
  "dropdown_min_input",
  "dropdown_max_input",
  "dropdown_max_selection",
  "textarea_rte",
  "textarea_media",
  "disable_rte_mobile",
  "allow_multi_select",
  "list_orientation",
  "num_columns",
  "show_option_labels",
  "confirm_field",
  "confirm_with",
  "mirror_field",
  "visible",
  "upload_types",
  "max_file_size",
  "upload_multi_count",
  "min_sets",
  "fields",
]);

const IGNORED_FORM_SETTINGS = new Set([
  "objectType",
  "editActive",
  "drawerDisabled",
  "created_at",
  "key",
  "title",
  "form_title",
  "fieldContentsData",
  "embed_form",
  "allow_public_link",
  "add_submit",
]);

const MESSAGE_SETTINGS: (keyof FormMessages)[] = [
  "validateRequiredField",
  "changeEmailErrorMsg",
  "changeDateErrorMsg",
  "fieldNumberNumMinError",
  "fieldNumberNumMaxError",
  "fieldNumberIncrementBy",
  "confirmFieldErrorMsg",
  "recaptchaConsentMissing",
  "formErrorsCorrectErrors",
  "honeypotHoneypotError",
];

const FORM_SETTINGS = new Set([
  "show_title",
  "clear_complete",
  "hide_complete",
  "novalidate",
  "default_label_pos",
  "wrapper_class",
  "element_class",
  "formContentData",
  "calculations",
  "conditions",
  "unique_field",
  "unique_field_error",
  "sub_limit_number",
  "sub_limit_msg",
  "currency",
  "logged_in",
  "not_logged_in_msg",
  ...MESSAGE_SETTINGS,
]);

type Raw = Record<string, unknown>;

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === "" ||
  v === false ||
  v === 0 ||
  v === "0" ||
  (Array.isArray(v) && v.length === 0);
const bool = (v: unknown): boolean => v === true || v === 1 || v === "1" || v === "true" || v === "on";
const str = (v: unknown): string => (v === undefined || v === null || typeof v === "object" ? "" : String(v));
const num = (v: unknown): number | undefined => {
  const n = Number(v);
  return v === "" || v === null || v === undefined || Number.isNaN(n) ? undefined : n;
};

export type ParsedForm = FormInput & {
  unsupported: string[];
  report: { fields: number; unsupported: string[] };
};

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ß/g, "ss")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "formular"
  );
}

function options(raw: unknown): FieldOption[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Raw[])
    .map((o, i) => ({ o, order: num(o.order) ?? i }))
    .sort((a, b) => a.order - b.order)
    .map(({ o }) => {
      const option: FieldOption = { label: str(o.label), value: str(o.value) || str(o.label) };
      if (!isEmpty(o.calc)) option.calc = str(o.calc);
      if (bool(o.selected)) option.selected = true;
      if (o.visible !== undefined && !bool(o.visible) && o.visible !== "") option.visible = false;
      if (!isEmpty(o.image)) option.image = str(o.image);
      if (!isEmpty(o.alt)) option.alt = str(o.alt);
      return option;
    });
}

const TRIGGERS = new Set(["show_field", "hide_field", "set_required", "unset_required"]);
const LABEL_POS = new Set(["above", "below", "left", "right", "hidden", "default"]);
const COMPARATORS: Record<string, ConditionComparator> = {
  equal: "equal",
  "==": "equal",
  notequal: "notequal",
  "!=": "notequal",
  contains: "contains",
  notcontains: "notcontains",
  greater: "greater",
  ">": "greater",
  less: "less",
  "<": "less",
  empty: "empty",
  notempty: "notempty",
  checked: "checked",
  unchecked: "unchecked",
};

function mapField(raw: Raw, id: number, unsupported: string[]): FieldDef | null {
  // A time field is a date field in time-only mode (the engine has no time type).
  if (str(raw.type) === "time")
    return mapField({ ...raw, type: "date", date_mode: "time_only" }, id, unsupported);
  const nfType = str(raw.type);
  const key = str(raw.key) || `${nfType}_${id}`;
  const parentType = ALIASES[nfType];
  if (!SUPPORTED_TYPES.has(nfType) && !parentType) {
    unsupported.push(`Feldtyp „${nfType || "(leer)"}“ (Feld ${key}): nicht unterstützt, nicht übernommen`);
    return null;
  }
  if (nfType === "spam")
    unsupported.push(
      `Feldtyp „spam“ (Feld ${key}): als Textfeld übernommen, die Spam-Frage wird nicht geprüft`,
    );
  const f: FieldDef = { id, key, type: nfType, label: str(raw.label), order: num(raw.order) ?? id };
  if (parentType) f.parentType = parentType;

  for (const [name, value] of Object.entries(raw)) {
    if (IGNORED_FIELD_SETTINGS.has(name) || /_styles_/.test(name)) continue;
    if (!FIELD_SETTINGS.has(name)) {
      if (!isEmpty(value)) unsupported.push(`Feldeinstellung „${name}“ (Feld ${key}): nicht unterstützt`);
    }
  }
  const pos = str(raw.label_pos);
  if (LABEL_POS.has(pos)) f.label_pos = pos as LabelPos;
  if (bool(raw.required)) f.required = true;
  const def = str(raw.default ?? raw.default_value);
  const clean = (html: string, what: string) => {
    const r = sanitizeHtml(html);
    if (r.removed.length)
      unsupported.push(
        `${what} (Feld ${key}): entfernt beim Bereinigen: ${[...new Set(r.removed)].join(", ")}`,
      );
    return r.html;
  };
  if (nfType === "html") f.content = clean(def, "HTML-Inhalt");
  else if (nfType === "checkbox")
    f.default_value = str(raw.default_value) === "checked" ? "checked" : "unchecked";
  else if (/\{[a-z_]+:[^}]*\}/.test(def))
    unsupported.push(
      `Vorgabewert „${def}“ (Feld ${key}): Platzhalter werden nicht ersetzt, Feld bleibt leer`,
    );
  else if (def !== "") f.default_value = def;
  const text = (name: keyof FieldDef, from = name as string) => {
    const v = str(raw[from]);
    if (v !== "") (f as Record<string, unknown>)[name] = v;
  };
  const flag = (name: keyof FieldDef, from = name as string) => {
    if (bool(raw[from])) (f as Record<string, unknown>)[name] = true;
  };
  const number = (name: keyof FieldDef, from = name as string) => {
    const v = num(raw[from]);
    if (v !== undefined && str(raw[from]) !== "") (f as Record<string, unknown>)[name] = v;
  };
  text("placeholder");
  text("container_class");
  text("classes", "element_class");
  number("input_limit");
  if (f.input_limit) f.input_limit_type = str(raw.input_limit_type) === "words" ? "words" : "characters";
  text("input_limit_msg", raw.input_limit_msg !== undefined ? "input_limit_msg" : "input_limit_message");
  text("mask");
  text("custom_mask");
  if (str(raw.help_text) !== "") f.help_text = clean(str(raw.help_text), "Hilfetext");
  if (str(raw.desc_text) !== "") f.desc_text = clean(str(raw.desc_text), "Beschreibung");
  const descPos = str(raw.desc_pos);
  if (descPos === "before" || descPos === "after" || descPos === "none") f.desc_pos = descPos;
  flag("disable_input");
  flag("disable_browser_autocomplete");
  text("custom_autocomplete");
  if (!f.custom_autocomplete && AUTOCOMPLETE[nfType]) f.custom_autocomplete = AUTOCOMPLETE[nfType];
  text("custom_name_attribute");
  if (Array.isArray(raw.options)) f.options = options(raw.options);
  if (Array.isArray(raw.image_options)) f.image_options = options(raw.image_options);
  flag("show_other");
  const mode = str(raw.date_mode);
  if (mode === "date_only" || mode === "date_and_time" || mode === "time_only") f.date_mode = mode;
  text("date_format");
  flag("date_default");
  number("year_range_start");
  number("year_range_end");
  flag("hours_24");
  number("minute_increment");
  text("selected_hour");
  text("selected_minute");
  text("selected_ampm");
  text("num_min");
  text("num_max");
  text("num_step");
  number("number_of_stars");
  const pt = str(raw.product_type);
  if (pt === "single" || pt === "user" || pt === "hidden" || pt === "dropdown") f.product_type = pt;
  text("product_price");
  flag("product_use_quantity");
  number("product_assignment");
  text("shipping_cost");
  text("site_key");
  const size = str(raw.size);
  if (size === "invisible" || size === "compact" || size === "normal") f.size = size;
  text("processing_label");
  text("checked_calc_value");
  text("unchecked_calc_value");
  text("checked_value");
  text("unchecked_value");
  number("multi_size");
  text("dropdown_source");
  number("dropdown_min_input");
  number("dropdown_max_input");
  number("dropdown_max_selection");
  flag("textarea_rte");
  flag("textarea_media");
  flag("allow_multi_select");
  const orientation = str(raw.list_orientation);
  if (orientation === "horizontal" || orientation === "vertical") f.list_orientation = orientation;
  number("num_columns");
  // "0" switches the labels of an image list off (the default shows them): keep it.
  if (raw.show_option_labels !== undefined && raw.show_option_labels !== "")
    f.show_option_labels = bool(raw.show_option_labels);
  text("confirm_field");
  text("confirm_with");
  text("mirror_field");
  if (raw.visible !== undefined && raw.visible !== "" && !bool(raw.visible)) f.visible = false;
  text("upload_types");
  number("max_file_size");
  number("upload_multi_count");
  number("min_sets");
  if (nfType === "repeater" && Array.isArray(raw.fields)) {
    f.fields = (raw.fields as Raw[]).flatMap((sub, i) => {
      const mapped = mapField(sub, id * 1000 + i + 1, unsupported);
      return mapped ? [mapped] : [];
    });
  }
  return f;
}

function mapConditions(raw: unknown, unsupported: string[]): Condition[] {
  if (!Array.isArray(raw)) return [];
  const out: Condition[] = [];
  for (const c of raw as Raw[]) {
    const when = Array.isArray(c.when) ? (c.when as Raw[]) : [];
    const mapAction = (a: Raw) => {
      const trigger = str(a.trigger);
      if (TRIGGERS.has(trigger)) return [{ key: str(a.key), trigger: trigger as ConditionTrigger }];
      if (trigger !== "") unsupported.push(`Bedingung mit Aktion „${trigger}“: nicht unterstützt`);
      return [];
    };
    const conds = when.flatMap((w) => {
      const comparator = COMPARATORS[str(w.comparator)];
      if (!comparator) {
        if (str(w.comparator) !== "")
          unsupported.push(`Bedingung mit Vergleich „${str(w.comparator)}“: nicht unterstützt`);
        return [];
      }
      return [{ key: str(w.key), comparator, value: str(w.value) }];
    });
    const actions = (Array.isArray(c.then) ? (c.then as Raw[]) : []).flatMap(mapAction);
    const otherwise = (Array.isArray(c.else) ? (c.else as Raw[]) : []).flatMap(mapAction);
    if (conds.length === 0 || (actions.length === 0 && otherwise.length === 0)) continue;
    out.push({ connector: str(c.connector) === "any" ? "any" : "all", when: conds, actions, otherwise });
  }
  return out;
}

function mapLayout(raw: unknown, keys: Set<string>): FormContentRow[] | string[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  if (raw.every((x) => typeof x === "string")) return (raw as string[]).filter((k) => keys.has(k));
  const rows: FormContentRow[] = [];
  for (const [i, r] of (raw as Raw[]).entries()) {
    if (!r || typeof r !== "object" || !Array.isArray(r.cells)) continue;
    rows.push({
      order: num(r.order) ?? i,
      cells: (r.cells as Raw[]).map((c, j) => ({
        order: num(c.order) ?? j,
        width: num(c.width) ?? 100,
        fields: (Array.isArray(c.fields) ? (c.fields as unknown[]) : []).map(str).filter((k) => keys.has(k)),
      })),
    });
  }
  return rows.length ? rows : undefined;
}

/** Action settings without a meaning for us (editor metadata). */
const IGNORED_ACTION_KEYS = new Set([
  "objectType",
  "objectDomain",
  "editActive",
  "created_at",
  "drawerDisabled",
  "title",
  "key",
  "type",
  "label",
  "active",
  "id",
  "parent_id",
  "order",
]);
const KNOWN_ACTIONS = new Set([
  "save",
  "email",
  "successmessage",
  "redirect",
  "googleanalytics",
  "recaptcha_v3",
  "custom",
]);

/**
 * An action's condition in our shape (modules/forms/submission/action-condition.ts): `process`,
 * `connector` and the rows with known comparators; Ninja Forms' `then`/`else` of actions mean
 * nothing to us. No usable row: none.
 */
function mapActionCondition(raw: unknown, label: string, unsupported: string[]): Raw | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const c = raw as Raw;
  const when = (Array.isArray(c.when) ? (c.when as Raw[]) : [])
    .filter((w) => str(w.key) !== "")
    .flatMap((w) => {
      const comparator = COMPARATORS[str(w.comparator)];
      if (!comparator) {
        unsupported.push(
          `Bedingung an der Aktion „${label}“: Vergleich „${str(w.comparator)}“ nicht unterstützt`,
        );
        return [];
      }
      return [{ key: str(w.key), comparator, value: str(w.value) }];
    });
  if (when.length === 0) return undefined;
  return {
    process: str(c.process) === "0" ? "0" : "1",
    connector: str(c.connector) === "any" ? "any" : "all",
    when,
  };
}

function mapActions(raw: unknown, unsupported: string[]): FormAction[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Raw[]).map((a) => {
    const type = str(a.type);
    if (!KNOWN_ACTIONS.has(type))
      unsupported.push(`Aktion „${type}“ (${str(a.label) || type}): wird nicht ausgeführt`);
    const settings: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a)) if (!IGNORED_ACTION_KEYS.has(k) && !isEmpty(v)) settings[k] = v;
    const condition = mapActionCondition(settings.conditions, `${str(a.label) || type}`, unsupported);
    if (condition) settings.conditions = condition;
    else delete settings.conditions;
    return {
      type,
      label: str(a.label) || undefined,
      active: a.active === undefined ? true : bool(a.active),
      settings,
    };
  });
}

/** One form object of an export. */
export function mapForm(raw: Raw, fileHash: string, index: number): ParsedForm {
  const unsupported: string[] = [];
  const s = (raw.settings && typeof raw.settings === "object" ? raw.settings : {}) as Raw;
  const title = str(s.title) || str(s.form_title) || `Importiertes Formular ${index + 1}`;
  const rawFields = Array.isArray(raw.fields) ? (raw.fields as Raw[]) : [];
  const sorted = rawFields
    .map((f, i) => ({ f, i, order: num(f.order) ?? i }))
    .sort((a, b) => a.order - b.order || a.i - b.i);
  const fields: FieldDef[] = [];
  const oldIds: (number | undefined)[] = [];
  for (const { f } of sorted) {
    const mapped = mapField(f, fields.length + 1, unsupported);
    if (mapped) {
      fields.push(mapped);
      oldIds.push(num(f.id));
    }
  }
  // Ids are assigned in order; keys must be unique for tags and conditions. A quantity field's
  // product_assignment names the product by the export's field id: follow it to the new id.
  const newId = new Map<number, number>();
  fields.forEach((f, i) => {
    const old = oldIds[i];
    if (old !== undefined) newId.set(old, i + 1);
    f.id = i + 1;
    f.order = i + 1;
  });
  // An export without field ids (Ninja Forms' own exports have none) may still name a product by
  // its position (ids are assigned in order): kept when a product is there. Otherwise it names a
  // product we cannot see: the quantity then counts for the product before it (or the only one).
  for (const f of fields) {
    if (f.type !== "quantity" || f.product_assignment === undefined) continue;
    const products = fields.filter((p) => p.type === "product");
    const mappedId =
      newId.size > 0
        ? newId.get(f.product_assignment)
        : products.find((p) => p.id === f.product_assignment)?.id;
    const guess =
      products.filter((p) => p.id < f.id).at(-1) ?? (products.length === 1 ? products[0] : undefined);
    if (mappedId === undefined)
      unsupported.push(
        guess
          ? `Mengenfeld ${f.key}: Produkt ${f.product_assignment} nicht gefunden, dem Produkt ${guess.key} zugeordnet`
          : `Mengenfeld ${f.key}: Produkt ${f.product_assignment} nicht gefunden`,
      );
    f.product_assignment = mappedId ?? guess?.id;
  }
  const seen = new Set<string>();
  for (const f of fields) {
    let k = f.key;
    for (let n = 2; seen.has(k); n++) k = `${f.key}_${n}`;
    f.key = k;
    seen.add(k);
  }
  const keys = new Set(fields.map((f) => f.key));

  const settings: FormSettings = { title };
  for (const [name, value] of Object.entries(s)) {
    if (IGNORED_FORM_SETTINGS.has(name)) continue;
    if (/_styles_/.test(name)) {
      if (!isEmpty(value) && !name.endsWith("show_advanced_css"))
        unsupported.push(`Formulareinstellung „${name}“ (Layout & Styles): nicht übernommen`);
      continue;
    }
    if (!FORM_SETTINGS.has(name) && !isEmpty(value))
      unsupported.push(`Formulareinstellung „${name}“: nicht unterstützt`);
  }
  if (s.show_title !== undefined) settings.show_title = bool(s.show_title);
  if (bool(s.clear_complete)) settings.clear_complete = true;
  if (bool(s.hide_complete)) settings.hide_complete = true;
  if (bool(s.novalidate)) settings.novalidate = true;
  const lp = str(s.default_label_pos);
  if (LABEL_POS.has(lp) && lp !== "default") settings.default_label_pos = lp as LabelPos;
  if (str(s.wrapper_class)) settings.wrapper_class = str(s.wrapper_class);
  if (str(s.element_class)) settings.element_class = str(s.element_class);
  const layout = mapLayout(s.formContentData, keys);
  if (layout) settings.formContentData = layout;
  if (Array.isArray(s.calculations) && s.calculations.length) {
    settings.calculations = (s.calculations as Raw[]).map(
      (c): Calculation => ({ name: str(c.name), eq: str(c.eq), dec: num(c.dec) ?? 2 }),
    );
  }
  const conditions = mapConditions(s.conditions, unsupported);
  if (conditions.length) settings.conditions = conditions;
  if (str(s.unique_field)) settings.unique_field = str(s.unique_field);
  if (str(s.unique_field_error)) settings.unique_field_error = str(s.unique_field_error);
  if (num(s.sub_limit_number)) settings.sub_limit_number = num(s.sub_limit_number);
  if (str(s.sub_limit_msg)) settings.sub_limit_msg = str(s.sub_limit_msg);
  const currency = str(s.currency).toLowerCase();
  if (currency !== "" && currency !== "eur")
    unsupported.push(`Währung „${currency}“: Formulare rechnen in Euro`);
  if (bool(s.logged_in))
    unsupported.push("Nur für angemeldete Besucher (logged_in): nicht unterstützt, das Formular ist offen");
  const messages: Partial<FormMessages> = {};
  for (const m of MESSAGE_SETTINGS) if (str(s[m])) messages[m] = str(s[m]);
  if (Object.keys(messages).length) settings.messages = messages;

  // Ninja Forms adds a submit button when the form has none and add_submit is set.
  if (bool(s.add_submit) && !fields.some((f) => f.type === "submit")) {
    const id = fields.length + 1;
    fields.push({ id, key: "submit", type: "submit", label: "Absenden", order: id });
  }

  const actions = mapActions(raw.actions, unsupported);
  const key = `nff-${slug(title)}-${fileHash.slice(0, 10)}${index > 0 ? `-${index + 1}` : ""}`;
  return {
    key,
    title,
    source: "nff",
    settings,
    fields,
    actions,
    unsupported,
    report: { fields: fields.length, unsupported },
  };
}

/** Parses an export file: one form object, or a list of them. */
export function parseNff(bytes: Uint8Array): ParsedForm[] {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new NffInputError("Die Datei ist kein Ninja-Forms-Export (.nff): kein gültiges JSON.");
  }
  const list = Array.isArray(data) ? data : [data];
  if (list.length === 0) throw new NffInputError("Die Datei enthält kein Formular.");
  for (const f of list) {
    if (
      !f ||
      typeof f !== "object" ||
      !("fields" in f) ||
      !Array.isArray((f as Raw).fields) ||
      typeof (f as Raw).settings !== "object"
    ) {
      throw new NffInputError(
        "Die Datei ist kein Ninja-Forms-Export (.nff): „settings“ und „fields“ fehlen.",
      );
    }
  }
  const hash = createHash("sha256").update(bytes).digest("hex");
  return list.map((f, i) => mapForm(f as Raw, hash, i));
}

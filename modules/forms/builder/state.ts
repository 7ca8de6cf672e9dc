/**
 * The form builder's state (issue 26): the definition an owner edits (title, settings, fields in
 * order, actions) and the pure steps the screen takes on it — add a field of a palette type,
 * remove, move, change a setting. The screen, the tests and the publish check share these, so
 * the order the owner sees is the `order` the engine renders. Browser-safe and framework-free.
 */
import type { FormAction, FormDraft } from "#db/schema/forms.ts";
import type { FieldDef } from "../engine/types.ts";

/** The palette: every field type of spec §2 plus upload, hidden, divider, note and our captcha. */
export const PALETTE = [
  "textbox",
  "email",
  "phone",
  "textarea",
  "number",
  "date",
  "time",
  "checkbox",
  "listcheckbox",
  "listradio",
  "listselect",
  "listmultiselect",
  "listimage",
  "terms",
  "starrating",
  "product",
  "quantity",
  "shipping",
  "total",
  "hidden",
  "file_upload",
  "html",
  "hr",
  "note",
  "repeater",
  "proofofwork",
  "recaptcha",
  "recaptcha_v3",
  "turnstile",
  "hcaptcha",
  "submit",
] as const;
export type PaletteType = (typeof PALETTE)[number];

/** Types that take no input (no key in merge tags for a value, no required flag). */
export const DISPLAY_TYPES: readonly string[] = ["html", "hr", "submit"];

export type Draft = FormDraft;

export function emptyDraft(title: string): Draft {
  return {
    title,
    settings: { title, clear_complete: true, hide_complete: true, calculations: [], conditions: [] },
    fields: [],
    actions: [
      { type: "save", label: "Speichern", active: true, settings: {} },
      {
        type: "successmessage",
        label: "Erfolgsmeldung",
        active: true,
        settings: { success_msg: "<p>Vielen Dank! Ihre Nachricht ist angekommen.</p>" },
      },
    ],
  };
}

/** Fields in the order the owner sees them (and the engine renders them). */
export function ordered(fields: readonly FieldDef[]): FieldDef[] {
  return [...fields].sort((a, b) => a.order - b.order);
}

/** Gives the fields `order` 1…n in the given sequence. */
function renumber(fields: readonly FieldDef[]): FieldDef[] {
  return fields.map((f, i) => (f.order === i + 1 ? f : { ...f, order: i + 1 }));
}

const nextId = (fields: readonly FieldDef[]) =>
  fields.reduce((max, f) => Math.max(max, f.id, ...(f.fields ?? []).map((s) => s.id)), 0) + 1;

/** A key not yet used in the form: `<type>_<n>`. */
export function freeKey(fields: readonly FieldDef[], base: string): string {
  const used = new Set(fields.map((f) => f.key));
  const stem = base.replace(/[^a-z0-9_]/g, "_") || "feld";
  for (let n = 1; ; n++) {
    const key = `${stem}_${n}`;
    if (!used.has(key)) return key;
  }
}

const LABELS: Record<PaletteType, string> = {
  textbox: "Einzeiliger Text",
  email: "E-Mail",
  phone: "Telefon",
  textarea: "Mehrzeiliger Text",
  number: "Zahl",
  date: "Datum",
  time: "Uhrzeit",
  checkbox: "Kontrollkästchen",
  listcheckbox: "Kontrollkästchen-Liste",
  listradio: "Optionsfelder",
  listselect: "Auswahlliste",
  listmultiselect: "Mehrfachauswahl",
  listimage: "Bildauswahl",
  terms: "Begriffe",
  starrating: "Sternebewertung",
  product: "Produkt",
  quantity: "Anzahl",
  shipping: "Versand",
  total: "Summe",
  hidden: "Verstecktes Feld",
  file_upload: "Datei-Upload",
  html: "HTML",
  hr: "Trennlinie",
  note: "Hinweis",
  repeater: "Wiederholgruppe",
  proofofwork: "Spam-Schutz",
  recaptcha: "reCAPTCHA",
  recaptcha_v3: "reCAPTCHA v3",
  turnstile: "Turnstile",
  hcaptcha: "hCaptcha",
  submit: "Absenden",
};

const OPTIONS = () => [
  { label: "Erste Option", value: "eins", calc: "1" },
  { label: "Zweite Option", value: "zwei", calc: "2" },
];

/** A new field of a palette type with the defaults an owner would set first. */
export function newField(type: PaletteType, fields: readonly FieldDef[]): FieldDef {
  const id = nextId(fields);
  const base: FieldDef = {
    id,
    key: freeKey(fields, type),
    type,
    order: fields.length + 1,
    label: LABELS[type],
    label_pos: "default",
  };
  switch (type) {
    case "time":
      // The engine has no time type of its own: a date field in time-only mode (issue 26).
      return { ...base, type: "date", date_mode: "time_only", hours_24: true, minute_increment: 15 };
    case "date":
      return { ...base, date_mode: "date_only", date_format: "DD.MM.YYYY" };
    case "note":
      // A note for the visitor: an HTML block with text.
      return { ...base, type: "html", label: LABELS.note, content: "<p>Hinweis</p>" };
    case "html":
      return { ...base, content: "<p>Text</p>" };
    case "number":
    case "quantity":
      return { ...base, num_min: "", num_max: "", num_step: "1" };
    case "listcheckbox":
    case "listradio":
    case "listselect":
    case "listmultiselect":
    case "terms":
      return { ...base, options: OPTIONS(), list_orientation: "vertical" };
    case "listimage":
      return { ...base, image_options: OPTIONS(), show_option_labels: true };
    case "starrating":
      return { ...base, number_of_stars: 5 };
    case "product":
      return { ...base, product_type: "single", product_price: "10,00", product_use_quantity: true };
    case "shipping":
      return { ...base, shipping_cost: "4,90" };
    case "file_upload":
      return { ...base, upload_types: "pdf,jpg,png", max_file_size: 5, upload_multi_count: 1 };
    case "checkbox":
      return { ...base, checked_calc_value: "1", unchecked_calc_value: "0" };
    case "repeater":
      return {
        ...base,
        fields: [{ id: id + 1, key: "eintrag", type: "textbox", order: 1, label: "Eintrag" }],
      };
    case "submit":
      return { ...base, processing_label: "Wird gesendet …" };
    default:
      return base;
  }
}

/** The types a repeater's set may hold in the builder (one input each; no lists, uploads or captchas). */
export const SUB_FIELD_TYPES = [
  "textbox",
  "email",
  "phone",
  "number",
  "textarea",
  "date",
  "checkbox",
] as const;
export type SubFieldType = (typeof SUB_FIELD_TYPES)[number];

/**
 * A repeater's sub-fields with a new one of `type` at the end: an id new in the whole form
 * (`fields`: sub-field ids name inputs as `{repeater}.{sub}_{set}`), a key new within the repeater,
 * its type's defaults.
 */
export function subFieldsWith(
  repeater: FieldDef,
  fields: readonly FieldDef[],
  type: SubFieldType,
): FieldDef[] {
  const subs = repeater.fields ?? [];
  const made = newField(type, subs);
  return [...subs, { ...made, id: nextId(fields), order: subs.length + 1 }];
}

/** A repeater's sub-fields without `subId`; the others keep their order. */
export function subFieldsWithout(repeater: FieldDef, subId: number): FieldDef[] {
  return renumber(ordered((repeater.fields ?? []).filter((s) => s.id !== subId)));
}

/** Adds a field of `type`, before the submit button when there is one (where owners expect it). */
export function addField(draft: Draft, type: PaletteType): { draft: Draft; field: FieldDef } {
  const list = ordered(draft.fields);
  const field = newField(type, list);
  const submitAt = type === "submit" ? -1 : list.findIndex((f) => f.type === "submit");
  const at = submitAt >= 0 ? submitAt : list.length;
  list.splice(at, 0, field);
  const fields = renumber(list);
  return { draft: { ...draft, fields }, field: fields[at] as FieldDef };
}

export function removeField(draft: Draft, id: number): Draft {
  return { ...draft, fields: renumber(ordered(draft.fields).filter((f) => f.id !== id)) };
}

/** Moves a field to position `to` (0-based, clamped); returns the draft unchanged when it stays. */
export function moveFieldTo(draft: Draft, id: number, to: number): Draft {
  const list = ordered(draft.fields);
  const from = list.findIndex((f) => f.id === id);
  if (from < 0) return draft;
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return draft;
  const [moved] = list.splice(from, 1);
  list.splice(target, 0, moved as FieldDef);
  return { ...draft, fields: renumber(list) };
}

/** One step up (-1) or down (+1): the keyboard's move. */
export function moveField(draft: Draft, id: number, delta: -1 | 1): Draft {
  const from = ordered(draft.fields).findIndex((f) => f.id === id);
  return from < 0 ? draft : moveFieldTo(draft, id, from + delta);
}

/**
 * Changes a field's settings. A changed key is carried into calculations, conditions and merge
 * tags that used the old one, so renaming a key never breaks the form.
 */
export function updateField(draft: Draft, id: number, patch: Partial<FieldDef>): Draft {
  const before = draft.fields.find((f) => f.id === id);
  if (!before) return draft;
  const fields = draft.fields.map((f) => (f.id === id ? { ...f, ...patch, id, order: f.order } : f));
  const next = { ...draft, fields };
  if (patch.key === undefined || patch.key === before.key) return next;
  return renameKey(next, before.key, patch.key);
}

function renameKey(draft: Draft, from: string, to: string): Draft {
  const esc = from.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  const tag = new RegExp(`\\{field:${esc}(?=[:}])`, "g");
  const swap = (text: string) => text.replace(tag, `{field:${to}`);
  const s = draft.settings;
  const settings = {
    ...s,
    calculations: s.calculations?.map((c) => ({ ...c, eq: swap(String(c.eq ?? "")) })),
    conditions: s.conditions?.map((c) => ({
      ...c,
      when: c.when.map((w) => (w.key === from ? { ...w, key: to } : w)),
      actions: c.actions.map((a) => (a.key === from ? { ...a, key: to } : a)),
      otherwise: c.otherwise?.map((a) => (a.key === from ? { ...a, key: to } : a)),
    })),
  };
  const actions: FormAction[] = draft.actions.map((a) => ({
    ...a,
    settings: Object.fromEntries(
      Object.entries(a.settings).map(([k, v]) => [k, typeof v === "string" ? swap(v) : v]),
    ),
  }));
  return { ...draft, settings, actions };
}

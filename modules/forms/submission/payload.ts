/**
 * Reading what a visitor posts, before anything else looks at it: the AJAX `formData` JSON
 * (id, fields as `{id → {id, value}}` or a list of `{id, value}`, settings, extra) and the no-JS
 * form body (`nf-field-{id}` names). Pure. Posted `settings` are read past and dropped: the
 * definition always comes from the database. Only values of the form's own fields survive.
 */
import { parseVisitorJson, UnstorableTextError } from "#modules/shared/text.ts";
import {
  parseSubFieldId,
  type RepeaterValue,
  repeaterValueFromForm,
  type SubmittedValue,
} from "../engine/repeater.ts";
import type { DateTimeValue, FieldDef, FieldValue } from "../engine/types.ts";
import {
  HONEYPOT_NAME,
  MAX_FIELDS,
  MAX_VALUE_LENGTH,
  VIEW_TOKEN_FIELD,
  VIEW_TOKEN_PATTERN,
} from "./constants.ts";

export type PostedSubmission = {
  formId: number;
  /** Field id (as a string) → value; not yet checked against the definition. */
  /** A repeater's value is its sets: `{"8.81_1": {id, value}, …}` (glossary F13). */
  values: Record<string, SubmittedValue>;
  honeypot: string;
  viewToken?: string;
  /** SHA-256 of the visitor's upload owner cookie: only their own uploads can be attached. */
  uploadOwner?: string;
  /** The embed's upload key (`extra.upload_key`; modules/forms/uploads `uploaderHash`). */
  uploadKey?: string;
};

export class PayloadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const FIELD_ID = /^[0-9]{1,9}(\.[0-9]{1,9}(_[0-9]{1,4})?)?$/;

/** The code of text the database cannot store (modules/shared/text.ts), as at the door. */
export const INVALID_CHARACTERS = "laden_invalid_characters";

const malformed = (why: string) => new PayloadError("laden_form_malformed", why);

/** A form id, also in Ninja Forms' instance form `{id}_{n}` (the suffix is dropped). */
export function readFormId(raw: unknown): number | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  const m = /^([0-9]{1,9})(?:_[0-9]{1,4})?$/.exec(text);
  return m ? Number(m[1]) : undefined;
}

const cut = (s: string) => (s.length > MAX_VALUE_LENGTH ? s.slice(0, MAX_VALUE_LENGTH) : s);

/** One posted value: text, a list of texts, a boolean, a number (as text) or a date/time object. */
export function readValue(raw: unknown): FieldValue | undefined {
  if (typeof raw === "string") return cut(raw);
  if (typeof raw === "boolean") return raw;
  if (typeof raw === "number") return Number.isFinite(raw) ? String(raw) : undefined;
  if (raw === null) return "";
  if (Array.isArray(raw)) {
    if (raw.length > MAX_FIELDS) return undefined;
    const out: string[] = [];
    for (const item of raw) {
      if (typeof item === "string") out.push(cut(item));
      else if (typeof item === "number" && Number.isFinite(item)) out.push(String(item));
      else return undefined;
    }
    return out;
  }
  if (typeof raw === "object") {
    const o = raw as Record<string, unknown>;
    const part = (k: string) => (typeof o[k] === "string" ? cut(o[k] as string) : undefined);
    if (!("date" in o) && !("hour" in o) && !("minute" in o)) return undefined;
    const v: DateTimeValue = { date: part("date") ?? "" };
    for (const k of ["hour", "minute", "ampm"] as const) {
      const p = part(k);
      if (p !== undefined) v[k] = p;
    }
    return v;
  }
  return undefined;
}

/** A repeater's posted sets: an object of sub-field ids (`8.81_1`) → `{id, value}` or a value. */
function readRepeaterValue(raw: unknown): RepeaterValue | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length === 0 || entries.length > MAX_FIELDS) return undefined;
  const out: RepeaterValue = {};
  for (const [id, entry] of entries) {
    if (!parseSubFieldId(id)) return undefined;
    const inner =
      entry && typeof entry === "object" && !Array.isArray(entry) && "value" in entry
        ? (entry as { value: unknown }).value
        : entry;
    const value = readValue(inner);
    if (value === undefined) return undefined;
    out[id] = { id, value };
  }
  return out;
}

function viewToken(raw: unknown): string | undefined {
  return typeof raw === "string" && VIEW_TOKEN_PATTERN.test(raw) ? raw : undefined;
}

/** `formData` of `nf_ajax_submit`. Throws PayloadError (→ 400) for anything that is not one. */
export function parseFormData(text: string | undefined): PostedSubmission {
  if (text === undefined || text.trim() === "") throw malformed("formData fehlt");
  let data: unknown;
  try {
    data = parseVisitorJson(text);
  } catch (err) {
    // The door (server/http/input-text.ts) saw only the escapes; the characters appear here.
    if (err instanceof UnstorableTextError)
      throw new PayloadError(INVALID_CHARACTERS, "formData: Nullzeichen oder Surrogat");
    throw malformed("formData ist kein JSON");
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw malformed("formData ist kein Objekt");
  const o = data as Record<string, unknown>;
  const formId = readFormId(o.id);
  if (formId === undefined) throw malformed("formData.id fehlt oder ist keine Formular-ID");
  const rawFields = o.fields ?? {};
  if (!rawFields || typeof rawFields !== "object") throw malformed("formData.fields ist kein Objekt");
  const entries: [string, unknown][] = Array.isArray(rawFields)
    ? rawFields.map((f, i) => [String((f as Record<string, unknown> | null)?.id ?? `#${i}`), f as unknown])
    : Object.entries(rawFields as Record<string, unknown>);
  if (entries.length > MAX_FIELDS) throw malformed("zu viele Felder");
  const values: Record<string, SubmittedValue> = {};
  for (const [key, entry] of entries) {
    if (!entry || typeof entry !== "object" || Array.isArray(entry))
      throw malformed(`Feld ${key}: kein Objekt`);
    const e = entry as Record<string, unknown>;
    const id = Array.isArray(rawFields) ? String(e.id ?? "") : key;
    // A repeater sub-field id looks like "12.3_0"; plain fields are numeric.
    if (!FIELD_ID.test(id)) throw malformed(`Feld ${key}: ungültige ID`);
    if (!Array.isArray(rawFields) && e.id !== undefined && String(e.id) !== key)
      throw malformed(`Feld ${key}: ID passt nicht zum Schlüssel`);
    if (!("value" in e)) continue;
    const value = readValue(e.value) ?? readRepeaterValue(e.value);
    if (value === undefined) throw malformed(`Feld ${id}: ungültiger Wert`);
    values[id] = value;
  }
  // Repeater sub-fields posted flat (`"8.81_1": {id, value}`) join their repeater's sets.
  for (const id of Object.keys(values)) {
    const sub = parseSubFieldId(id);
    if (!sub) continue;
    const value = values[id] as FieldValue;
    delete values[id];
    const own = values[String(sub.repeater)];
    const sets: RepeaterValue =
      own && typeof own === "object" && !Array.isArray(own) && !("date" in own) ? (own as RepeaterValue) : {};
    sets[id] ??= { id, value };
    values[String(sub.repeater)] = sets;
  }
  const extra =
    o.extra && typeof o.extra === "object" && !Array.isArray(o.extra)
      ? (o.extra as Record<string, unknown>)
      : {};
  const hp = extra[HONEYPOT_NAME];
  return {
    formId,
    values,
    honeypot: typeof hp === "string" ? hp : "",
    viewToken: viewToken(extra.view_token),
    uploadKey: typeof extra.upload_key === "string" ? extra.upload_key : undefined,
  };
}

/**
 * The no-JS form body: `nf-field-{id}` (lists as `nf-field-{id}[]`, date/time as
 * `nf-field-{id}[date|hour|minute|ampm]`, "other" text as `nf-field-{id}-other`), `_form_id`,
 * `_nf_view` and the spam trap. Unchecked checkboxes are absent (false).
 */
export function parseFormBody(
  formId: number,
  body: Record<string, string | string[]>,
  fieldIds: readonly { id: number; type: string; multi: boolean }[],
  /** Repeaters of the form: their set 1 comes as `nf-field-{id}.{subId}_1`. */
  repeaters: readonly FieldDef[] = [],
): PostedSubmission {
  const one = (k: string) => {
    const v = body[k];
    return Array.isArray(v) ? (v[v.length - 1] ?? "") : v;
  };
  const values: Record<string, SubmittedValue> = {};
  const pairs = Object.entries(body).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((x) => [k, cut(x)] as [string, string]),
  );
  for (const r of repeaters) {
    const sets = repeaterValueFromForm(r, pairs);
    if (Object.keys(sets).length > 0) values[String(r.id)] = sets;
  }
  for (const f of fieldIds) {
    if (f.type === "repeater") continue;
    const name = `nf-field-${f.id}`;
    if (f.type === "checkbox") {
      values[String(f.id)] = (one(name) ?? "") !== "";
      continue;
    }
    const date = one(`${name}[date]`);
    const hour = one(`${name}[hour]`);
    if (date !== undefined || hour !== undefined) {
      const v: DateTimeValue = { date: cut(date ?? "") };
      if (hour !== undefined) v.hour = cut(hour);
      const minute = one(`${name}[minute]`);
      if (minute !== undefined) v.minute = cut(minute);
      const ampm = one(`${name}[ampm]`);
      if (ampm !== undefined) v.ampm = cut(ampm);
      values[String(f.id)] = v;
      continue;
    }
    const other = one(`${name}-other`)?.trim();
    if (f.multi) {
      const raw = body[name];
      const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(cut);
      const known = list.filter((v) => v.trim() !== "");
      values[String(f.id)] = other ? [...known, cut(other)] : known;
      continue;
    }
    const v = one(name);
    if (v === undefined) continue;
    // A chosen "other" radio carries an empty value; the text box holds what was meant.
    values[String(f.id)] = v.trim() === "" && other ? cut(other) : cut(v);
  }
  return {
    formId,
    values,
    honeypot: one(HONEYPOT_NAME) ?? "",
    viewToken: viewToken(one(VIEW_TOKEN_FIELD)),
  };
}

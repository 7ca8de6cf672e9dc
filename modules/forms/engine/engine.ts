/**
 * The form state of §4: values, clean/not clean, visible, disabled, errors per field and form
 * errors, with live calculations and conditional logic. Framework-free: React subscribes per field
 * (only fields whose state object changed are notified, so a keystroke re-renders the edited field
 * and its dependents only), and the server runs the same engine for the authoritative check.
 */
import {
  type CompiledCalc,
  compileCalculation,
  computeTotal,
  type FieldReading,
  isChecked,
  orderCalculations,
  renderDisplayTags,
  runCalculations,
  shippingCost,
} from "./calc.ts";
import { evaluateRules } from "./conditions.ts";
import { formatDate, resolveDateFormat } from "./date.ts";
import { formatMoney } from "./number.ts";
import {
  MAX_REPEATER_SETS,
  minSets,
  type RepeaterSetState,
  type RepeaterValue,
  renumber,
  repeaterDisplay,
  repeaterValueOf,
  type SubmittedValue,
  setsFromSubmitted,
  subFieldId,
  templateOf,
} from "./repeater.ts";
import type { FieldDef, FieldError, FieldValue, FormSettings, RuntimeForm } from "./types.ts";
import {
  applyInputLimit,
  DISPLAY_TYPES,
  type RuleContext,
  remainingInput,
  richTextToText,
  textOf,
  validateField,
} from "./validate.ts";

export type FieldState = Readonly<{
  id: number;
  value: FieldValue;
  clean: boolean;
  visible: boolean;
  disabled: boolean;
  errors: readonly FieldError[];
  /** Rendered content of a display field (html with tags) or the formatted total. */
  display?: string;
  /** Input limit: characters or words left. */
  remaining?: number;
  /** Repeater: its sets, numbered from 1 (the repeater's own `value` stays ""). */
  sets?: readonly RepeaterSetState[];
  /** Required now, when a condition's required rule decides it (else the field's own setting). */
  required?: boolean;
}>;

export type EngineEvent = "input" | "keyup" | "change" | "blur";

/** Field errors that only the code that set them removes (validation keeps them). */
const STICKY_ERRORS = new Set(["unique_field", "recaptcha-v3-missing", "recaptcha-v3-consent"]);

/** Form errors that do not block a submission (§4). */
export const NON_BLOCKING_FORM_ERRORS = new Set(["invalid_email", "email_not_sent"]);

export type SubmitData = {
  id: number;
  fields: Record<string, { id: number; value: FieldValue | RepeaterValue }>;
  settings: FormSettings;
  extra: { calculations: Record<string, string> };
};

type Listener = () => void;

const HAS_TAGS = /\{(calc|field):/;

/** The value a field starts with (defaults, selected options, checkbox default). */
export function initialValue(field: FieldDef, lang = "de"): FieldValue {
  if (field.type === "checkbox") return field.default_value === "checked" || field.default_value === "1";
  const options = [...(field.options ?? []), ...(field.image_options ?? [])];
  if (options.length > 0 && field.type !== "product") {
    const selected = options.filter((o) => o.selected && o.visible !== false).map((o) => o.value);
    if (
      field.type === "listcheckbox" ||
      field.type === "listmultiselect" ||
      (field.type === "listimage" && field.allow_multi_select)
    )
      return selected;
    return selected[0] ?? field.default_value ?? "";
  }
  if (field.type === "date") {
    const date =
      field.date_default && field.date_mode !== "time_only"
        ? formatDate(new Date(), resolveDateFormat(field.date_format, lang), lang)
        : (field.default_value ?? "");
    if (field.date_mode === "date_and_time" || field.date_mode === "time_only") {
      return {
        date,
        hour: field.selected_hour ?? "",
        minute: field.selected_minute ?? "",
        ampm: field.hours_24 ? "" : (field.selected_ampm ?? ""),
      };
    }
    return date;
  }
  if (field.type === "product" && field.product_use_quantity) return field.default_value ?? "1";
  if (field.type === "quantity") return field.default_value ?? "1";
  return field.default_value ?? "";
}

export class FormEngine {
  /** The definition it runs (replaced by `redefine` in the builder's preview). */
  form!: RuntimeForm;
  readonly lang: string;
  private defs: FieldDef[] = [];
  private readonly byId = new Map<number, FieldDef>();
  private readonly byKey = new Map<string, FieldDef>();
  private readonly states = new Map<number, FieldState>();
  private readonly loaded = new Map<number, FieldValue>();
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly formListeners = new Set<Listener>();
  private calcs: CompiledCalc[] = [];
  private cyclic = new Set<string>();
  private readonly initialVisible = new Map<string, boolean>();
  private readonly log: (message: string) => void;
  private calcValues: Record<string, string> = {};
  private errorsOfForm: Record<string, string> = {};
  private honeypot = "";
  private version = 0;
  private nextSetKey = 1;
  /** Changes of a `redefine` not yet told to subscribers (see `flush`). */
  private held: Set<number> | null = null;

  constructor(
    form: RuntimeForm,
    options: { values?: Record<string, SubmittedValue>; lang?: string; log?: (message: string) => void } = {},
  ) {
    this.lang = options.lang ?? "de";
    this.log = options.log ?? ((m) => console.warn(m));
    this.define(form);
    for (const f of this.defs) this.initField(f, options.values?.[String(f.id)]);
    this.recompute(new Set());
  }

  /** Takes a definition: fields in order, by id and key, initial visibility, compiled calculations. */
  private define(form: RuntimeForm): void {
    const sameCalcs =
      this.form !== undefined && this.form.settings.calculations === form.settings.calculations;
    this.form = form;
    this.defs = [...form.fields].sort((a, b) => a.order - b.order);
    this.byId.clear();
    this.byKey.clear();
    this.initialVisible.clear();
    for (const f of this.defs) {
      this.byId.set(f.id, f);
      this.byKey.set(f.key, f);
      this.initialVisible.set(f.key, f.visible !== false);
    }
    // The preview redefines on every keystroke: calculations are compiled again only when changed.
    if (sameCalcs) return;
    const compiled = (form.settings.calculations ?? []).map(compileCalculation);
    const { order, cyclic } = orderCalculations(compiled);
    this.calcs = order;
    this.cyclic = cyclic;
  }

  /** A field's first state: a posted value (server, re-rendered page) or its initial value. */
  private initField(f: FieldDef, posted: SubmittedValue | undefined): void {
    if (f.type === "repeater") {
      this.initRepeater(f, posted);
      return;
    }
    // Display fields, totals and shipping are computed, never taken from the visitor.
    const given = DISPLAY_TYPES.has(f.type) ? undefined : (posted as FieldValue | undefined);
    const value = given !== undefined ? this.normalise(f, given) : initialValue(f, this.lang);
    this.loaded.set(f.id, initialValue(f, this.lang));
    this.states.set(f.id, {
      id: f.id,
      value,
      clean: true,
      visible: f.visible !== false,
      disabled: !!f.disabled,
      errors: [],
    });
  }

  /**
   * The builder's live preview (issue 26 bench): a changed definition applied in place. Fields
   * whose definition object is the same keep their state (and their subscribers are not
   * notified unless a calculation or condition changes them); a changed or new field starts from
   * its initial value, as a visitor would see it; removed fields go.
   */
  redefine(form: RuntimeForm): void {
    if (form === this.form) return;
    // Called while React renders the preview (its new fields must exist before they render):
    // subscribers are told in `flush`, from a layout effect, never during that render.
    this.held ??= new Set();
    const before = new Map(this.byId);
    this.define(form);
    const changed = new Set<number>();
    for (const f of this.defs) {
      if (before.get(f.id) === f && this.states.has(f.id)) continue;
      this.initField(f, undefined);
      changed.add(f.id);
    }
    for (const id of before.keys()) {
      if (this.byId.has(id)) continue;
      this.states.delete(id);
      this.loaded.delete(id);
    }
    this.recompute(changed);
  }

  /** Notifies the subscribers of what `redefine` changed. */
  flush(): void {
    const held = this.held;
    this.held = null;
    if (!held) return;
    for (const id of held) for (const l of this.listeners.get(id) ?? []) l();
    this.bump();
  }

  /**
   * A repeater's sets from a posted value (server, or a page re-rendered with the visitor's
   * input), padded with sets of the template's initial values up to its fewest sets (`min_sets`,
   * default 1): a visitor cannot skip a required sub-field by posting fewer sets. With 0 a form
   * starts without sets.
   */
  private initRepeater(f: FieldDef, posted: SubmittedValue | undefined): void {
    const { sets: given, tooMany } =
      posted !== undefined ? setsFromSubmitted(f, posted) : { sets: [], tooMany: false };
    const sets = given.map((values, i) =>
      this.newSet(f, i + 1, (sub) => {
        const v = values.get(sub.id);
        return v !== undefined ? this.normalise(sub, v) : initialValue(sub, this.lang);
      }),
    );
    while (sets.length < minSets(f))
      sets.push(this.newSet(f, sets.length + 1, (sub) => initialValue(sub, this.lang)));
    const errors: FieldError[] = tooMany
      ? [
          {
            id: "repeater-too-many",
            message: this.form.messages.repeaterTooManySets.replace("{n}", String(MAX_REPEATER_SETS)),
          },
        ]
      : [];
    this.loaded.set(f.id, "");
    this.states.set(f.id, {
      id: f.id,
      value: "",
      clean: true,
      visible: f.visible !== false,
      disabled: !!f.disabled,
      errors,
      sets,
    });
  }

  private newSet(f: FieldDef, index: number, valueFor: (sub: FieldDef) => FieldValue): RepeaterSetState {
    return {
      key: this.nextSetKey++,
      index,
      fields: templateOf(f).map((sub) => ({
        id: subFieldId(f.id, sub.id, index),
        sub: sub.id,
        value: valueFor(sub),
        clean: true,
        errors: [],
      })),
    };
  }

  /** A repeater's sets, numbered from 1. */
  sets(repeaterId: number): readonly RepeaterSetState[] {
    return this.states.get(repeaterId)?.sets ?? [];
  }

  /** Adds a set (a copy of the template's initial values) at the end; its key, or null at the limit. */
  addSet(repeaterId: number): number | null {
    const f = this.byId.get(repeaterId);
    const s = this.states.get(repeaterId);
    if (!f || !s?.sets || s.sets.length >= MAX_REPEATER_SETS) return null;
    const set = this.newSet(f, s.sets.length + 1, (sub) => initialValue(sub, this.lang));
    this.putSets(s, [...s.sets, set]);
    return set.key;
  }

  /**
   * Removes a set: its values and its errors (the required errors with them) go, the sets after it
   * are renumbered. A repeater keeps its fewest sets (`min_sets`, default 1).
   */
  removeSet(repeaterId: number, setKey: number): void {
    const s = this.states.get(repeaterId);
    const f = this.byId.get(repeaterId);
    if (!f || !s?.sets || s.sets.length <= minSets(f)) return;
    const rest = s.sets.filter((set) => set.key !== setKey);
    if (rest.length === s.sets.length) return;
    this.putSets(s, renumber(repeaterId, rest));
  }

  /** Visitor input in a sub-field of a set (same events and rules as a normal field). */
  setSub(
    repeaterId: number,
    setKey: number,
    subId: number,
    value: FieldValue,
    event: EngineEvent = "change",
  ): void {
    const f = this.byId.get(repeaterId);
    const s = this.states.get(repeaterId);
    const sub = f?.fields?.find((x) => x.id === subId);
    if (!f || !s?.sets || !sub) return;
    const ctx = this.ctx();
    const sets = s.sets.map((set) => {
      if (set.key !== setKey) return set;
      return {
        ...set,
        fields: set.fields.map((sf) => {
          if (sf.sub !== subId) return sf;
          const next = this.normalise(sub, value);
          const clean = sf.clean && event !== "change" && event !== "blur";
          const errors = clean ? sf.errors : validateField(sub, next, s.visible, ctx);
          return { ...sf, value: next, clean, errors: sameErrors(errors, sf.errors) ? sf.errors : errors };
        }),
      };
    });
    this.putSets(s, sets);
  }

  blurSub(repeaterId: number, setKey: number, subId: number): void {
    const sf = this.sets(repeaterId)
      .find((set) => set.key === setKey)
      ?.fields.find((x) => x.sub === subId);
    if (sf) this.setSub(repeaterId, setKey, subId, sf.value, "blur");
  }

  private putSets(s: FieldState, sets: readonly RepeaterSetState[]): void {
    const changed = new Set<number>();
    this.put({ ...s, sets }, changed);
    this.recompute(changed);
  }

  /** Validates every sub-field of every set (marking them not clean); the new sets, same identity if unchanged. */
  private validateSets(f: FieldDef, s: FieldState, markDirty: boolean): readonly RepeaterSetState[] {
    const ctx = this.ctx();
    const subs = new Map((f.fields ?? []).map((x) => [x.id, x]));
    return (s.sets ?? []).map((set) => {
      let touched = false;
      const fields = set.fields.map((sf) => {
        const errors =
          !markDirty && sf.clean ? [] : validateField(subs.get(sf.sub) as FieldDef, sf.value, s.visible, ctx);
        const clean = markDirty ? false : sf.clean;
        if (clean === sf.clean && sameErrors(errors, sf.errors)) return sf;
        touched = true;
        return { ...sf, clean, errors };
      });
      return touched ? { ...set, fields } : set;
    });
  }

  /** Fields in display order. */
  fields(): readonly FieldDef[] {
    return this.defs;
  }

  def(id: number): FieldDef | undefined {
    return this.byId.get(id);
  }

  defByKey(key: string): FieldDef | undefined {
    return this.byKey.get(key);
  }

  field(id: number): FieldState {
    const s = this.states.get(id);
    if (!s) throw new Error(`Unbekanntes Feld ${id}`);
    return s;
  }

  calculations(): Readonly<Record<string, string>> {
    return this.calcValues;
  }

  formErrors(): Readonly<Record<string, string>> {
    return this.errorsOfForm;
  }

  /** Changes with every form-level change (for useSyncExternalStore). */
  formVersion(): number {
    return this.version;
  }

  hasFieldErrors(): boolean {
    for (const s of this.states.values()) if (s.errors.length > 0 || hasSetErrors(s)) return true;
    return false;
  }

  /** The submit button is disabled while any field error exists. */
  canSubmit(): boolean {
    return !this.hasFieldErrors();
  }

  /** Blocking form errors (everything except invalid_email and email_not_sent). */
  blockingFormErrors(): string[] {
    return Object.keys(this.errorsOfForm).filter((id) => !NON_BLOCKING_FORM_ERRORS.has(id));
  }

  subscribe(id: number, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  subscribeForm(listener: Listener): () => void {
    this.formListeners.add(listener);
    return () => this.formListeners.delete(listener);
  }

  private ctx(): RuleContext {
    return {
      messages: this.form.messages,
      locale: this.form.locale,
      lang: this.lang,
      valueOfKey: (key) => {
        const f = this.byKey.get(key);
        return f ? this.states.get(f.id)?.value : undefined;
      },
    };
  }

  private normalise(field: FieldDef, value: FieldValue): FieldValue {
    if (typeof value === "string" && (field.input_limit ?? 0) > 0) return applyInputLimit(field, value);
    if (field.type === "checkbox" && typeof value === "string") return isChecked(value);
    return value;
  }

  /**
   * A visitor's input. `change` and `blur` mark the field not clean; `keyup`/`input` validate only
   * once the field is not clean. Unique-field errors from the server clear on change/keyup/blur.
   */
  set(id: number, value: FieldValue, event: EngineEvent = "change"): void {
    const field = this.byId.get(id);
    const prev = this.states.get(id);
    if (!field || !prev) return;
    const next = this.normalise(field, value);
    const clean = prev.clean && event !== "change" && event !== "blur";
    let errors = prev.errors.filter((e) => e.id !== "unique_field");
    if (!clean) errors = validateField(this.ruled(field), next, prev.visible, this.ctx()) as FieldError[];
    const changed = new Set<number>();
    this.put(
      { ...prev, value: next, clean, errors: sameErrors(errors, prev.errors) ? prev.errors : errors },
      changed,
    );
    // Mirror fields copy this value while they are clean.
    for (const f of this.defs) {
      if (f.mirror_field === field.key) {
        const s = this.states.get(f.id) as FieldState;
        if (s.clean) this.put({ ...s, value: next }, changed);
      }
    }
    // Confirm fields that repeat this one are re-checked once they are not clean.
    for (const f of this.defs) {
      if (
        (f.confirm_field === field.key || f.confirm_with === field.key) &&
        !(this.states.get(f.id) as FieldState).clean
      ) {
        this.revalidate(f, changed);
      }
    }
    this.recompute(changed);
  }

  blur(id: number): void {
    const s = this.states.get(id);
    if (s) this.set(id, s.value, "blur");
  }

  /** The spam-trap input: non-empty → honeypot form error; emptied → cleared. */
  setHoneypot(value: string): void {
    this.honeypot = value;
    this.recompute(new Set());
  }

  addFormError(id: string, message: string): void {
    this.errorsOfForm = { ...this.errorsOfForm, [id]: message };
    this.bump();
  }

  removeFormError(id: string): void {
    if (!(id in this.errorsOfForm)) return;
    const { [id]: _, ...rest } = this.errorsOfForm;
    this.errorsOfForm = rest;
    this.bump();
  }

  /**
   * Server field errors: a plain message (→ required-error) or `{slug, message}` (§8). The id is a
   * field id or a repeater sub-field id `{repeaterId}.{subFieldId}_{setIndex}`.
   */
  setServerFieldError(id: number | string, error: string | { slug: string; message: string }): void {
    const e =
      typeof error === "string"
        ? { id: "required-error", message: error }
        : { id: error.slug, message: error.message };
    if (typeof id === "string" && !/^\d+$/.test(id)) {
      const rid = Number(id.split(".")[0]);
      const r = this.states.get(rid);
      if (!r?.sets) return;
      this.putSets(
        r,
        r.sets.map((set) =>
          set.fields.some((sf) => sf.id === id)
            ? {
                ...set,
                fields: set.fields.map((sf) =>
                  sf.id === id ? { ...sf, errors: [...sf.errors.filter((x) => x.id !== e.id), e] } : sf,
                ),
              }
            : set,
        ),
      );
      return;
    }
    const s = this.states.get(Number(id));
    if (!s) return;
    const changed = new Set<number>();
    this.put({ ...s, errors: [...s.errors.filter((x) => x.id !== e.id), e] }, changed);
    this.recompute(changed);
  }

  /** Removes one error of a field (a captcha that can run again). */
  removeFieldError(id: number, errorId: string): void {
    const s = this.states.get(id);
    if (!s?.errors.some((e) => e.id === errorId)) return;
    const changed = new Set<number>();
    this.put({ ...s, errors: s.errors.filter((e) => e.id !== errorId) }, changed);
    this.recompute(changed);
  }

  /** Before submit: every field is marked not clean and validated. True when nothing blocks. */
  validateAll(): boolean {
    const changed = new Set<number>();
    const ctx = this.ctx();
    for (const f of this.defs) {
      const s = this.states.get(f.id) as FieldState;
      if (s.sets) {
        this.put({ ...s, clean: false, sets: this.validateSets(f, s, true) }, changed);
        continue;
      }
      const kept = s.errors.filter((e) => STICKY_ERRORS.has(e.id));
      // A captcha that cannot run says why (recaptcha-v3-*) instead of "required".
      const errors = validateField(this.ruled(f), s.value, s.visible, ctx).filter(
        (e) => !(e.id === "required-error" && kept.some((k) => k.id.startsWith("recaptcha-v3-"))),
      );
      const all = [...errors, ...kept];
      this.put({ ...s, clean: false, errors: sameErrors(all, s.errors) ? s.errors : all }, changed);
    }
    this.recompute(changed);
    return this.canSubmit() && this.blockingFormErrors().length === 0;
  }

  /** The first invalid field by order (focused when submit is pressed with errors). */
  firstInvalid(): FieldDef | undefined {
    return this.defs.find((f) => {
      const s = this.states.get(f.id) as FieldState;
      return s.errors.length > 0 || hasSetErrors(s);
    });
  }

  /** The DOM id (`nf-field-…`) of the first invalid input, sub-fields of sets included. */
  firstInvalidInputId(): string | undefined {
    const f = this.firstInvalid();
    if (!f) return undefined;
    const s = this.states.get(f.id) as FieldState;
    const sub = s.sets?.flatMap((set) => set.fields).find((sf) => sf.errors.length > 0);
    return `nf-field-${sub ? sub.id : f.id}`;
  }

  /** clear_complete: fields back to their loaded values. */
  reset(): void {
    const changed = new Set<number>();
    for (const f of this.defs) {
      const s = this.states.get(f.id) as FieldState;
      const sets = s.sets
        ? Array.from({ length: minSets(f) }, (_, i) =>
            this.newSet(f, i + 1, (sub) => initialValue(sub, this.lang)),
          )
        : undefined;
      this.put({ ...s, value: this.loaded.get(f.id) as FieldValue, clean: true, errors: [], sets }, changed);
    }
    this.honeypot = "";
    this.errorsOfForm = {};
    this.recompute(changed);
  }

  /** The submission payload (§3): id, fields (value and id), settings, extra. */
  submitData(): SubmitData {
    const fields: SubmitData["fields"] = {};
    for (const f of this.defs) {
      if (DISPLAY_TYPES.has(f.type) && f.type !== "total" && f.type !== "shipping") continue;
      const s = this.states.get(f.id) as FieldState;
      fields[String(f.id)] = { id: f.id, value: s.sets ? repeaterValueOf(s.sets) : s.value };
    }
    return {
      id: this.form.id,
      fields,
      settings: this.form.settings,
      extra: { calculations: { ...this.calcValues } },
    };
  }

  private revalidate(field: FieldDef, changed: Set<number>): void {
    const s = this.states.get(field.id) as FieldState;
    const errors = [
      ...validateField(this.ruled(field), s.value, s.visible, this.ctx()),
      ...s.errors.filter((e) => e.id === "unique_field"),
    ];
    if (!sameErrors(errors, s.errors)) this.put({ ...s, errors }, changed);
  }

  /** The field as its rules apply now: `required` as a condition decided it. */
  private ruled(field: FieldDef): FieldDef {
    const required = this.states.get(field.id)?.required;
    return required === undefined || required === !!field.required ? field : { ...field, required };
  }

  /** Required rules: a changed flag re-renders the field and re-validates it once it is not clean. */
  private applyRequired(required: Map<string, boolean>, changed: Set<number>): void {
    for (const f of this.defs) {
      const s = this.states.get(f.id) as FieldState;
      const now = required.get(f.key);
      if (now === s.required || s.sets) continue;
      const next = { ...s, required: now };
      const ruled = now === undefined ? f : { ...f, required: now };
      const errors =
        next.clean || !next.visible
          ? s.errors
          : [
              ...validateField(ruled, s.value, true, this.ctx()),
              ...s.errors.filter((e) => STICKY_ERRORS.has(e.id)),
            ];
      this.put({ ...next, errors: sameErrors(errors, s.errors) ? s.errors : errors }, changed);
    }
  }

  private put(state: FieldState, changed: Set<number>): void {
    this.states.set(state.id, state);
    changed.add(state.id);
  }

  private readings(): FieldReading[] {
    return this.defs.map((f) => {
      const s = this.states.get(f.id) as FieldState;
      return { field: f, value: s.value, visible: s.visible };
    });
  }

  /** Visibility, calculations, display fields and form errors after a change; then notify. */
  private recompute(changed: Set<number>): void {
    const conditions = this.form.settings.conditions ?? [];
    if (conditions.length > 0) {
      const { visible, required } = evaluateRules(
        conditions,
        this.initialVisible,
        (key) => this.byKey.get(key),
        (key) => {
          const f = this.byKey.get(key);
          return f ? this.states.get(f.id)?.value : undefined;
        },
        this.form.locale,
      );
      for (const f of this.defs) {
        const s = this.states.get(f.id) as FieldState;
        const v = visible.get(f.key) ?? true;
        if (v !== s.visible && s.sets) {
          const shown = { ...s, visible: v };
          this.put({ ...shown, sets: this.validateSets(f, shown, false) }, changed);
        } else if (v !== s.visible) {
          // Hidden fields are not validated; a field shown again is validated once not clean.
          const errors =
            v && !s.clean ? validateField(this.ruled(f), s.value, true, this.ctx()) : v ? s.errors : [];
          this.put({ ...s, visible: v, errors }, changed);
        }
      }
      this.applyRequired(required, changed);
    }

    let readings: FieldReading[] | null = null;
    const all = () => {
      readings ??= this.readings();
      return readings;
    };
    if (this.calcs.length > 0) {
      this.calcValues = runCalculations(
        this.calcs,
        this.cyclic,
        (key) => {
          const f = this.byKey.get(key);
          if (!f) return undefined;
          const s = this.states.get(f.id) as FieldState;
          return { field: f, value: s.value, visible: s.visible };
        },
        all,
        this.form.locale,
        (name, error) => this.log(`Berechnung ${name}: ${error.message}`),
      );
    }

    for (const f of this.defs) {
      const s = this.states.get(f.id) as FieldState;
      let display: string | undefined;
      let value = s.value;
      if (f.type === "total") {
        const total = computeTotal(all(), this.form.locale);
        value = total.toFixed(2);
        display = formatMoney(total, this.form.locale);
      } else if (f.type === "shipping")
        display = formatMoney(shippingCost(f, this.form.locale), this.form.locale);
      else if (f.type === "html" && f.content && HAS_TAGS.test(f.content)) {
        display = renderDisplayTags(
          f.content,
          this.calcValues,
          (key) => this.fieldText(key),
          this.form.locale,
        );
      }
      const remaining = typeof s.value === "string" ? remainingInput(f, s.value) : undefined;
      if (display !== s.display || remaining !== s.remaining || value !== s.value)
        this.put({ ...s, value, display, remaining }, changed);
    }

    const formBefore = this.errorsOfForm;
    let next = this.errorsOfForm;
    const withError = (id: string, message: string | null) => {
      if (message === null) {
        if (id in next) {
          const { [id]: _, ...rest } = next;
          next = rest;
        }
      } else if (next[id] !== message) next = { ...next, [id]: message };
    };
    withError("field-errors", this.hasFieldErrors() ? this.form.messages.formErrorsCorrectErrors : null);
    withError("honeypot", this.honeypot !== "" ? this.form.messages.honeypotHoneypotError : null);
    this.errorsOfForm = next;

    if (this.held) {
      for (const id of changed) this.held.add(id);
      return;
    }
    for (const id of changed) for (const l of this.listeners.get(id) ?? []) l();
    if (changed.size > 0 || formBefore !== next) this.bump();
  }

  private bump(): void {
    this.version++;
    for (const l of this.formListeners) l();
  }

  /** Text of a field for display tags (checkbox: checked/unchecked value). */
  private fieldText(key: string): string | undefined {
    const f = this.byKey.get(key);
    if (!f) return undefined;
    const s = this.states.get(f.id) as FieldState;
    if (!s.visible) return "";
    if (s.sets) return repeaterText(f, repeaterValueOf(s.sets), this.lang);
    if (f.type === "checkbox")
      return isChecked(s.value)
        ? (f.checked_value ?? "Ausgewählt")
        : (f.unchecked_value ?? "Nicht ausgewählt");
    const opts = f.options ?? [];
    if (opts.length > 0) {
      const chosen = Array.isArray(s.value) ? s.value : [textOf(s.value)];
      return chosen.map((v) => opts.find((o) => o.value === v)?.label ?? v).join(", ");
    }
    return textOf(s.value);
  }
}

function hasSetErrors(s: FieldState): boolean {
  return !!s.sets?.some((set) => set.fields.some((f) => f.errors.length > 0));
}

/** Plain text of one (sub-)field's value: option labels, checkbox texts, date and time. */
export function valueText(f: FieldDef, value: FieldValue, lang = "de"): string {
  if (f.type === "checkbox")
    return isChecked(value)
      ? (f.checked_value ?? (lang === "en" ? "Checked" : "Ausgewählt"))
      : (f.unchecked_value ?? (lang === "en" ? "Unchecked" : "Nicht ausgewählt"));
  const opts = f.options ?? f.image_options ?? [];
  if (opts.length > 0) {
    const chosen = Array.isArray(value) ? value : [textOf(value)];
    return chosen
      .filter((v) => v !== "")
      .map((v) => opts.find((o) => o.value === v)?.label ?? v)
      .join(", ");
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const time = value.hour
      ? ` ${value.hour}:${value.minute || "00"}${value.ampm ? ` ${value.ampm}` : ""}`
      : "";
    return `${value.date ?? ""}${time}`.trim();
  }
  return textOf(value);
}

/** A repeater as text (display tags): "Satz 1: Name: Anna; E-Mail: …" per line (§4, F13b). */
export function repeaterText(f: FieldDef, value: RepeaterValue, lang = "de"): string {
  const word = lang === "en" ? "Set" : "Satz";
  return repeaterDisplay(f, value, (sub, v) => valueText(sub, v, lang))
    .filter((set) => set.fields.length > 0)
    .map((set) => `${word} ${set.index}: ${set.fields.map((x) => `${x.label}: ${x.text}`).join("; ")}`)
    .join("\n");
}

function sameErrors(a: readonly FieldError[], b: readonly FieldError[]): boolean {
  return a.length === b.length && a.every((e, i) => e.id === b[i]?.id && e.message === b[i]?.message);
}

export function createFormEngine(
  form: RuntimeForm,
  options?: ConstructorParameters<typeof FormEngine>[1],
): FormEngine {
  return new FormEngine(form, options);
}

/**
 * The server's authoritative check (issue 7 calls it for `nf_ajax_submit`): values posted by the
 * browser are run through the same rules and calculations; posted calculation results and totals
 * are ignored.
 */
export function validateSubmission(
  form: RuntimeForm,
  posted: Record<string, SubmittedValue>,
  options: {
    honeypot?: string;
    lang?: string;
    log?: (m: string) => void;
    /**
     * Cleans a rich-text textarea's HTML (the server passes its allow-list sanitiser). Without
     * one the tags are removed: posted HTML is never taken as it came.
     */
    cleanRichText?: (html: string) => string;
  } = {},
): {
  ok: boolean;
  /** By field id, and by `{repeaterId}.{subFieldId}_{setIndex}` for sub-fields of sets. */
  fieldErrors: Record<string, FieldError[]>;
  formErrors: Record<string, string>;
  calculations: Record<string, string>;
  data: SubmitData;
  /** Field id → visible after conditional logic (hidden fields are not validated or stored). */
  visible: Record<string, boolean>;
} {
  const clean = options.cleanRichText ?? ((html: string) => escapeText(richTextToText(html)));
  const values = { ...posted };
  for (const f of form.fields) {
    const v = values[String(f.id)];
    if (f.type === "textarea" && f.textarea_rte && typeof v === "string") values[String(f.id)] = clean(v);
  }
  const engine = new FormEngine(form, { values, lang: options.lang, log: options.log });
  if (options.honeypot) engine.setHoneypot(options.honeypot);
  const ok = form.settings.novalidate ? engine.blockingFormErrors().length === 0 : engine.validateAll();
  const fieldErrors: Record<string, FieldError[]> = {};
  for (const f of engine.fields()) {
    const s = engine.field(f.id);
    if (s.errors.length > 0) fieldErrors[String(f.id)] = [...s.errors];
    for (const set of s.sets ?? [])
      for (const sf of set.fields) if (sf.errors.length > 0) fieldErrors[sf.id] = [...sf.errors];
  }
  // A repeater over its set limit is an error even when the form skips validation.
  const overflow = engine
    .fields()
    .some((f) => engine.field(f.id).errors.some((e) => e.id === "repeater-too-many"));
  const visible: Record<string, boolean> = {};
  for (const f of engine.fields()) visible[String(f.id)] = engine.field(f.id).visible;
  return {
    ok: ok && !overflow,
    fieldErrors,
    visible,
    formErrors: { ...engine.formErrors() },
    calculations: { ...engine.calculations() },
    data: engine.submitData(),
  };
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * One component per field type. Every field reads its own state from the engine (so only changed
 * fields re-render) and writes visitor input back with the event kind the rules need: typing is
 * "input" (validated once the field is not clean), blur and list/checkbox changes commit.
 * Server-rendered as plain form controls named `nf-field-{id}`, so the form is readable and
 * submittable without JavaScript.
 */
import { type ChangeEvent, memo, type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { MULTI_SELECT_SIZE } from "#modules/forms/constants.ts";
import { productPrice } from "#modules/forms/engine/calc.ts";
import { resolveDateFormat } from "#modules/forms/engine/date-formats.ts";
import type { FieldState } from "#modules/forms/engine/engine.ts";
import { applyMask, maskPattern, maskPlaceholder } from "#modules/forms/engine/mask.ts";
import { formatMoney, parseLocaleNumber } from "#modules/forms/engine/number.ts";
import type { DateTimeValue, FieldDef, FieldOption, LabelPos } from "#modules/forms/engine/types.ts";
import { countRender, useEngine, useFieldState, useRuledField } from "./engine-context.tsx";
import { common, useBind } from "./field-bind.ts";
import { counterId, effectiveLabelPos, FieldContainer, inputId, inputName } from "./field-container.tsx";
import { useFormEnv } from "./form-env.ts";
import { lazyField } from "./lazy-field.tsx";
import { useFormStatus } from "./status-context.tsx";
import { useFormsT } from "./use-forms-t.ts";

type Props = { f: FieldDef; labelPos?: LabelPos };

const text = (v: unknown) => (typeof v === "string" ? v : "");

function autocomplete(f: FieldDef): string | undefined {
  if (f.disable_browser_autocomplete) return "off";
  return f.custom_autocomplete || undefined;
}

function Counter({ f, s }: { f: FieldDef; s: FieldState }) {
  const t = useFormsT();
  if (s.remaining === undefined) return null;
  const label =
    f.input_limit_msg || t(f.input_limit_type === "words" ? "forms.wordsLeft" : "forms.charactersLeft");
  return (
    <div className="nf-input-limit" id={counterId(f)} aria-live="polite">
      <span className="nf-input-limit-count">{s.remaining}</span> {label}
    </div>
  );
}

const TEXT_TYPES: Record<string, string> = {
  email: "email",
  phone: "tel",
  password: "password",
  passwordconfirm: "password",
  confirm: "text",
};

function TextField({ f, labelPos }: Props) {
  const { engine, s, onBlur } = useBind(f);
  const pattern = maskPattern(f.mask, f.custom_mask);
  const base = f.parentType === "email" ? "email" : (TEXT_TYPES[f.type] ?? "text");
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const value = pattern ? applyMask(pattern, e.target.value).text : e.target.value;
    engine.set(f.id, value, "input");
  };
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      <input
        {...common(f, s)}
        type={base}
        value={text(s.value)}
        placeholder={f.placeholder || (pattern ? maskPlaceholder(pattern) : undefined)}
        autoComplete={autocomplete(f)}
        maxLength={f.input_limit && f.input_limit_type !== "words" ? f.input_limit : undefined}
        inputMode={pattern && /^[9\W]+$/.test(pattern) ? "numeric" : undefined}
        data-mask={pattern}
        onChange={onChange}
        onBlur={onBlur}
      />
      <Counter f={f} s={s} />
    </FieldContainer>
  );
}

function TextareaField({ f, labelPos }: Props) {
  const { engine, s, onInput, onBlur } = useBind(f);
  const t = useFormsT();
  const env = useFormEnv();
  const [Rte, setRte] = useState<null | typeof import("./rich-text.tsx").RichText>(null);
  useEffect(() => {
    if (f.textarea_rte) import("./rich-text.tsx").then((m) => setRte(() => m.RichText));
  }, [f.textarea_rte]);
  if (f.textarea_rte && Rte) {
    const c = common(f, s);
    return (
      <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
        <Rte
          id={c.id}
          name={c.name}
          labelId={`nf-label-field-${f.id}`}
          value={text(s.value)}
          describedBy={c["aria-describedby"]}
          invalid={!!s.errors.length}
          required={f.required}
          disabled={s.disabled}
          media={!!f.textarea_media && env.userId !== 0}
          restRoot={env.restRoot}
          t={t}
          onChange={(html) => engine.set(f.id, html, "input")}
          onBlur={onBlur}
        />
        <Counter f={f} s={s} />
      </FieldContainer>
    );
  }
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      <textarea
        {...common(f, s)}
        value={text(s.value)}
        placeholder={f.placeholder || undefined}
        autoComplete={autocomplete(f)}
        maxLength={
          f.input_limit && f.input_limit_type !== "words" && !f.textarea_rte ? f.input_limit : undefined
        }
        rows={6}
        data-rte={f.textarea_rte ? "1" : undefined}
        onChange={onInput}
        onBlur={onBlur}
      />
      <Counter f={f} s={s} />
    </FieldContainer>
  );
}

function NumberField({ f, labelPos }: Props) {
  const { s, onInput, onBlur } = useBind(f);
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      <input
        {...common(f, s)}
        type="text"
        inputMode="decimal"
        value={text(s.value)}
        placeholder={f.placeholder || f.num_min || undefined}
        data-min={f.num_min}
        data-max={f.num_max}
        data-step={f.num_step || "1"}
        onChange={onInput}
        onBlur={onBlur}
      />
    </FieldContainer>
  );
}

function HiddenField({ f }: Props) {
  const s = useFieldState(f.id);
  return <input type="hidden" id={inputId(f)} name={inputName(f)} value={text(s.value)} />;
}

const HOURS_24 = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, "0"));
const HOURS_12 = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

function DateField({ f, labelPos }: Props) {
  const { engine, s, onBlur } = useBind(f);
  const t = useFormsT();
  const format = resolveDateFormat(f.date_format);
  const obj: DateTimeValue =
    typeof s.value === "object" && !Array.isArray(s.value) ? s.value : { date: text(s.value) };
  const withTime = f.date_mode === "date_and_time" || f.date_mode === "time_only";
  const update = (patch: Partial<DateTimeValue>, event: "input" | "change") =>
    engine.set(f.id, withTime ? { ...obj, ...patch } : (patch.date ?? ""), event);
  const step = Math.max(1, f.minute_increment ?? 5);
  const minutes = Array.from({ length: Math.ceil(60 / step) }, (_, i) => String(i * step).padStart(2, "0"));
  const hours = f.hours_24 ? HOURS_24 : HOURS_12;
  const name = inputName(f);
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"} group={withTime}>
      {f.date_mode !== "time_only" ? (
        <input
          {...common(f, s)}
          id={withTime ? `${inputId(f)}-date` : inputId(f)}
          name={withTime ? `${name}[date]` : name}
          type="text"
          value={obj.date}
          placeholder={f.placeholder || format}
          aria-label={withTime ? `${f.label}: ${t("forms.dateFormatHint", { format })}` : undefined}
          autoComplete="off"
          data-date-format={format}
          onChange={(e) => update({ date: e.target.value }, "input")}
          onBlur={onBlur}
        />
      ) : null}
      {!withTime ? <div className="nf-date-hint">{t("forms.dateFormatHint", { format })}</div> : null}
      {withTime ? (
        <div className="nf-time">
          <select
            aria-label={t("forms.hour")}
            name={`${name}[hour]`}
            className="hour"
            value={obj.hour ?? ""}
            onChange={(e) => update({ hour: e.target.value }, "change")}
          >
            <option value="">--</option>
            {hours.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <select
            aria-label={t("forms.minute")}
            name={`${name}[minute]`}
            className="minute"
            value={obj.minute ?? ""}
            onChange={(e) => update({ minute: e.target.value }, "change")}
          >
            <option value="">--</option>
            {minutes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          {!f.hours_24 ? (
            <select
              aria-label={t("forms.ampm")}
              name={`${name}[ampm]`}
              className="ampm"
              value={obj.ampm ?? ""}
              onChange={(e) => update({ ampm: e.target.value }, "change")}
            >
              <option value="am">AM</option>
              <option value="pm">PM</option>
            </select>
          ) : null}
        </div>
      ) : null}
    </FieldContainer>
  );
}

const visibleOptions = (f: FieldDef): FieldOption[] => (f.options ?? []).filter((o) => o.visible !== false);

/**
 * A list with more options than this (or with remote terms, or a multi-select with a
 * `dropdown_max_selection`) becomes searchable.
 */
export const SEARCHABLE_MIN_OPTIONS = 15;

function SelectField({ f, labelPos }: Props) {
  const { engine, s, onBlur } = useBind(f);
  const t = useFormsT();
  const multi = f.type === "listmultiselect";
  const value = s.value;
  const searchable =
    !!f.dropdown_source ||
    visibleOptions(f).length > SEARCHABLE_MIN_OPTIONS ||
    (multi && (f.dropdown_max_selection ?? 0) > 0);
  const [Lazy, setLazy] = useState<null | typeof import("./combobox.tsx").Combobox>(null);
  useEffect(() => {
    if (searchable) import("./combobox.tsx").then((m) => setLazy(() => m.Combobox));
  }, [searchable]);
  if (searchable && Lazy) {
    const c = common(f, s);
    return (
      <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
        <Lazy
          id={c.id}
          name={inputName(f)}
          options={visibleOptions(f)}
          source={f.dropdown_source || undefined}
          value={multi ? (Array.isArray(value) ? value : []) : text(value)}
          multiple={multi}
          maxSelection={f.dropdown_max_selection ?? 0}
          minInput={f.dropdown_min_input ?? 0}
          maxInput={f.dropdown_max_input ?? 0}
          describedBy={c["aria-describedby"]}
          invalid={!!s.errors.length}
          required={f.required}
          t={t}
          onSelect={(v) => engine.set(f.id, v, "change")}
          onBlur={onBlur}
        />
      </FieldContainer>
    );
  }
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      <select
        {...common(f, s)}
        name={multi ? `${inputName(f)}[]` : inputName(f)}
        multiple={multi || undefined}
        size={multi ? (f.multi_size ?? MULTI_SELECT_SIZE) : undefined}
        value={multi ? (Array.isArray(value) ? value : []) : text(value)}
        autoComplete={autocomplete(f)}
        onChange={(e) =>
          engine.set(
            f.id,
            multi ? [...e.target.selectedOptions].map((o) => o.value) : e.target.value,
            "change",
          )
        }
        onBlur={onBlur}
      >
        {!multi && !visibleOptions(f).some((o) => o.value === "") ? (
          <option value="">{f.placeholder || t("forms.select")}</option>
        ) : null}
        {visibleOptions(f).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldContainer>
  );
}

function ListField({ f, labelPos }: Props) {
  const { engine, s, onBlur } = useBind(f);
  const t = useFormsT();
  const multi =
    f.type === "listcheckbox" || f.type === "terms" || (f.type === "listimage" && !!f.allow_multi_select);
  const chosen = Array.isArray(s.value) ? s.value : text(s.value) ? [text(s.value)] : [];
  const options =
    f.type === "listimage"
      ? (f.image_options ?? f.options ?? []).filter((o) => o.visible !== false)
      : visibleOptions(f);
  const known = new Set(options.map((o) => o.value));
  const other = chosen.find((v) => !known.has(v));
  const toggle = (value: string, on: boolean) => {
    const next = multi
      ? on
        ? [...chosen.filter((v) => v !== value), value]
        : chosen.filter((v) => v !== value)
      : value;
    engine.set(f.id, next, "change");
  };
  const cols = f.num_columns && f.num_columns > 1 ? f.num_columns : undefined;
  const name = multi ? `${inputName(f)}[]` : inputName(f);
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"} group>
      <ul
        className={`nf-list list-${f.list_orientation ?? "vertical"}${f.type === "listimage" ? " nf-imagelist" : ""}`}
        style={cols ? { gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` } : undefined}
      >
        {options.map((o, i) => {
          const id = `${inputId(f)}-${i}`;
          return (
            <li key={o.value}>
              <input
                type={multi ? "checkbox" : "radio"}
                id={id}
                name={name}
                value={o.value}
                className="ninja-forms-field nf-element"
                checked={chosen.includes(o.value)}
                required={!multi && f.required ? true : undefined}
                aria-invalid={s.errors.length ? true : undefined}
                disabled={s.disabled || f.disable_input || undefined}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={id}>
                {f.type === "listimage" && o.image ? (
                  <img src={o.image} alt={o.alt ?? ""} loading="lazy" width={120} height={120} />
                ) : null}
                {f.type !== "listimage" || f.show_option_labels !== false ? (
                  <span>{o.label}</span>
                ) : (
                  <span className="screen-reader-text">{o.label}</span>
                )}
              </label>
            </li>
          );
        })}
        {f.show_other ? (
          <li className="nf-other">
            <input
              type={multi ? "checkbox" : "radio"}
              id={`${inputId(f)}-other`}
              name={name}
              value={other ?? ""}
              checked={other !== undefined}
              onChange={(e) => toggle(other ?? " ", e.target.checked)}
            />
            <label htmlFor={`${inputId(f)}-other`}>{t("forms.other")}</label>
            <input
              type="text"
              className="nf-other-text"
              name={`${inputName(f)}-other`}
              aria-label={t("forms.otherValue", { label: f.label })}
              value={other?.trim() ?? ""}
              onChange={(e) =>
                engine.set(
                  f.id,
                  multi
                    ? [...chosen.filter((v) => known.has(v)), e.target.value || " "]
                    : e.target.value || " ",
                  "input",
                )
              }
              onBlur={onBlur}
            />
          </li>
        ) : null}
      </ul>
    </FieldContainer>
  );
}

function CheckboxField({ f, labelPos }: Props) {
  const { engine, s } = useBind(f);
  const pos = labelPos === "above" || labelPos === "default" ? "right" : (labelPos ?? "right");
  return (
    <FieldContainer f={f} s={s} labelPos={pos}>
      <input
        {...common(f, s)}
        type="checkbox"
        value="1"
        checked={s.value === true}
        onChange={(e) => engine.set(f.id, e.target.checked, "change")}
        onBlur={() => engine.blur(f.id)}
      />
    </FieldContainer>
  );
}

function StarRatingField({ f, labelPos }: Props) {
  const { engine, s } = useBind(f);
  const t = useFormsT();
  const max = Math.max(1, f.number_of_stars ?? 5);
  const current = Number(text(s.value)) || 0;
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"} group>
      <div className="nf-stars">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <span key={n} className="nf-star">
            <input
              type="radio"
              id={`${inputId(f)}-${n}`}
              name={inputName(f)}
              value={String(n)}
              checked={current === n}
              required={f.required && n === 1 ? true : undefined}
              onChange={() => engine.set(f.id, String(n), "change")}
            />
            <label htmlFor={`${inputId(f)}-${n}`} className={n <= current ? "on" : ""}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
              </svg>
              <span className="screen-reader-text">{t("forms.stars", { n, max })}</span>
            </label>
          </span>
        ))}
      </div>
    </FieldContainer>
  );
}

function ProductField({ f, labelPos }: Props) {
  const { engine, s, onInput, onBlur } = useBind(f);
  const t = useFormsT();
  const locale = engine.form.locale;
  if (f.product_type === "hidden") return <input type="hidden" name={inputName(f)} value={text(s.value)} />;
  const price = productPrice(f, s.value, locale);
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"}>
      {f.product_type === "user" ? (
        <input
          {...common(f, s)}
          type="text"
          inputMode="decimal"
          value={text(s.value)}
          onChange={onInput}
          onBlur={onBlur}
        />
      ) : f.product_type === "dropdown" ? (
        <select
          {...common(f, s)}
          value={text(s.value)}
          onChange={(e) => engine.set(f.id, e.target.value, "change")}
        >
          <option value="">{t("forms.select")}</option>
          {visibleOptions(f).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} – {formatMoney(parseLocaleNumber(o.calc ?? "0", locale) || 0, locale)}
            </option>
          ))}
        </select>
      ) : (
        <>
          <span className="nf-product-price">
            {t("forms.price")}: {formatMoney(price, locale)}
          </span>
          {f.product_use_quantity ? (
            <input
              {...common(f, s)}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              aria-label={`${t("forms.quantity")}: ${f.label}`}
              value={text(s.value)}
              onChange={onInput}
              onBlur={onBlur}
            />
          ) : (
            <input type="hidden" name={inputName(f)} value="1" />
          )}
        </>
      )}
    </FieldContainer>
  );
}

function OutputField({ f, labelPos }: Props) {
  const s = useFieldState(f.id);
  countRender(f.id);
  return (
    <FieldContainer f={f} s={s} labelPos={labelPos ?? "above"} showLabel={false}>
      <div className="nf-field-label">
        <span id={`nf-label-field-${f.id}`}>{f.label}</span>
      </div>
      <output
        id={inputId(f)}
        className={`nf-${f.type}`}
        aria-labelledby={`nf-label-field-${f.id}`}
        aria-live="polite"
      >
        {s.display}
      </output>
    </FieldContainer>
  );
}

function HtmlField({ f }: Props) {
  const s = useFieldState(f.id);
  countRender(f.id);
  return (
    <div
      className={`nf-field-container html-container ${f.container_class ?? ""}`}
      id={`nf-field-${f.id}-container`}
      data-field-key={f.key}
      hidden={!s.visible}
    >
      <div
        className="nf-field-element"
        id={inputId(f)}
        aria-live={s.display !== undefined ? "polite" : undefined}
        dangerouslySetInnerHTML={{ __html: s.display ?? f.content ?? "" }}
      />
    </div>
  );
}

function HrField({ f }: Props) {
  const s = useFieldState(f.id);
  return (
    <div className={`nf-field-container hr-container ${f.container_class ?? ""}`} hidden={!s.visible}>
      <hr />
    </div>
  );
}

function SubmitField({ f }: Props) {
  const engine = useEngine();
  // Disabled while any field has an error (never in the server-rendered HTML, which has none);
  // a boolean snapshot, so other keystrokes do not re-render the button.
  const blocked = !useSyncExternalStore(
    (cb) => engine.subscribeForm(cb),
    () => engine.canSubmit(),
    () => engine.canSubmit(),
  );
  // Disabled with its processing label while a submission (or resume) is on its way.
  const { processing, uploads } = useFormStatus();
  countRender(f.id);
  const t = useFormsT();
  const processingLabel = f.processing_label || t("forms.processing");
  // A file still uploading is not in the field's value yet: wait for it.
  const disabled = blocked || processing || uploads > 0;
  return (
    <div
      className={`nf-field-container submit-container ${f.container_class ?? ""}`}
      id={`nf-field-${f.id}-container`}
    >
      <div className="nf-field-element">
        <button
          type="submit"
          id={inputId(f)}
          className={["ninja-forms-field", "nf-element", "button", f.classes ?? ""].filter(Boolean).join(" ")}
          disabled={disabled}
          aria-disabled={disabled || undefined}
          aria-busy={processing || undefined}
          data-processing-label={processingLabel}
        >
          {processing ? processingLabel : f.label || t("forms.submit")}
        </button>
      </div>
    </div>
  );
}

// Only some forms have these: their own chunks, loaded when such a field renders (lazy-field.tsx).
const RepeaterField = lazyField(() => import("./repeater.tsx").then((m) => m.RepeaterField));
const CaptchaField = lazyField(() => import("./captcha.tsx").then((m) => m.CaptchaField));
const FileField = lazyField(() => import("./file-field.tsx").then((m) => m.FileField));

const COMPONENTS: Record<string, (p: Props) => ReactNode> = {
  textbox: TextField,
  email: TextField,
  phone: TextField,
  password: TextField,
  passwordconfirm: TextField,
  confirm: TextField,
  spam: TextField,
  textarea: TextareaField,
  number: NumberField,
  quantity: NumberField,
  hidden: HiddenField,
  date: DateField,
  listselect: SelectField,
  listmultiselect: SelectField,
  listradio: ListField,
  listcheckbox: ListField,
  listimage: ListField,
  terms: ListField,
  checkbox: CheckboxField,
  starrating: StarRatingField,
  product: ProductField,
  total: OutputField,
  shipping: OutputField,
  html: HtmlField,
  hr: HrField,
  submit: SubmitField,
  file_upload: FileField,
  repeater: RepeaterField,
  recaptcha: CaptchaField,
  recaptcha_v3: CaptchaField,
  turnstile: CaptchaField,
  hcaptcha: CaptchaField,
  proofofwork: CaptchaField,
};

export function componentFor(f: FieldDef): ((p: Props) => ReactNode) | undefined {
  return COMPONENTS[f.type] ?? (f.parentType ? COMPONENTS[f.parentType] : undefined);
}

/** One field, memoised: its props never change, it re-renders only from its own subscription. */
export const Field = memo(function Field({ f: def, formLabelPos }: { f: FieldDef; formLabelPos?: LabelPos }) {
  // A required rule of the form's conditions may make the field required (or optional) now.
  const f = useRuledField(def);
  const Component = componentFor(f);
  if (!Component) return null;
  return <Component f={f} labelPos={effectiveLabelPos(f, formLabelPos)} />;
});

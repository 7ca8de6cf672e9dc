/**
 * The frame around every field (Ninja Forms' `.nf-field-container`): label by label_pos, the
 * required mark, description by desc_pos, help text as a tooltip on hover and focus, the error
 * messages (`.nf-error-msg.nf-error-{id}`) and pass/fail styling (`nf-pass` / `nf-error`).
 */
import type { ReactNode } from "react";
import type { FieldState } from "#modules/forms/engine/engine.ts";
import type { FieldDef, LabelPos } from "#modules/forms/engine/types.ts";
import { useFormsT } from "./use-forms-t.ts";

export const inputId = (f: FieldDef) => `nf-field-${f.id}`;
export const inputName = (f: FieldDef) => `nf-field-${f.id}`;
export const errorId = (f: FieldDef) => `nf-error-${f.id}`;
export const descId = (f: FieldDef) => `nf-description-${f.id}`;
export const helpId = (f: FieldDef) => `nf-help-${f.id}`;
export const counterId = (f: FieldDef) => `nf-counter-${f.id}`;

/** aria-describedby for the input: description, counter and errors that exist. */
export function describedBy(f: FieldDef, s: FieldState): string | undefined {
  const ids = [
    f.desc_text && f.desc_pos !== "none" ? descId(f) : "",
    f.help_text ? helpId(f) : "",
    s.remaining !== undefined ? counterId(f) : "",
    s.errors.length ? errorId(f) : "",
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function RequiredMark() {
  const t = useFormsT();
  return (
    <>
      <span className="ninja-forms-req-symbol" aria-hidden="true">
        {" *"}
      </span>
      <span className="screen-reader-text">{` (${t("forms.requiredMark")})`}</span>
    </>
  );
}

function HelpTip({ f }: { f: FieldDef }) {
  const t = useFormsT();
  if (!f.help_text) return null;
  return (
    <span className="nf-help-wrap">
      <button
        type="button"
        className="nf-help"
        aria-label={t("forms.help", { label: f.label })}
        aria-describedby={helpId(f)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M7.6 7.4a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          <circle cx="10" cy="14.6" r="1" fill="currentColor" />
        </svg>
      </button>
      <span
        className="nf-help-text"
        role="tooltip"
        id={helpId(f)}
        dangerouslySetInnerHTML={{ __html: f.help_text }}
      />
    </span>
  );
}

export function Label({ f, as = "label" }: { f: FieldDef; as?: "label" | "legend" }) {
  const content = (
    <>
      {f.label}
      {f.required ? <RequiredMark /> : null}
    </>
  );
  if (as === "legend") {
    return (
      <legend className="nf-field-label" id={`nf-label-field-${f.id}`}>
        {content}
        <HelpTip f={f} />
      </legend>
    );
  }
  return (
    <div className="nf-field-label">
      <label htmlFor={inputId(f)} id={`nf-label-field-${f.id}`}>
        {content}
      </label>
      <HelpTip f={f} />
    </div>
  );
}

function Description({ f }: { f: FieldDef }) {
  if (!f.desc_text || f.desc_pos === "none") return null;
  return (
    <div className="nf-field-description" id={descId(f)} dangerouslySetInnerHTML={{ __html: f.desc_text }} />
  );
}

export function Errors({ f, s }: { f: FieldDef; s: FieldState }) {
  return (
    <div className="nf-error-wrap nf-error" id={errorId(f)} aria-live="polite">
      {s.errors.map((e) => (
        <div key={e.id} className={`nf-error-msg nf-error-${e.id}`}>
          {e.message}
        </div>
      ))}
    </div>
  );
}

export function effectiveLabelPos(f: FieldDef, formDefault?: LabelPos): LabelPos {
  const pos = f.label_pos && f.label_pos !== "default" ? f.label_pos : (formDefault ?? "above");
  return pos === "default" ? "above" : pos;
}

export function FieldContainer({
  f,
  s,
  labelPos,
  group = false,
  children,
  showLabel = true,
}: {
  f: FieldDef;
  s: FieldState;
  labelPos: LabelPos;
  /** Lists and other groups use a fieldset with a legend instead of a label. */
  group?: boolean;
  showLabel?: boolean;
  children: ReactNode;
}) {
  const type = f.parentType ?? f.type;
  const state = s.errors.length ? "nf-error" : !s.clean && s.value !== "" ? "nf-pass" : "";
  const classes = [
    "nf-field-container",
    `${f.type}-container`,
    type !== f.type ? `${type}-container` : "",
    `label-${labelPos}`,
    f.container_class ?? "",
    f.required ? "required" : "",
    state,
  ]
    .filter(Boolean)
    .join(" ");
  const label = showLabel && !group ? <Label f={f} /> : null;
  const labelFirst = labelPos === "above" || labelPos === "left" || labelPos === "hidden";
  const body = (
    <>
      {f.desc_pos === "before" ? <Description f={f} /> : null}
      {labelFirst ? label : null}
      <div className="nf-field-element">{children}</div>
      {!labelFirst ? label : null}
      {f.desc_pos !== "before" ? <Description f={f} /> : null}
      <Errors f={f} s={s} />
    </>
  );
  return (
    <div className={classes} id={`nf-field-${f.id}-container`} data-field-key={f.key} hidden={!s.visible}>
      <div className={`nf-field ${state ? `field-wrap ${state}` : "field-wrap"}`}>
        {group ? (
          <fieldset className="nf-fieldset" aria-describedby={describedBy(f, s)}>
            {showLabel ? <Label f={f} as="legend" /> : null}
            {body}
          </fieldset>
        ) : (
          body
        )}
      </div>
    </div>
  );
}

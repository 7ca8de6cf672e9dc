/**
 * A whole form (spec §2, glossary F1): the container `#nf-form-{id}-cont.nf-form-cont` with the
 * response message area, before-form, the fields laid out by formContentData (rows and cells),
 * after-fields with the list of form errors and the hidden spam-trap input, and after-form.
 * Server-rendered with the same engine the browser uses; without JavaScript it is a plain POST form.
 */
import { type CSSProperties, type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createFormEngine, type FormEngine } from "../../../modules/forms/engine/engine.ts";
import type { FieldDef, FormContentRow, RuntimeForm } from "../../../modules/forms/engine/types.ts";
import { type FormsMessageKey, translateForms } from "../../../modules/forms/messages.ts";
import { EngineContext, useEngine } from "./engine-context.tsx";
import { Field } from "./fields.tsx";
import { useFormsT } from "./use-forms-t.ts";
import "../../styles/forms.css";
import { inputId } from "./field-container.tsx";
import { type FormEnv, FormEnvContext, useFormEnv } from "./form-env.ts";

/** Events for integrations (glossary F2): `nf:before-submit`, `nf:submit-failed`, `nf:after-validation`. */
function signal(target: HTMLElement, name: string, detail: unknown): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
}

type Layout = { rows: { key: string; cells: { width: number; fields: FieldDef[] }[] }[] };

export function layoutOf(form: RuntimeForm): Layout {
  const byKey = new Map(form.fields.map((f) => [f.key, f]));
  const placed = new Set<string>();
  const rows: Layout["rows"] = [];
  const data = form.settings.formContentData;
  if (Array.isArray(data) && data.length > 0 && typeof data[0] === "object") {
    for (const r of [...(data as FormContentRow[])].sort((a, b) => a.order - b.order)) {
      const cells = [...r.cells]
        .sort((a, b) => a.order - b.order)
        .map((c) => ({
          width: c.width,
          fields: c.fields.flatMap((k) => {
            const f = byKey.get(k);
            if (!f || placed.has(k)) return [];
            placed.add(k);
            return [f];
          }),
        }))
        .filter((c) => c.fields.length > 0);
      if (cells.length) rows.push({ key: `r${r.order}`, cells });
    }
  } else if (Array.isArray(data) && data.length > 0) {
    for (const k of data as string[]) {
      const f = byKey.get(k);
      if (f && !placed.has(k)) {
        placed.add(k);
        rows.push({ key: k, cells: [{ width: 100, fields: [f] }] });
      }
    }
  }
  // Fields the layout does not name follow in their order.
  for (const f of [...form.fields].sort((a, b) => a.order - b.order)) {
    if (!placed.has(f.key)) rows.push({ key: f.key, cells: [{ width: 100, fields: [f] }] });
  }
  return { rows };
}

function FormErrors() {
  const engine = useEngine();
  // The errors object keeps its identity while nothing changes, so keystrokes do not re-render this.
  const formErrors = useSyncExternalStore(
    (cb) => engine.subscribeForm(cb),
    () => engine.formErrors(),
    () => engine.formErrors(),
  );
  const errors = Object.entries(formErrors);
  return (
    <div className="nf-form-errors" role="alert">
      {errors.length ? (
        <ul>
          {errors.map(([id, message]) => (
            <li key={id} className={`nf-error-msg nf-error-${id}`}>
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Honeypot({ formId }: { formId: number }) {
  const engine = useEngine();
  const t = useFormsT();
  const id = `nf-field-hp-${formId}`;
  return (
    <div className="nf-form-hp">
      <label htmlFor={id} aria-hidden="true">
        {t("forms.honeypot")}
        <input
          id={id}
          name="nf-field-hp"
          className="nf-element nf-field-hp"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          onChange={(e) => engine.setHoneypot(e.target.value)}
        />
      </label>
    </div>
  );
}

/**
 * `action`: where the no-JS POST goes (default: the page itself, whose route action runs the
 * submission); `viewToken`: the random token of this rendered form (`_nf_view`, duplicate check);
 * `env`: language, user id and REST root (page routes: useRootFormEnv; the embed its own).
 */
export function FormView({
  form,
  action,
  viewToken,
  env,
  onEngine,
}: {
  form: RuntimeForm;
  action?: string;
  viewToken?: string;
  env?: FormEnv;
  /** Hands the form's engine to a sender outside React (the embeddable form's submit). */
  onEngine?: (engine: FormEngine) => void;
}) {
  const outer = useFormEnv();
  const lang = env?.lang ?? outer.lang;
  const t = (key: FormsMessageKey) => translateForms(lang, key);
  const [engine] = useState<FormEngine>(() => createFormEngine(form, { lang }));
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the form's one engine
  useEffect(() => {
    setHydrated(true);
    onEngine?.(engine);
  }, []);
  const layout = layoutOf(form);
  const s = form.settings;
  const hasRequired = form.fields.some((f) => f.required);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const el = event.currentTarget;
    if (!signal(el, "nf:before-submit", { formId: form.id })) {
      event.preventDefault();
      signal(el, "nf:submit-cancel", { formId: form.id });
      return;
    }
    const ok = s.novalidate ? engine.blockingFormErrors().length === 0 : engine.validateAll();
    if (!ok) {
      event.preventDefault();
      const first = engine.firstInvalid();
      if (first)
        el.querySelector<HTMLElement>(
          `#${CSS.escape(inputId(first))}, #nf-field-${first.id}-container input, #nf-field-${first.id}-container select, #nf-field-${first.id}-container textarea`,
        )?.focus();
      signal(el, "nf:submit-failed", { formId: form.id, errors: engine.formErrors() });
      return;
    }
    // Sending (nf_ajax_submit) is part II (issue 7): with JavaScript the form never posts itself;
    // the after-validation signal carries the payload for the sender.
    event.preventDefault();
    signal(el, "nf:after-validation", engine.submitData());
  };

  const view = (
    <EngineContext.Provider value={engine}>
      <div
        id={`nf-form-${form.id}-cont`}
        className={["nf-form-cont", s.wrapper_class ?? ""].filter(Boolean).join(" ")}
        data-form-id={form.id}
      >
        <div className="nf-response-msg" aria-live="assertive" />
        <div className="nf-debug-msg" hidden />
        <div className="nf-form-wrap ninja-forms-form-wrap">
          <div className="nf-form-layout">
            <form
              ref={formRef}
              method="post"
              action={action}
              noValidate={hydrated || undefined}
              className={["nf-form", s.element_class ?? ""].filter(Boolean).join(" ")}
              aria-labelledby={s.show_title !== false ? `nf-form-title-${form.id}` : undefined}
              aria-label={s.show_title === false ? s.title : undefined}
              onSubmit={onSubmit}
            >
              <input type="hidden" name="_form_id" value={form.id} />
              {viewToken ? <input type="hidden" name="_nf_view" value={viewToken} /> : null}
              <div className="nf-before-form">
                {s.show_title !== false ? (
                  <h2 className="nf-form-title" id={`nf-form-title-${form.id}`}>
                    {s.title}
                  </h2>
                ) : null}
                {s.before_form ? <div className="nf-before-form-content">{s.before_form}</div> : null}
                {hasRequired ? <p className="nf-form-fields-required">{t("forms.requiredNote")}</p> : null}
              </div>
              <div className="nf-form-content">
                {layout.rows.map((row) => (
                  <div key={row.key} className="nf-row">
                    {row.cells.map((cell) => (
                      <div
                        key={cell.fields[0]?.key}
                        className="nf-cell"
                        style={{ "--nf-cell": `${cell.width}%` } as CSSProperties}
                      >
                        {cell.fields.map((f) => (
                          <Field key={f.id} f={f} formLabelPos={s.default_label_pos} />
                        ))}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
              <div className="nf-after-fields">
                <FormErrors />
                <Honeypot formId={form.id} />
              </div>
            </form>
          </div>
        </div>
        {s.after_form ? (
          <div className="nf-after-form">{s.after_form}</div>
        ) : (
          <div className="nf-after-form" />
        )}
      </div>
    </EngineContext.Provider>
  );
  return env ? <FormEnvContext.Provider value={env}>{view}</FormEnvContext.Provider> : view;
}

/**
 * A whole form (spec §2, glossary F1): the container `#nf-form-{id}-cont.nf-form-cont` with the
 * response message area, before-form, the fields laid out by formContentData (rows and cells),
 * after-fields with the list of form errors and the hidden spam-trap input, and after-form.
 * Server-rendered with the same engine the browser uses; without JavaScript it is a plain POST form.
 */
import {
  type CSSProperties,
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { FORM_SIGNALS, signal } from "#app/lib/forms/form-signals.ts";
import { FormStatusStore } from "#app/lib/forms/form-status.ts";
import type { SubmitFlow } from "#app/lib/forms/submit-flow.ts";
import { loadSubmitClient } from "#app/lib/forms/submit-loader.ts";
import { createFormEngine, type FormEngine } from "#modules/forms/engine/engine.ts";
import type { FieldDef, FormContentRow, RuntimeForm } from "#modules/forms/engine/types.ts";
import { type FormsMessageKey, translateForms } from "#modules/forms/messages.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { EngineContext, useEngine } from "./engine-context.tsx";
import { Field } from "./fields.tsx";
import { FormStatusContext } from "./status-context.tsx";
import { useFormsT } from "./use-forms-t.ts";
import "#app/styles/forms.css";
import { VIEW_TOKEN_FIELD } from "#modules/forms/submission/constants.ts";
import { inputId } from "./field-container.tsx";
import { type FormEnv, FormEnvContext, useFormEnv } from "./form-env.ts";

/** The URL parameter that resumes a halted submission of the form with this id (spec §2, §7 call 2). */
export const RESUME_PARAM = "nf_resume";

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

const PRELOAD_EVENTS = ["focusin", "pointerdown"] as const;

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
  live,
}: {
  form: RuntimeForm;
  action?: string;
  viewToken?: string;
  env?: FormEnv;
  /** Hands the form's engine to a sender outside React (the embeddable form's submit). */
  onEngine?: (engine: FormEngine) => void;
  /**
   * The builder's preview: a new `form` is applied to the same engine (FormEngine.redefine), so a
   * settings change re-renders the changed field only, not 200 fields from scratch.
   */
  live?: boolean;
}) {
  const outer = useFormEnv();
  const lang = env?.lang ?? outer.lang;
  const t = (key: FormsMessageKey) => translateForms(lang, key);
  const [engine] = useState<FormEngine>(() => createFormEngine(form, { lang }));
  // Before the fields render (a new field must have its state), told after the commit.
  if (live) engine.redefine(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new definition's commit
  useLayoutEffect(() => {
    if (live) engine.flush();
  }, [live, engine, form]);
  const [status] = useState(() => new FormStatusStore());
  const formRef = useRef<HTMLFormElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const layout = layoutOf(form);
  const s = form.settings;
  const hasRequired = form.fields.some((f) => f.required);
  const hasUpload = form.fields.some((f) => f.type === "file_upload");

  const { hydrated, flow } = useSubmitFlow({ form, engine, status, lang, onEngine, containerRef });

  /** The embed's submit: validate here and hand the payload to its sender (nf:after-validation). */
  const validateForEmbed = (el: HTMLFormElement) => {
    if (!signal(el, FORM_SIGNALS.beforeSubmit, { formId: form.id }, true)) {
      signal(el, FORM_SIGNALS.submitCancel, { formId: form.id });
      return;
    }
    const ok = s.novalidate ? engine.blockingFormErrors().length === 0 : engine.validateAll();
    if (!ok) {
      const first = engine.firstInvalid();
      if (first)
        el.querySelector<HTMLElement>(
          `#${CSS.escape(inputId(first))}, #nf-field-${first.id}-container :is(input, select, textarea)`,
        )?.focus();
      signal(el, FORM_SIGNALS.submitFailed, { formId: form.id, errors: engine.formErrors() });
      return;
    }
    signal(el, FORM_SIGNALS.afterValidation, { formId: form.id, data: engine.submitData() });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form never posts itself: the flow validates and sends nf_ajax_submit.
    event.preventDefault();
    const el = event.currentTarget;
    if (onEngine) return validateForEmbed(el);
    flow().then(
      (f) => f.submit(),
      (err: unknown) => {
        // Without the flow the form is still a plain POST form with server validation.
        console.warn("Formular: Absenden per Skript nicht verfügbar, sende ohne Skript", err);
        el.submit();
      },
    );
  };

  const view = (
    <EngineContext.Provider value={engine}>
      <FormStatusContext.Provider value={status}>
        <div
          ref={containerRef}
          id={`nf-form-${form.id}-cont`}
          className={["nf-form-cont", s.wrapper_class ?? ""].filter(Boolean).join(" ")}
          data-form-id={form.id}
        >
          {/* Content and attributes of these two (and `hidden` on .nf-form-wrap, `data-nf-resuming` on
            the container) belong to the submit flow (app/lib/forms/dom-view.ts): never render children here. */}
          <div className="nf-response-msg" aria-live="assertive" />
          <div className="nf-debug-msg" hidden />
          <div className="nf-form-wrap ninja-forms-form-wrap">
            <div className="nf-form-layout">
              <form
                ref={formRef}
                method="post"
                action={action}
                // A file field posts its file directly without JavaScript.
                encType={hasUpload ? "multipart/form-data" : undefined}
                noValidate={hydrated || undefined}
                className={["nf-form", s.element_class ?? ""].filter(Boolean).join(" ")}
                aria-labelledby={s.show_title !== false ? `nf-form-title-${form.id}` : undefined}
                aria-label={s.show_title === false ? s.title : undefined}
                onSubmit={onSubmit}
              >
                <input type="hidden" name="_form_id" value={form.id} />
                {viewToken ? <input type="hidden" name={VIEW_TOKEN_FIELD} value={viewToken} /> : null}
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
      </FormStatusContext.Provider>
    </EngineContext.Provider>
  );
  return env ? <FormEnvContext.Provider value={env}>{view}</FormEnvContext.Provider> : view;
}

/**
 * The form's submit flow, a lazy chunk (app/lib/forms/submit-client.ts) with one instance per
 * form: loaded at once to resume a halted submission (?nf_resume=ID), otherwise at the first
 * interaction with the form. The embed sends with its own sender and gets the engine instead.
 */
function useSubmitFlow({
  form,
  engine,
  status,
  lang,
  onEngine,
  containerRef,
}: {
  form: RuntimeForm;
  engine: FormEngine;
  status: FormStatusStore;
  lang: Lang;
  onEngine?: (engine: FormEngine) => void;
  containerRef: RefObject<HTMLDivElement | null>;
}): { hydrated: boolean; flow: () => Promise<SubmitFlow> } {
  const [hydrated, setHydrated] = useState(false);
  const flowRef = useRef<Promise<SubmitFlow> | null>(null);
  const flow = () => {
    const container = containerRef.current;
    if (!container) return Promise.reject(new Error("form not mounted"));
    flowRef.current ??= loadSubmitClient().then(
      (m) => m.attachSubmitFlow({ container, engine, status, lang }),
      (err: unknown) => {
        flowRef.current = null;
        throw err;
      },
    );
    return flowRef.current;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mounted form (its engine and status live as long)
  useEffect(() => {
    setHydrated(true);
    // The embeddable form sends with its own small sender (app/embed/submit.ts), not the flow.
    if (onEngine) {
      onEngine(engine);
      return;
    }
    const container = containerRef.current;
    if (!container) return;
    // Resume: the form named by ?nf_resume=ID re-opens with its fields hidden and submit processing.
    const params = new URLSearchParams(window.location.search);
    if (params.get(RESUME_PARAM) === String(form.id)) {
      container.toggleAttribute("data-nf-resuming", true);
      status.set({ processing: true });
      flow().then(
        (f) => f.resume(params),
        (err: unknown) => {
          console.warn("Formular: Fortsetzen konnte nicht geladen werden", err);
          container.removeAttribute("data-nf-resuming");
          status.set({ processing: false });
        },
      );
      return;
    }
    // Otherwise the flow loads at the first interaction with the form.
    const preload = () => {
      flow().catch(() => {});
      for (const type of PRELOAD_EVENTS) container.removeEventListener(type, preload, true);
    };
    for (const type of PRELOAD_EVENTS) container.addEventListener(type, preload, true);
    return () => {
      for (const type of PRELOAD_EVENTS) container.removeEventListener(type, preload, true);
    };
  }, []);

  return { hydrated, flow };
}

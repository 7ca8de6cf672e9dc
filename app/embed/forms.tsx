/**
 * The embeddable form (issue 7 item 9): `<script src="https://SITE/embed/forms.js"
 * data-form="ID" [data-lang="en"]></script>` renders form ID right after the script tag on any
 * site whose origin the owner allowed (`forms.embedOrigins`). Built on its own
 * (vite.embed.config.ts: Preact through `preact/compat`, an ES module that app/embed/loader.ts
 * imports, ≤ 30 kB gzip with the loader) from the same FormView, fields and engine as our pages,
 * so it validates live exactly as they do. The definition comes from
 * `GET /wp-json/laden/v1/embed/forms/ID` (JSON, resolved messages, a nonce); after validation the
 * form posts `nf_ajax_submit` (`security`, `nonce_ts`, `formData`) to our admin-ajax URL without
 * cookies and shows the answer (docs/decisions/003-forms.md, addendum "Embedding").
 */
import { createRoot } from "react-dom/client";
import "./embed.css";
import type { FormEngine } from "#modules/forms/engine/engine.ts";
import type { RuntimeForm } from "#modules/forms/engine/types.ts";
import { type FormsMessageKey, translateForms } from "#modules/forms/messages.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { FormView } from "../components/forms/form-view.tsx";
import { loadDates } from "./date.ts";
import { setEmbedTexts } from "./messages.ts";
import { submitEmbedded } from "./submit.ts";

type Definition = {
  form: RuntimeForm;
  lang: Lang;
  ajax_url: string;
  rest_root: string;
  nonce: string;
  nonce_ts: number;
  /** The form runtime's texts in `lang` (app/embed/messages.ts). */
  texts: Partial<Record<FormsMessageKey, string>>;
};

/** The form styles (build/client/embed/forms.css, the pages' forms.css plus embed.css), once per page. */
function injectStyles(origin: string): void {
  if (document.getElementById("laden-embed-styles")) return;
  const link = document.createElement("link");
  link.id = "laden-embed-styles";
  link.rel = "stylesheet";
  link.href = `${origin}/embed/forms.css`;
  document.head.append(link);
}

/** Relative URLs of the definition (remote dropdown terms) point at our site, not the host page. */
function absolutise(form: RuntimeForm, origin: string): RuntimeForm {
  return {
    ...form,
    fields: form.fields.map((f) =>
      f.dropdown_source?.startsWith("/") ? { ...f, dropdown_source: origin + f.dropdown_source } : f,
    ),
  };
}

/** A date field anywhere in the form, repeater sets included. */
function hasDateField(fields: readonly { type: string; fields?: unknown }[]): boolean {
  return fields.some(
    (f) => f.type === "date" || (Array.isArray(f.fields) && hasDateField(f.fields as typeof fields)),
  );
}

/** The upload key: 24 random bytes in hex (getRandomValues works on plain-HTTP sites too). */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, "0")).join("");

export async function mount(script: HTMLScriptElement): Promise<void> {
  const id = script.dataset.form ?? "";
  const origin = new URL(script.src).origin;
  const docLang = document.documentElement.lang.toLowerCase();
  const lang: Lang = (script.dataset.lang ?? docLang).startsWith("en") ? "en" : "de";
  const host = document.createElement("div");
  host.className = "laden-embed";
  script.after(host);
  let def: Definition;
  try {
    const res = await fetch(`${origin}/wp-json/laden/v1/embed/forms/${encodeURIComponent(id)}?lang=${lang}`, {
      credentials: "omit",
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    def = (await res.json()) as Definition;
  } catch (err) {
    console.warn(`Laden: form ${id} could not be loaded`, err);
    host.textContent = translateForms(lang, "forms.embed.unavailable");
    return;
  }
  setEmbedTexts(def.texts);
  if (hasDateField(def.form.fields)) await loadDates();
  injectStyles(origin);
  let engine: FormEngine | null = null;
  // Binds this form's uploads to its submission: no cookies cross the sites (ADR 011).
  const uploadKey = randomKey();
  host.addEventListener("nf:after-validation", (event) => {
    // The documented detail of nf:after-validation: {formId, data} (data = the formData object).
    const payload = (event as CustomEvent<{ data: { extra?: Record<string, unknown> } }>).detail.data;
    payload.extra = { ...payload.extra, upload_key: uploadKey };
    const form = host.querySelector<HTMLFormElement>("form.nf-form");
    if (engine && form) void submitEmbedded({ def, payload, engine, host, form, lang });
  });
  createRoot(host).render(
    <FormView
      form={absolutise(def.form, origin)}
      env={{
        lang: def.lang,
        userId: 0,
        restRoot: def.rest_root,
        ajaxUrl: def.ajax_url,
        embedUpload: { key: uploadKey, nonce: () => def.nonce },
      }}
      onEngine={(e) => {
        engine = e;
      }}
    />,
  );
}

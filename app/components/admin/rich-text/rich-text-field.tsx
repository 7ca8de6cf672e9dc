/**
 * A rich-text field for back-office forms (docs/back-office/rich-text.md): a label, the editor and
 * a hidden input `name` holding the HTML, so a plain `<Form method="post">` saves it like any
 * other field. The Lexical editor is its own chunk, loaded after hydration (storefront pages and
 * back-office screens without a text field never load it); until then, and without JavaScript,
 * a textarea with the HTML stands in. The server cleans what is posted
 * (`sanitizeRichText`, modules/content/rich-text.ts) before it stores it.
 *
 * Reuse: `<RichTextField name="content" label={t("…")} defaultValue={html} features={{ images: false }} />`.
 */
import { type ComponentType, useEffect, useId, useState } from "react";
import { useAdminT } from "../use-admin-t.ts";
import type { EditorProps } from "./editor.tsx";
import "#app/styles/admin-rich-text.css";
import "#modules/i18n/messages-admin-rich-text.ts";

/** What the editor offers besides paragraphs, bold, italic, undo and redo (all on by default). */
export type RichTextFeatures = {
  /** Headings h2–h4 (toolbar and `## `). */
  headings?: boolean;
  /** Bulleted and numbered lists (toolbar, `- `, `1. `). */
  lists?: boolean;
  /** Quotes (toolbar, `> `). */
  quote?: boolean;
  /** Links (toolbar, Ctrl/Cmd+K). */
  links?: boolean;
  /** Images from the media library (only items with alt text). */
  images?: boolean;
  /** Posts and pages (issue 25), off by default: galleries of library images (`[gallery]`). */
  galleries?: boolean;
  /** YouTube/Vimeo videos (a link the storefront shows behind its consent placeholder). */
  embeds?: boolean;
  /** Forms picked by name (`[ninja_form id=ID]`; the `forms` prop lists them). */
  forms?: boolean;
  /** Tables (rows, columns, a header row). */
  tables?: boolean;
  /** The "more" break that ends the excerpt (`<!--more-->`). */
  more?: boolean;
  /** The link dialog's search of pages, posts and products. */
  linkSearch?: boolean;
};

export type RichTextFieldProps = {
  /** The form field's name: the posted value is the editor's HTML. */
  name: string;
  /** The visible label (already translated). */
  label: string;
  /** The stored HTML the editor starts with. */
  defaultValue: string;
  features?: RichTextFeatures;
  /** Help text under the field (translated). */
  help?: string;
  /** A German error message at the field (translated). */
  error?: string;
  /**
   * Show the list of shortcuts under the field (default). With several editors on a screen, show
   * it once (e.g. `<RichTextShortcuts />` at the top of the card) and pass false: the list then
   * stays the editor's description for screen readers only.
   */
  showShortcuts?: boolean;
  /** The forms the editor's form button offers (features.forms). */
  forms?: { id: number; title: string }[];
};

/** The shortcuts as a visible note (once per screen with several editors). */
export function RichTextShortcuts() {
  const t = useAdminT();
  return <p className="admin-field__help">{t("adminRte.shortcuts")}</p>;
}

export function RichTextField(p: RichTextFieldProps) {
  const t = useAdminT();
  const base = useId();
  const ids = {
    editor: `${base}-editor`,
    label: `${base}-label`,
    help: `${base}-help`,
    error: `${base}-error`,
  };
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    import("./editor.tsx").then((m) => {
      if (live) setEditor(() => m.RichTextEditor);
    });
    return () => {
      live = false;
    };
  }, []);
  const describedBy = [p.help && ids.help, p.error && ids.error, `${ids.editor}-keys`]
    .filter(Boolean)
    .join(" ");
  const features = {
    headings: true,
    lists: true,
    quote: true,
    links: true,
    images: true,
    galleries: false,
    embeds: false,
    forms: false,
    tables: false,
    more: false,
    linkSearch: false,
    ...p.features,
  };
  return (
    <div className="admin-field admin-rte-field">
      {/* The editor is a div named by aria-labelledby; the fallback textarea is the label's control. */}
      <label id={ids.label} htmlFor={Editor ? undefined : ids.editor}>
        {p.label}
      </label>
      {Editor ? (
        <Editor
          id={ids.editor}
          name={p.name}
          labelId={ids.label}
          describedBy={describedBy}
          invalid={Boolean(p.error)}
          defaultValue={p.defaultValue}
          features={features}
          forms={p.forms}
        />
      ) : (
        <textarea
          id={ids.editor}
          name={p.name}
          className="admin-input admin-rte-field__fallback"
          defaultValue={p.defaultValue}
          rows={8}
          aria-describedby={describedBy}
          aria-invalid={Boolean(p.error) || undefined}
        />
      )}
      <span
        id={`${ids.editor}-keys`}
        className={p.showShortcuts === false ? "admin-visually-hidden" : "admin-field__help"}
      >
        {t("adminRte.shortcuts")}
      </span>
      {p.help && (
        <span id={ids.help} className="admin-field__help">
          {p.help}
        </span>
      )}
      {p.error && (
        <span id={ids.error} className="admin-field__error">
          {p.error}
        </span>
      )}
    </div>
  );
}

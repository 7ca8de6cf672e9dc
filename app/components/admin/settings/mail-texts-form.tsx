/**
 * One mail's texts (issue 27 item 1): per language subject, heading and text, each with a menu
 * that inserts a placeholder at the cursor (react-aria-components: a keyboard-operable menu); the
 * list of placeholders is also written out, so the form works without JavaScript. Buttons save,
 * preview (the latest order, in a sandboxed frame), send a test, restore the defaults; the server
 * checks everything and its German messages stand at their fields.
 */
import { useEffect, useRef } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

type Lang = "de" | "en";
type Texts = { subject: string; heading: string; text: string };
type Field = keyof Texts;
const FIELDS: readonly Field[] = ["subject", "heading", "text"];

export type MailTextsAnswer = {
  ok: boolean;
  intent: "save" | "preview" | "test" | "reset";
  changed?: boolean;
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<Lang, Texts>>;
  preview?: { subject: string; html: string; lang: Lang; orderId?: number };
  noOrder?: boolean;
  tested?: { email: string; queued: boolean };
};

const fieldId = (lang: Lang, field: Field) => `mail-${lang}-${field}`;
const FIELD_LABEL: Record<Field, MessageKey> = {
  subject: "admin.settings.emails.field.subject",
  heading: "admin.settings.emails.field.heading",
  text: "admin.settings.emails.field.text",
};

/** Puts `{name}` at the field's cursor (or over its selection) and gives the field the focus back. */
function insertPlaceholder(id: string, name: string) {
  const el = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
  if (!el) return;
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? start;
  el.setRangeText(`{${name}}`, start, end, "end");
  // After the menu has closed and handed the focus back to its button.
  requestAnimationFrame(() => el.focus());
}

function PlaceholderMenu({
  target,
  label,
  placeholders,
}: {
  target: string;
  label: string;
  placeholders: readonly string[];
}) {
  const t = useAdminT();
  return (
    <MenuTrigger>
      <Button className="admin-button admin-button--quiet admin-mail__insert" aria-label={label}>
        {t("admin.settings.emails.placeholders")}
      </Button>
      <Popover className="admin-mail__popover" placement="bottom end">
        <Menu
          className="admin-mail__menu"
          aria-label={label}
          onAction={(key) => insertPlaceholder(target, String(key))}
        >
          {placeholders.map((name) => (
            <MenuItem key={name} id={name} className="admin-mail__item" textValue={name}>
              <code>{`{${name}}`}</code>
              <span>{t(`admin.settings.emails.ph.${name}` as MessageKey)}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function TextField({
  lang,
  field,
  value,
  error,
  placeholders,
}: {
  lang: Lang;
  field: Field;
  value: string;
  error?: string;
  placeholders: readonly string[];
}) {
  const t = useAdminT();
  const id = fieldId(lang, field);
  const label = t(FIELD_LABEL[field]);
  const common = {
    id,
    name: `${lang}.${field}`,
    className: "admin-input",
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="admin-field admin-mail__field">
      <div className="admin-mail__label-row">
        <label htmlFor={id}>{label}</label>
        <PlaceholderMenu
          target={id}
          placeholders={placeholders}
          label={t("admin.settings.emails.placeholders.for", {
            field: label,
            lang: t(`admin.settings.emails.lang.${lang}`),
          })}
        />
      </div>
      {field === "text" ? (
        <textarea {...common} rows={8} />
      ) : (
        <input {...common} type="text" autoComplete="off" />
      )}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Notice({ answer }: { answer: MailTextsAnswer | undefined }) {
  const t = useAdminT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && answer.intent !== "preview") ref.current?.focus();
  }, [answer]);
  if (!answer || (answer.ok && answer.intent === "preview" && !answer.noOrder)) return null;
  let text: string;
  if (!answer.ok) text = t("admin.settings.invalid");
  else if (answer.noOrder) text = t("admin.settings.emails.noOrder");
  else if (answer.intent === "test")
    text = answer.tested?.queued
      ? t("admin.settings.emails.testSent", { email: answer.tested.email })
      : t("admin.settings.emails.testAgain");
  else if (answer.intent === "reset") text = t("admin.settings.emails.resetDone");
  else text = t(answer.changed ? "admin.settings.saved" : "admin.settings.unchanged");
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`admin-notice admin-notice--${answer.ok ? "success" : "error"}`}
      role={answer.ok ? "status" : "alert"}
    >
      <p>{text}</p>
    </div>
  );
}

function Preview({ preview }: { preview: NonNullable<MailTextsAnswer["preview"]> }) {
  const t = useAdminT();
  const lang = t(`admin.settings.emails.lang.${preview.lang}`);
  const ref = useRef<HTMLElement>(null);
  const html = preview.html;
  useEffect(() => {
    if (html) ref.current?.focus();
  }, [html]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="admin-card admin-mail__preview"
      aria-labelledby="mail-preview-title"
    >
      <h2 id="mail-preview-title">{t("admin.settings.emails.previewTitle")}</h2>
      <p className="admin-settings__section-help">
        {preview.orderId
          ? t("admin.settings.emails.previewWith", { number: preview.orderId, lang })
          : t("admin.settings.emails.previewWithout", { lang })}
      </p>
      <p className="admin-mail__subject">
        {t("admin.settings.emails.previewSubject", { subject: preview.subject })}
      </p>
      <iframe
        className="admin-mail__frame"
        title={t("admin.settings.emails.previewFrame")}
        sandbox=""
        srcDoc={preview.html}
      />
    </section>
  );
}

export function MailTextsForm({
  langs,
  texts,
  placeholders,
  token,
  answer,
}: {
  langs: readonly Lang[];
  texts: Partial<Record<Lang, Texts>>;
  placeholders: readonly string[];
  token: string;
  answer: MailTextsAnswer | undefined;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const shown = answer?.values ?? texts;
  const list = placeholders.map((p) => `{${p}}`).join(", ");
  return (
    <>
      <Form method="post" className="admin-settings__form admin-mail" noValidate>
        <Notice answer={answer} />
        <input type="hidden" name="token" value={token} />
        <p className="admin-settings__section-help">
          {t("admin.settings.emails.placeholders.list", { list })}
        </p>
        {langs.map((lang) => (
          // Keyed by the loader's token: fresh inputs with the stored texts after a save or a reset.
          <fieldset key={`${lang}-${token}`} className="admin-card admin-settings__section">
            <legend>{t(`admin.settings.emails.lang.${lang}`)}</legend>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                lang={lang}
                field={field}
                value={shown[lang]?.[field] ?? ""}
                error={answer?.errors?.[`${lang}.${field}`]}
                placeholders={placeholders}
              />
            ))}
          </fieldset>
        ))}
        <div className="admin-settings__actions admin-mail__actions">
          <button type="submit" name="intent" value="save" className="admin-button" disabled={busy}>
            {t("admin.settings.emails.save")}
          </button>
          {langs.length > 1 ? (
            <span className="admin-mail__lang">
              <label htmlFor="mail-preview-lang">{t("admin.settings.emails.previewLang")}</label>
              <select
                id="mail-preview-lang"
                name="previewLang"
                className="admin-input"
                defaultValue={answer?.preview?.lang ?? "de"}
              >
                {langs.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`admin.settings.emails.lang.${lang}`)}
                  </option>
                ))}
              </select>
            </span>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="preview"
            className="admin-button admin-button--quiet"
            disabled={busy}
          >
            {t("admin.settings.emails.preview")}
          </button>
          <button
            type="submit"
            name="intent"
            value="test"
            className="admin-button admin-button--quiet"
            disabled={busy}
          >
            {t("admin.settings.emails.test")}
          </button>
          <button
            type="submit"
            name="intent"
            value="reset"
            className="admin-button admin-button--quiet"
            disabled={busy}
          >
            {t("admin.settings.emails.reset")}
          </button>
        </div>
      </Form>
      {answer?.preview ? <Preview preview={answer.preview} /> : null}
    </>
  );
}

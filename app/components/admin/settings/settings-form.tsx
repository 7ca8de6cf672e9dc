/**
 * The settings screens' page frame and form (issue 21's pattern): sections of fields described as
 * data, each with its label, help, current value and the server's German error; one save button
 * per group. Works without JavaScript (a plain POST); with it, the answer's notice takes focus.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { countryName } from "#modules/checkout/iban.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { adminPaths } from "../paths.ts";
import { useAdminFrame, useAdminLang, useAdminT } from "../use-admin-t.ts";
import type { SettingsField, SettingsSection } from "./fields.ts";
import { settingsGroup } from "./groups.ts";

/** What the shared action answers (settings-group.server.ts), as the form reads it. */
export type SettingsFormAnswer = {
  ok: boolean;
  changed?: number;
  errors?: Partial<Record<string, string>>;
  refused?: string;
  warnings?: string[];
  values?: Record<string, unknown>;
};

export function SettingsPage({ groupId, children }: { groupId: string; children: ReactNode }) {
  const t = useAdminT();
  const group = settingsGroup(groupId);
  return (
    <div className="admin-page admin-settings">
      <p className="admin-settings__back">
        <Link to={adminPaths.settings}>{t("admin.settings.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t(group.label)}</h1>
      </div>
      <p className="admin-settings__intro">{t(group.description)}</p>
      {children}
    </div>
  );
}

/** An option of a select whose choices come from the loader (kind "page"). */
export type SettingsOption = { value: string; label: string };

/**
 * `children`: a group's own inputs (e.g. a list to reorder), placed before the sections;
 * `actions`: buttons in place of "Einstellungen speichern" (the setup wizard's Weiter/Überspringen).
 */
export function SettingsForm({
  sections,
  values,
  answer,
  options,
  children,
  actions,
}: {
  sections: readonly SettingsSection[];
  values: Record<string, unknown>;
  answer: SettingsFormAnswer | undefined;
  /** Choices known only at request time, by field key (e.g. the published pages). */
  options?: Readonly<Record<string, readonly SettingsOption[]>>;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const administrator = useAdminFrame()?.owner.role === "administrator";
  const shown = { ...values, ...answer?.values };
  return (
    <Form method="post" className="admin-settings__form" noValidate>
      <SettingsNotice answer={answer} />
      {children}
      {sections.map((section, i) => (
        <fieldset key={section.title ?? i} className="admin-card admin-settings__section">
          {section.title ? <legend>{t(section.title)}</legend> : null}
          {section.help ? <p className="admin-settings__section-help">{t(section.help)}</p> : null}
          {!administrator && section.fields.some((f) => f.administratorOnly) ? (
            <p className="admin-settings__section-help">{t("admin.settings.readOnly")}</p>
          ) : null}
          {section.fields.map((field) => (
            <SettingsInput
              key={field.key}
              field={options?.[field.key] ? { ...field, options: options[field.key] } : field}
              value={shown[field.key]}
              error={answer?.errors?.[field.key]}
              readOnly={field.administratorOnly && !administrator}
            />
          ))}
        </fieldset>
      ))}
      <div className="admin-settings__actions">
        {actions ?? (
          <button type="submit" className="admin-button" disabled={busy}>
            {t("admin.settings.save")}
          </button>
        )}
      </div>
    </Form>
  );
}

/** The result of the last save; it takes focus so a screen reader hears it (role status/alert). */
export function SettingsNotice({ answer }: { answer: SettingsFormAnswer | undefined }) {
  const t = useAdminT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  if (!answer) return null;
  if (answer.ok) {
    return (
      <div ref={ref} tabIndex={-1} className="admin-notice admin-notice--success" role="status">
        <p>{t(answer.changed ? "admin.settings.saved" : "admin.settings.unchanged")}</p>
        {answer.warnings?.map((w) => (
          <p key={w}>{t("admin.settings.warning", { reason: w })}</p>
        ))}
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className="admin-notice admin-notice--error" role="alert">
      <p>
        {answer.refused
          ? t("admin.settings.refused", { reason: answer.refused })
          : t("admin.settings.invalid")}
      </p>
    </div>
  );
}

function fieldId(field: SettingsField): string {
  return `setting-${field.key.replace(/\./g, "-")}`;
}

export function SettingsInput({
  field,
  value,
  error,
  readOnly,
}: {
  field: SettingsField;
  value: unknown;
  error?: string;
  /** Text inputs only (an administrator-only field on a shop manager's screen). */
  readOnly?: boolean;
}) {
  const t = useAdminT();
  const id = fieldId(field);
  const described = [field.help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.key,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
  const help = field.help ? (
    <p id={`${id}-help`} className="admin-field__help">
      {t(field.help, field.helpParams)}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={`${id}-error`} className="admin-field__error">
      {error}
    </p>
  ) : null;
  if (field.kind === "countries")
    return <CountriesInput field={field} value={value} help={help} error={errorText} />;
  if (field.kind === "boolean" || field.kind === "yesno") {
    return (
      <div className="admin-field admin-field--check">
        <input type="checkbox" {...common} defaultChecked={value === true} />
        <label htmlFor={id}>{t(field.label)}</label>
        {help}
        {errorText}
      </div>
    );
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t(field.label)}</label>
      {field.kind === "textarea" ? (
        <textarea
          {...common}
          className="admin-input"
          rows={3}
          maxLength={field.maxLength}
          defaultValue={String(value ?? "")}
        />
      ) : field.kind === "select" || field.kind === "page" ? (
        <select {...common} className="admin-input" defaultValue={String(value ?? "")}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {optionLabel(t, o.label)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className="admin-input"
          type={field.kind === "email" ? "email" : field.kind === "url" ? "url" : "text"}
          inputMode={field.kind === "integer" ? "numeric" : field.kind === "money" ? "decimal" : undefined}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete ?? "off"}
          readOnly={readOnly}
          defaultValue={String(value ?? "")}
        />
      )}
      {help}
      {errorText}
    </div>
  );
}

function optionLabel(t: ReturnType<typeof useAdminT>, label: string): string {
  return label.startsWith("admin.") ? t(label as MessageKey) : label;
}

/** Countries as a group of checkboxes (keyboard: Tab and Space), named in the owner's language. */
function CountriesInput({
  field,
  value,
  help,
  error,
}: {
  field: SettingsField;
  value: unknown;
  help: ReactNode;
  error: ReactNode;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const id = fieldId(field);
  return (
    <fieldset
      className="admin-field admin-settings__countries"
      aria-describedby={field.help ? `${id}-help` : undefined}
    >
      <legend>{t(field.label)}</legend>
      <div className="admin-settings__country-grid">
        {field.options?.map((o) => (
          <label key={o.value} className="admin-settings__country">
            <input type="checkbox" name={field.key} value={o.value} defaultChecked={chosen.has(o.value)} />{" "}
            {countryName(o.value, lang)}
          </label>
        ))}
      </div>
      {help}
      {error}
    </fieldset>
  );
}

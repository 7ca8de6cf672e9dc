/**
 * The builder's panel about the form as a whole: its settings and the per-form messages. The
 * calculations (calc-panel.tsx), the show/hide conditions (condition-panel.tsx) and the actions
 * (action-panel.tsx) have panels of their own; the pieces they share are in panel-fields.tsx.
 */
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import { DISPLAY_TYPES, type Draft } from "#modules/forms/builder/state.ts";
import type { FormMessages, FormSettings } from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";
import { Check, Problems, Text } from "./panel-fields.tsx";

/** The ten per-form messages an owner may override (empty: the catalogue's text). */
const MESSAGE_KEYS: (keyof FormMessages)[] = [
  "validateRequiredField",
  "changeEmailErrorMsg",
  "changeDateErrorMsg",
  "fieldNumberNumMinError",
  "fieldNumberNumMaxError",
  "fieldNumberIncrementBy",
  "confirmFieldErrorMsg",
  "recaptchaConsentMissing",
  "formErrorsCorrectErrors",
  "honeypotHoneypotError",
];

export function FormSettingsPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (draft: Draft) => void;
}) {
  const t = useAdminT();
  const s = draft.settings;
  const set = (patch: Partial<FormSettings>) => onChange({ ...draft, settings: { ...s, ...patch } });
  const submit = draft.fields.find((f) => f.type === "submit");
  return (
    <section className="admin-forms-panel" aria-labelledby="form-panel-title">
      <h2 id="form-panel-title">{t("adminForms.form.title")}</h2>
      <Problems problems={problems} target="form" />
      <Text
        id="form-title"
        label={t("adminForms.form.name")}
        value={draft.title}
        onChange={(v) => onChange({ ...draft, title: v, settings: { ...s, title: v } })}
      />
      {submit ? (
        <Text
          id="form-submit-text"
          label={t("adminForms.form.submitText")}
          value={submit.label}
          onChange={(v) =>
            onChange({
              ...draft,
              fields: draft.fields.map((f) => (f.id === submit.id ? { ...f, label: v } : f)),
            })
          }
        />
      ) : null}
      <Check
        id="form-show-title"
        label={t("adminForms.form.showTitle")}
        checked={s.show_title === true}
        onChange={(v) => set({ show_title: v })}
      />
      <Check
        id="form-clear"
        label={t("adminForms.form.clear")}
        checked={s.clear_complete === true}
        onChange={(v) => set({ clear_complete: v })}
      />
      <Check
        id="form-hide"
        label={t("adminForms.form.hide")}
        checked={s.hide_complete === true}
        onChange={(v) => set({ hide_complete: v })}
      />
      <Check
        id="form-novalidate"
        label={t("adminForms.form.novalidate")}
        checked={s.novalidate === true}
        onChange={(v) => set({ novalidate: v })}
      />
      <Check
        id="form-closed"
        label={t("adminForms.form.closed")}
        checked={s.closed === true}
        onChange={(v) => set({ closed: v })}
      />
      <div className="admin-field">
        <label htmlFor="form-sub-limit">{t("adminForms.form.subLimit")}</label>
        <input
          id="form-sub-limit"
          className="admin-input"
          type="number"
          min={0}
          value={s.sub_limit_number ?? ""}
          onChange={(e) =>
            set({
              sub_limit_number:
                e.target.value === "" ? undefined : Math.max(0, Math.trunc(Number(e.target.value))),
            })
          }
        />
      </div>
      <Text
        id="form-sub-limit-msg"
        label={t("adminForms.form.subLimitMsg")}
        value={s.sub_limit_msg ?? ""}
        onChange={(v) => set({ sub_limit_msg: v })}
      />
      <div className="admin-field">
        <label htmlFor="form-unique">{t("adminForms.form.uniqueField")}</label>
        <select
          id="form-unique"
          value={s.unique_field ?? ""}
          onChange={(e) => set({ unique_field: e.target.value || undefined })}
        >
          <option value="">{t("adminForms.choice.none")}</option>
          {draft.fields
            .filter((f) => !DISPLAY_TYPES.includes(f.type))
            .map((f) => (
              <option key={f.id} value={f.key}>
                {f.label || f.key}
              </option>
            ))}
        </select>
      </div>
      <Text
        id="form-unique-msg"
        label={t("adminForms.form.uniqueFieldError")}
        value={s.unique_field_error ?? ""}
        onChange={(v) => set({ unique_field_error: v })}
      />
      <fieldset className="admin-forms-messages">
        <legend>{t("adminForms.form.messages")}</legend>
        <p className="admin-field__help">{t("adminForms.form.messagesHelp")}</p>
        {MESSAGE_KEYS.map((k) => (
          <Text
            key={k}
            id={`form-message-${k}`}
            label={t(`adminForms.message.${k}` as MessageKey)}
            value={s.messages?.[k] ?? ""}
            onChange={(v) => {
              const messages = { ...s.messages, [k]: v };
              if (v === "") delete messages[k];
              set({ messages });
            }}
          />
        ))}
      </fieldset>
    </section>
  );
}

/**
 * The builder's actions panel: per action whether it is active, its settings (merge tags picked
 * from a list and inserted into the setting last focused) and its condition.
 */
import { type RefObject, useRef, useState } from "react";
import type { FormAction } from "#db/schema/forms.ts";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { Draft } from "#modules/forms/builder/state.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";
import { ActionConditionEditor } from "./action-condition.tsx";
import { Check, Problems, placeholderFields } from "./panel-fields.tsx";

type SettingSpec = { key: string; area?: boolean; tags?: boolean; label?: MessageKey };

const ACTION_SETTINGS: Record<string, SettingSpec[]> = {
  save: [],
  email: [
    { key: "to", tags: true },
    { key: "reply_to", tags: true },
    { key: "email_subject", tags: true },
    { key: "email_message", area: true, tags: true },
  ],
  successmessage: [{ key: "success_msg", area: true, tags: true }],
  redirect: [{ key: "redirect_url", tags: true }],
  googleanalytics: [
    { key: "event_name", label: "adminFormsX.action.event_name" },
    { key: "event_category", label: "adminFormsX.action.event_category" },
    { key: "event_label", label: "adminFormsX.action.event_label" },
  ],
};

/** The e-mail action's attachment switches (modules/forms/submission/mail-attachments.ts). */
const EMAIL_ATTACHMENTS = ["attach_uploads", "attach_csv"] as const;

const isOn = (v: unknown) => v === true || v === "1" || v === 1;

/** The switches and choices of an action besides its text settings. */
function ActionExtras({
  action: a,
  index: i,
  onChange,
}: {
  action: FormAction;
  index: number;
  onChange: (a: FormAction) => void;
}) {
  const t = useAdminT();
  const set = (key: string, value: unknown) => onChange({ ...a, settings: { ...a.settings, [key]: value } });
  if (a.type === "redirect")
    return (
      <Check
        id={`action-${i}-halt`}
        label={t("adminForms.action.halt")}
        checked={a.settings.halt === true}
        onChange={(v) => set("halt", v)}
      />
    );
  if (a.type === "email")
    return EMAIL_ATTACHMENTS.map((key) => (
      <Check
        key={key}
        id={`action-${i}-${key}`}
        label={t(`adminFormsX.action.${key}`)}
        checked={isOn(a.settings[key])}
        onChange={(v) => set(key, v)}
      />
    ));
  if (a.type === "googleanalytics")
    return (
      <>
        <div className="admin-field">
          <label htmlFor={`action-${i}-method_type`}>{t("adminFormsX.action.method_type")}</label>
          <select
            id={`action-${i}-method_type`}
            value={a.settings.method_type === "gtm" ? "gtm" : "ga4"}
            onChange={(e) => set("method_type", e.target.value)}
          >
            <option value="ga4">{t("adminFormsX.action.method.ga4")}</option>
            <option value="gtm">{t("adminFormsX.action.method.gtm")}</option>
          </select>
        </div>
        <p className="admin-field__help">{t("adminFormsX.action.gaHelp")}</p>
      </>
    );
  return null;
}

type Focused = { action: number; key: string };
type SettingInputs = Map<string, HTMLTextAreaElement | HTMLInputElement>;

/** The merge tag list and the button that inserts the chosen tag into the focused setting. */
function TagPicker({
  draft,
  focused,
  onInsert,
}: {
  draft: Draft;
  focused: Focused | null;
  onInsert: (tag: string) => void;
}) {
  const t = useAdminT();
  const [tag, setTag] = useState("");
  const tags = [
    ...placeholderFields(draft.fields).map((f) => ({ tag: `{field:${f.key}}`, label: f.label || f.key })),
    ...(draft.settings.calculations ?? []).map((c) => ({ tag: `{calc:${c.name}}`, label: c.name })),
    { tag: "{all_fields_table}", label: t("adminForms.action.tagAllFields") },
    { tag: "{form:title}", label: t("adminForms.action.tagFormTitle") },
    { tag: "{submission:id}", label: t("adminForms.action.tagSubmission") },
    { tag: "{wp:admin_email}", label: t("adminForms.action.tagAdminEmail") },
  ];
  return (
    <div className="admin-forms-pick">
      <div className="admin-field">
        <label htmlFor="action-tag">{t("adminForms.action.tag")}</label>
        <select id="action-tag" value={tag} onChange={(e) => setTag(e.target.value)}>
          <option value="">{t("adminForms.calc.pickNone")}</option>
          {tags.map((x) => (
            <option key={x.tag} value={x.tag}>
              {x.label} {x.tag}
            </option>
          ))}
        </select>
        <p className="admin-field__help">
          {focused
            ? t("adminForms.action.tagInto", {
                setting: t(`adminForms.action.setting.${focused.key}` as MessageKey),
              })
            : t("adminForms.action.tagHelp")}
        </p>
      </div>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        disabled={!focused || !tag}
        onClick={() => {
          if (tag) onInsert(tag);
        }}
      >
        {t("adminForms.calc.insert")}
      </button>
    </div>
  );
}

/** One action: active or not, its editable settings, and its remove button. */
function ActionEditor({
  action: a,
  index: i,
  draft,
  problems,
  areas,
  onFocus,
  onChange,
  onRemove,
}: {
  action: FormAction;
  index: number;
  draft: Draft;
  problems: PublishProblem[];
  areas: RefObject<SettingInputs>;
  onFocus: (focused: Focused) => void;
  onChange: (a: FormAction) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  return (
    <fieldset className="admin-forms-action" data-action={a.type}>
      <legend>{t(`adminForms.action.type.${a.type}` as MessageKey)}</legend>
      <Problems problems={problems} target={`action:${i}`} />
      <Check
        id={`action-${i}-active`}
        label={t("adminForms.action.active")}
        checked={a.active}
        onChange={(v) => onChange({ ...a, active: v })}
      />
      {(ACTION_SETTINGS[a.type] ?? []).map((s) => {
        const id = `action-${i}-${s.key}`;
        const value = typeof a.settings[s.key] === "string" ? (a.settings[s.key] as string) : "";
        const props = {
          id,
          value,
          ref: (el: HTMLTextAreaElement | HTMLInputElement | null) => {
            if (el) areas.current.set(`${i}:${s.key}`, el);
          },
          onFocus: () => (s.tags ? onFocus({ action: i, key: s.key }) : undefined),
        };
        return (
          <div className="admin-field" key={s.key}>
            <label htmlFor={id}>{t(s.label ?? (`adminForms.action.setting.${s.key}` as MessageKey))}</label>
            {s.area ? (
              <textarea
                {...props}
                rows={4}
                onChange={(e) => onChange({ ...a, settings: { ...a.settings, [s.key]: e.target.value } })}
              />
            ) : (
              <input
                {...props}
                className="admin-input"
                onChange={(e) => onChange({ ...a, settings: { ...a.settings, [s.key]: e.target.value } })}
              />
            )}
          </div>
        );
      })}
      <ActionExtras action={a} index={i} onChange={onChange} />
      {ACTION_SETTINGS[a.type] ? (
        <ActionConditionEditor index={i} action={a} draft={draft} onChange={onChange} />
      ) : (
        <p className="admin-field__help">{t("adminForms.action.notEditable")}</p>
      )}
      <button type="button" className="admin-button admin-button--quiet" onClick={onRemove}>
        {t("adminForms.action.remove", { type: t(`adminForms.action.type.${a.type}` as MessageKey) })}
      </button>
    </fieldset>
  );
}

export function ActionPanel({
  draft,
  problems,
  onChange,
}: {
  draft: Draft;
  problems: PublishProblem[];
  onChange: (d: Draft) => void;
}) {
  const t = useAdminT();
  const [focused, setFocused] = useState<Focused | null>(null);
  const areas = useRef<SettingInputs>(new Map());
  const set = (next: FormAction[]) => onChange({ ...draft, actions: next });
  const change = (i: number, a: FormAction) => set(draft.actions.map((x, j) => (j === i ? a : x)));
  const insertTag = (tag: string) => {
    if (!focused) return;
    const a = draft.actions[focused.action];
    if (!a) return;
    const el = areas.current.get(`${focused.action}:${focused.key}`);
    const current = typeof a.settings[focused.key] === "string" ? (a.settings[focused.key] as string) : "";
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    change(focused.action, {
      ...a,
      settings: { ...a.settings, [focused.key]: current.slice(0, start) + tag + current.slice(end) },
    });
    requestAnimationFrame(() => el?.focus());
  };
  return (
    <section className="admin-forms-panel" aria-labelledby="action-panel-title">
      <h2 id="action-panel-title">{t("adminForms.action.title")}</h2>
      <TagPicker draft={draft} focused={focused} onInsert={insertTag} />
      {draft.actions.map((a, i) => (
        <ActionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: actions have no id; their position is their identity
          key={i}
          action={a}
          index={i}
          draft={draft}
          problems={problems}
          areas={areas}
          onFocus={setFocused}
          onChange={(next) => change(i, next)}
          onRemove={() => set(draft.actions.filter((_, j) => j !== i))}
        />
      ))}
      <div className="admin-forms-add-actions">
        {(["email", "successmessage", "redirect", "save", "googleanalytics"] as const).map((type) => (
          <button
            key={type}
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() =>
              set([
                ...draft.actions,
                {
                  type,
                  label: t(`adminForms.action.type.${type}`),
                  active: true,
                  settings:
                    type === "email"
                      ? { to: "", email_subject: "", email_message: "{all_fields_table}" }
                      : type === "googleanalytics"
                        ? { event_name: "", event_category: "", event_label: "", method_type: "ga4" }
                        : {},
                },
              ])
            }
          >
            {t("adminForms.action.add", { type: t(`adminForms.action.type.${type}`) })}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * The form builder (issue 26 item 1): the fields as a list (field-list.tsx), the palette, a side
 * panel for the selected field or for the form, its calculations, conditions and actions
 * (form-panels.tsx, calc-panel.tsx, condition-panel.tsx, action-panel.tsx), and beside it a live preview rendered by the visitor's own FormView and
 * engine (validation and calculations live). The definition is edited in memory and posted as
 * JSON with the version it was loaded at: "Entwurf speichern" keeps it as the draft, "Veröffent-
 * lichen" makes it live — refused with the problems at their fields (publish-check.ts).
 */
import {
  type Dispatch,
  type SetStateAction,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Form, useNavigation } from "react-router";
import { FormView } from "#app/components/forms/form-view.tsx";
import { type PublishProblem, publishProblems } from "#modules/forms/builder/publish-check.ts";
import {
  addField,
  type Draft,
  moveFieldTo,
  ordered,
  PALETTE,
  type PaletteType,
  removeField,
  updateField,
} from "#modules/forms/builder/state.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import { ActionPanel } from "./action-panel.tsx";
import { CalcPanel } from "./calc-panel.tsx";
import { ConditionPanel } from "./condition-panel.tsx";
import { FieldList } from "./field-list.tsx";
import { FieldPanel } from "./field-panel.tsx";
import { FormSettingsPanel } from "./form-panels.tsx";
import { ProblemText } from "./problems.tsx";

type Tab = "field" | "form" | "calc" | "cond" | "action";
const TABS: Tab[] = ["field", "form", "calc", "cond", "action"];

/** Which tab a problem's target opens. */
function tabOf(target: string): Tab {
  if (target.startsWith("field:")) return "field";
  if (target.startsWith("calc:")) return "calc";
  if (target.startsWith("condition:")) return "cond";
  if (target.startsWith("action:")) return "action";
  return "form";
}

/** The save and publish buttons, posting the definition with the version it was loaded at. */
function SaveBar({
  draft,
  version,
  conflictVersion,
  disabled,
  problemCount,
}: {
  draft: Draft;
  version: number;
  conflictVersion: number | null;
  disabled: boolean;
  problemCount: number;
}) {
  const t = useAdminT();
  // The definition is written into the form when it is sent, not on every keystroke (a 200-field
  // form's JSON in a DOM attribute per change cost the bench most of its 16 ms).
  const latest = useRef(draft);
  latest.current = draft;
  const definition = useRef<HTMLInputElement>(null);
  return (
    <Form
      method="post"
      className="admin-forms-builder__bar"
      onSubmit={() => {
        if (definition.current) definition.current.value = JSON.stringify(latest.current);
      }}
    >
      <input type="hidden" name="definition" ref={definition} defaultValue="" />
      <input type="hidden" name="version" value={conflictVersion ?? version} />
      <button
        type="submit"
        name="intent"
        value="draft"
        className="admin-button admin-button--quiet"
        disabled={disabled}
      >
        {conflictVersion ? t("adminForms.saveOver") : t("adminForms.saveDraft")}
      </button>
      <button type="submit" name="intent" value="publish" className="admin-button" disabled={disabled}>
        {t("adminForms.publish")}
      </button>
      <span className="admin-field__help" aria-live="polite">
        {problemCount
          ? t("adminForms.problemsOpen", { count: problemCount })
          : t("adminForms.readyToPublish")}
      </span>
    </Form>
  );
}

/** The problems a refused publish named, each a button to the place to fix it. */
function RefusedNotice({
  problems,
  onGoTo,
}: {
  problems: PublishProblem[];
  onGoTo: (p: PublishProblem) => void;
}) {
  const t = useAdminT();
  if (!problems.length) return null;
  return (
    <div className="admin-notice admin-notice--error" role="alert">
      <p>{t("adminForms.publishRefused")}</p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.target}-${p.code}`}>
            <button type="button" className="admin-link-button" onClick={() => onGoTo(p)}>
              <ProblemText problem={p} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The field types to add, one button each. */
function Palette({ onAdd }: { onAdd: (type: PaletteType) => void }) {
  const t = useAdminT();
  return (
    <details className="admin-forms-palette" open>
      <summary>{t("adminForms.palette.title")}</summary>
      <ul>
        {PALETTE.map((type) => (
          <li key={type}>
            <button type="button" className="admin-button admin-button--quiet" onClick={() => onAdd(type)}>
              <span className="admin-visually-hidden">{t("adminForms.palette.add")} </span>
              {t(`adminForms.type.${type}` as MessageKey)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The side panel: its tabs and the open tab's panel. */
function SidePanel({
  tab,
  onTab,
  field,
  fields,
  draft,
  problems,
  setDraft,
}: {
  tab: Tab;
  onTab: (tab: Tab) => void;
  field: FieldDef | undefined;
  fields: FieldDef[];
  draft: Draft;
  problems: PublishProblem[];
  setDraft: Dispatch<SetStateAction<Draft>>;
}) {
  const t = useAdminT();
  return (
    <div className="admin-forms-builder__panel">
      <div className="admin-forms-tabs">
        {TABS.map((x) => (
          <button
            key={x}
            type="button"
            className="admin-forms-tabs__tab"
            aria-pressed={tab === x}
            onClick={() => onTab(x)}
          >
            {t(`adminForms.tab.${x}` as MessageKey)}
          </button>
        ))}
      </div>
      {tab === "field" ? (
        field ? (
          <FieldPanel
            key={field.id}
            field={field}
            fields={fields}
            problems={problems}
            onChange={(patch) => setDraft((d) => updateField(d, field.id, patch))}
          />
        ) : (
          <p>{t("adminForms.panel.noField")}</p>
        )
      ) : null}
      {tab === "form" ? <FormSettingsPanel draft={draft} problems={problems} onChange={setDraft} /> : null}
      {tab === "calc" ? <CalcPanel draft={draft} problems={problems} onChange={setDraft} /> : null}
      {tab === "cond" ? <ConditionPanel draft={draft} problems={problems} onChange={setDraft} /> : null}
      {tab === "action" ? <ActionPanel draft={draft} problems={problems} onChange={setDraft} /> : null}
    </div>
  );
}

export function FormBuilder({
  formId,
  initial,
  version,
  serverProblems,
  conflictVersion,
}: {
  formId: number;
  initial: Draft;
  version: number;
  /** Problems the last refused publish named (the same check runs here live). */
  serverProblems: PublishProblem[] | null;
  /** After a version conflict: the version now stored, to save over it on purpose. */
  conflictVersion: number | null;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state !== "idle";
  const [draft, setDraft] = useState<Draft>(initial);
  const [selected, setSelected] = useState<number | null>(() => ordered(initial.fields)[0]?.id ?? null);
  const [tab, setTab] = useState<Tab>(initial.fields.length ? "field" : "form");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const fields = ordered(draft.fields);
  const field = fields.find((f) => f.id === selected);
  // The publish check of a 200-field form runs after the keystroke's render, not inside it (bench).
  const checked = useDeferredValue(draft);
  const problems = useMemo(() => publishProblems(checked), [checked]);
  const runtime = useMemo(
    () => toRuntimeForm({ id: formId, settings: draft.settings, fields: draft.fields }, lang),
    [formId, draft.settings, draft.fields, lang],
  );

  const add = (type: PaletteType) => {
    const { draft: next, field: added } = addField(draft, type);
    setDraft(next);
    setSelected(added.id);
    setTab("field");
  };

  const goTo = (p: PublishProblem) => {
    setTab(tabOf(p.target));
    if (p.target.startsWith("field:")) setSelected(Number(p.target.slice(6)));
  };

  return (
    <div className="admin-forms-builder" data-hydrated={hydrated || undefined}>
      <SaveBar
        draft={draft}
        version={version}
        conflictVersion={conflictVersion}
        disabled={busy || !hydrated}
        problemCount={problems.length}
      />
      <RefusedNotice problems={serverProblems ?? []} onGoTo={goTo} />
      <div className="admin-forms-builder__grid">
        <div className="admin-forms-builder__fields">
          <h2>{t("adminForms.fields.title")}</h2>
          <FieldList
            fields={fields}
            selected={selected}
            problems={problems}
            onSelect={(id) => {
              setSelected(id);
              setTab("field");
            }}
            onMove={(id, to) => setDraft((d) => moveFieldTo(d, id, to))}
            onRemove={(id) => {
              setDraft((d) => removeField(d, id));
              if (selected === id) setSelected(null);
            }}
          />
          <Palette onAdd={add} />
        </div>
        <SidePanel
          tab={tab}
          onTab={setTab}
          field={field}
          fields={fields}
          draft={draft}
          problems={problems}
          setDraft={setDraft}
        />
        <section className="admin-forms-builder__preview" aria-labelledby="preview-title">
          <h2 id="preview-title">{t("adminForms.preview.title")}</h2>
          <p className="admin-field__help">{t("adminForms.preview.help")}</p>
          <div className="admin-forms-preview">
            {/* One engine, redefined on every change: a changed field starts as a visitor sees it. */}
            <FormView
              live
              form={runtime}
              onEngine={() => undefined}
              env={{ lang, userId: 0, restRoot: "/wp-json/", ajaxUrl: "/wp-admin/admin-ajax.php" }}
            />
          </div>
        </section>
      </div>
    </div>
  );
}

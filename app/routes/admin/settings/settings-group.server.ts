/**
 * The loader and action every settings group shares (issue 21): who may open it, the values the
 * form shows, and saving: each value checked by its key's schema, an optional check across the
 * group (refuse with a reason, or save and warn), then one audited write of what changed.
 */
import { data, type RouterContextProvider } from "react-router";
import {
  fieldInputValue,
  readSettingsForm,
  type SettingsField,
} from "#app/components/admin/settings/fields.ts";
import { type SettingsGroup, settingsGroup } from "#app/components/admin/settings/groups.ts";
import type { Db } from "#db/client.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import { getSettings, type SettingKey, type Settings } from "#modules/settings/index.ts";
import { checkSettingsGroup, type SettingsErrors, saveSettingsGroup } from "#modules/settings/save-group.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { type AdminRequest, requireAdministrator, requireOwner } from "../admin.server.ts";
import "#modules/i18n/messages-admin-settings.ts";

type Ctx = Pick<RouterContextProvider, "get">;

/**
 * A group's check across its fields, on the settings as they would be after saving: German
 * reasons per field (`errors`, shown like a schema's), a refusal, or warnings to save with.
 * `demo`: the process runs the demo shop (LADEN_DEMO).
 */
export type SettingsCrossCheck = (
  next: Settings,
  context: { db: Db; lang: Lang; demo: boolean; current: Settings },
) => Promise<CrossCheckVerdict> | CrossCheckVerdict;

type CrossCheckVerdict = { refuse?: string; warnings?: string[]; errors?: SettingsErrors };

export type SettingsAnswer = {
  ok: boolean;
  /** How many settings the save changed (0: nothing to do). */
  changed?: number;
  errors?: SettingsErrors;
  refused?: string;
  warnings?: string[];
  /** What the owner typed, shown again when the save was refused. */
  values?: Record<string, unknown>;
};

function guard(group: SettingsGroup, context: Ctx, request: Request): Promise<AdminRequest> {
  return group.administratorOnly ? requireAdministrator(context, request) : requireOwner(context, request);
}

/** A group by id, or one that is not on the overview (the setup wizard's steps). */
type GroupRef = string | SettingsGroup;

function groupOf(ref: GroupRef): SettingsGroup {
  return typeof ref === "string" ? settingsGroup(ref) : ref;
}

export async function loadSettingsGroup(
  context: Ctx,
  request: Request,
  groupId: GroupRef,
  fields: readonly SettingsField[],
) {
  const group = groupOf(groupId);
  const { services } = await guard(group, context, request);
  const settings = await getSettings(services.db);
  const values: Record<string, ReturnType<typeof fieldInputValue>> = {};
  for (const field of fields) values[field.key] = fieldInputValue(field, settings[field.key]);
  return { group: group.id, values };
}

function answer(body: SettingsAnswer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

export async function saveSettingsGroupForm(
  context: Ctx,
  request: Request,
  groupId: GroupRef,
  fields: readonly SettingsField[],
  crossCheck?: SettingsCrossCheck,
) {
  const group = groupOf(groupId);
  const { services, actor, lang, owner } = await guard(group, context, request);
  const form = await request.formData();
  if (owner.role !== "administrator") {
    // A shop manager's form shows administrator-only fields read-only; a changed one is refused.
    const current = await getSettings(services.db);
    const changed = fields.filter(
      (f) => f.administratorOnly && form.has(f.key) && form.get(f.key) !== fieldInputValue(f, current[f.key]),
    );
    if (changed.length > 0)
      return answer({ ok: false, refused: translate(lang, "admin.settings.readOnly") }, 403);
  }
  const editable = owner.role === "administrator" ? fields : fields.filter((f) => !f.administratorOnly);
  const { raw, unreadable } = readSettingsForm(editable, form);
  const typed = Object.fromEntries(editable.map((f) => [f.key, fieldInputValue(f, raw[f.key])]));
  const checked = checkSettingsGroup(raw);
  const errors: SettingsErrors = checked.ok ? {} : { ...checked.errors };
  for (const key of unreadable) {
    const kind = editable.find((f) => f.key === key)?.kind;
    errors[key] = translate(
      lang,
      kind === "money" ? "admin.settings.error.money" : "admin.settings.error.integer",
    );
  }
  if (!checked.ok || unreadable.length > 0) {
    return answer({ ok: false, errors, values: { ...typed, ...rawTexts(editable, form) } }, 400);
  }
  const current = await getSettings(services.db);
  const next = { ...current, ...checked.values } as Settings;
  const checkContext = { db: services.db, lang, demo: services.config.LADEN_DEMO, current };
  const verdict = crossCheck ? await crossCheck(next, checkContext) : {};
  if (verdict.errors && Object.keys(verdict.errors).length > 0) {
    return answer({ ok: false, errors: verdict.errors, values: typed }, 400);
  }
  if (verdict.refuse) {
    return answer({ ok: false, refused: verdict.refuse, values: typed }, 409);
  }
  const changed = await saveSettingsGroup(services.db, { actor, group: group.id, values: checked.values });
  return answer({ ok: true, changed: changed.length, warnings: verdict.warnings });
}

/** The texts as typed for number and amount fields (a refused "4,9x" is shown again as typed). */
function rawTexts(fields: readonly SettingsField[], form: FormData): Partial<Record<SettingKey, string>> {
  const texts: Partial<Record<SettingKey, string>> = {};
  for (const f of fields) {
    if (f.kind === "money" || f.kind === "integer") texts[f.key] = String(form.get(f.key) ?? "");
  }
  return texts;
}

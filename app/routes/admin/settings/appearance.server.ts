/**
 * The Darstellung screen's server side (issue 27 item 2): the values with the chosen media, the
 * save (the shared group save with the WCAG AA contrast check across the colours), and the live
 * preview: the unsaved values checked by their schemas and signed into a short-lived link to a
 * storefront page that only this owner can open with them (modules/theme/preview.ts).
 */
import { data, type RouterContextProvider } from "react-router";
import { readSettingsForm, sectionFields } from "#app/components/admin/settings/fields.ts";
import { pickerItems } from "#modules/media/picker.ts";
import type { Settings } from "#modules/settings/index.ts";
import { checkSettingsGroup } from "#modules/settings/save-group.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { contrastErrors } from "#modules/theme/contrast.ts";
import { createPreviewToken, PREVIEW_PARAM } from "#modules/theme/preview.ts";
import { requireOwner } from "../admin.server.ts";
import { APPEARANCE_OWN_FIELDS, APPEARANCE_SECTIONS, PREVIEW_PATHS } from "./appearance-fields.ts";
import {
  loadSettingsGroup,
  type SettingsCrossCheck,
  saveSettingsGroupForm,
} from "./settings-group.server.ts";

type Ctx = Pick<RouterContextProvider, "get">;

export const APPEARANCE_GROUP = "appearance";
export const APPEARANCE_FIELDS = [...APPEARANCE_OWN_FIELDS, ...sectionFields(APPEARANCE_SECTIONS)];

export async function loadAppearance(context: Ctx, request: Request) {
  const group = await loadSettingsGroup(context, request, APPEARANCE_GROUP, APPEARANCE_FIELDS);
  const { services } = await requireOwner(context, request);
  const v = group.values;
  const slides = Array.isArray(v["theme.slides"]) ? (v["theme.slides"] as { mediaId?: number }[]) : [];
  const ids = [Number(v["theme.logoMediaId"]), Number(v["theme.faviconMediaId"])]
    .concat(slides.map((s) => s.mediaId ?? 0))
    .filter((id) => id > 0);
  const media = await pickerItems(services.db, ids);
  return { ...group, media };
}

/** Save refused when a text colour falls below WCAG AA against its background. */
const contrastCheck: SettingsCrossCheck = (next: Settings, { lang }) => ({
  errors: contrastErrors(next, lang),
});

export type PreviewAnswer = { previewUrl?: string; previewErrors?: Partial<Record<string, string>> };

async function preview(context: Ctx, request: Request) {
  const { services, owner } = await requireOwner(context, request);
  const form = await request.formData();
  const { raw } = readSettingsForm(APPEARANCE_FIELDS, form);
  const checked = checkSettingsGroup(raw);
  if (!checked.ok) {
    return data({ previewErrors: checked.errors } satisfies PreviewAnswer, {
      status: 400,
      headers: NO_STORE,
    });
  }
  const path = PREVIEW_PATHS.find((p) => p === form.get("previewPath")) ?? "/";
  const token = createPreviewToken(services.config.secret, owner.id, checked.values);
  const previewUrl = `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
  return data({ previewUrl } satisfies PreviewAnswer, { headers: NO_STORE });
}

export async function appearanceAction(context: Ctx, request: Request) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "preview") return preview(context, request);
  return saveSettingsGroupForm(context, request, APPEARANCE_GROUP, APPEARANCE_FIELDS, contrastCheck);
}

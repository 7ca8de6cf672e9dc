/**
 * The settings a storefront page renders with: the saved ones, or — for the owner's live preview
 * on the appearance screen (modules/theme/preview.ts) — the saved ones with the signed draft of
 * `?laden_preview=` over them. Read once per request (the root and the page's loaders share it).
 */
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { PREVIEW_PARAM, readPreviewToken } from "#modules/theme/preview.ts";
import type { AppServices } from "#server/services.ts";
import type { RequestState } from "../context.ts";

const perRequest = new WeakMap<RequestState, Promise<PageSettings>>();

export type PageSettings = { settings: Settings; preview: boolean };

async function read(services: AppServices, state: RequestState, request: Request): Promise<PageSettings> {
  const settings = await getSettings(services.db);
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (!token) return { settings, preview: false };
  const userId = (await state.session.get())?.userId ?? undefined;
  const draft = readPreviewToken(services.config.secret, token, userId);
  return draft ? { settings: { ...settings, ...draft }, preview: true } : { settings, preview: false };
}

export function pageSettings(
  services: AppServices,
  state: RequestState,
  request: Request,
): Promise<PageSettings> {
  let found = perRequest.get(state);
  if (!found) {
    found = read(services, state, request);
    perRequest.set(state, found);
  }
  return found;
}

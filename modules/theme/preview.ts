/**
 * The appearance screen's live preview (issue 27 item 2): the unsaved values travel to the
 * storefront in a signed, short-lived token (`?laden_preview=`) minted for one owner. A page
 * request applies them for that request only, and only when the signed-in user is that owner;
 * anybody else (or an expired or altered token) gets the saved settings. The page cache never
 * stores such a request (server/http/page-cache.ts) and it is answered `no-store`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { checkSettingValue, type SettingKey, type Settings } from "../settings/index.ts";

/** The query parameter that carries a preview token. */
export const PREVIEW_PARAM = "laden_preview";
/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** The keys a preview may change: the appearance group's. */
export const PREVIEW_KEYS = [
  "theme.logoMediaId",
  "theme.faviconMediaId",
  "theme.accentColor",
  "theme.accentInkColor",
  "theme.textColor",
  "theme.backgroundColor",
  "theme.font",
  "theme.headerStyle",
  "theme.searchOverlay",
  "theme.blogLayout",
  "theme.sidebar",
  "theme.infiniteScroll",
  "theme.sliderEnabled",
  "theme.slides",
  "theme.footerText",
  "theme.footerCopyright",
  "theme.socialLinks",
] as const satisfies readonly SettingKey[];

type Draft = Partial<Pick<Settings, (typeof PREVIEW_KEYS)[number]>>;

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`theme-preview|${payload}`).digest("base64url");
}

/** A token for `userId` carrying `values` (already checked by their schemas). */
export function createPreviewToken(secret: string, userId: number, values: Draft, now = Date.now()): string {
  const draft = Object.fromEntries(PREVIEW_KEYS.filter((k) => k in values).map((k) => [k, values[k]]));
  const payload = deflateRawSync(JSON.stringify({ u: userId, e: now + PREVIEW_TTL_MS, v: draft })).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The draft values of a token, when it is intact, unexpired and minted for `userId`; each value
 * is checked by its key's schema again (a value that fails is left out). Otherwise undefined.
 */
export function readPreviewToken(
  secret: string,
  token: string,
  userId: number | undefined,
  now = Date.now(),
): Draft | undefined {
  if (!userId || token.length > 20_000) return undefined;
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let body: { u?: unknown; e?: unknown; v?: unknown };
  try {
    body = JSON.parse(
      inflateRawSync(Buffer.from(payload, "base64url"), { maxOutputLength: 100_000 }).toString(),
    );
  } catch {
    return undefined;
  }
  if (body.u !== userId || typeof body.e !== "number" || body.e < now) return undefined;
  if (typeof body.v !== "object" || body.v === null) return undefined;
  const draft: Record<string, unknown> = {};
  for (const key of PREVIEW_KEYS) {
    if (!(key in body.v)) continue;
    const checked = checkSettingValue(key, (body.v as Record<string, unknown>)[key]);
    if (checked.ok) draft[key] = checked.value;
  }
  return draft as Draft;
}

import type { Context } from "hono";
import { langFromPath, translate } from "#modules/i18n/index.ts";
import { consentText } from "#modules/i18n/messages-consent.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import type { RequestSession } from "#modules/session/request-session.ts";
import { checkAppPassword } from "#modules/users/app-passwords.ts";
import { getUserIdentity, type UserIdentity } from "#modules/users/store.ts";
import type { AppServices } from "#server/services.ts";
import { errorResponse } from "../errors.ts";

export type RestUser = UserIdentity;

/**
 * WordPress's cookie authentication: a session cookie counts only together with a valid
 * X-WP-Nonce (or `_wpnonce`); without a nonce the request is anonymous, with a bad one it fails.
 * Returns the user, null for anonymous, or an error response.
 */
export async function authenticateRest(
  c: Context,
  services: AppServices,
): Promise<RestUser | null | Response> {
  const basic = basicCredentials(c.req.header("authorization"));
  if (basic) {
    // A script with an application password: no cookie, no nonce (nothing a browser sends by itself).
    const userId = await checkAppPassword(services.db, basic.user, basic.password);
    if (userId === undefined) {
      const query = c.req.query("lang");
      const lang = query === "en" || query === "de" ? query : langFromPath(new URL(c.req.url).pathname);
      return errorResponse("incorrect_password", consentText(lang, "rest.badAppPassword"), 401, {
        "WWW-Authenticate": 'Basic realm="Laden REST API"',
      });
    }
    return loadUser(services, userId);
  }
  const session = c.get("session") as RequestSession;
  const nonce = c.req.header("x-wp-nonce") ?? c.req.query("_wpnonce");
  if (nonce === undefined) return null;
  const subject = await requestNonceSubject(session);
  if (!(await checkNonce(services.config.secret, nonce, NONCE_ACTIONS.rest, subject))) {
    const query = c.req.query("lang");
    const lang = query === "en" || query === "de" ? query : langFromPath(new URL(c.req.url).pathname);
    return errorResponse("rest_cookie_invalid_nonce", translate(lang, "wire.badNonce"), 403);
  }
  if (!subject.userId) return null;
  return loadUser(services, subject.userId);
}

async function loadUser(services: AppServices, userId: number): Promise<RestUser | null> {
  return (await getUserIdentity(services.db, userId)) ?? null;
}

/** `Authorization: Basic base64(user:password)`, or undefined. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? "");
  if (!m) return undefined;
  const text = Buffer.from(m[1]!, "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon > 0 ? { user: text.slice(0, colon), password: text.slice(colon + 1) } : undefined;
}

import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../../db/schema/index.ts";
import { langFromPath, translate } from "../../../modules/i18n/index.ts";
import type { RequestSession } from "../../../modules/session/request-session.ts";
import { NONCE_ACTIONS } from "../../../modules/site/page-params.ts";
import type { AppServices } from "../../services.ts";
import { checkNonce, requestNonceSubject } from "../dispatch.ts";
import { errorResponse } from "../errors.ts";

export type RestUser = { id: number; email: string; displayName: string; role: string };

/**
 * WordPress's cookie authentication: a session cookie counts only together with a valid
 * X-WP-Nonce (or `_wpnonce`); without a nonce the request is anonymous, with a bad one it fails.
 * Returns the user, null for anonymous, or an error response.
 */
export async function authenticateRest(
  c: Context,
  services: AppServices,
): Promise<RestUser | null | Response> {
  const session = c.get("session") as RequestSession;
  const nonce = c.req.header("x-wp-nonce") ?? c.req.query("_wpnonce");
  if (nonce === undefined) return null;
  const subject = await requestNonceSubject(session);
  if (!(await checkNonce(services, nonce, NONCE_ACTIONS.rest, subject))) {
    const query = c.req.query("lang");
    const lang = query === "en" || query === "de" ? query : langFromPath(new URL(c.req.url).pathname);
    return errorResponse("rest_cookie_invalid_nonce", translate(lang, "wire.badNonce"), 403);
  }
  if (!subject.userId) return null;
  const [user] = await services.db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role })
    .from(users)
    .where(eq(users.id, subject.userId));
  return user ?? null;
}

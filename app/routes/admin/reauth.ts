/**
 * `/admin/reauth/` (POST, JSON answer): the password asked again in place after 30 idle minutes
 * (app/components/admin/idle-guard.tsx). Only for the owner whose session entered the back
 * office; rate-limited like the sign-in. The session id stays (the open screen's nonces stay valid).
 */

import { adminPaths } from "#app/components/admin/paths.ts";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { ownerSessionState, ownerSignedIn } from "#modules/owner-auth/idle.ts";
import { minutesToWait } from "#modules/rate-limit/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { checkPassword, getAccount } from "#modules/users/accounts.ts";
import { isOwner } from "#modules/users/roles.ts";
import type { Route } from "./+types/reauth";
import { adminNonceAccepted, countAttempt, forgiveAttempt } from "./auth.server.ts";

export type ReauthAnswer =
  | { ok: true }
  | { ok: false; reason: "password" | "rateLimited" | "signIn"; minutes?: number };

function answer(body: ReauthAnswer, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const record = await state.session.get();
  const account = record?.userId ? await getAccount(services.db, record.userId) : undefined;
  // Nothing to resume: no owner, or a session that never entered the back office → full sign-in.
  if (!record || !account || !isOwner(account.role) || ownerSessionState(record.data) === "none")
    return answer({ ok: false, reason: "signIn" }, 401, { Location: adminPaths.login });
  const body = await request.formData().catch(() => undefined);
  if (!body || !(await adminNonceAccepted(context, "admin-reauth", body)))
    return answer({ ok: false, reason: "signIn" }, 403);
  const who = account.email.toLowerCase();
  const limit = await countAttempt(context, who);
  if (!limit.allowed) {
    return answer(
      { ok: false, reason: "rateLimited", minutes: minutesToWait(limit.retryAfterSeconds) },
      429,
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }
  const password = String(body.get("password") ?? "");
  if (!password || !(await checkPassword(services.db, account.id, password)))
    return answer({ ok: false, reason: "password" }, 400);
  await forgiveAttempt(context, who);
  await state.session.merge(ownerSignedIn());
  return answer({ ok: true }, 200);
}

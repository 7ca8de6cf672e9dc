/**
 * The owner sign-in's server side shared by the sign-in, sign-out, re-authentication and setup
 * routes: their nonces, the rate limit, and starting a back-office session.
 */
import type { RouterContextProvider } from "react-router";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { mergeGuestCart } from "#modules/cart/store.ts";
import { ownerSignedIn } from "#modules/owner-auth/idle.ts";
import { agentPatch } from "#modules/owner-auth/sessions.ts";
import { PENDING_KEY } from "#modules/owner-auth/sign-in.ts";
import { hit, LOGIN_FAILURES, type RateLimitSubject, undoHit } from "#modules/rate-limit/index.ts";
import { createNonce } from "#modules/session/nonce.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";

type Ctx = Pick<RouterContextProvider, "get">;

export type AdminNonceAction =
  | "admin-login"
  | "admin-code"
  | "admin-logout"
  | "admin-reauth"
  | "admin-setup"
  | "admin-invitation";

export async function adminNonce(context: Ctx, action: AdminNonceAction): Promise<string> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  return createNonce(services.config.secret, action, await requestNonceSubject(state.session));
}

export async function adminNonceAccepted(
  context: Ctx,
  action: AdminNonceAction,
  body: FormData,
): Promise<boolean> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const value = body.get("nonce");
  return checkNonce(
    services.config.secret,
    typeof value === "string" ? value : undefined,
    action,
    await requestNonceSubject(state.session),
  );
}

/** Failures counted as the customer sign-in counts them: by e-mail (or account) and by IP. */
function subjects(context: Ctx, who: string): RateLimitSubject[] {
  const state = context.get(requestStateContext);
  return [{ kind: "email", value: who }, ...(state.clientIp ? [{ kind: "ip", value: state.clientIp }] : [])];
}

export function countAttempt(context: Ctx, who: string) {
  return hit(context.get(servicesContext).db, LOGIN_FAILURES, subjects(context, who));
}

export function forgiveAttempt(context: Ctx, who: string) {
  return undoHit(context.get(servicesContext).db, LOGIN_FAILURES, subjects(context, who));
}

/**
 * A complete owner sign-in (password, and the code when two-factor is on): a new session id
 * (against fixation), the guest cart kept, back-office activity starting now, the browser's user
 * agent for the profile's list of sessions.
 */
export async function startOwnerSession(context: Ctx, userId: number, request?: Request): Promise<void> {
  const services = context.get(servicesContext);
  const state = context.get(requestStateContext);
  const old = await state.session.get();
  if (old && !old.userId) await mergeGuestCart(services.db, old.id, userId);
  await state.session.start(userId, {
    ...ownerSignedIn(),
    ...agentPatch(request?.headers.get("user-agent")),
    [PENDING_KEY]: null,
  });
}

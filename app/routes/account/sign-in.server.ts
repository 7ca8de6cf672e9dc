/** Signing in (after a correct password, a registration): cart merge, then a new session id. */
import type { RouterContextProvider } from "react-router";
import { mergeGuestCart } from "#modules/cart/store.ts";
import { ownerSessionData } from "#modules/owner-auth/sign-in.ts";
import { hit, LOGIN_FAILURES, type RateLimitSubject } from "#modules/rate-limit/index.ts";
import { accountRequest } from "./account.server.ts";

type Ctx = Pick<RouterContextProvider, "get">;

/**
 * The guest cart joins the customer's before the session id changes (the old session row, and
 * with it the guest cart, is deleted by the rotation).
 */
export async function signIn(context: Ctx, userId: number): Promise<void> {
  const { services, state } = accountRequest(context);
  const old = await state.session.get();
  if (old && !old.userId) await mergeGuestCart(services.db, old.id, userId);
  // An owner signing in here enters the back office too (same session), unless a second factor is due.
  await state.session.start(userId, await ownerSessionData(services.db, userId));
}

/** What sign-in failures are counted by: the e-mail address and the visitor's IP. */
export function loginSubjects(context: Ctx, email: string): RateLimitSubject[] {
  const { state } = accountRequest(context);
  return [
    { kind: "email", value: email },
    ...(state.clientIp ? [{ kind: "ip", value: state.clientIp }] : []),
  ];
}

export async function countLoginAttempt(context: Ctx, email: string) {
  const { services } = accountRequest(context);
  return hit(services.db, LOGIN_FAILURES, loginSubjects(context, email));
}

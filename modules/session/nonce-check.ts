/**
 * The nonce rule of a request: what a nonce is bound to (the visitor's session and account, or
 * nothing for a visitor without a session) and whether a presented nonce passes. Used by pages,
 * the wire endpoints and the REST API alike.
 */
import { type NonceSubject, verifyNonce } from "./nonce.ts";
import type { RequestSession } from "./request-session.ts";

export async function requestNonceSubject(session: RequestSession): Promise<NonceSubject> {
  // Without a cookie get() answers without a query (and knows a session started in this request).
  const record = await session.get();
  return record ? { session: record.id, userId: record.userId ?? undefined } : { session: "" };
}

/**
 * A signed-in visitor must present a nonce bound to their session. A guest may also present one
 * made before their session existed (pages stay cacheable for visitors without a session).
 */
export function checkNonce(
  secret: string,
  nonce: string | undefined,
  action: string,
  subject: NonceSubject,
): boolean {
  if (verifyNonce(secret, nonce, action, subject)) return true;
  return (
    !subject.userId && subject.session !== "" && verifyNonce(secret, nonce, action, { session: "" }) !== false
  );
}

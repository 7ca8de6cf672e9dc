/**
 * The owner sign-in's checks, framework-free: the password of an owner account (a customer's
 * correct password is answered like a wrong one), whether a second factor is due, and the
 * session data of a pending second step.
 */
import type { Db } from "#db/client.ts";
import { authenticate } from "../users/accounts.ts";
import { isOwner } from "../users/roles.ts";
import { getUser } from "../users/store.ts";
import { OWNER_SEEN_KEY, ownerSignedIn } from "./idle.ts";
import { totpStatus } from "./totp.ts";

/** The owner behind an e-mail and password, or undefined (unknown, wrong, or not an owner). */
export async function checkOwnerPassword(
  db: Db,
  email: string,
  password: string,
): Promise<{ userId: number; twoFactor: boolean } | undefined> {
  const userId = await authenticate(db, email, password);
  if (!userId) return undefined;
  const user = await getUser(db, userId);
  if (!user || !isOwner(user.role)) return undefined;
  return { userId, twoFactor: (await totpStatus(db, userId)) === "on" };
}

/** Between the password and the code: who passed the password, for five minutes. */
export const PENDING_KEY = "ownerPendingTwoFactor";
export const PENDING_SECONDS = 5 * 60;

export type PendingTwoFactor = { userId: number; at: number; next: string };

export function pendingTwoFactor(
  data: Record<string, unknown>,
  nowMs = Date.now(),
): PendingTwoFactor | undefined {
  const value = data[PENDING_KEY] as Partial<PendingTwoFactor> | null | undefined;
  if (!value || typeof value.userId !== "number" || typeof value.at !== "number") return undefined;
  if (nowMs / 1000 - value.at > PENDING_SECONDS) return undefined;
  return { userId: value.userId, at: value.at, next: typeof value.next === "string" ? value.next : "" };
}

export function pendingPatch(userId: number, next: string, nowMs = Date.now()): Record<string, unknown> {
  return { [PENDING_KEY]: { userId, at: Math.floor(nowMs / 1000), next } };
}

/** Where a sign-in may lead: a back-office path on this site only (no open redirect). */
export function adminNext(value: unknown, fallback = "/admin/"): string {
  if (typeof value !== "string") return fallback;
  if (!/^\/admin(\/|$)/.test(value) || value.startsWith("//") || /[\\\s]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://x");
    if (url.host !== "x" || !/^\/admin(\/|$)/.test(url.pathname)) return fallback;
    if (/^\/admin\/(login|logout|setup|invitation)\//.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/**
 * The session data of a sign-in through the customer account page: an owner without two-factor
 * enters the back office with it; everyone else (and an owner whose code is still due) does not.
 */
export async function ownerSessionData(db: Db, userId: number): Promise<Record<string, unknown>> {
  const user = await getUser(db, userId);
  const enters = user && isOwner(user.role) && (await totpStatus(db, userId)) !== "on";
  return enters ? ownerSignedIn() : { [OWNER_SEEN_KEY]: null };
}

/**
 * Lost-password tokens: 32 random bytes in the link, only their SHA-256 in the database, valid
 * for an hour and accepted once. Accepting a token sets the new password, ends every session of
 * the account and voids its other tokens, in one transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { passwordResetTokens, sessions, users } from "#db/schema/index.ts";

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedResetToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

/** A new token for the user; the raw value goes into the mail and nowhere else. */
export async function createResetToken(db: Db, userId: number, nowMs = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await purgeResetTokens(db);
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId,
    expiresAt: new Date(nowMs + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** The user a token would reset, while it is unused and unexpired (nothing is changed). */
export async function findResetTokenUser(db: Db, token: unknown): Promise<number | undefined> {
  if (!isWellFormedResetToken(token)) return undefined;
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.userId;
}

/**
 * Uses the token: marks it used (only if still unused and unexpired, in the same statement, so
 * two concurrent uses cannot both win), stores the new password hash, ends the account's
 * sessions and removes its other tokens. Answers the user id, or undefined for a bad token.
 */
export async function redeemResetToken(
  db: Db,
  token: unknown,
  passwordHash: string,
): Promise<number | undefined> {
  if (!isWellFormedResetToken(token)) return undefined;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, used.userId),
          sql`${passwordResetTokens.tokenHash} <> ${hashResetToken(token)}`,
        ),
      );
    return used.userId;
  });
}

/** Removes used tokens and tokens past their hour. */
export async function purgeResetTokens(db: Db): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`));
}

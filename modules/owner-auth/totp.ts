/**
 * Optional TOTP two-factor sign-in for owners (issue 20), with otplib: set up (a secret, shown as
 * a QR code and as text, kept pending until the owner confirms a code), confirm (then ten one-time
 * recovery codes, shown once), verify at sign-in (a code once per 30-second step, or a recovery
 * code once), disable (password + code).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Db } from "#db/client.ts";
import { ownerRecoveryCodes, ownerTotp } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { decryptTotpSecret, encryptTotpSecret } from "./secret-crypto.ts";

export const TOTP_ISSUER = "Laden";
export const RECOVERY_CODE_COUNT = 10;
/** One step either side: a phone clock a little off still signs in. */
const EPOCH_TOLERANCE_SECONDS = 30;

export type TotpStatus = "off" | "pending" | "on";

export async function totpStatus(db: Db, userId: number): Promise<TotpStatus> {
  const [row] = await db
    .select({ enabledAt: ownerTotp.enabledAt })
    .from(ownerTotp)
    .where(eq(ownerTotp.userId, userId));
  if (!row) return "off";
  return row.enabledAt ? "on" : "pending";
}

/** Starts (or restarts) a setup: a new pending secret; an enabled one is never replaced here. */
export async function startTotpSetup(
  db: Db,
  appSecret: string,
  user: { id: number; email: string },
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = generateSecret();
  const stored = encryptTotpSecret(appSecret, secret, user.id);
  await db
    .insert(ownerTotp)
    .values({ userId: user.id, secret: stored })
    .onConflictDoUpdate({
      target: ownerTotp.userId,
      set: { secret: stored, lastStep: null },
      where: isNull(ownerTotp.enabledAt),
    });
  return pendingSetup(db, appSecret, user) as Promise<{ secret: string; uri: string; qrSvg: string }>;
}

/** The pending setup's secret, URI and QR code (the page shows it again after a wrong code). */
export async function pendingSetup(
  db: Db,
  appSecret: string,
  user: { id: number; email: string },
): Promise<{ secret: string; uri: string; qrSvg: string } | undefined> {
  const [row] = await db
    .select()
    .from(ownerTotp)
    .where(and(eq(ownerTotp.userId, user.id), isNull(ownerTotp.enabledAt)));
  if (!row) return undefined;
  const secret = decryptTotpSecret(appSecret, row.secret, user.id);
  const uri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** Checks a 6-digit code against the stored secret and remembers its step (each code once). */
async function acceptCode(
  db: Db,
  appSecret: string,
  userId: number,
  code: string,
  enabled: boolean,
): Promise<boolean> {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return false;
  const [row] = await db
    .select()
    .from(ownerTotp)
    .where(
      and(
        eq(ownerTotp.userId, userId),
        enabled ? isNotNull(ownerTotp.enabledAt) : isNull(ownerTotp.enabledAt),
      ),
    );
  if (!row) return false;
  const secret = decryptTotpSecret(appSecret, row.secret, userId);
  const result = await verify({
    secret,
    token,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(row.lastStep !== null ? { afterTimeStep: row.lastStep } : {}),
  });
  if (!result.valid || !("timeStep" in result)) return false;
  // The step is claimed atomically: two requests with the same code cannot both pass.
  const claimed = await db
    .update(ownerTotp)
    .set({ lastStep: result.timeStep })
    .where(
      and(
        eq(ownerTotp.userId, userId),
        sql`(${ownerTotp.lastStep} is null or ${ownerTotp.lastStep} < ${result.timeStep})`,
      ),
    )
    .returning({ userId: ownerTotp.userId });
  return claimed.length === 1;
}

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseCode(code)).digest("hex");
}

/** "abcd-efgh-ijkl": 60 bits from a CSPRNG, easy to type. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * Confirms the pending setup with a code: two-factor is on, and the ten recovery codes are
 * returned (to show once; only their hashes are kept). Undefined for a wrong code.
 */
export async function confirmTotpSetup(
  db: Db,
  appSecret: string,
  userId: number,
  code: string,
  actor: Actor,
): Promise<string[] | undefined> {
  if (!(await acceptCode(db, appSecret, userId, code, false))) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(ownerTotp).set({ enabledAt: new Date() }).where(eq(ownerTotp.userId, userId));
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.userId, userId));
    await tx.insert(ownerRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx as unknown as Db, {
      actor,
      entity: "user",
      entityId: userId,
      action: "two-factor",
      changes: { twoFactor: { from: "off", to: "on" } },
    });
  });
  return codes;
}

/** The second sign-in step: a current code, or an unused recovery code (then used up). */
export async function verifySecondFactor(
  db: Db,
  appSecret: string,
  userId: number,
  input: string,
): Promise<boolean> {
  const code = normaliseCode(input);
  if (/^\d{6}$/.test(code)) return acceptCode(db, appSecret, userId, code, true);
  if (!/^[a-z0-9]{12}$/.test(code)) return false;
  const used = await db
    .update(ownerRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ownerRecoveryCodes.userId, userId),
        eq(ownerRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(ownerRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: ownerRecoveryCodes.id });
  return used.length === 1;
}

/** How many recovery codes are left (shown on the profile). */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ownerRecoveryCodes)
    .where(and(eq(ownerRecoveryCodes.userId, userId), isNull(ownerRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Turns two-factor off (the caller checked the password); needs a current code or a recovery code. */
export async function disableTotp(
  db: Db,
  appSecret: string,
  userId: number,
  code: string,
  actor: Actor,
): Promise<boolean> {
  if (!(await verifySecondFactor(db, appSecret, userId, code))) return false;
  await db.transaction(async (tx) => {
    await recordAudit(tx as unknown as Db, {
      actor,
      entity: "user",
      entityId: userId,
      action: "two-factor",
      changes: { twoFactor: { from: "on", to: "off" } },
    });
    await tx.delete(ownerTotp).where(eq(ownerTotp.userId, userId));
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.userId, userId));
  });
  return true;
}

/**
 * Two-factor off without a code, for an owner who lost both phone and recovery codes (the CLI's
 * `laden user reset-2fa`: whoever runs it has the server). Audited; false when it was not on.
 */
export async function resetTotp(db: Db, userId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(ownerTotp)
      .where(eq(ownerTotp.userId, userId))
      .returning({ on: ownerTotp.enabledAt });
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.userId, userId));
    if (!removed[0]?.on) return false;
    await recordAudit(tx as unknown as Db, {
      actor,
      entity: "user",
      entityId: userId,
      action: "two-factor",
      changes: { twoFactor: { from: "on", to: "off" } },
    });
    return true;
  });
}

/**
 * Application passwords (WordPress's): for scripts that call the REST API with HTTP Basic auth
 * (`user:password`, user = the account's e-mail). 24 characters from an unambiguous alphabet,
 * shown once in groups of four; spaces are ignored when checking. Only the SHA-256 is stored.
 * A deactivated account's passwords are refused. The back office creates (profile) and revokes
 * (profile, users screen) them through the audited functions at the end.
 */
import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { applicationPasswords, users } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const APP_PASSWORD_LENGTH = 24;

export function generateAppPassword(): string {
  let out = "";
  for (let i = 0; i < APP_PASSWORD_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out.match(/.{4}/g)!.join(" ");
}

function hash(password: string): string {
  return createHash("sha256").update(password.replace(/\s+/g, "")).digest("hex");
}

/** Creates a password for the user; returns it (shown once). */
export async function createAppPassword(db: Db, userId: number, name: string): Promise<string> {
  const password = generateAppPassword();
  await db
    .insert(applicationPasswords)
    .values({ userId, name: name.slice(0, 100), passwordHash: hash(password) });
  return password;
}

/** The user an e-mail + application password belong to, or undefined. */
export async function checkAppPassword(db: Db, email: string, password: string): Promise<number | undefined> {
  const compact = password.replace(/\s+/g, "");
  if (compact.length !== APP_PASSWORD_LENGTH) return undefined;
  const [row] = await db
    .select({ id: applicationPasswords.id, userId: applicationPasswords.userId })
    .from(applicationPasswords)
    .innerJoin(users, eq(users.id, applicationPasswords.userId))
    .where(
      and(
        eq(applicationPasswords.passwordHash, hash(compact)),
        sql`lower(${users.email}) = lower(${email.trim()})`,
        isNull(users.deactivatedAt),
      ),
    );
  if (!row) return undefined;
  await db
    .update(applicationPasswords)
    .set({ lastUsedAt: new Date() })
    .where(eq(applicationPasswords.id, row.id));
  return row.userId;
}

export const appPasswordNameSchema = z
  .string()
  .trim()
  .min(1, "Bitte geben Sie einen Namen ein, etwa „Warenwirtschaft“.")
  .max(100, "Höchstens 100 Zeichen.");

export type AppPasswordRow = {
  id: number;
  userId: number;
  email: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** The application passwords (of one user, or of every user), newest first; never the secret. */
export async function listAppPasswords(db: Db, userId?: number): Promise<AppPasswordRow[]> {
  return db
    .select({
      id: applicationPasswords.id,
      userId: applicationPasswords.userId,
      email: users.email,
      name: applicationPasswords.name,
      createdAt: applicationPasswords.createdAt,
      lastUsedAt: applicationPasswords.lastUsedAt,
    })
    .from(applicationPasswords)
    .innerJoin(users, eq(users.id, applicationPasswords.userId))
    .where(userId === undefined ? undefined : eq(applicationPasswords.userId, userId))
    .orderBy(desc(applicationPasswords.createdAt), desc(applicationPasswords.id));
}

/** Creates a named password for the signed-in owner (audited, the name only); shown once. */
export async function issueAppPassword(db: Db, userId: number, name: string, actor: Actor): Promise<string> {
  const checked = appPasswordNameSchema.parse(name);
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const password = await createAppPassword(tx, userId, checked);
    await recordAudit(tx, {
      actor,
      entity: "user",
      entityId: userId,
      action: "app-password-created",
      after: { name: checked },
    });
    return password;
  });
}

/**
 * Revokes one password (of `ownerId` when given: the profile may revoke only the owner's own);
 * answers its name, or undefined when there is no such password.
 */
export async function revokeAppPassword(
  db: Db,
  id: number,
  actor: Actor,
  ownerId?: number,
): Promise<string | undefined> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [gone] = await tx
      .delete(applicationPasswords)
      .where(
        and(
          eq(applicationPasswords.id, id),
          ownerId === undefined ? undefined : eq(applicationPasswords.userId, ownerId),
        ),
      )
      .returning({ userId: applicationPasswords.userId, name: applicationPasswords.name });
    if (!gone) return undefined;
    await recordAudit(tx, {
      actor,
      entity: "user",
      entityId: gone.userId,
      action: "app-password-revoked",
      before: { name: gone.name },
    });
    return gone.name;
  });
}

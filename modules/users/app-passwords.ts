/**
 * Application passwords (WordPress's): for scripts that call the REST API with HTTP Basic auth
 * (`user:password`, user = the account's e-mail). 24 characters from an unambiguous alphabet,
 * shown once in groups of four; spaces are ignored when checking. Only the SHA-256 is stored.
 */
import { createHash, randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { applicationPasswords, users } from "#db/schema/index.ts";

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
      ),
    );
  if (!row) return undefined;
  await db
    .update(applicationPasswords)
    .set({ lastUsedAt: new Date() })
    .where(eq(applicationPasswords.id, row.id));
  return row.userId;
}

/**
 * Customer accounts: sign-in check, registration, account details. The HTTP side (sessions,
 * nonces, rate limits, pages) calls these; nothing here knows about requests.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { sessions, users } from "#db/schema/index.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { Role } from "./roles.ts";
import { createUser, findUserByEmail } from "./store.ts";
import { queueWelcomeMail, type WelcomeMail } from "./welcome-mail.ts";

export type Account = {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  displayName: string;
  /** The back office's language for an owner (their profile choice; German by default). */
  adminLocale: "de" | "en";
  /** False once an administrator deactivated the account (users.deactivated_at). */
  active: boolean;
};

let dummyHash: Promise<string> | undefined;

/**
 * The account for an e-mail address and password, or undefined. An unknown address costs the
 * same argon2 work as a wrong password, so the answer time tells nothing either; a deactivated
 * account is answered like a wrong password (after the same work).
 */
export async function authenticate(db: Db, email: string, password: string): Promise<number | undefined> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) {
    dummyHash ??= hashPassword("laden-timing-equaliser-password");
    await verifyPassword(await dummyHash, password);
    return undefined;
  }
  const ok = await verifyPassword(user.passwordHash, password);
  return ok && !user.deactivatedAt ? user.id : undefined;
}

/**
 * Creates a customer account; throws UserExistsError when the address is taken. With `welcome`
 * the welcome mail is queued in the same transaction.
 */
export async function registerCustomer(
  db: Db,
  input: { email: string; password: string },
  welcome?: Omit<WelcomeMail, "email">,
): Promise<number> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const created = await createUser(tx, {
      email: input.email.trim(),
      password: input.password,
      role: "customer",
    });
    if (welcome) await queueWelcomeMail(tx, created.id, { ...welcome, email: created.email });
    return created.id;
  });
}

export async function getAccount(db: Db, userId: number): Promise<Account | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.meta.first_name ?? "",
    lastName: row.meta.last_name ?? "",
    displayName: row.displayName,
    adminLocale: row.meta.adminLocale === "en" ? "en" : "de",
    active: !row.deactivatedAt,
  };
}

export async function checkPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ? verifyPassword(row.hash, password) : false;
}

export class EmailTakenError extends Error {}

/**
 * Saves name and e-mail address (and a new password when given). The display name follows the
 * name, as WooCommerce's default does. Throws EmailTakenError when another account has the
 * address.
 */
export async function updateAccountDetails(
  db: Db,
  userId: number,
  input: { firstName: string; lastName: string; email: string; newPassword?: string },
): Promise<void> {
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
  const other = await findUserByEmail(db, input.email);
  if (other && other.id !== userId) throw new EmailTakenError();
  const meta = JSON.stringify({ first_name: input.firstName, last_name: input.lastName });
  try {
    await db
      .update(users)
      .set({
        email: input.email,
        displayName: `${input.firstName} ${input.lastName}`.trim(),
        meta: sql`${users.meta} || ${meta}::jsonb`,
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, userId));
  } catch (err) {
    // Two accounts changing to one address at the same moment: the unique index decides.
    if ((err as { code?: string }).code === "23505") throw new EmailTakenError();
    throw err;
  }
}

/** Ends the account's sessions, except the one given (after a password change elsewhere). */
export async function endOtherSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

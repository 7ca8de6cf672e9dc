import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.ts";
import { ROLES } from "./roles.ts";

export const newUserSchema = z.object({
  email: z.email("keine gültige E-Mail-Adresse").max(254),
  role: z.enum(ROLES, `Rolle muss eine von ${ROLES.join(", ")} sein`),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein`)
    .max(1024),
  displayName: z.string().trim().max(120).optional(),
});

export class UserExistsError extends Error {}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function createUser(db: Db, input: z.input<typeof newUserSchema>) {
  const data = newUserSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  const [row] = await db
    .insert(users)
    .values({
      email: data.email,
      role: data.role,
      passwordHash,
      displayName: data.displayName ?? data.email.split("@")[0]!,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw new UserExistsError(`Es gibt schon ein Konto mit ${data.email}.`);
  return row;
}

export async function getUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type UserIdentity = { id: number; email: string; displayName: string; role: string };

/** Who an authenticated request is (REST cookie or application password). */
export async function getUserIdentity(db: Db, id: number): Promise<UserIdentity | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

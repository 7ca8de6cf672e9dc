/** The owner's own profile in the back office: display name and back-office language (audited). */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";

export const ADMIN_LOCALES = ["de", "en"] as const;

export const ownerProfileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie einen Anzeigenamen ein.")
    .max(120, "Höchstens 120 Zeichen."),
  adminLocale: z.enum(ADMIN_LOCALES, "Bitte wählen Sie eine Sprache."),
});

export type OwnerProfile = z.output<typeof ownerProfileSchema>;

export async function updateOwnerProfile(
  db: Db,
  userId: number,
  input: OwnerProfile,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ displayName: users.displayName, meta: users.meta })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!row) throw new Error(`no user ${userId}`);
    const before = { displayName: row.displayName, adminLocale: row.meta.adminLocale === "en" ? "en" : "de" };
    await tx
      .update(users)
      .set({
        displayName: input.displayName,
        meta: sql`${users.meta} || ${JSON.stringify({ adminLocale: input.adminLocale })}::jsonb`,
      })
      .where(eq(users.id, userId));
    await recordAudit(tx as unknown as Db, {
      actor,
      entity: "user",
      entityId: userId,
      action: "profile",
      before,
      after: { displayName: input.displayName, adminLocale: input.adminLocale },
    });
  });
}

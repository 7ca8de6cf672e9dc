/**
 * The shop's owners (administrators and shop managers) as the users screen manages them: the
 * list, a role change and deactivation (Settings II, issue 27). A deactivated owner cannot sign in
 * (accounts.ts), their sessions end at once, and their application passwords are refused; the
 * account stays for the audit log and can be activated again. The last active administrator can
 * be neither demoted nor deactivated: both writes take one advisory lock and count the others.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { sessions, users } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { OWNER_ROLES } from "./roles.ts";

export type OwnerRole = (typeof OWNER_ROLES)[number];
export const ownerRoleSchema = z.enum(OWNER_ROLES, "Bitte wählen Sie eine Rolle.");

export type OwnerRow = {
  id: number;
  email: string;
  displayName: string;
  role: OwnerRole;
  active: boolean;
  createdAt: Date;
  appPasswords: number;
};

export async function listOwners(db: Db): Promise<OwnerRow[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      createdAt: users.createdAt,
      // Spelled out: Drizzle renders `${users.id}` in a one-table select as a bare "id" (the subquery's own).
      appPasswords: sql<number>`(select count(*)::int from application_passwords ap where ap.user_id = "users"."id")`,
    })
    .from(users)
    .where(inArray(users.role, [...OWNER_ROLES]))
    .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.role), sql`lower(${users.email})`);
  return rows.map(({ deactivatedAt, ...row }) => ({
    ...row,
    role: row.role as OwnerRole,
    active: !deactivatedAt,
  }));
}

/** "last-admin": the change would leave no active administrator; "self": an owner's own account. */
export type OwnerChangeOutcome = "ok" | "unchanged" | "not-found" | "last-admin" | "self";

type Target = { id: number; email: string; role: string; deactivatedAt: Date | null };

/** Runs `change` on an owner under the administrators' lock, with the count of the other active administrators. */
async function withOwner(
  db: Db,
  targetId: number,
  change: (tx: Db, target: Target, otherAdmins: number) => Promise<OwnerChangeOutcome>,
): Promise<OwnerChangeOutcome> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('laden administrators'))`);
    const [target] = await tx
      .select({ id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, targetId), inArray(users.role, [...OWNER_ROLES])))
      .for("update");
    if (!target) return "not-found";
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, "administrator"), isNull(users.deactivatedAt), ne(users.id, targetId)));
    return change(tx, target, others?.n ?? 0);
  });
}

/** Changes an owner's role (administrator ↔ shop manager); audited. */
export function changeOwnerRole(db: Db, targetId: number, role: OwnerRole, actor: Actor) {
  return withOwner(db, targetId, async (tx, target, otherAdmins) => {
    if (target.role === role) return "unchanged";
    if (target.role === "administrator" && !target.deactivatedAt && otherAdmins === 0) return "last-admin";
    await tx.update(users).set({ role }).where(eq(users.id, targetId));
    await recordAudit(tx, {
      actor,
      entity: "user",
      entityId: targetId,
      action: "role",
      before: { role: target.role },
      after: { role },
    });
    return "ok";
  });
}

/**
 * Deactivates (ending every session of the account) or activates an owner; audited. An owner
 * cannot deactivate their own account.
 */
export function setOwnerActive(db: Db, targetId: number, active: boolean, actor: Actor) {
  return withOwner(db, targetId, async (tx, target, otherAdmins) => {
    if (!target.deactivatedAt === active) return "unchanged";
    if (!active && target.id === actor.id) return "self";
    if (!active && target.role === "administrator" && otherAdmins === 0) return "last-admin";
    await tx
      .update(users)
      .set({ deactivatedAt: active ? null : sql`now()` })
      .where(eq(users.id, targetId));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, targetId));
    await recordAudit(tx, {
      actor,
      entity: "user",
      entityId: targetId,
      action: active ? "activated" : "deactivated",
      before: { active: !active },
      after: { active },
    });
    return "ok";
  });
}

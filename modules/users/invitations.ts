/**
 * Inviting owners by mail (Settings II, issue 27): an administrator names an address and a role;
 * the mail's link sets the password and creates the account — once, and within seven days. Only
 * the link token's SHA-256 is stored, and an invitation is kept after use, so a second use is
 * told apart ("already used") from an expired or unknown link. The token and its mail are written
 * in one transaction into the outbox, like the password-reset mail.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { userInvitations } from "#db/schema/index.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-users.ts";
import { mailHtml } from "../mail/compose.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSetting } from "../settings/index.ts";
import { mailLinkOrigin, type OriginConfig } from "../site/origin.ts";
import { MIN_PASSWORD_LENGTH } from "./password.ts";
import { hashResetToken, isWellFormedResetToken } from "./reset-tokens.ts";
import { OWNER_ROLES } from "./roles.ts";
import { createUser, findUserByEmail } from "./store.ts";

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const invitationSchema = z.object({
  email: z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein.").max(254, "Höchstens 254 Zeichen."),
  role: z.enum(OWNER_ROLES, "Bitte wählen Sie eine Rolle."),
  displayName: z.string().trim().max(120, "Höchstens 120 Zeichen."),
});

export const acceptInvitationSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie einen Namen ein.")
    .max(120, "Höchstens 120 Zeichen."),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`)
    .max(1024, "Höchstens 1024 Zeichen."),
});

export type InvitationInput = z.output<typeof invitationSchema>;

/** An address that already has an account cannot be invited (its role is changed on the list). */
export class AccountExistsError extends Error {}

/**
 * Invites an owner: replaces an open invitation of the same address, stores the new one and
 * queues its mail (in `lang`, the inviting administrator's language); audited.
 */
export async function inviteOwner(
  db: Db,
  config: OriginConfig,
  input: InvitationInput & { acceptPath: string; lang: Lang },
  actor: Actor,
  nowMs = Date.now(),
): Promise<{ id: number }> {
  const email = input.email.trim();
  if (await findUserByEmail(db, email)) throw new AccountExistsError(email);
  const origin = await mailLinkOrigin(db, config);
  const site = await getSetting(db, "site.name");
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx
      .delete(userInvitations)
      .where(and(sql`lower(${userInvitations.email}) = lower(${email})`, isNull(userInvitations.usedAt)));
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(userInvitations)
      .values({
        email,
        role: input.role,
        displayName: input.displayName,
        tokenHash: hashResetToken(token),
        invitedBy: actor.id,
        expiresAt: new Date(nowMs + INVITATION_TTL_SECONDS * 1000),
      })
      .returning({ id: userInvitations.id });
    const link = `${origin}${input.acceptPath}?token=${token}`;
    await enqueueMail(tx, {
      dedupeKey: `owner-invitation:${hashResetToken(token)}`,
      to: email,
      ...invitationMail(input.lang, site, link, input.role),
    });
    await recordAudit(tx, {
      actor,
      entity: "user-invitation",
      entityId: row!.id,
      action: "invited",
      after: { email, role: input.role },
    });
    return { id: row!.id };
  });
}

/** Subject, text and HTML of the invitation (pure). */
export function invitationMail(
  lang: Lang,
  site: string,
  link: string,
  role: (typeof OWNER_ROLES)[number],
): { subject: string; text: string; html: string } {
  const roleName = translate(
    lang,
    role === "administrator" ? "adminUsers.role.administrator" : "adminUsers.role.shop_manager",
  );
  const text = translate(lang, "adminUsers.mail.text", { site, link, role: roleName });
  return {
    subject: translate(lang, "adminUsers.mail.subject", { site }),
    text,
    // The shop's mail layout (modules/mail/compose.ts), the link as a button; no logo: the mail is
    // written without the database, and the invitee has not seen the shop's branding yet anyway.
    html: mailHtml({
      lang,
      subject: translate(lang, "adminUsers.mail.subject", { site }),
      heading: "",
      blocks: text.split("\n\n"),
      brand: { accent: "", shopName: site },
      button: { url: link, label: translate(lang, "adminUsers.mail.button") },
    }),
  };
}

export type InvitationState =
  | { state: "open"; email: string; role: string; displayName: string }
  | { state: "used" | "expired" | "unknown" };

/** What a link's token stands for (nothing is changed). */
export async function invitationState(db: Db, token: unknown): Promise<InvitationState> {
  if (!isWellFormedResetToken(token)) return { state: "unknown" };
  const [row] = await db
    .select({
      email: userInvitations.email,
      role: userInvitations.role,
      displayName: userInvitations.displayName,
      usedAt: userInvitations.usedAt,
      expired: sql<boolean>`${userInvitations.expiresAt} <= now()`,
    })
    .from(userInvitations)
    .where(eq(userInvitations.tokenHash, hashResetToken(token)));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used" };
  if (row.expired) return { state: "expired" };
  return { state: "open", email: row.email, role: row.role, displayName: row.displayName };
}

export type AcceptOutcome =
  | { ok: true; userId: number; email: string }
  | { ok: false; reason: "used" | "expired" | "unknown" | "account-exists" };

/**
 * Accepts an invitation: marks it used (only while unused and unexpired, in the same statement,
 * so two concurrent uses cannot both win) and creates the owner with the password, in one
 * transaction; audited with the new owner as the actor.
 */
export async function acceptInvitation(
  db: Db,
  token: unknown,
  input: z.output<typeof acceptInvitationSchema>,
): Promise<AcceptOutcome> {
  if (!isWellFormedResetToken(token)) return { ok: false, reason: "unknown" };
  const outcome = await db
    .transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [claimed] = await tx
        .update(userInvitations)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userInvitations.tokenHash, hashResetToken(token)),
            isNull(userInvitations.usedAt),
            gt(userInvitations.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: userInvitations.id, email: userInvitations.email, role: userInvitations.role });
      if (!claimed) return undefined;
      if (await findUserByEmail(tx, claimed.email)) throw new AccountExistsError(claimed.email);
      const user = await createUser(tx, { ...input, email: claimed.email, role: claimed.role });
      await tx.update(userInvitations).set({ userId: user.id }).where(eq(userInvitations.id, claimed.id));
      await recordAudit(tx, {
        actor: { id: user.id, label: user.email },
        entity: "user",
        entityId: user.id,
        action: "invitation-accepted",
        after: { email: user.email, role: claimed.role },
      });
      return { ok: true as const, userId: user.id, email: user.email };
    })
    .catch((err: unknown) => {
      if (err instanceof AccountExistsError) return { ok: false as const, reason: "account-exists" as const };
      throw err;
    });
  if (outcome) return outcome;
  const state = await invitationState(db, token);
  return { ok: false, reason: state.state === "open" ? "unknown" : state.state };
}

export type OpenInvitation = {
  id: number;
  email: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

/** Invitations not yet accepted (expired ones too, so they can be sent again), newest first. */
export async function listOpenInvitations(db: Db): Promise<OpenInvitation[]> {
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      role: userInvitations.role,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
      expired: sql<boolean>`${userInvitations.expiresAt} <= now()`,
    })
    .from(userInvitations)
    .where(isNull(userInvitations.usedAt))
    .orderBy(desc(userInvitations.createdAt));
}

/** Withdraws an open invitation (its link then counts as unknown); false when there is none. */
export async function withdrawInvitation(db: Db, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [gone] = await tx
      .delete(userInvitations)
      .where(and(eq(userInvitations.id, id), isNull(userInvitations.usedAt)))
      .returning({ email: userInvitations.email, role: userInvitations.role });
    if (!gone) return false;
    await recordAudit(tx, {
      actor,
      entity: "user-invitation",
      entityId: id,
      action: "withdrawn",
      before: { email: gone.email, role: gone.role },
    });
    return true;
  });
}

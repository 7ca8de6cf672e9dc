/**
 * Settings II, users (issue 27 item 4) over HTTP: the users screen and every one of its actions
 * are the administrator's (a shop manager gets 403, a customer 404, nothing changes); the
 * invitation mail's link sets a password once and within its time (German reasons for used,
 * expired and unknown links); deactivation ends the account's sessions and refuses its password
 * and application passwords; the last active administrator stays; the profile's devices and
 * application passwords.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, userInvitations, users } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD, uniqueEmail } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor, postOwnerSignIn } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const SCREEN = "/admin/settings/users/";

let admin: Visitor;
let adminAccount: { id: number; email: string };
let manager: Visitor;
let managerAccount: { id: number; email: string };

beforeAll(async () => {
  adminAccount = await createOwner(db(), "administrator");
  admin = await ownerVisitor(base, adminAccount);
  managerAccount = await createOwner(db(), "shop_manager");
  manager = await ownerVisitor(base, managerAccount);
});

/** The invitation link of the newest mail to `email`. */
async function invitationLink(email: string): Promise<string> {
  const [mail] = await db()
    .select({ text: mailOutbox.text, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  expect(mail?.subject).toMatch(/^Einladung zur Verwaltung von /);
  const link = /https?:\/\/\S+\/admin\/invitation\/\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

async function accept(path: string, fields: { displayName: string; password: string }) {
  const visitor = new Visitor(base);
  const page = await visitor.get(path);
  expect(page.res.status).toBe(200);
  const token = new URL(path, "http://x").searchParams.get("token")!;
  // To the link itself, as the page's form does (it has no action): the page is drawn again from its token.
  return visitor.post(path, { ...fields, token, nonce: hidden(page.text, "nonce") });
}

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`,
});

describe("the users screen's role checks", () => {
  it("refuses a shop manager (403) and a customer (404) on the screen and every action, changing nothing", async () => {
    expect((await manager.get(SCREEN)).res.status).toBe(403);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(userInvitations);
    const actions: Record<string, string>[] = [
      { intent: "invite", email: uniqueEmail("sneaky"), role: "administrator", displayName: "" },
      { intent: "role", userId: String(managerAccount.id), role: "administrator" },
      { intent: "deactivate", userId: String(adminAccount.id) },
      { intent: "activate", userId: String(adminAccount.id) },
      { intent: "withdraw", id: "1" },
      { intent: "revoke", id: "1" },
    ];
    for (const fields of actions) expect((await manager.post(SCREEN, fields)).res.status).toBe(403);
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, managerAccount.id));
    expect(row?.role).toBe("shop_manager");
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(userInvitations)).toEqual(before);
    const customer = new Visitor(base);
    await customer.signIn((await createCustomer(db())).email, TEST_PASSWORD);
    expect((await customer.get(SCREEN)).res.status).toBe(404);
    expect((await customer.post(SCREEN, actions[0]!)).res.status).toBe(404);
    // The overview lists the group without a link for the shop manager.
    expect((await manager.get("/admin/settings/")).text).not.toContain(`href="${SCREEN}"`);
    expect((await admin.get("/admin/settings/")).text).toContain(`href="${SCREEN}"`);
  });

  it("shows the administrator the owners with their roles", async () => {
    const { res, text } = await admin.get(SCREEN);
    expect(res.status).toBe(200);
    expect(text).toContain(managerAccount.email);
    expect(text).toContain(adminAccount.email);
    expect(textOf(text)).toContain("Inhaber und Mitarbeitende");
  });
});

describe("inviting", () => {
  it("refuses a bad address, a role that is not an owner's, and an address with an account, in German", async () => {
    const bad = await admin.post(SCREEN, {
      intent: "invite",
      email: "kein-at",
      role: "shop_manager",
      displayName: "",
    });
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    const role = await admin.post(SCREEN, {
      intent: "invite",
      email: uniqueEmail("x"),
      role: "customer",
      displayName: "",
    });
    expect(role.res.status).toBe(400);
    expect(textOf(role.text)).toContain("Bitte wählen Sie eine Rolle.");
    const taken = await admin.post(SCREEN, {
      intent: "invite",
      email: managerAccount.email,
      role: "shop_manager",
      displayName: "",
    });
    expect(taken.res.status).toBe(409);
    expect(textOf(taken.text)).toContain("Es gibt schon ein Konto mit dieser E-Mail-Adresse.");
  });

  it("mails a link that sets the password once; the new shop manager signs in and is refused the screen", async () => {
    const email = uniqueEmail("invited");
    const sent = await admin.post(SCREEN, {
      intent: "invite",
      email,
      role: "shop_manager",
      displayName: "Mia Neu",
    });
    expect(sent.res.status).toBe(200);
    expect(textOf(sent.text)).toContain(`Die Einladung an ${email} ist unterwegs.`);
    expect((await admin.get(SCREEN)).text).toContain(email);
    const link = await invitationLink(email);

    const short = await accept(link, { displayName: "Mia Neu", password: "kurz" });
    expect(short.res.status).toBe(400);
    expect(textOf(short.text)).toContain("Das Passwort muss mindestens 10 Zeichen lang sein.");

    const done = await accept(link, { displayName: "Mia Neu", password: "Neues-Passwort-2026" });
    expect(done.res.status).toBe(302);
    expect(done.res.headers.get("location")).toBe("/admin/login/?invited=1");
    const [created] = await db().select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ role: "shop_manager", displayName: "Mia Neu" });

    const used = await new Visitor(base).get(link);
    expect(used.res.status).toBe(410);
    expect(textOf(used.text)).toContain("Dieser Einladungslink wurde bereits verwendet.");

    const mia = new Visitor(base);
    const signIn = await postOwnerSignIn(mia, email, "Neues-Passwort-2026");
    expect(signIn.res.status).toBe(302);
    expect((await mia.get("/admin/")).res.status).toBe(200);
    expect((await mia.get(SCREEN)).res.status).toBe(403);
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(created!.id))));
    expect(audit.map((a) => a.action)).toContain("invitation-accepted");
  });

  it("refuses an expired, a withdrawn and an unknown link with their German reasons", async () => {
    const email = uniqueEmail("late");
    await admin.post(SCREEN, { intent: "invite", email, role: "administrator", displayName: "" });
    const link = await invitationLink(email);
    await db()
      .update(userInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userInvitations.email, email));
    const expired = await new Visitor(base).get(link);
    expect(expired.res.status).toBe(410);
    expect(textOf(expired.text)).toContain("Dieser Einladungslink ist abgelaufen.");
    // A post with the expired token creates nothing either.
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const visitor = new Visitor(base);
    const nonce = hidden((await visitor.get("/admin/login/")).text, "nonce");
    expect(
      (
        await visitor.post("/admin/invitation/", {
          token,
          nonce,
          displayName: "X",
          password: "Lang-genug-2026",
        })
      ).res.status,
    ).toBe(410);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // Sent again: the old link is replaced; withdrawn: the new one is unknown.
    await admin.post(SCREEN, { intent: "invite", email, role: "administrator", displayName: "" });
    const again = await invitationLink(email);
    expect((await new Visitor(base).get(again)).res.status).toBe(200);
    const [open] = await db()
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(and(eq(userInvitations.email, email), sql`${userInvitations.usedAt} is null`));
    expect((await admin.post(SCREEN, { intent: "withdraw", id: String(open!.id) })).res.status).toBe(200);
    const withdrawn = await new Visitor(base).get(again);
    expect(withdrawn.res.status).toBe(410);
    expect(textOf(withdrawn.text)).toContain("Dieser Einladungslink ist ungültig oder wurde zurückgezogen.");
    const unknown = await new Visitor(base).get("/admin/invitation/?token=nope");
    expect(unknown.res.status).toBe(410);
  });
});

describe("roles and deactivation", () => {
  it("deactivating ends the sessions and refuses password and application passwords; activating restores", async () => {
    const staff = await createOwner(db(), "shop_manager");
    const visitor = await ownerVisitor(base, staff);
    const visitorPassword = await (async () => {
      const created = await visitor.post("/admin/profile/", {
        intent: "app-password-create",
        name: "Skript",
      });
      expect(created.res.status).toBe(200);
      return /class="admin-users__secret">([A-Za-z0-9 ]{29})</.exec(created.text)?.[1] ?? "";
    })();
    expect(
      (await fetch(`${base()}/wp-json/laden/v1/orders`, { headers: basic(staff.email, visitorPassword) }))
        .status,
    ).toBe(200);

    const off = await admin.post(SCREEN, { intent: "deactivate", userId: String(staff.id) });
    expect(off.res.status).toBe(200);
    expect(textOf(off.text)).toContain(`${staff.email} ist deaktiviert und überall abgemeldet.`);
    expect((await visitor.get("/admin/")).res.status).toBe(302);
    expect((await postOwnerSignIn(new Visitor(base), staff.email, TEST_PASSWORD)).res.status).toBe(400);
    expect(
      (await fetch(`${base()}/wp-json/laden/v1/orders`, { headers: basic(staff.email, visitorPassword) }))
        .status,
    ).toBe(401);

    expect((await admin.post(SCREEN, { intent: "activate", userId: String(staff.id) })).res.status).toBe(200);
    expect((await postOwnerSignIn(new Visitor(base), staff.email, TEST_PASSWORD)).res.status).toBe(302);
  });

  it("changes a role, refuses bad input, and never leaves the shop without an active administrator", async () => {
    const staff = await createOwner(db(), "shop_manager");
    const promote = await admin.post(SCREEN, {
      intent: "role",
      userId: String(staff.id),
      role: "administrator",
    });
    expect(promote.res.status).toBe(200);
    expect(textOf(promote.text)).toContain(`Die Rolle von ${staff.email} ist geändert.`);
    expect(
      (await admin.post(SCREEN, { intent: "role", userId: String(staff.id), role: "customer" })).res.status,
    ).toBe(400);
    expect(
      (await admin.post(SCREEN, { intent: "role", userId: "abc", role: "shop_manager" })).res.status,
    ).toBe(400);
    const self = await admin.post(SCREEN, { intent: "deactivate", userId: String(adminAccount.id) });
    expect(self.res.status).toBe(409);
    expect(textOf(self.text)).toContain("Ihr eigenes Konto können Sie nicht deaktivieren.");

    // Every other administrator inactive: this one can be neither demoted nor deactivated.
    const others = await db()
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(
        and(
          eq(users.role, "administrator"),
          ne(users.id, adminAccount.id),
          sql`${users.deactivatedAt} is null`,
        ),
      )
      .returning({ id: users.id });
    try {
      const demote = await admin.post(SCREEN, {
        intent: "role",
        userId: String(adminAccount.id),
        role: "shop_manager",
      });
      expect(demote.res.status).toBe(409);
      expect(textOf(demote.text)).toContain("Das ist der letzte aktive Administrator.");
      const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, adminAccount.id));
      expect(row?.role).toBe("administrator");
    } finally {
      for (const { id } of others)
        await db().update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    }
  });
});

describe("the profile's devices and application passwords", () => {
  it("lists the owner's devices and signs out one other or all others", async () => {
    const owner = await createOwner(db(), "shop_manager");
    const desk = await ownerVisitor(base, owner);
    const phone = await ownerVisitor(base, owner);
    const laptop = await ownerVisitor(base, owner);
    const page = await desk.get("/admin/profile/");
    expect(textOf(page.text)).toContain("Angemeldete Geräte");
    const ids = [...page.text.matchAll(/name="id" value="([0-9a-f]{64})"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    expect((await desk.post("/admin/profile/", { intent: "session-end", id: "nope" })).res.status).toBe(400);
    const one = await desk.post("/admin/profile/", { intent: "session-end", id: ids[0]! });
    expect(textOf(one.text)).toContain("1 Gerät(e) abgemeldet.");
    const statuses = await Promise.all([phone, laptop].map(async (v) => (await v.get("/admin/")).res.status));
    expect(statuses.sort()).toEqual([200, 302]);
    const all = await desk.post("/admin/profile/", { intent: "sessions-end-others" });
    expect(textOf(all.text)).toContain("1 Gerät(e) abgemeldet.");
    expect((await phone.get("/admin/")).res.status).toBe(302);
    expect((await laptop.get("/admin/")).res.status).toBe(302);
    expect((await desk.get("/admin/")).res.status).toBe(200);
  });

  it("creates a named application password shown once, refuses an empty name, and revokes only the owner's own", async () => {
    const owner = await createOwner(db(), "shop_manager");
    const visitor = await ownerVisitor(base, owner);
    const empty = await visitor.post("/admin/profile/", { intent: "app-password-create", name: "  " });
    expect(empty.res.status).toBe(400);
    expect(textOf(empty.text)).toContain("Bitte geben Sie einen Namen ein");
    const created = await visitor.post("/admin/profile/", {
      intent: "app-password-create",
      name: "Warenwirtschaft",
    });
    const password = /class="admin-users__secret">([A-Za-z0-9 ]{29})</.exec(created.text)?.[1];
    expect(password).toBeDefined();
    expect(
      (await fetch(`${base()}/wp-json/laden/v1/orders`, { headers: basic(owner.email, password!) })).status,
    ).toBe(200);
    const page = await visitor.get("/admin/profile/");
    expect(page.text).not.toContain(password!);
    const id =
      /name="intent" value="app-password-revoke"\/><input type="hidden" name="id" value="(\d+)"/.exec(
        page.text,
      )?.[1];
    expect(id).toBeDefined();
    // Another owner's profile cannot revoke it; the administrator's users screen can.
    expect(
      (await manager.post("/admin/profile/", { intent: "app-password-revoke", id: id! })).res.status,
    ).toBe(404);
    expect(
      (await fetch(`${base()}/wp-json/laden/v1/orders`, { headers: basic(owner.email, password!) })).status,
    ).toBe(200);
    const revoked = await visitor.post("/admin/profile/", { intent: "app-password-revoke", id: id! });
    expect(textOf(revoked.text)).toContain("Das Anwendungspasswort „Warenwirtschaft“ gilt nicht mehr.");
    expect(
      (await fetch(`${base()}/wp-json/laden/v1/orders`, { headers: basic(owner.email, password!) })).status,
    ).toBe(401);
  });
});

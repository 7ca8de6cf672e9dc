/**
 * The owner's sign-in (issue 20): owners in, customers refused exactly like a wrong password,
 * the rate limit, no open redirect through `next`, sign-out with its nonce, the 30-minute idle
 * expiry and the re-authentication in place, TOTP set-up / sign-in / recovery codes (each once),
 * `security.requireTwoFactor`, and WordPress's back-office addresses.
 */
import { eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#db/schema/index.ts";
import { CLI_ACTOR, listAudit } from "#modules/audit/log.ts";
import { OWNER_IDLE_SECONDS } from "#modules/owner-auth/idle.ts";
import { confirmTotpSetup, startTotpSetup, totpStatus } from "#modules/owner-auth/totp.ts";
import { setSettings } from "#modules/settings/index.ts";
import { appForFile, TEST_SECRET } from "../setup/app-fixture.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor, postOwnerSignIn } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;

const errorText = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];

/** Moves the owner's last back-office activity into the past (as if the owner walked away). */
async function idleFor(userId: number, seconds: number) {
  await db()
    .update(sessions)
    .set({
      data: sql`${sessions.data} || jsonb_build_object('ownerSeenAt', extract(epoch from now())::int - ${seconds}::int)`,
    })
    .where(eq(sessions.userId, userId));
}

async function seenAt(userId: number): Promise<number> {
  const [row] = await db().select({ data: sessions.data }).from(sessions).where(eq(sessions.userId, userId));
  return row?.data.ownerSeenAt as number;
}

describe("owner sign-in", () => {
  it("signs an owner in and leads to the back office", async () => {
    const owner = await createOwner(db(), "shop_manager");
    const visitor = new Visitor(base);
    const { res } = await postOwnerSignIn(visitor, owner.email, TEST_PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/");
    expect((await visitor.get("/admin/")).res.status).toBe(200);
    // Signed in, the sign-in page leads on.
    expect((await visitor.get("/admin/login/")).res.headers.get("location")).toBe("/admin/");
  });

  it("answers a customer's correct password exactly like a wrong password, with no session", async () => {
    const customer = await createCustomer(db());
    const owner = await createOwner(db());
    const asCustomer = new Visitor(base);
    const refused = await postOwnerSignIn(asCustomer, customer.email, TEST_PASSWORD);
    const wrong = await postOwnerSignIn(new Visitor(base), owner.email, "falsches-passwort");
    expect(refused.res.status).toBe(400);
    expect(wrong.res.status).toBe(400);
    expect(errorText(refused.text)).toBe(errorText(wrong.text));
    expect(errorText(refused.text)).toContain("Anmeldedaten falsch");
    expect((await asCustomer.get("/my-account/")).text).toContain('name="username"');
  });

  it("follows next= within the back office only (no open redirect)", async () => {
    const owner = await createOwner(db());
    const to = async (next: string) =>
      (await postOwnerSignIn(new Visitor(base), owner.email, TEST_PASSWORD, next)).res.headers.get(
        "location",
      );
    expect(await to("/admin/profile/?x=1")).toBe("/admin/profile/?x=1");
    for (const evil of [
      "https://evil.example/admin/",
      "//evil.example/admin/",
      "/my-account/",
      "/admin/../wp-json/",
      "/\\evil.example",
    ]) {
      expect(await to(evil), evil).toBe("/admin/");
    }
  });

  it("limits failed attempts as the customer sign-in does (then even the right password waits)", async () => {
    const owner = await createOwner(db());
    const visitor = new Visitor(base);
    for (let i = 0; i < 5; i++)
      expect((await postOwnerSignIn(visitor, owner.email, "falsch-falsch")).res.status).toBe(400);
    const { res, text } = await postOwnerSignIn(visitor, owner.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorText(text)).toContain("Zu viele Anmeldeversuche");
  });

  it("refuses a sign-in form without its nonce", async () => {
    const owner = await createOwner(db());
    const { res } = await new Visitor(base).post("/admin/login/", {
      email: owner.email,
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(403);
  });

  it("lets an owner signed in through /my-account/ into the back office (one session)", async () => {
    const owner = await createOwner(db());
    const visitor = new Visitor(base);
    await visitor.signIn(owner.email, TEST_PASSWORD);
    expect((await visitor.get("/admin/")).res.status).toBe(200);
  });
});

describe("the profile", () => {
  it("is the owner's own: a visitor is sent to the sign-in, a customer gets 404, for loads and saves", async () => {
    const customer = new Visitor(base);
    await customer.signIn((await createCustomer(db())).email, TEST_PASSWORD);
    const fields = { intent: "profile", displayName: "X", adminLocale: "en" };
    expect((await customer.get("/admin/profile/")).res.status).toBe(404);
    expect((await customer.post("/admin/profile/", fields)).res.status).toBe(404);
    const visitor = new Visitor(base);
    expect((await visitor.post("/admin/profile/", fields)).res.headers.get("location")).toMatch(
      /^\/admin\/login\//,
    );
  });

  it("switches the back office to English for this owner (German field messages stay per field)", async () => {
    const owner = await createOwner(db(), "shop_manager");
    const visitor = await ownerVisitor(base, owner);
    const empty = await visitor.post("/admin/profile/", {
      intent: "profile",
      displayName: " ",
      adminLocale: "de",
    });
    expect(empty.res.status).toBe(400);
    expect(textOf(empty.text)).toContain("Bitte geben Sie einen Anzeigenamen ein.");
    const saved = await visitor.post("/admin/profile/", {
      intent: "profile",
      displayName: "Lager",
      adminLocale: "en",
    });
    expect(saved.res.status).toBe(200);
    const { text } = await visitor.get("/admin/");
    expect(text).toContain('<html lang="en"');
    expect(textOf(text)).toContain("Signed in as Lager");
  });
});

describe("sign-out", () => {
  it("needs the shell's nonce and then ends the session", async () => {
    const owner = await createOwner(db());
    const visitor = await ownerVisitor(base, owner);
    expect((await visitor.post("/admin/logout/", { nonce: "000000000000" })).res.status).toBe(403);
    expect((await visitor.get("/admin/")).res.status).toBe(200);
    const nonce = hidden((await visitor.get("/admin/")).text, "nonce");
    const { res } = await visitor.post("/admin/logout/", { nonce });
    expect(res.headers.get("location")).toBe("/admin/login/?loggedout=1");
    expect((await visitor.get("/admin/")).res.status).toBe(302);
    expect(textOf((await visitor.get("/admin/login/?loggedout=1")).text)).toContain("Sie wurden abgemeldet");
  });
});

describe("idle expiry", () => {
  it("records activity at most once a minute", async () => {
    const owner = await createOwner(db());
    const visitor = await ownerVisitor(base, owner);
    const first = await seenAt(owner.id);
    await visitor.get("/admin/");
    expect(await seenAt(owner.id)).toBe(first);
    await idleFor(owner.id, 5 * 60);
    await visitor.get("/admin/");
    expect(await seenAt(owner.id)).toBeGreaterThanOrEqual(first);
  });

  it("sends an idle owner to the sign-in, and takes the password again in place", async () => {
    const owner = await createOwner(db());
    const visitor = await ownerVisitor(base, owner);
    const nonce = /data-reauth-nonce="([0-9a-f]+)"/.exec((await visitor.get("/admin/profile/")).text)![1]!;
    await idleFor(owner.id, OWNER_IDLE_SECONDS + 60);

    const load = await visitor.get("/admin/profile/");
    expect(load.res.status).toBe(302);
    expect(load.res.headers.get("location")).toBe(
      `/admin/login/?next=${encodeURIComponent("/admin/profile/")}`,
    );
    const post = await visitor.post("/admin/profile/", {
      intent: "profile",
      displayName: "X",
      adminLocale: "de",
    });
    expect(post.res.status).toBe(302);

    // The dialog's request: a wrong password changes nothing, the right one resumes the session.
    const wrong = await visitor.post("/admin/reauth/", { password: "falsch-falsch", nonce });
    expect(wrong.res.status).toBe(400);
    expect(JSON.parse(wrong.text)).toEqual({ ok: false, reason: "password" });
    expect((await visitor.get("/admin/profile/")).res.status).toBe(302);
    const right = await visitor.post("/admin/reauth/", { password: TEST_PASSWORD, nonce });
    expect(right.res.status).toBe(200);
    expect(JSON.parse(right.text)).toEqual({ ok: true });
    expect((await visitor.get("/admin/profile/")).res.status).toBe(200);
  });

  it("does not resume a session that never entered the back office", async () => {
    const visitor = new Visitor(base);
    const { res } = await visitor.post("/admin/reauth/", { password: TEST_PASSWORD, nonce: "x" });
    expect(res.status).toBe(401);
  });
});

describe("two-factor sign-in", () => {
  let owner: { id: number; email: string };
  let secret: string;
  let recovery: string[];

  beforeAll(async () => {
    owner = await createOwner(db());
    const visitor = await ownerVisitor(base, owner);
    expect((await visitor.post("/admin/profile/", { intent: "totp-start" })).res.status).toBe(200);
    const page = (await visitor.get("/admin/profile/")).text;
    expect(page).toContain('src="data:image/svg+xml;base64,');
    secret = /admin-profile__secret">([A-Z2-7]+)</.exec(page)![1]!;
    expect(
      (await visitor.post("/admin/profile/", { intent: "totp-confirm", code: "000000" })).res.status,
    ).toBe(400);
    const confirmed = await visitor.post("/admin/profile/", {
      intent: "totp-confirm",
      code: await generate({ secret }),
    });
    expect(confirmed.res.status).toBe(200);
    recovery = [...confirmed.text.matchAll(/<code>([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})<\/code>/g)].map(
      (m) => m[1]!,
    );
    expect(recovery).toHaveLength(10);
    // Shown once: the profile now only counts them.
    const after = textOf((await visitor.get("/admin/profile/")).text);
    expect(after).toContain("Noch 10 Wiederherstellungscodes");
    expect(after).not.toContain(recovery[0]);
  });

  async function passwordStep(): Promise<Visitor> {
    const visitor = new Visitor(base);
    const { res } = await postOwnerSignIn(visitor, owner.email, TEST_PASSWORD, "/admin/profile/");
    expect(res.headers.get("location")).toBe("/admin/login/");
    expect((await visitor.get("/admin/")).res.status).toBe(302);
    return visitor;
  }

  async function codeStep(visitor: Visitor, code: string) {
    const page = (await visitor.get("/admin/login/")).text;
    expect(page).toContain('name="code"');
    return visitor.post("/admin/login/", { step: "code", code, nonce: hidden(page, "nonce") });
  }

  it("asks for the code after the password, and accepts a current code once", async () => {
    const visitor = await passwordStep();
    expect((await codeStep(visitor, "123456")).res.status).toBe(400);
    // The next step's code (the confirmation used the current one; a code works once).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const { res } = await codeStep(visitor, code);
    expect(res.headers.get("location")).toBe("/admin/profile/");
    expect((await visitor.get("/admin/")).res.status).toBe(200);
    const again = await passwordStep();
    expect((await codeStep(again, code)).res.status).toBe(400);
  });

  it("accepts each recovery code once", async () => {
    const first = await passwordStep();
    expect((await codeStep(first, recovery[0]!.toUpperCase())).res.status).toBe(302);
    const second = await passwordStep();
    expect((await codeStep(second, recovery[0]!)).res.status).toBe(400);
  });

  it("does not let the customer sign-in skip the code", async () => {
    const visitor = new Visitor(base);
    await visitor.signIn(owner.email, TEST_PASSWORD);
    expect((await visitor.get("/admin/")).res.status).toBe(302);
  });

  it("makes two-factor mandatory with security.requireTwoFactor", async () => {
    const without = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
    const withCode = await passwordStep();
    expect((await codeStep(withCode, recovery[1]!)).res.status).toBe(302);
    await settingsChange(app(), () => setSettings(db(), { "security.requireTwoFactor": true }));
    try {
      const sent = await without.get("/admin/");
      expect(sent.res.status).toBe(302);
      expect(sent.res.headers.get("location")).toBe("/admin/profile/?twoFactor=required");
      expect(textOf((await without.get("/admin/profile/")).text)).toContain("vorgeschrieben");
      expect((await withCode.get("/admin/")).res.status).toBe(200);
      const off = await withCode.post("/admin/profile/", {
        intent: "totp-disable",
        password: TEST_PASSWORD,
        code: recovery[2]!,
      });
      expect(off.res.status).toBe(409);
    } finally {
      await settingsChange(app(), () => setSettings(db(), { "security.requireTwoFactor": false }));
    }
  });

  it("turns off with password and code", async () => {
    const visitor = await passwordStep();
    expect((await codeStep(visitor, recovery[3]!)).res.status).toBe(302);
    const wrong = await visitor.post("/admin/profile/", {
      intent: "totp-disable",
      password: "falsch-falsch",
      code: recovery[4]!,
    });
    expect(wrong.res.status).toBe(400);
    const off = await visitor.post("/admin/profile/", {
      intent: "totp-disable",
      password: TEST_PASSWORD,
      code: recovery[4]!,
    });
    expect(off.res.status).toBe(200);
    const direct = await postOwnerSignIn(new Visitor(base), owner.email, TEST_PASSWORD);
    expect(direct.res.headers.get("location")).toBe("/admin/");
  });
});

describe("laden user reset-2fa", () => {
  it(
    "turns an owner's two-factor off from the server's console, audited",
    async () => {
      const owner = await createOwner(db());
      const { secret } = await startTotpSetup(db(), TEST_SECRET, owner);
      expect(
        await confirmTotpSetup(db(), TEST_SECRET, owner.id, await generate({ secret }), CLI_ACTOR),
      ).toHaveLength(10);
      const run = await runLaden(app().database.url, ["user", "reset-2fa", owner.email, "--json"]);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ user: owner.id, reset: true });
      expect(await totpStatus(db(), owner.id)).toBe("off");
      const { rows } = await listAudit(db(), { entity: "user", entityId: String(owner.id) });
      expect(rows.map((r) => r.action)).toEqual(["two-factor", "two-factor"]);
    },
    CLI_TEST_TIMEOUT,
  );
});

describe("WordPress's back-office addresses", () => {
  it("redirect to /admin/, but admin-ajax stays the wire endpoint", async () => {
    const visitor = new Visitor(base);
    for (const path of [
      "/wp-admin/",
      "/wp-admin",
      "/wp-admin/edit.php?post_type=shop_order",
      "/wp-login.php",
    ]) {
      const { res } = await visitor.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/admin/");
    }
    const ajax = await visitor.get("/wp-admin/admin-ajax.php?action=rest-nonce");
    expect(ajax.res.status).toBe(200);
    expect(ajax.text).toMatch(/^[0-9a-f]{12}$/);
  });
});

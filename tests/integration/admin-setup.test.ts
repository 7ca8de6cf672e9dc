/**
 * The first owner (issue 20): with no administrator, `npm start` prints a one-time setup link
 * (token in the data dir, valid once, 24 h) whose page creates the first administrator; with the
 * demo, it prints the demo administrator's sign-in instead.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/index.ts";
import {
  DEMO_OWNER,
  issueSetupToken,
  SETUP_TOKEN_SECONDS,
  seedDemoOwner,
} from "#modules/owner-auth/first-owner.ts";
import { firstOwnerLines, firstOwnerNotice } from "#server/first-owner.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { uniqueEmail } from "../setup/orders-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const dataDir = mkdtempSync(join(tmpdir(), "laden-setup-"));
const app = appForFile({ LADEN_DATA_DIR: dataDir });
const db = () => app().database.db;
const base = () => app().url;

beforeAll(async () => {
  // A shop without any administrator (the template database may hold the demo's).
  await db().update(users).set({ role: "customer" }).where(eq(users.role, "administrator"));
});

async function submit(visitor: Visitor, token: string, email: string, password: string) {
  const page = await visitor.get(`/admin/setup/?token=${token}`);
  expect(page.res.status).toBe(200);
  return visitor.post(`/admin/setup/?token=${token}`, {
    token,
    email,
    password,
    nonce: hidden(page.text, "nonce"),
  });
}

describe("first administrator", () => {
  it("prints a setup link while there is no administrator", async () => {
    const notice = await firstOwnerNotice(db(), { demo: false, dataDir });
    expect(notice?.kind).toBe("setup");
    const [, link] = firstOwnerLines(notice, "http://localhost:3000");
    expect(link).toMatch(/^ {2}http:\/\/localhost:3000\/admin\/setup\/\?token=[A-Za-z0-9_-]{32}$/);
  });

  it("refuses an unknown or expired token", async () => {
    issueSetupToken(dataDir);
    const visitor = new Visitor(base);
    expect((await visitor.get("/admin/setup/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).res.status).toBe(410);
    const old = issueSetupToken(dataDir, Date.now() - (SETUP_TOKEN_SECONDS + 60) * 1000);
    const { res, text } = await visitor.get(`/admin/setup/?token=${old}`);
    expect(res.status).toBe(410);
    expect(textOf(text)).toContain("ungültig, abgelaufen oder wurde schon benutzt");
  });

  it("creates the first administrator once, with the customer password rules", async () => {
    const token = issueSetupToken(dataDir);
    const visitor = new Visitor(base);
    const email = uniqueEmail("first-admin");
    const taken = await submit(visitor, token, DEMO_OWNER.email, "ein-sehr-langes-passwort");
    expect(taken.res.status).toBe(409);
    expect(textOf(taken.text)).toContain("Es gibt schon ein Konto");
    const short = await submit(visitor, token, email, "kurz");
    expect(short.res.status).toBe(400);
    expect(textOf(short.text)).toContain("mindestens 10 Zeichen");
    const { res } = await submit(visitor, token, email, "ein-sehr-langes-passwort");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/");
    expect((await visitor.get("/admin/")).res.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe("administrator");
    // Used up; and with an administrator there is no new link.
    expect((await new Visitor(base).get(`/admin/setup/?token=${token}`)).res.status).toBe(410);
    expect(await firstOwnerNotice(db(), { demo: false, dataDir })).toBeUndefined();
  });

  it("prints the demo administrator's sign-in in a demo shop", async () => {
    // The template database was seeded with the demo (its owner demoted above): made an administrator again.
    await seedDemoOwner(db());
    await db().update(users).set({ role: "administrator" }).where(eq(users.email, DEMO_OWNER.email));
    const notice = await firstOwnerNotice(db(), { demo: true, dataDir });
    expect(notice).toEqual({ kind: "demo", email: DEMO_OWNER.email, password: DEMO_OWNER.password });
    expect(firstOwnerLines(notice, "http://localhost:3000").join("\n")).toContain(
      `${DEMO_OWNER.email} / Passwort: ${DEMO_OWNER.password}`,
    );
  });
});

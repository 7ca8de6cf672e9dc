/**
 * The first owner (issue 20): a shop started with the demo has a demo administrator whose sign-in
 * `npm start` prints; a shop without any administrator prints a one-time setup link instead (a
 * token whose hash is kept in the data dir: valid once, for 24 hours) whose page creates the first
 * administrator.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema/index.ts";
import { verifyPassword } from "../users/password.ts";
import { createUser, findUserByEmail, UserExistsError } from "../users/store.ts";

export const DEMO_OWNER = {
  email: "inhaber@example.de",
  password: "Laden-Demo-2026",
  displayName: "Demo-Inhaber",
};
export const SETUP_TOKEN_FILE = "admin-setup-token.json";
export const SETUP_TOKEN_SECONDS = 24 * 60 * 60;
export const SETUP_PATH = "/admin/setup/";

/** Creates the demo administrator unless the address exists (the demo seed calls it). */
export async function seedDemoOwner(db: Db): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_OWNER.email)) return false;
  await createUser(db, { ...DEMO_OWNER, role: "administrator" });
  return true;
}

/** Whether the demo administrator still signs in with the demo password (then it is worth printing). */
export async function demoOwnerUsable(db: Db): Promise<boolean> {
  const user = await findUserByEmail(db, DEMO_OWNER.email);
  return Boolean(
    user && user.role === "administrator" && (await verifyPassword(user.passwordHash, DEMO_OWNER.password)),
  );
}

export async function hasAdministrator(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "administrator")).limit(1);
  return Boolean(row);
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new setup token (replacing any earlier one); only its hash and expiry are written. */
export function issueSetupToken(dataDir: string, nowMs = Date.now()): string {
  const token = randomBytes(24).toString("base64url");
  const record = { hash: hashToken(token), expiresAt: nowMs + SETUP_TOKEN_SECONDS * 1000 };
  writeFileSync(join(dataDir, SETUP_TOKEN_FILE), JSON.stringify(record), { mode: 0o600 });
  return token;
}

/** Whether the token is the current, unexpired one (the setup page checks it before showing). */
export function setupTokenValid(dataDir: string, token: unknown, nowMs = Date.now()): boolean {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{32}$/.test(token)) return false;
  let record: { hash?: unknown; expiresAt?: unknown };
  try {
    record = JSON.parse(readFileSync(join(dataDir, SETUP_TOKEN_FILE), "utf8"));
  } catch {
    return false;
  }
  if (typeof record.hash !== "string" || typeof record.expiresAt !== "number" || record.expiresAt < nowMs)
    return false;
  const a = Buffer.from(record.hash);
  const b = Buffer.from(hashToken(token));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Uses the token up: true for exactly one caller (unlinking the file is atomic). */
function consumeSetupToken(dataDir: string, token: string, nowMs: number): boolean {
  if (!setupTokenValid(dataDir, token, nowMs)) return false;
  try {
    unlinkSync(join(dataDir, SETUP_TOKEN_FILE));
    return true;
  } catch {
    return false;
  }
}

export class SetupRefusedError extends Error {}

/**
 * Creates the first administrator with a valid setup token; refused (SetupRefusedError) when the
 * token is wrong, used or expired, or an administrator exists meanwhile.
 */
export async function createFirstAdministrator(
  db: Db,
  dataDir: string,
  input: { token: string; email: string; password: string },
  nowMs = Date.now(),
): Promise<{ id: number; email: string }> {
  if (await hasAdministrator(db)) throw new SetupRefusedError("administrator exists");
  // A taken address is answered before the token is used up, so the owner can try another.
  if (await findUserByEmail(db, input.email))
    throw new UserExistsError(`Es gibt schon ein Konto mit ${input.email}.`);
  if (!consumeSetupToken(dataDir, input.token, nowMs)) throw new SetupRefusedError("token");
  return db.transaction(async (tx) => {
    // Two setup requests at once (two processes): the second sees the first's administrator.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('laden first administrator'))`);
    if (await hasAdministrator(tx as unknown as Db)) throw new SetupRefusedError("administrator exists");
    const row = await createUser(tx as unknown as Db, {
      email: input.email,
      password: input.password,
      role: "administrator",
    });
    return { id: row.id, email: row.email };
  });
}

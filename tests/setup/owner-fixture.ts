/**
 * Back-office test owners: an account with an owner role made through the users module, and a
 * Visitor signed in as that owner. The one way every back-office HTTP test gets an owner, so the
 * owner sign-in (two-factor, idle expiry) can change here without touching each test.
 */
import type { Db } from "#db/client.ts";
import { createUser } from "#modules/users/store.ts";
import { TEST_PASSWORD, uniqueEmail } from "./orders-fixture.ts";
import { hidden, Visitor } from "./visitor.ts";

export type OwnerRole = "administrator" | "shop_manager";

export async function createOwner(
  db: Db,
  role: OwnerRole = "administrator",
  email = uniqueEmail(role === "administrator" ? "admin" : "manager"),
): Promise<{ id: number; email: string; role: OwnerRole }> {
  const row = await createUser(db, { email, role, password: TEST_PASSWORD, displayName: `Test ${role}` });
  return { id: row.id, email: row.email, role };
}

/** A cookie-jar visitor signed in as the owner (through the owner sign-in form, as a person would). */
export async function ownerVisitor(base: () => string, owner: { email: string }): Promise<Visitor> {
  const visitor = new Visitor(base);
  await signInAsOwner(visitor, owner.email, TEST_PASSWORD);
  return visitor;
}

/** Posts the owner sign-in form (its nonce from the page); the answer as it came. */
export async function postOwnerSignIn(visitor: Visitor, email: string, password: string, next?: string) {
  const { text } = await visitor.get(`/admin/login/${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  return visitor.post("/admin/login/", {
    email,
    password,
    nonce: hidden(text, "nonce"),
    ...(next ? { next } : {}),
  });
}

async function signInAsOwner(visitor: Visitor, email: string, password: string): Promise<void> {
  const { res } = await postOwnerSignIn(visitor, email, password);
  if (res.status !== 302 && res.status !== 303) throw new Error(`owner sign-in failed: ${res.status}`);
}

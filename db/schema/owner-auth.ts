import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./system.ts";

/** An owner's TOTP secret (encrypted, modules/owner-auth/secret-crypto.ts); on once enabledAt is set. */
export const ownerTotp = pgTable("owner_totp", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The last accepted 30-second step: a code is accepted once (no replay). */
  lastStep: bigint({ mode: "number" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes (SHA-256), each usable once. */
export const ownerRecoveryCodes = pgTable(
  "owner_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("owner_recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./system.ts";

/**
 * Application passwords for scripts using the REST API with HTTP Basic auth (as WordPress's).
 * A password is 24 random characters shown once; only its SHA-256 is stored (it is random
 * enough that a slow hash adds nothing, and every request checks it).
 */
export const applicationPasswords = pgTable(
  "application_passwords",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    passwordHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jsonb } from "./jsonb.ts";

/** Owner settings (theme, shop, legal); values are JSON validated by modules/settings. */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    displayName: text().notNull().default(""),
    role: text().$type<"customer" | "shop_manager" | "administrator">().notNull().default("customer"),
    passwordHash: text().notNull(),
    meta: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set: the account may not sign in (password, sessions, application passwords); migration 0060. */
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    // The back office's customers list (migration 0022): newest first per role, search by trigram.
    index("users_role_created_idx").on(t.role, t.createdAt.desc(), t.id.desc()),
    index("users_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("users_display_name_trgm_idx").using("gin", sql`lower(${t.displayName}) gin_trgm_ops`),
  ],
);

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

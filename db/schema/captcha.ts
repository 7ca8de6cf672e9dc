import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Proof-of-work challenges already used (modules/forms/captcha/pow.server.ts): each is accepted
 * once. Rows are useless after `expires_at` and are deleted then.
 */
export const captchaSpent = pgTable(
  "captcha_spent",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_spent_expires_idx").on(t.expiresAt)],
);

/** Used proof-of-work challenges in PostgreSQL (shared by every app process). */
import { lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { captchaSpent } from "#db/schema/index.ts";
import type { SpentChallenges } from "./pow.ts";

export class DbSpentChallenges implements SpentChallenges {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async spend(id: string, expiresAt: Date): Promise<boolean> {
    // Expired rows go first (cheap: indexed), then the insert decides: a conflict means "used".
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, sql`now()`));
    const rows = await this.db
      .insert(captchaSpent)
      .values({ id, expiresAt })
      .onConflictDoNothing()
      .returning({ id: captchaSpent.id });
    return rows.length === 1;
  }
}

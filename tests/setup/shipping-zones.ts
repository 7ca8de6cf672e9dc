/**
 * The countries the shop ships to besides Germany, for tests that need other EU destinations:
 * the zones without Germany get exactly these (the demo has one, "EU-Ausland"). The zone tables'
 * triggers notify the settings channel, so wrap the call in settingsChange for a running app.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";

export async function shipAbroadTo(db: Db, countries: readonly string[]): Promise<void> {
  const abroad = countries.filter((c) => c !== "DE");
  await db.execute(
    sql`update shipping_zones set countries = ${`{${abroad.join(",")}}`}::text[] where not ('DE' = any(countries))`,
  );
}

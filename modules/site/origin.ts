/**
 * Where absolute links in e-mails point (a password-reset link, an order's page, a form upload).
 * Never the request's Host or X-Forwarded-Host: a visitor chooses those, and a reset link sent to
 * their host hands them a valid key. PUBLIC_URL when set, else the `site.origin` setting (recorded
 * at first start from HOST and PORT, or set by the owner).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { settings } from "#db/schema/index.ts";
import { getSetting } from "../settings/index.ts";

export type OriginConfig = { PUBLIC_URL?: string | undefined; HOST: string; PORT: number };

/** The origin a process listening on HOST:PORT is reached at from the same machine. */
export function listenOrigin({ HOST, PORT }: Pick<OriginConfig, "HOST" | "PORT">): string {
  const any = HOST === "0.0.0.0" || HOST === "::" || HOST === "[::]" || HOST === "";
  const host = any ? "localhost" : HOST.includes(":") && !HOST.startsWith("[") ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

/** PUBLIC_URL (without a trailing slash), else the recorded or owner-set origin; undefined when unknown. */
export async function mailOrigin(db: Db, config: OriginConfig): Promise<string | undefined> {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  const recorded = await getSetting(db, "site.origin");
  return recorded === "" ? undefined : recorded;
}

/**
 * For mails that must go out whatever (an order's confirmation, a withdrawal's receipt, the
 * owner's copy of a form): the mail origin, else this process's own address from its
 * configuration, still never the request's.
 */
export async function mailLinkOrigin(db: Db, config: OriginConfig): Promise<string> {
  return (await mailOrigin(db, config)) ?? listenOrigin(config);
}

/**
 * At a server's first start without PUBLIC_URL (and at any start while the address is unknown):
 * record its address so mails have links from the first request on (the demo on localhost). A
 * recorded or owner-set value stays; a conditional upsert, so concurrent starts agree.
 */
export async function recordFirstOrigin(db: Db, config: OriginConfig): Promise<void> {
  if (config.PUBLIC_URL) return;
  await db
    .insert(settings)
    .values({ key: "site.origin", value: listenOrigin(config) })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      setWhere: sql`${settings.value} = '""'::jsonb`,
    });
}

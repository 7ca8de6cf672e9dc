/**
 * What `npm start` tells the person starting the shop about signing in to the back office: the
 * demo administrator's sign-in, or, in a shop without any administrator, a one-time setup link.
 */
import type { Db } from "../db/client.ts";
import {
  DEMO_OWNER,
  demoOwnerUsable,
  hasAdministrator,
  issueSetupToken,
  SETUP_PATH,
} from "../modules/owner-auth/first-owner.ts";

export type FirstOwnerNotice =
  | { kind: "demo"; email: string; password: string }
  | { kind: "setup"; token: string }
  | undefined;

export async function firstOwnerNotice(
  db: Db,
  opts: { demo: boolean; dataDir: string },
): Promise<FirstOwnerNotice> {
  if (opts.demo && (await demoOwnerUsable(db))) {
    return { kind: "demo", email: DEMO_OWNER.email, password: DEMO_OWNER.password };
  }
  if (await hasAdministrator(db)) return undefined;
  return { kind: "setup", token: issueSetupToken(opts.dataDir) };
}

/** The lines for the console (German, as the rest of the start output for owners). */
export function firstOwnerLines(notice: FirstOwnerNotice, baseUrl: string): string[] {
  if (!notice) return [];
  if (notice.kind === "demo") {
    return [
      `Verwaltung: ${baseUrl}/admin/`,
      `  Demo-Inhaber: ${notice.email} / Passwort: ${notice.password}`,
    ];
  }
  return [
    "Noch kein Administrator: Einmal-Link zum Anlegen (24 Stunden gültig):",
    `  ${baseUrl}${SETUP_PATH}?token=${notice.token}`,
  ];
}

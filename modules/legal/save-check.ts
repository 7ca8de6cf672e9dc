/**
 * Saving the legal data while the shop is live (issue 21): a save that empties required data that
 * was complete before is refused (`removed`); one that leaves data still missing saves and warns
 * (`missing`), so an owner can fill the form step by step. In coming-soon mode nothing is refused.
 */
import type { Db } from "#db/client.ts";
import type { MessageKey } from "../i18n/index.ts";
import type { Settings } from "../settings/definitions.ts";
import { legalGaps } from "./status.ts";

export async function legalSaveVerdict(
  db: Db,
  input: { current: Settings; next: Settings; demo: boolean },
): Promise<{ removed: MessageKey[]; missing: MessageKey[] }> {
  const [before, after] = await Promise.all([
    legalGaps(db, input.current, input.demo),
    legalGaps(db, input.next, input.demo),
  ]);
  const missingBefore = new Set(before.map((g) => g.label));
  const live = !input.next["shop.comingSoon"];
  const removed = live ? after.filter((g) => !missingBefore.has(g.label)).map((g) => g.label) : [];
  return { removed, missing: after.map((g) => g.label) };
}

/**
 * The navigation's counter of new submissions (issue 26 item 7): one count query (a partial index
 * on unread, untrashed, saved submissions) and its spoken label, made on the server so the
 * catalogue of the submissions screens stays out of every back-office page's JavaScript.
 */
import type { Db } from "#db/client.ts";
import { unreadSubmissionCount } from "#modules/forms/inbox/store.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-submissions.ts";

export async function unreadSubmissionsBadge(
  db: Db,
  lang: Lang,
): Promise<{ count: number; label: string } | null> {
  const count = await unreadSubmissionCount(db);
  if (count === 0) return null;
  const label =
    count === 1
      ? translate(lang, "adminSubs.nav.unreadOne")
      : translate(lang, "adminSubs.nav.unread", { count });
  return { count, label };
}

/** The forms list's links into the submissions screens, labelled on the server (same reason). */
export function formsListLabels(lang: Lang) {
  return {
    erase: translate(lang, "adminSubs.erase.link"),
    submissionsOf: translate(lang, "adminSubs.submissionsOf", { count: "{count}", title: "{title}" }),
  };
}

/**
 * The owner's mail for a comment awaiting moderation (German: the shop reads it), queued through
 * the mail outbox in the transaction that stores the comment; the dedupe key is the comment's id.
 */
import type { Db } from "#db/client.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-comments.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Settings } from "../settings/index.ts";
import { escapeHtml } from "../shared/html.ts";

export type CommentMail = { id: number; postTitle: string; author: string; email: string; text: string };

/** Nothing when the shop has no address to send it to. */
export async function queueCommentMail(db: Db, settings: Settings, mail: CommentMail): Promise<void> {
  const to = settings["shop.orderNotificationEmail"] || settings["legal.email"];
  if (!to) return;
  const de = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate("de", key, params);
  const link = `${settings["site.origin"]}/admin/comments/`;
  const excerpt = mail.text.length > 600 ? `${mail.text.slice(0, 600)} …` : mail.text;
  const lines = [
    de("comments.mail.intro", { post: mail.postTitle }),
    de("comments.mail.author", { name: mail.author, email: mail.email }),
    excerpt,
    de("comments.mail.link", { link }),
  ];
  await enqueueMail(db, {
    dedupeKey: `comment:hold:${mail.id}`,
    to,
    subject: de("comments.mail.subject", { post: mail.postTitle }),
    text: lines.join("\n\n"),
    html: lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, "<br>")}</p>`).join("\n"),
  });
}

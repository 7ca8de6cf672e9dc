/**
 * The owner's mail for a comment awaiting moderation (German: the shop reads it), queued through
 * the mail outbox in the transaction that stores the comment; the dedupe key is the comment's id.
 */
import type { Db } from "#db/client.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-comments.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Settings } from "../settings/index.ts";

export type CommentMail = { id: number; postTitle: string; author: string; email: string; text: string };

/** The shop's mail about a held comment ("new_comment"), rendered in German. */
export async function commentMail(
  db: Db,
  settings: Settings,
  mail: CommentMail,
  texts?: MailTexts,
): Promise<RenderedMail> {
  const de = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate("de", key, params);
  const link = `${settings["site.origin"]}/admin/comments/`;
  const excerpt = mail.text.length > 600 ? `${mail.text.slice(0, 600)} …` : mail.text;
  return renderMail({
    settings,
    id: "new_comment",
    lang: "de",
    values: {
      post_title: mail.postTitle,
      comment_author: mail.author,
      comment_author_email: mail.email,
      shop_name: settings["site.name"],
    },
    brand: await mailBrand(db, settings, settings["site.origin"]),
    texts,
    after: [
      de("comments.mail.author", { name: mail.author, email: mail.email }),
      excerpt,
      de("comments.mail.link", { link }),
    ],
  });
}

/** Nothing when the shop has no address to send it to. */
export async function queueCommentMail(db: Db, settings: Settings, mail: CommentMail): Promise<void> {
  const to = settings["shop.orderNotificationEmail"] || settings["legal.email"];
  if (!to) return;
  await enqueueMail(db, {
    dedupeKey: `comment:hold:${mail.id}`,
    to,
    ...(await commentMail(db, settings, mail)),
  });
}

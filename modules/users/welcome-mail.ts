/**
 * The new customer's welcome mail ("new_account", issue 27 item 1), queued in the transaction that
 * creates the account: no account without its mail, no mail without its account. Its link points
 * at the site's mail origin (modules/site/origin.ts), never at the request's Host.
 */
import type { Db } from "#db/client.ts";
import type { Lang } from "../i18n/index.ts";
import { mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSettings, type Settings } from "../settings/index.ts";

export type WelcomeMail = {
  email: string;
  lang: Lang;
  /** The account page's absolute URL in the customer's language. */
  accountUrl: string;
};

export async function welcomeMail(
  db: Db,
  settings: Settings,
  mail: WelcomeMail,
  texts?: MailTexts,
): Promise<RenderedMail> {
  return renderMail({
    settings,
    id: "new_account",
    lang: mail.lang,
    values: { shop_name: settings["site.name"], customer_email: mail.email, account_url: mail.accountUrl },
    brand: await mailBrand(db, settings, new URL(mail.accountUrl).origin),
    texts,
  });
}

export async function queueWelcomeMail(db: Db, userId: number, mail: WelcomeMail): Promise<void> {
  await enqueueMail(db, {
    dedupeKey: `account:${userId}:welcome`,
    to: mail.email,
    ...(await welcomeMail(db, await getSettings(db), mail)),
  });
}

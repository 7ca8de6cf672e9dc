/**
 * The password-reset mail. Its link points at the site's mail origin (modules/site/origin.ts),
 * never at the request's Host: an attacker's host would receive a valid key. The token and the
 * mail are written in one transaction into the mail outbox, so a mail server that is down delays
 * the mail (the outbox retries) instead of losing it, and a mail never carries a token that was
 * not stored.
 */
import type { Db } from "#db/client.ts";
import { type Lang, translate } from "../i18n/index.ts";
import "../i18n/messages-account.ts";
import { type MailBrand, mailBrand, type RenderedMail, renderMail } from "../mail/compose.ts";
import type { MailTexts } from "../mail/mail-types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSettings, type Settings } from "../settings/index.ts";
import { mailOrigin, type OriginConfig } from "../site/origin.ts";
import { createResetToken, hashResetToken } from "./reset-tokens.ts";
import { findUserByEmail } from "./store.ts";

export type ResetMailRequest = {
  email: string;
  lang: Lang;
  /** The lost-password page's path in the visitor's language; the link adds `?key=`. */
  lostPasswordPath: string;
};

/** `queued`; `no-account` (nothing happens); `no-origin` (an account, but no safe link to send). */
export type ResetMailOutcome = "queued" | "no-account" | "no-origin";

export async function queueResetMail(
  db: Db,
  config: OriginConfig,
  request: ResetMailRequest,
): Promise<ResetMailOutcome> {
  const user = await findUserByEmail(db, request.email);
  if (!user) return "no-account";
  const origin = await mailOrigin(db, config);
  if (!origin) return "no-origin";
  const settings = await getSettings(db);
  const brand = await mailBrand(db, settings, origin);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const token = await createResetToken(tx, user.id);
    const link = `${origin}${request.lostPasswordPath}?key=${token}`;
    await enqueueMail(tx, {
      // One mail per token; the hash, as the token itself is kept nowhere but in the mail.
      dedupeKey: `password-reset:${hashResetToken(token)}`,
      to: user.email,
      ...resetMail(settings, brand, request.lang, link),
    });
  });
  return "queued";
}

/** The mail ("lost_password"): the owner's texts or the built-in ones, the link also as a button. */
export function resetMail(
  settings: Settings,
  brand: MailBrand,
  lang: Lang,
  link: string,
  texts?: MailTexts,
): RenderedMail {
  return renderMail({
    settings,
    id: "lost_password",
    lang,
    values: { shop_name: settings["site.name"], reset_link: link },
    brand,
    texts,
    button: { url: link, label: translate(lang, "account.reset.mailButton") },
  });
}

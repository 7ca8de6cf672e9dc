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
import { enqueueMail } from "../mail/outbox.ts";
import { getSetting } from "../settings/index.ts";
import { escapeHtml } from "../shared/html.ts";
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
  const site = await getSetting(db, "site.name");
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const token = await createResetToken(tx, user.id);
    const link = `${origin}${request.lostPasswordPath}?key=${token}`;
    await enqueueMail(tx, {
      // One mail per token; the hash, as the token itself is kept nowhere but in the mail.
      dedupeKey: `password-reset:${hashResetToken(token)}`,
      to: user.email,
      ...resetMail(request.lang, site, link),
    });
  });
  return "queued";
}

/** Subject, text and HTML of the mail (pure, so the texts are testable without a database). */
export function resetMail(
  lang: Lang,
  site: string,
  link: string,
): { subject: string; text: string; html: string } {
  const text = translate(lang, "account.reset.mailText", { site, link });
  return {
    subject: translate(lang, "account.reset.mailSubject", { site }),
    text,
    html: linkMailHtml(text, link, translate(lang, "account.reset.mailButton")),
  };
}

/** A mail's HTML part: the text with the link as a button (everything escaped); also the owner invitation's. */
export function linkMailHtml(text: string, link: string, button: string): string {
  const paragraphs = text
    .split("\n\n")
    .map((part) =>
      part.trim() === link
        ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#8a3b12;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p><p style="font-size:13px;color:#5a4f48;word-break:break-all">${escapeHtml(link)}</p>`
        : `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1a17;line-height:1.5">${paragraphs}</body></html>`;
}

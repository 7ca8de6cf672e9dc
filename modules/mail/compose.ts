/**
 * The one renderer of the shop's mails (issue 27 item 1): the owner's subject, heading and text
 * for the mail and language (or the built-in ones), their placeholders filled, then the parts the
 * mail builds itself (items, totals, links, the seller's legal lines); as plain text and as HTML in
 * the shop's layout (the logo and the accent colour of the appearance settings). The sender of the
 * E-Mails settings goes along. The preview and the test send use this same function.
 */
import type { Db } from "#db/client.ts";
import type { Placeholders } from "../i18n/fill.ts";
import type { Lang } from "../i18n/index.ts";
import { getMedia } from "../media/library.ts";
import { mediaUrl } from "../media/storage.ts";
import type { Settings } from "../settings/definitions.ts";
import { escapeHtml } from "../shared/html.ts";
import { defaultMailTexts, type MailId, type MailTexts } from "./mail-types.ts";
import { fillMailText } from "./placeholders.ts";
import type { RequestedSender } from "./sender.ts";
import { mailTextsKey } from "./settings.ts";

/** The look of the mails: the appearance settings' accent colour and logo (absolute URL). */
export type MailBrand = { accent: string; logoUrl?: string; shopName: string };

export type RenderedMail = { subject: string; text: string; html: string; from?: RequestedSender };

/** The texts the mail uses: the owner's for this language, else the built-in ones. */
export function effectiveMailTexts(settings: Settings, id: MailId, lang: Lang): MailTexts {
  return settings[mailTextsKey(id)][lang] ?? defaultMailTexts(id, lang);
}

/** The sender of the E-Mails settings (undefined: `MAIL_FROM` as it is). */
export function mailSender(settings: Settings): RequestedSender | undefined {
  const name = settings["mail.fromName"];
  const address = settings["mail.fromAddress"];
  if (!name && !address) return undefined;
  return { ...(name ? { name } : {}), ...(address ? { address } : {}) };
}

const brandFrom = (settings: Settings): MailBrand => ({
  accent: settings["theme.accentColor"],
  shopName: settings["site.name"],
});

/** The brand with the logo's absolute URL (none without a logo, a stored file or a site address). */
export async function mailBrand(db: Db, settings: Settings, siteUrl: string): Promise<MailBrand> {
  const brand = brandFrom(settings);
  const id = settings["theme.logoMediaId"];
  if (!id || !siteUrl) return brand;
  const logo = await getMedia(db, id);
  if (!logo) return brand;
  try {
    return { ...brand, logoUrl: new URL(mediaUrl(logo.file), siteUrl).href };
  } catch {
    return brand;
  }
}

export type MailInput = {
  settings: Settings;
  id: MailId;
  lang: Lang;
  values: Placeholders;
  /** Paragraphs after the owner's text (built by the mail: items, totals, links, legal lines). */
  after?: readonly string[];
  brand: MailBrand;
  /** A paragraph that is exactly this URL is shown as a button (the set-password link). */
  button?: { url: string; label: string };
  /** Texts to use instead of the stored ones (the preview and the test send of unsaved texts). */
  texts?: MailTexts;
};

/** Blank-line separated paragraphs, none empty. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");

export function renderMail(input: MailInput): RenderedMail {
  const texts = input.texts ?? effectiveMailTexts(input.settings, input.id, input.lang);
  const fill = (text: string) => fillMailText(text, input.values);
  const subject = fill(texts.subject).replace(/\s+/g, " ").trim();
  const heading = fill(texts.heading).trim();
  const blocks = [...paragraphs(fill(texts.text)), ...(input.after ?? []).filter((b) => b.trim() !== "")];
  const text = [...(heading ? [heading] : []), ...blocks].join("\n\n");
  const from = mailSender(input.settings);
  return {
    subject,
    text,
    html: mailHtml({ lang: input.lang, subject, heading, blocks, brand: input.brand, button: input.button }),
    ...(from ? { from } : {}),
  };
}

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

function paragraphHtml(block: string, accent: string, button?: MailInput["button"]): string {
  if (button && block === button.url) {
    const url = escapeHtml(button.url);
    return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${accent};color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p><p style="font-size:13px;color:#5a4f48;word-break:break-all">${url}</p>`;
  }
  return `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, "<br>")}</p>`;
}

/** The HTML part: logo (or the shop's name), a card with the heading in the accent colour, the paragraphs. */
export function mailHtml(input: {
  lang: Lang;
  subject: string;
  heading: string;
  blocks: readonly string[];
  brand: MailBrand;
  button?: MailInput["button"];
}): string {
  const { brand } = input;
  const accent = /^#[0-9a-fA-F]{6}$/.test(brand.accent) ? brand.accent : "#8a3b12";
  const top = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.shopName)}" style="max-height:64px;max-width:240px;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:${accent}">${escapeHtml(brand.shopName)}</span>`;
  const heading = input.heading
    ? `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${accent}">${escapeHtml(input.heading)}</h1>`
    : "";
  const body = input.blocks.map((b) => paragraphHtml(b, accent, input.button)).join("");
  return `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head><body style="margin:0;padding:0;background:#f6f2ee;font-family:${FONT};color:#2b2420;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:24px 16px"><div style="padding:0 0 16px">${top}</div><div style="background:#ffffff;border-top:4px solid ${accent};border-radius:8px;padding:24px">${heading}${body}</div></div></body></html>`;
}

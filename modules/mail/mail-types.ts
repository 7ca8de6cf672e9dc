/**
 * Every mail the shop sends whose words the owner may change (issue 27 item 1): who gets it, the
 * placeholders its subject, heading and text may use, and its built-in texts per language. The
 * built-in subject and text are the catalogue's own (each catalogue placeholder mapped to the
 * owner's name for it), so a mail nobody edited reads exactly as before; the headings are new.
 * The parts a text cannot hold (items, totals, payment, addresses, links, the seller's legal lines)
 * stay built in and follow the owner's text.
 */
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-orders.ts";
import "../i18n/messages-order-mail.ts";
import "../i18n/messages-order-status-mail.ts";
import "../i18n/messages-admin-orders-list.ts";
import "../i18n/messages-voucher-texts.ts";
import "../i18n/messages-account.ts";
import "../i18n/messages-comments.ts";
import "../i18n/messages-admin-stock.ts";
import "../i18n/messages-mail-texts.ts";

export const MAIL_IDS = [
  "order_received",
  "order_processing",
  "order_completed",
  "order_cancelled",
  "order_refunded",
  "customer_note",
  "withdrawal_received",
  "gift_vouchers",
  "lost_password",
  "new_account",
  "owner_new_order",
  "low_stock",
  "out_of_stock",
  "new_comment",
] as const;

export type MailId = (typeof MAIL_IDS)[number];

export function isMailId(id: string): id is MailId {
  return (MAIL_IDS as readonly string[]).includes(id);
}

/** A catalogue text; `params` maps its placeholders to the owner's (`{number}` → `{order_number}`). */
type Piece = { key: MessageKey; params?: Record<string, string> };

export type MailType = {
  id: MailId;
  /** "shop": read by the shop, in German only. */
  to: "customer" | "shop";
  placeholders: readonly string[];
  /** Placeholders the text must keep (the mail is useless without them). */
  required?: readonly string[];
  subject: Piece;
  heading: Piece;
  text: readonly Piece[];
};

const ORDER = [
  "order_number",
  "order_date",
  "order_total",
  "customer_first_name",
  "customer_last_name",
  "shop_name",
] as const;

/** The catalogue's order placeholders under the owner's names. */
const ORDER_PARAMS = {
  number: "{order_number}",
  shop: "{shop_name}",
  name: "{customer_first_name}",
  total: "{order_total}",
  date: "{order_date}",
};

const greeting: Piece = { key: "mail.order.greeting", params: ORDER_PARAMS };

function statusMail(status: "processing" | "completed" | "cancelled" | "refunded"): MailType {
  return {
    id: `order_${status}`,
    to: "customer",
    placeholders: ORDER,
    subject: { key: `mail.status.${status}.subject`, params: ORDER_PARAMS },
    heading: { key: `mailTexts.heading.order_${status}` },
    text: [greeting, { key: `mail.status.${status}.body`, params: ORDER_PARAMS }],
  };
}

export const MAIL_TYPES: readonly MailType[] = [
  {
    id: "order_received",
    to: "customer",
    placeholders: ORDER,
    subject: { key: "mail.order.subject", params: ORDER_PARAMS },
    heading: { key: "mailTexts.heading.order_received" },
    text: [greeting, { key: "mail.order.intro" }],
  },
  statusMail("processing"),
  statusMail("completed"),
  statusMail("cancelled"),
  statusMail("refunded"),
  {
    id: "customer_note",
    to: "customer",
    placeholders: ORDER,
    subject: { key: "orderNote.mail.subject", params: ORDER_PARAMS },
    heading: { key: "mailTexts.heading.customer_note" },
    text: [greeting, { key: "orderNote.mail.intro", params: ORDER_PARAMS }],
  },
  {
    id: "withdrawal_received",
    to: "customer",
    placeholders: [
      "order_number",
      "order_date",
      "customer_name",
      "withdrawal_date",
      "withdrawal_time",
      "shop_name",
    ],
    subject: { key: "withdrawal.mail.subject", params: { number: "{order_number}" } },
    heading: { key: "mailTexts.heading.withdrawal_received" },
    text: [
      { key: "withdrawal.mail.greeting", params: { name: "{customer_name}" } },
      { key: "withdrawal.mail.intro", params: { date: "{withdrawal_date}", time: "{withdrawal_time}" } },
    ],
  },
  {
    id: "gift_vouchers",
    to: "customer",
    placeholders: ORDER,
    subject: { key: "voucher.mail.subject", params: ORDER_PARAMS },
    heading: { key: "mailTexts.heading.gift_vouchers" },
    text: [greeting, { key: "voucher.mail.intro", params: ORDER_PARAMS }],
  },
  {
    id: "lost_password",
    to: "customer",
    placeholders: ["shop_name", "reset_link"],
    required: ["reset_link"],
    subject: { key: "account.reset.mailSubject", params: { site: "{shop_name}" } },
    heading: { key: "mailTexts.heading.lost_password" },
    text: [{ key: "account.reset.mailText", params: { site: "{shop_name}", link: "{reset_link}" } }],
  },
  {
    id: "new_account",
    to: "customer",
    placeholders: ["shop_name", "customer_email", "account_url"],
    subject: { key: "mailTexts.newAccount.subject" },
    heading: { key: "mailTexts.heading.new_account" },
    text: [{ key: "mailTexts.newAccount.text" }],
  },
  {
    id: "owner_new_order",
    to: "shop",
    placeholders: [...ORDER, "customer_email"],
    subject: { key: "mail.shop.subject", params: ORDER_PARAMS },
    heading: { key: "mailTexts.heading.owner_new_order" },
    text: [{ key: "mail.shop.intro" }],
  },
  {
    id: "low_stock",
    to: "shop",
    placeholders: ["product_name", "sku", "stock_quantity", "stock_threshold", "shop_name"],
    subject: { key: "stock.mail.lowSubject", params: { name: "{product_name}" } },
    heading: { key: "mailTexts.heading.low_stock" },
    text: [
      {
        key: "stock.mail.lowText",
        params: { name: "{product_name}", quantity: "{stock_quantity}", threshold: "{stock_threshold}" },
      },
    ],
  },
  {
    id: "out_of_stock",
    to: "shop",
    placeholders: ["product_name", "sku", "stock_quantity", "shop_name"],
    subject: { key: "stock.mail.outSubject", params: { name: "{product_name}" } },
    heading: { key: "mailTexts.heading.out_of_stock" },
    text: [{ key: "stock.mail.outText", params: { name: "{product_name}" } }],
  },
  {
    id: "new_comment",
    to: "shop",
    placeholders: ["post_title", "comment_author", "comment_author_email", "shop_name"],
    subject: { key: "comments.mail.subject", params: { post: "{post_title}" } },
    heading: { key: "mailTexts.heading.new_comment" },
    text: [{ key: "comments.mail.intro", params: { post: "{post_title}" } }],
  },
];

export function mailType(id: MailId): MailType {
  return MAIL_TYPES.find((m) => m.id === id)!;
}

/** The languages a mail is written in: the customer's (German or English), or the shop's German. */
export function mailLangs(id: MailId): readonly Lang[] {
  return mailType(id).to === "shop" ? ["de"] : ["de", "en"];
}

export type MailTexts = { subject: string; heading: string; text: string };

const piece = (lang: Lang, p: Piece) => translate(lang, p.key, p.params);

/** The built-in texts of a mail in a language, with the owner's placeholder names. */
export function defaultMailTexts(id: MailId, lang: Lang): MailTexts {
  const type = mailType(id);
  return {
    subject: piece(lang, type.subject),
    heading: piece(lang, type.heading),
    text: type.text.map((p) => piece(lang, p)).join("\n\n"),
  };
}

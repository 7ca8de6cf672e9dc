/**
 * The AGB and the Widerrufsbelehrung on a durable medium (§ 312f BGB): when an order is placed,
 * a job queued in the checkout's transaction draws the two legal pages as they are at that moment
 * (the pages chosen in the Rechtliches settings, their [legal_data] and shipping table expanded as
 * the storefront shows them) into PDFs stored with the order, once, and then lets the held order
 * confirmation go with them attached. Drawing stays off checkout's hot path; the confirmation
 * waits for it (seconds), at most LEGAL_TEXT_HOLD_SECONDS.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { orderLegalTexts } from "#db/schema/documents.ts";
import { type LegalTextKind, type MailAttachment, orders } from "#db/schema/orders.ts";
import { getPage } from "../content/store.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { defineJob } from "../jobs/define.ts";
import { enqueueJob } from "../jobs/enqueue.ts";
import { legalData } from "../legal/legal-data.ts";
import type { LegalPaths } from "../legal/page-kinds.ts";
import { legalPagePaths } from "../legal/pages.ts";
import { expandLegalShortcodes } from "../legal/render.ts";
import { releaseMail } from "../mail/outbox.ts";
import { formatOrderDate } from "../orders/format.ts";
import type { Settings } from "../settings/definitions.ts";
import { getSettings } from "../settings/store.ts";
import { expandShippingTable } from "../shipping/page-table.ts";
import { htmlBlocks } from "./html-blocks.ts";
import "../i18n/messages-document-mails.ts";
import "../i18n/messages-documents.ts";

export const LEGAL_TEXT_KINDS: readonly LegalTextKind[] = ["terms", "withdrawal"];

/** How long the order confirmation waits for its legal texts before the worker tries anyway. */
export const LEGAL_TEXT_HOLD_SECONDS = 300;

const PDF = "application/pdf";

/** The confirmation's attachments (references; the job stores what they point to). */
export function legalTextAttachments(
  orderId: number,
  lang: Lang,
  kinds = LEGAL_TEXT_KINDS,
): MailAttachment[] {
  return kinds.map((kind) => ({
    filename: translate(lang, `documentMail.filename.${kind}`),
    contentType: PDF,
    source: { legalText: { orderId, kind } },
  }));
}

/** The page behind a legal text: the chosen one (else the conventional address), in `lang`, else German. */
async function legalPage(db: Db, settings: Settings, paths: LegalPaths, kind: LegalTextKind, lang: Lang) {
  const slug = paths[kind].replace(/^\/+|\/+$/g, "");
  const page = (await getPage(db, slug, lang)) ?? (lang === "de" ? undefined : await getPage(db, slug, "de"));
  if (!page) return undefined;
  const html = expandLegalShortcodes(page.content, legalData(settings), page.lang);
  return { title: page.title, html: await expandShippingTable(db, html, page.lang) };
}

/**
 * Draws and stores the order's legal texts not stored yet (a second run stores nothing) and
 * returns the kinds stored. A page that does not exist is skipped and reported through `log`.
 */
export async function storeLegalTexts(
  db: Db,
  orderId: number,
  log: (msg: string, fields?: Record<string, unknown>) => void = () => {},
): Promise<LegalTextKind[]> {
  const [order] = await db
    .select({ lang: orders.lang, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return [];
  const stored = await db
    .select({ kind: orderLegalTexts.kind })
    .from(orderLegalTexts)
    .where(eq(orderLegalTexts.orderId, orderId));
  const kinds = new Set(stored.map((s) => s.kind));
  if (kinds.size === LEGAL_TEXT_KINDS.length) return [...LEGAL_TEXT_KINDS];
  const settings = await getSettings(db);
  const paths = await legalPagePaths(db, settings);
  for (const kind of LEGAL_TEXT_KINDS) {
    if (kinds.has(kind)) continue;
    const page = await legalPage(db, settings, paths, kind, order.lang);
    if (!page) {
      log(
        translate("de", "documentMail.error.noPage", {
          title: translate("de", `documentMail.kind.${kind}`),
        }),
      );
      continue;
    }
    // Loaded with the first document, not at start (the PDF renderer: issue.ts).
    const { renderLegalPdf } = await import("./legal-pdf.ts");
    const pdf = await renderLegalPdf({
      title: page.title,
      shop: settings["site.name"],
      version: translate(order.lang, "documentMail.legal.stand", {
        date: formatOrderDate(order.createdAt, order.lang),
        order: orderId,
      }),
      blocks: htmlBlocks(page.html),
      pageLabel: (p, pages) => translate(order.lang, "document.page", { page: p, pages }),
    });
    await db
      .insert(orderLegalTexts)
      .values({
        orderId,
        kind,
        title: page.title,
        pdf,
        sha256: createHash("sha256").update(pdf).digest("hex"),
      })
      .onConflictDoNothing();
    kinds.add(kind);
  }
  return LEGAL_TEXT_KINDS.filter((k) => kinds.has(k));
}

export const storeLegalTextsJob = defineJob(
  "documents.legal-texts",
  z.object({ orderId: z.number().int().positive(), mailKey: z.string().min(1) }),
  async ({ orderId, mailKey }, { db, log, kickOutbox }) => {
    const kinds = await storeLegalTexts(db, orderId, log);
    const [order] = await db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
    await releaseMail(db, mailKey, legalTextAttachments(orderId, order?.lang ?? "de", kinds));
    kickOutbox?.();
  },
);

/**
 * Inside the checkout's transaction: queues the job that stores the legal texts and answers what
 * the order confirmation (`mailKey`) attaches and how long it is held for them.
 */
export async function queueLegalTexts(
  tx: Db,
  order: { id: number; lang: Lang },
  mailKey: string,
): Promise<{ attachments: MailAttachment[]; holdSeconds: number }> {
  await enqueueJob(
    tx,
    storeLegalTextsJob,
    { orderId: order.id, mailKey },
    { jobKey: `legal-texts:${order.id}` },
  );
  return { attachments: legalTextAttachments(order.id, order.lang), holdSeconds: LEGAL_TEXT_HOLD_SECONDS };
}

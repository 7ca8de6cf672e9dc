/**
 * What a credit note (Rechnungskorrektur) gives back, line by line: the order lines' refunded
 * amounts, and money beyond the lines (shipping, goodwill) split over the order's VAT rates in
 * proportion to its goods — the rule the invoice used for shipping. Tax per rate only where the
 * order charged tax at that rate (none under reverse charge or § 19). Pure.
 */
import { vatContained } from "../cart/totals.ts";
import { type Lang, translate } from "../i18n/index.ts";
import { splitByValue } from "../shared/money.ts";
import type { SnapshotDiscount, SnapshotLine } from "./snapshot.ts";
import "../i18n/messages-documents.ts";

type Item = Omit<SnapshotLine, "position">;

export type Credited = { byItem: Map<number, { quantity: number; amountCents: number }>; otherCents: number };

export function creditLines(input: {
  items: readonly Item[];
  credit: Credited;
  /** The tax the order charged, per rate (orders.vat). */
  charged: readonly { rateBp: number; cents: number }[];
  lang: Lang;
}): { lines: SnapshotLine[]; vat: { rateBp: number; cents: number }[] } {
  const lines: SnapshotLine[] = [];
  for (const item of input.items) {
    const c = item.itemId === null ? undefined : input.credit.byItem.get(item.itemId);
    if (!c || c.amountCents <= 0) continue;
    const quantity = c.quantity > 0 ? c.quantity : 1;
    lines.push({
      ...item,
      position: lines.length + 1,
      quantity: c.quantity,
      unitCents: Math.round(c.amountCents / quantity),
      totalCents: c.amountCents,
    });
  }
  if (input.credit.otherCents > 0) {
    const goods = new Map<number, number>();
    for (const item of input.items)
      goods.set(item.vatRateBp, (goods.get(item.vatRateBp) ?? 0) + item.totalCents);
    for (const [rateBp, share] of splitByValue(input.credit.otherCents, goods)) {
      if (share <= 0) continue;
      lines.push({
        position: lines.length + 1,
        itemId: null,
        name: translate(input.lang, "document.credit.other", {
          rate: (rateBp / 100).toLocaleString("de-DE"),
        }),
        sku: null,
        attributes: "",
        quantity: 1,
        unitCents: share,
        totalCents: share,
        vatRateBp: rateBp,
      });
    }
  }
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatRateBp, (byRate.get(l.vatRateBp) ?? 0) + l.totalCents);
  const taxed = new Set(input.charged.filter((v) => v.cents > 0).map((v) => v.rateBp));
  const vat = [...byRate.entries()]
    .filter(([rateBp]) => taxed.has(rateBp))
    .map(([rateBp, gross]) => ({ rateBp, cents: vatContained(gross, rateBp) }));
  return { lines, vat };
}

/** What credit notes already gave back, from their lines. */
export function creditedSoFar(notes: readonly { lines: readonly SnapshotLine[] }[]): Credited {
  const byItem = new Map<number, { quantity: number; amountCents: number }>();
  let otherCents = 0;
  for (const note of notes) {
    for (const l of note.lines) {
      if (l.itemId === null) {
        otherCents += l.totalCents;
        continue;
      }
      const done = byItem.get(l.itemId) ?? { quantity: 0, amountCents: 0 };
      byItem.set(l.itemId, {
        quantity: done.quantity + l.quantity,
        amountCents: done.amountCents + l.totalCents,
      });
    }
  }
  return { byItem, otherCents };
}

/** The rest of an invoice after earlier credit notes: what a cancellation credits. */
export function invoiceRest(
  invoice: { lines: readonly SnapshotLine[]; shippingCents: number },
  earlier: Credited,
): Credited {
  const byItem = new Map<number, { quantity: number; amountCents: number }>();
  for (const l of invoice.lines) {
    if (l.itemId === null) continue;
    const done = earlier.byItem.get(l.itemId) ?? { quantity: 0, amountCents: 0 };
    byItem.set(l.itemId, {
      quantity: Math.max(0, l.quantity - done.quantity),
      amountCents: Math.max(0, l.totalCents - done.amountCents),
    });
  }
  return { byItem, otherCents: Math.max(0, invoice.shippingCents - earlier.otherCents) };
}

/**
 * The tax a cancellation gives back per rate: the invoice's minus what earlier credit notes gave
 * back, so that together they return exactly the invoiced tax (rounding each part on its own
 * could be a cent off).
 */
export function vatRest(
  invoice: readonly { rateBp: number; vatCents: number }[],
  earlier: readonly (readonly { rateBp: number; vatCents: number }[])[],
): { rateBp: number; cents: number }[] {
  return invoice.map((row) => ({
    rateBp: row.rateBp,
    cents: Math.max(
      0,
      row.vatCents - earlier.flat().reduce((sum, e) => sum + (e.rateBp === row.rateBp ? e.vatCents : 0), 0),
    ),
  }));
}

/**
 * The coupon discounts a cancellation credits (issue 24): the invoice's per code and rate, less
 * what earlier credit notes credited, and never more than the goods credited at that rate — so
 * the credit note's totals mirror the invoice's (without this it would credit the undiscounted
 * amount).
 */
export function discountRest(
  invoice: readonly SnapshotDiscount[],
  earlier: readonly (readonly SnapshotDiscount[])[],
  lines: readonly { totalCents: number; vatRateBp: number }[],
): SnapshotDiscount[] {
  const room = new Map<number, number>();
  for (const l of lines) room.set(l.vatRateBp, (room.get(l.vatRateBp) ?? 0) + l.totalCents);
  const rest: SnapshotDiscount[] = [];
  for (const d of invoice) {
    const done = earlier
      .flat()
      .filter((e) => e.code === d.code && e.rateBp === d.rateBp)
      .reduce((sum, e) => sum + e.grossCents, 0);
    const left = room.get(d.rateBp) ?? 0;
    const grossCents = Math.min(Math.max(0, d.grossCents - done), left);
    if (grossCents <= 0) continue;
    room.set(d.rateBp, left - grossCents);
    rest.push({ code: d.code, rateBp: d.rateBp, grossCents });
  }
  return rest;
}

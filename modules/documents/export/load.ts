/**
 * The issued documents of a range of Berlin days, for the exports and the Belege screen: read in
 * batches by (issued_at, id), so a year of documents never sits in memory at once. Amounts and
 * names come from each document's stored snapshot, never from the order as it is now; only the
 * order's country of taxation (fixed at checkout) is read beside it.
 */
import { and, asc, count, desc, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type DocumentKind, orderDocuments } from "#db/schema/documents.ts";
import { orders } from "#db/schema/orders.ts";
import type { MessageKey } from "../../i18n/index.ts";
import { addDays, berlinDayStart, berlinWallTime, type DayRange } from "../../reports/berlin-days.ts";
import type { DocumentSnapshot } from "../snapshot.ts";

export type ExportDocument = {
  id: number;
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  orderId: number;
  taxCountry: string;
  snapshot: DocumentSnapshot;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range one request reads (ten years: what § 147 AO makes a shop keep). */
const MAX_DAYS = 3660;

/** `from`/`to` (YYYY-MM-DD, both included) as a range of Berlin days, or what is wrong with them. */
export function parseExportRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { range: DayRange } | { error: MessageKey } {
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || !berlinWallTime(from) || !berlinWallTime(to)) {
    return { error: "accounting.range.invalid" };
  }
  if (from > to) return { error: "accounting.range.order" };
  if (addDays(from, MAX_DAYS) < to) return { error: "accounting.range.tooLong" };
  return { range: { from, to, start: berlinDayStart(from), end: berlinDayStart(addDays(to, 1)) } };
}

const inRange = (range: DayRange) =>
  and(gte(orderDocuments.issuedAt, range.start), lt(orderDocuments.issuedAt, range.end));

/** Every document of the range, oldest first, in batches. */
export async function* documentsInRange(
  db: Db,
  range: DayRange,
  batchSize = 500,
): AsyncGenerator<ExportDocument[]> {
  let after: { issuedAt: Date; id: number } | null = null;
  for (;;) {
    const rows: ExportDocument[] = await db
      .select({
        id: orderDocuments.id,
        kind: orderDocuments.kind,
        number: orderDocuments.number,
        issuedAt: orderDocuments.issuedAt,
        orderId: orderDocuments.orderId,
        taxCountry: orders.taxCountry,
        snapshot: sql<DocumentSnapshot>`${orderDocuments.snapshot}`,
      })
      .from(orderDocuments)
      .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
      .where(
        and(
          inRange(range),
          after
            ? or(
                gt(orderDocuments.issuedAt, after.issuedAt),
                and(eq(orderDocuments.issuedAt, after.issuedAt), gt(orderDocuments.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orderDocuments.issuedAt), asc(orderDocuments.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { issuedAt: last.issuedAt, id: last.id };
  }
}

export type DocumentListRow = {
  id: number;
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  orderId: number;
  buyer: string;
  grossCents: number;
  cancelled: boolean;
};

/** One page of the range's documents, newest first, for the Belege screen. */
export async function listDocuments(
  db: Db,
  range: DayRange,
  page: { page: number; perPage: number },
): Promise<{ rows: DocumentListRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orderDocuments.id,
        kind: orderDocuments.kind,
        number: orderDocuments.number,
        issuedAt: orderDocuments.issuedAt,
        orderId: orderDocuments.orderId,
        buyer: sql<string>`coalesce(${orderDocuments.snapshot}->'buyer'->'address'->>0, '')`,
        grossCents: sql<number>`coalesce((${orderDocuments.snapshot}->'vat'->>'grossCents')::int, 0)`,
        cancelled: sql<boolean>`${orderDocuments.cancelledAt} is not null`,
      })
      .from(orderDocuments)
      .where(inRange(range))
      .orderBy(desc(orderDocuments.issuedAt), desc(orderDocuments.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(orderDocuments).where(inRange(range)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Gapless document numbers: the range's counter row is incremented inside the issuing
 * transaction and holds its row lock until that transaction ends. A second issuer waits; a
 * rollback undoes the increment, so the next issuer gets the same number and none is skipped.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type DocumentKind, documentCounters } from "#db/schema/documents.ts";

/** The next number of `range`; call it inside the transaction that stores the document. */
export async function takeDocumentSequence(tx: Db, range: DocumentKind): Promise<number> {
  const [row] = await tx
    .update(documentCounters)
    .set({ nextValue: sql`${documentCounters.nextValue} + 1` })
    .where(eq(documentCounters.range, range))
    .returning({ value: sql<string>`${documentCounters.nextValue} - 1` });
  if (!row) throw new Error(`document counter ${range} is missing (migration 0029)`);
  return Number(row.value);
}

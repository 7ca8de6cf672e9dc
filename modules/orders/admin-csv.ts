/**
 * The orders list as CSV for a spreadsheet: German headers, `;` as separator and a decimal comma
 * (what a German Excel expects), UTF-8 with a byte-order mark so umlauts open right, and every
 * text that a spreadsheet would take for a formula (= + - @, tab, carriage return at the start)
 * defused by a leading apostrophe (CSV injection). Written batch by batch through the one CSV writer
 * (`modules/shared/csv.ts`),
 * so 100,000 orders never sit in memory at once. Framework-free.
 */
import type { Db } from "#db/client.ts";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-orders-list.ts";
import "../i18n/messages-orders.ts";
import type { Settings } from "../settings/definitions.ts";
import { CSV_BOM, type CsvCell, csvRecords } from "../shared/csv.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import { allFilteredOrders, type OrderListQuery, type OrderListRow } from "./admin-list.ts";
import { paymentMethodTitle, shippingMethodTitle } from "./format.ts";

const COLUMNS: MessageKey[] = [
  "adminOrders.csv.number",
  "adminOrders.csv.date",
  "adminOrders.csv.status",
  "adminOrders.csv.firstName",
  "adminOrders.csv.lastName",
  "adminOrders.csv.company",
  "adminOrders.csv.email",
  "adminOrders.csv.postcode",
  "adminOrders.csv.city",
  "adminOrders.csv.country",
  "adminOrders.csv.total",
  "adminOrders.csv.payment",
  "adminOrders.csv.shipping",
  "adminOrders.csv.withdrawn",
];

const berlin = new Intl.DateTimeFormat("de-DE", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});
const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

function csvRecord(row: OrderListRow, settings: Settings, lang: Lang): CsvCell[] {
  return [
    String(row.id),
    berlin.format(row.createdAt),
    translate(lang, `order.status.${row.status}`),
    row.firstName,
    row.lastName,
    row.company,
    row.email,
    row.postcode,
    row.city,
    row.country,
    euros(row.totalCents),
    paymentMethodTitle(row.paymentMethod, lang),
    shippingMethodTitle(row.shippingMethod, settings, lang),
    row.withdrawnAt ? berlin.format(row.withdrawnAt) : "",
  ];
}

const csv = (records: CsvCell[][]) => csvRecords(records, { delimiter: ";" });

/** The CSV text, chunk by chunk: the BOM and headers, then one chunk per batch of orders. */
export async function* ordersCsv(
  db: Db,
  query: OrderListQuery,
  ctx: { settings: Settings; lang: Lang },
): AsyncGenerator<string> {
  yield CSV_BOM + csv([COLUMNS.map((key) => translate(ctx.lang, key))]);
  for await (const batch of allFilteredOrders(db, query)) {
    yield csv(batch.map((row) => csvRecord(row, ctx.settings, ctx.lang)));
  }
}

/** `bestellungen-2026-11-25.csv` (the Berlin date of the export). */
export function ordersCsvFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(now);
  return `bestellungen-${day}.csv`;
}

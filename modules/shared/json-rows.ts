/**
 * Rows of a table as PostgreSQL's `json_agg(t)` gives them (snake_case keys, times as strings),
 * turned into the rows drizzle's select gives: add_to_cart reads the cart's coupons and gift
 * vouchers so, inside its one statement.
 */
import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

export function jsonAggRows<T extends Table>(
  table: T,
): (rows: readonly Record<string, unknown>[]) => InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    // The schema names columns by their keys; the database's names are snake_case (casing).
    json: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    time: column.columnType === "PgTimestamp",
  }));
  return (rows) =>
    rows.map((json) => {
      const row: Record<string, unknown> = {};
      for (const { key, json: name, time } of columns) {
        const value = json[name] ?? null;
        row[key] = time && typeof value === "string" ? new Date(value) : value;
      }
      return row as InferSelectModel<T>;
    });
}

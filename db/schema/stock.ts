import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products, productVariations } from "./catalog.ts";
import { users } from "./system.ts";

/** Why a stock level changed (migration 0038, modules/stock). */
export type StockReason = "order" | "cancel" | "refund" | "edit" | "bulk" | "rest" | "import";

/** One change of a product's or variation's managed stock. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer().references(() => productVariations.id, { onDelete: "cascade" }),
    delta: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text().$type<StockReason>().notNull(),
    orderId: integer(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_changes_product_idx").on(t.productId, t.at.desc(), t.id.desc())],
);
export type StockChangeRow = typeof stockChanges.$inferSelect;

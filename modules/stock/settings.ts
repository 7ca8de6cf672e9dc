/** The shop-wide low-stock threshold (WooCommerce's woocommerce_notify_low_stock_amount); a product may set its own. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const stockSettings = registerSettings({
  /** At or below this many units a product with managed stock counts as low (mail to the owner). */
  "stock.lowStockAmount": { schema: z.number().int().min(0).max(10_000_000), default: 2 },
});

type StockSettings = typeof stockSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends StockSettings {}
}

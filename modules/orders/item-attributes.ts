/**
 * An order line's attributes as the customer chose them, by label ("Größe: 500 g"), not by the
 * stored key (`groesse`, or WooCommerce's `attribute_pa_groesse`). The labels come from the
 * product's attribute definitions; a deleted product or attribute keeps a readable key.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { orderItems, type ProductAttribute, products } from "#db/schema/index.ts";
import type { OrderItemRow } from "#db/schema/orders.ts";

export type ItemAttribute = { label: string; value: string };
export type LabelledOrderItem = OrderItemRow & { attributeList: ItemAttribute[] };

export function attributeSlug(key: string): string {
  return key.replace(/^attribute_(pa_)?/, "");
}

export function labelAttributes(
  attributes: Record<string, string>,
  definitions: readonly ProductAttribute[] | null | undefined,
): ItemAttribute[] {
  return Object.entries(attributes).map(([key, value]) => {
    const slug = attributeSlug(key);
    const definition = definitions?.find((d) => d.slug === slug || d.name === slug);
    const label = definition?.name ?? slug.charAt(0).toUpperCase() + slug.slice(1).replace(/[-_]/g, " ");
    return { label, value };
  });
}

/** "Größe: 500 g, Mahlgrad: Filter" (mails and plain text). */
export function attributeText(list: readonly ItemAttribute[]): string {
  return list.map((a) => `${a.label}: ${a.value}`).join(", ");
}

/** An order's lines in order, each with its attributes labelled. */
export async function loadLabelledOrderItems(db: Db, orderId: number): Promise<LabelledOrderItem[]> {
  const rows = await db
    .select({ item: orderItems, definitions: products.attributes })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, definitions }) => ({
    ...item,
    attributeList: labelAttributes(item.attributes, definitions),
  }));
}

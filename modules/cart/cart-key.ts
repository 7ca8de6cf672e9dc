import { createHash } from "node:crypto";

/**
 * The cart_item_key: the same product, variation and chosen attributes always give the same key,
 * so adding it again raises the quantity of one line instead of adding a second.
 */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  attributes: Record<string, string>,
): string {
  const attrs = Object.keys(attributes)
    .sort()
    .map((k) => [k, attributes[k]]);
  return createHash("md5")
    .update(JSON.stringify([productId, variationId ?? 0, attrs]))
    .digest("hex");
}

/** The cart_hash: changes whenever any line or quantity changes; "" for an empty cart. */
export function cartHash(lines: { key: string; quantity: number }[]): string {
  if (lines.length === 0) return "";
  const canonical = [...lines]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((l) => `${l.key}:${l.quantity}`)
    .join(",");
  return createHash("md5").update(canonical).digest("hex");
}

export type AddRequest = {
  productId: number;
  variationId?: number;
  quantityText: string | undefined;
  attributes: Record<string, string>;
};

export class MalformedAddRequest extends Error {}

const ID = /^\d{1,9}$/;

export function readAddRequest(fields: Record<string, string | string[] | undefined>): AddRequest {
  const one = (name: string) => {
    const v = fields[name];
    return Array.isArray(v) ? v[v.length - 1] : v;
  };
  const rawId = (one("product_id") ?? one("add-to-cart"))?.trim();
  if (!rawId || !ID.test(rawId) || Number(rawId) === 0) throw new MalformedAddRequest("product_id");
  const rawVariation = one("variation_id")?.trim();
  if (rawVariation && !/^\d{1,9}$/.test(rawVariation)) throw new MalformedAddRequest("variation_id");
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith("attribute_") || value === undefined) continue;
    const text = (Array.isArray(value) ? value[value.length - 1] : value)!.trim().slice(0, 200);
    if (text) attributes[key.slice("attribute_".length).slice(0, 100)] = text;
  }
  return {
    productId: Number(rawId),
    variationId: rawVariation && Number(rawVariation) > 0 ? Number(rawVariation) : undefined,
    quantityText: one("quantity"),
    attributes,
  };
}

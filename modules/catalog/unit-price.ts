/**
 * The German unit price (Grundpreis, PAngV): the price per reference quantity, e.g. 250 g for
 * 8,90 € → 35,60 € / kg. Quantities are in the unit the product states.
 */
export type UnitPrice = { cents: number; reference: string };

const UNIT_LABEL: Record<string, string> = { g: "g", kg: "kg", ml: "ml", l: "l", Stk: "Stk." };

export function unitPrice(
  priceCents: number,
  netQuantity: string | number | null | undefined,
  netUnit: string | null | undefined,
  unitReference: string | number | null | undefined,
): UnitPrice | undefined {
  const qty = Number(netQuantity);
  const ref = Number(unitReference ?? 1);
  if (!netUnit || !Number.isFinite(qty) || qty <= 0 || !Number.isFinite(ref) || ref <= 0) return undefined;
  const cents = Math.round((priceCents * ref) / qty);
  const label = UNIT_LABEL[netUnit] ?? netUnit;
  return { cents, reference: ref === 1 ? label : `${String(ref).replace(".", ",")} ${label}` };
}

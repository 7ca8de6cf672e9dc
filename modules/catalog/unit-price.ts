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
  return { cents, reference: referenceLabel(netUnit, ref) };
}

/** "kg", "100 g": the quantity a unit price refers to. */
function referenceLabel(netUnit: string, ref: number): string {
  const label = UNIT_LABEL[netUnit] ?? netUnit;
  return ref === 1 ? label : `${String(ref).replace(".", ",")} ${label}`;
}

/**
 * A variable product's unit price for listings: the lowest and highest over its variations
 * (computed by the catalogue query), "ab …" when they differ. Undefined without a unit.
 */
export function unitPriceRange(
  minCents: number | null | undefined,
  maxCents: number | null | undefined,
  netUnit: string | null | undefined,
  unitReference: string | number | null | undefined,
): { cents: number; reference: string; from: boolean } | undefined {
  const ref = Number(unitReference ?? 1);
  if (!netUnit || minCents == null || !Number.isFinite(ref) || ref <= 0) return undefined;
  return {
    cents: minCents,
    reference: referenceLabel(netUnit, ref),
    from: maxCents != null && maxCents !== minCents,
  };
}

import { describe, expect, it } from "vitest";
import "../i18n/all.ts";
import { creditedSoFar, creditLines, discountRest, invoiceRest, vatRest } from "./credit-lines.ts";
import type { SnapshotLine } from "./snapshot.ts";

const line = (itemId: number, totalCents: number, vatRateBp: number, quantity = 1): SnapshotLine => ({
  position: itemId,
  itemId,
  name: `Artikel ${itemId}`,
  sku: null,
  attributes: "",
  quantity,
  unitCents: totalCents / quantity,
  totalCents,
  vatRateBp,
});
const coffee = line(1, 2580, 700, 2);
const grinder = line(2, 4900, 1900);

describe("creditLines", () => {
  it("credits the refunded lines and splits other money over the goods' rates", () => {
    const { lines, vat } = creditLines({
      items: [coffee, grinder],
      credit: { byItem: new Map([[1, { quantity: 1, amountCents: 1290 }]]), otherCents: 490 },
      charged: [
        { rateBp: 1900, cents: 834 },
        { rateBp: 700, cents: 180 },
      ],
      lang: "de",
    });
    expect(lines.map((l) => [l.itemId, l.quantity, l.totalCents, l.vatRateBp])).toEqual([
      [1, 1, 1290, 700],
      [null, 1, 321, 1900],
      [null, 1, 169, 700],
    ]);
    expect(lines[1]!.name).toBe("Erstattung Versand und Sonstiges (19 % USt.)");
    expect(vat).toEqual([
      { rateBp: 700, cents: Math.round((1459 * 700) / 10700) },
      { rateBp: 1900, cents: Math.round((321 * 1900) / 11900) },
    ]);
  });

  it("gives back no tax where the order charged none (reverse charge, § 19)", () => {
    const { vat } = creditLines({
      items: [grinder],
      credit: { byItem: new Map([[2, { quantity: 1, amountCents: 4900 }]]), otherCents: 0 },
      charged: [],
      lang: "de",
    });
    expect(vat).toEqual([]);
  });
});

describe("what is left of an invoice", () => {
  it("subtracts earlier credit notes line by line, shipping included", () => {
    const earlier = creditedSoFar([
      {
        lines: [
          { ...coffee, quantity: 1, totalCents: 1290 },
          { ...line(0, 200, 1900), itemId: null },
        ],
      },
    ]);
    const rest = invoiceRest({ lines: [coffee, grinder], shippingCents: 490 }, earlier);
    expect([...rest.byItem.entries()]).toEqual([
      [1, { quantity: 1, amountCents: 1290 }],
      [2, { quantity: 1, amountCents: 4900 }],
    ]);
    expect(rest.otherCents).toBe(290);
  });

  it("returns the invoice's tax minus what was given back, never below zero", () => {
    expect(
      vatRest(
        [
          { rateBp: 1900, vatCents: 834 },
          { rateBp: 700, vatCents: 180 },
        ],
        [[{ rateBp: 700, vatCents: 84 }], [{ rateBp: 700, vatCents: 200 }]],
      ),
    ).toEqual([
      { rateBp: 1900, cents: 834 },
      { rateBp: 700, cents: 0 },
    ]);
  });
});

describe("discountRest", () => {
  const invoiced = [
    { code: "sommer", rateBp: 1900, grossCents: 327 },
    { code: "sommer", rateBp: 700, grossCents: 173 },
  ];
  it("credits the invoice's discount per rate when nothing was credited before", () => {
    expect(discountRest(invoiced, [], [coffee, grinder])).toEqual(invoiced);
  });
  it("leaves out what earlier credit notes credited, and never more than the goods at the rate", () => {
    expect(discountRest(invoiced, [[{ code: "sommer", rateBp: 1900, grossCents: 27 }]], [coffee])).toEqual([
      { code: "sommer", rateBp: 700, grossCents: 173 },
    ]);
    expect(discountRest(invoiced, [], [line(1, 100, 700)])).toEqual([
      { code: "sommer", rateBp: 700, grossCents: 100 },
    ]);
  });
});

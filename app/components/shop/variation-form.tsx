import { useRef } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { optionState, type Selection } from "#app/lib/variations.ts";
import type { ProductDetail, Variation } from "#modules/catalog/types.ts";
import "#modules/i18n/messages-cart.ts";
import "#modules/i18n/messages-product.ts";
import { Price, TaxNotice, UnitPriceLine } from "./price.tsx";

/**
 * The variable product's option selects (WooCommerce's `table.variations`, as labelled fields).
 * Options that lead to no variation in stock, given the other choices, are disabled and say why;
 * on the server render (and so without JavaScript) that is judged without other choices. Once
 * something is chosen, „Auswahl zurücksetzen“ clears the choice and returns to the first field.
 */
export function VariationSelects({
  product,
  selection,
  onSelect,
}: {
  product: ProductDetail;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const t = useT();
  const first = useRef<HTMLSelectElement>(null);
  const attributes = product.attributes.filter((a) => a.variation);
  const anyChosen = Object.values(selection).some(Boolean);
  return (
    <div className="variations">
      {attributes.map((a, i) => (
        <p className="variation-field" key={a.slug}>
          <label htmlFor={`attribute_${a.slug}`}>{a.name}</label>
          <select
            id={`attribute_${a.slug}`}
            ref={i === 0 ? first : undefined}
            name={`attribute_${a.slug}`}
            data-attribute_name={`attribute_${a.slug}`}
            required
            value={selection[a.slug] ?? ""}
            onChange={(event) => onSelect({ ...selection, [a.slug]: event.target.value })}
          >
            <option value="">{t("cart.chooseOption")}</option>
            {a.options.map((option) => {
              const state = optionState(product.variations, a.slug, option, selection);
              return (
                <option key={option} value={option} disabled={state !== "available"}>
                  {state === "available"
                    ? option
                    : t(state === "outofstock" ? "cart.optionOutOfStock" : "cart.optionUnavailable", {
                        option,
                      })}
                </option>
              );
            })}
          </select>
        </p>
      ))}
      {anyChosen ? (
        <p className="reset_variations_wrap">
          <button
            type="button"
            className="reset_variations button--link"
            onClick={() => {
              onSelect({});
              first.current?.focus();
            }}
          >
            {t("cart.resetVariations")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** Stock text of a product or variation, as WooCommerce's availability line. */
export function stockText(
  t: ReturnType<typeof useT>,
  item: { stockStatus: Variation["stockStatus"]; manageStock: boolean; stockQuantity: number | null },
): { text: string; className: string } {
  if (item.stockStatus === "outofstock") return { text: t("shop.outOfStock"), className: "out-of-stock" };
  if (item.stockStatus === "onbackorder")
    return { text: t("shop.onBackorder"), className: "available-on-backorder" };
  return {
    text:
      item.manageStock && item.stockQuantity !== null
        ? t("shop.stockCount", { count: item.stockQuantity })
        : t("shop.inStock"),
    className: "in-stock",
  };
}

/**
 * The chosen variation's price, unit price (Grundpreis) and stock (`.single_variation`), a polite
 * live region so the change is heard; or why a complete choice cannot be bought.
 */
export function SingleVariation({
  product,
  variation,
  complete,
  shippingUrl,
}: {
  product: ProductDetail;
  variation: Variation | undefined;
  complete: boolean;
  shippingUrl: string;
}) {
  const t = useT();
  const stock = variation ? stockText(t, variation) : null;
  return (
    <div className="single_variation_wrap">
      <div className="woocommerce-variation single_variation" aria-live="polite">
        {variation && stock ? (
          <>
            <div className="woocommerce-variation-price">
              <Price regularCents={variation.regularPriceCents} saleCents={variation.salePriceCents} />
              <UnitPriceLine
                priceCents={variation.salePriceCents ?? variation.regularPriceCents}
                netQuantity={variation.netQuantity ?? product.netQuantity}
                netUnit={product.netUnit}
                unitReference={product.unitReference}
              />
              <TaxNotice shippingUrl={shippingUrl} />
            </div>
            <div className="woocommerce-variation-availability">
              <p className={`stock ${stock.className}`}>{stock.text}</p>
            </div>
            {variation.stockStatus === "outofstock" ? (
              <p className="wc-no-matching-variations">{t("cart.variationUnavailable")}</p>
            ) : null}
          </>
        ) : complete ? (
          <p className="wc-no-matching-variations">{t("cart.variationUnavailable")}</p>
        ) : null}
      </div>
    </div>
  );
}

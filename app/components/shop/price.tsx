import { useLang, useT } from "#app/hooks/use-t.ts";
import { unitPrice, unitPriceRange } from "#modules/catalog/unit-price.ts";
import { formatPrice } from "#modules/shared/money.ts";

/** One amount in WooCommerce's markup (themes and scripts style `.woocommerce-Price-amount`). */
export function Amount({ cents }: { cents: number }) {
  const lang = useLang();
  return (
    <span className="woocommerce-Price-amount amount">
      <bdi>{formatPrice(cents, lang)}</bdi>
    </span>
  );
}

type PriceProps = {
  regularCents: number | null;
  saleCents: number | null;
  minCents?: number | null;
  maxCents?: number | null;
};

/** A price: a range for variable products, struck-through regular price when on sale. */
export function Price({ regularCents, saleCents, minCents, maxCents }: PriceProps) {
  const t = useT();
  const lang = useLang();
  if (regularCents === null && minCents != null && maxCents != null && minCents !== maxCents) {
    return (
      <span className="price">
        <span aria-hidden="true">
          <Amount cents={minCents} /> – <Amount cents={maxCents} />
        </span>
        <span className="screen-reader-text">
          {t("shop.priceRange", { min: formatPrice(minCents, lang), max: formatPrice(maxCents, lang) })}
        </span>
      </span>
    );
  }
  const regular = regularCents ?? minCents ?? null;
  if (regular === null) return null;
  if (saleCents !== null && saleCents < regular) {
    return (
      <span className="price">
        <del aria-hidden="true">
          <Amount cents={regular} />
        </del>{" "}
        <span className="screen-reader-text">
          {t("shop.originalPrice", { price: formatPrice(regular, lang) })}
        </span>
        <ins aria-hidden="true">
          <Amount cents={saleCents} />
        </ins>
        <span className="screen-reader-text">
          {t("shop.currentPrice", { price: formatPrice(saleCents, lang) })}
        </span>
      </span>
    );
  }
  return (
    <span className="price">
      <Amount cents={regular} />
    </span>
  );
}

/**
 * "inkl. MwSt., zzgl. Versandkosten" with the link German law asks for next to every price;
 * without `shippingUrl` as text (inside a live search option, which may hold no link of its own).
 */
export function TaxNotice({ shippingUrl }: { shippingUrl?: string }) {
  const t = useT();
  return (
    <p className="tax-notice">
      {t("shop.inclVat")}, {t("shop.plusShipping")}{" "}
      {shippingUrl ? <a href={shippingUrl}>{t("shop.shippingLink")}</a> : t("shop.shippingLink")}
    </p>
  );
}

export function UnitPriceLine(props: {
  priceCents: number | null;
  netQuantity: string | null;
  netUnit: string | null;
  unitReference: string | null;
}) {
  const unit =
    props.priceCents === null
      ? undefined
      : unitPrice(props.priceCents, props.netQuantity, props.netUnit, props.unitReference);
  return <UnitLine unit={unit} />;
}

/** "35,60 € / kg", or for a variable product's range "ab 29,80 € / kg". */
function UnitLine({ unit }: { unit: { cents: number; reference: string; from?: boolean } | undefined }) {
  const t = useT();
  const lang = useLang();
  if (!unit) return null;
  return (
    <p className="unit-price">
      <span className="screen-reader-text">{t("shop.unitPriceLabel")}: </span>
      {t(unit.from ? "shop.unitPriceFrom" : "shop.unitPrice", {
        price: formatPrice(unit.cents, lang),
        unit: unit.reference,
      })}
    </p>
  );
}

type PricedProduct = {
  type: "simple" | "variable";
  regularPriceCents: number | null;
  salePriceCents: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  netQuantity: string | null;
  netUnit: string | null;
  unitReference: string | null;
  minUnitPriceCents?: number | null;
  maxUnitPriceCents?: number | null;
};

/** The price block German law wants next to a product: price, unit price, VAT and shipping note. */
export function ProductPrices({ product, shippingUrl }: { product: PricedProduct; shippingUrl: string }) {
  const current =
    product.type === "simple" ? (product.salePriceCents ?? product.regularPriceCents) : product.minPriceCents;
  return (
    <>
      <Price
        regularCents={product.regularPriceCents}
        saleCents={product.salePriceCents}
        minCents={product.minPriceCents}
        maxCents={product.maxPriceCents}
      />
      {product.type === "simple" ? (
        <UnitPriceLine
          priceCents={current}
          netQuantity={product.netQuantity}
          netUnit={product.netUnit}
          unitReference={product.unitReference}
        />
      ) : (
        <UnitLine
          unit={unitPriceRange(
            product.minUnitPriceCents,
            product.maxUnitPriceCents,
            product.netUnit,
            product.unitReference,
          )}
        />
      )}
      <TaxNotice shippingUrl={shippingUrl} />
    </>
  );
}

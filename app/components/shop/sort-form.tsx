import { useEffect, useRef } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { ORDERBY_OPTIONS, type Orderby } from "#modules/catalog/constants.ts";

/**
 * WooCommerce's sort form: a GET form that keeps the other query arguments and submits when the
 * select changes; without JavaScript its button submits it.
 */
export function SortForm({ orderby, search }: { orderby: Orderby; search: string }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page hydrated found no handler: submit it once there is one.
  // (autoComplete off: a value the browser restored on "back" is no such choice.)
  useEffect(() => {
    if (select.current && select.current.value !== orderby) form.current?.requestSubmit();
  }, [orderby]);
  const kept = [...new URLSearchParams(search)].filter(
    ([k]) => k !== "orderby" && k !== "paged" && k !== "add-to-cart",
  );
  return (
    <form className="woocommerce-ordering" method="get" ref={form}>
      <label htmlFor="orderby" className="screen-reader-text">
        {t("shop.sortLabel")}
      </label>
      {/* Keyed by the sort in the URL: a navigation to another sort shows it (an uncontrolled
          select keeps its old value) and is not taken for an early choice by the effect above. */}
      <select
        key={orderby}
        id="orderby"
        name="orderby"
        className="orderby"
        ref={select}
        autoComplete="off"
        defaultValue={orderby}
        onChange={() => form.current?.requestSubmit()}
      >
        {ORDERBY_OPTIONS.map((o) => (
          <option key={o} value={o}>
            {t(`shop.sort.${o}`)}
          </option>
        ))}
      </select>
      {kept.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      <noscript>
        <button type="submit" className="button button--ghost">
          {t("shop.sortSubmit")}
        </button>
      </noscript>
    </form>
  );
}

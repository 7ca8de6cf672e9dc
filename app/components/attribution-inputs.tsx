import { useEffect } from "react";
import { ATTRIBUTION_FIELD_NAMES, attributionInputName } from "#modules/attribution/fields.ts";
import { loadChunk } from "../lib/chunk-load.ts";

/**
 * The order attribution inputs (one hidden input per field, `wc_order_attribution_<field>`) for
 * the checkout and registration forms. Rendered empty by the server; the attribution script
 * fills them from the `sbjs_*` cookies when tracking is allowed (marketing consent) and empties
 * them otherwise. The server reads them with `readAttributionFields` (modules/attribution).
 */
export function AttributionInputs() {
  useEffect(() => {
    // The form may mount after the page view was tracked (a client navigation, an action's answer).
    if (!/(?:^|;\s*)sbjs_/.test(document.cookie)) return;
    loadChunk(() => import("../lib/attribution-client.ts")).then(
      (m) => m.fillAttributionInputs(document),
      (err) => console.warn("[laden] Die Herkunftserfassung konnte nicht geladen werden", err),
    );
  }, []);
  return (
    <span className="wc-order-attribution-inputs" hidden>
      {ATTRIBUTION_FIELD_NAMES.map((field) => (
        // No value prop: React would reset a hidden input's value on every re-render.
        <input key={field} type="hidden" name={attributionInputName(field)} />
      ))}
    </span>
  );
}

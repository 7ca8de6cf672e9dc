import { useEffect, useState } from "react";
import { RESULT_COUNT_REANNOUNCE_MS } from "#app/lib/shop-timings.ts";

/**
 * The listing's result count, a live region: once shown it is hidden from assistive technology
 * (`aria-hidden`) and re-announced after 2000 ms by inserting its content anew, so screen
 * readers say it once the page has settled (WooCommerce does the same after sorting).
 */
export function ResultCount({ text }: { text: string }) {
  // 0: as rendered by the server; odd: hidden; even (> 0): announced, as a new text node.
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    void text; // again whenever the count changes
    setPhase((p) => p + 1 + (p % 2));
    const timer = setTimeout(() => setPhase((p) => p + 1), RESULT_COUNT_REANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="woocommerce-result-count" role="status" aria-hidden={phase % 2 ? "true" : undefined}>
      {/* A new key makes React insert the text as a new node: the live region announces it. */}
      <span key={phase >> 1}>{text}</span>
    </p>
  );
}

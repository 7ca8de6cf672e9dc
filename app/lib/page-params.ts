import type { PageParams } from "../../modules/site/page-params.ts";

/**
 * The page parameters (`<script type="application/json" id="laden-params">`), or null. A copy of
 * wc-ajax.ts's reader without its cart code, for the scripts every page loads.
 */
export function pageParams(doc: Document): PageParams | null {
  const text = doc.getElementById("laden-params")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageParams;
  } catch {
    return null;
  }
}

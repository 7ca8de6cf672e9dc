import type { PageParams } from "#server/services.ts";

/**
 * The page parameters (`<script type="application/json" id="laden-params">`), or null when the
 * script is missing or not JSON. The one reader: the scripts every page loads, the wc-ajax client
 * and the live search all use it.
 */
export function readPageParams(doc: Document): PageParams | null {
  const text = doc.getElementById("laden-params")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageParams;
  } catch {
    return null;
  }
}

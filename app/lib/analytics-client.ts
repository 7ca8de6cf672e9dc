/**
 * First-party analytics, loaded lazily and only with statistics consent (or with no consent
 * API: the owner turned the built-in manager off). A page view is one tracking pixel: the image
 * replaces the content of the page's marker element (`[data-laden-pixel]`). The pixel carries
 * the path and the referring site, nothing personal, and is answered by our own server.
 */
export const PIXEL_MARKER_SELECTOR = "[data-laden-pixel]";

export function pixelUrl(base: string, loc: Location, referrer: string): string {
  const url = new URL(base, loc.origin);
  url.searchParams.set("p", loc.pathname);
  let refHost = "";
  try {
    refHost = referrer ? new URL(referrer).host : "";
  } catch {}
  if (refHost && refHost !== loc.host) url.searchParams.set("r", refHost);
  url.searchParams.set("t", String(Date.now()));
  return url.pathname + url.search;
}

export function pageView(doc: Document, base: string, referrer: string): void {
  const marker = doc.querySelector<HTMLElement>(PIXEL_MARKER_SELECTOR);
  if (!marker || !doc.defaultView) return;
  const img = doc.createElement("img");
  img.src = pixelUrl(base, doc.location, referrer);
  img.alt = "";
  img.width = 1;
  img.height = 1;
  img.className = "laden-pixel";
  img.decoding = "async";
  marker.replaceChildren(img);
  marker.dataset.ladenPixel = "loaded";
}

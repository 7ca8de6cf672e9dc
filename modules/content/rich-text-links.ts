/**
 * The link rule of the back office's rich text, shared by the editor (browser) and the server's
 * cleaning (rich-text.ts): http(s), mailto and site-relative targets only. Browser-safe.
 */

/** Link schemes the editor allows (site-relative links need none). */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

/** A link target the rich text keeps: http(s), mailto or a site-relative path (`/…`, `#…`, `?…`). */
export function isAllowedLink(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const text = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (text === "") return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme) return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
  return /^(\/(?!\/)|#|\?)/.test(text);
}

/**
 * What the owner typed into the link dialog → the address to store, or null when it is not
 * allowed: "example.com" becomes "https://example.com", "info@example.com" a mailto link.
 */
export function linkFromInput(raw: string): string | null {
  const text = raw.trim();
  if (text === "") return null;
  let href = text;
  if (!/^([a-z][a-z0-9+.-]*):/i.test(text) && !/^[/#?]/.test(text))
    href = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text) ? `mailto:${text}` : `https://${text}`;
  if (!isAllowedLink(href) || /\s/.test(href)) return null;
  if (/^https?:/i.test(href)) {
    try {
      const url = new URL(href);
      if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
    } catch {
      return null;
    }
  }
  return href;
}

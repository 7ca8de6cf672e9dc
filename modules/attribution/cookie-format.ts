/**
 * The containers' cookie values, as sourcebuster writes them (base64 off, as WooCommerce):
 * `typ=utm|||src=google|||mdm=cpc`, URI-encoded as a whole.
 */
const SEP = "|||";

export function encodeContainer(data: Record<string, string>): string {
  return encodeURIComponent(
    Object.entries(data)
      // A value never contains the separator or a key/value sign that would split it.
      .map(
        ([k, v]) =>
          `${k}=${String(v)
            .replaceAll("|", "")
            .replace(/[\r\n]/g, " ")}`,
      )
      .join(SEP),
  );
}

export function decodeContainer(raw: string | undefined): Record<string, string> | undefined {
  if (raw === undefined || raw === "") return undefined;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const part of text.split(SEP)) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}

/** `name=value` pairs of a `document.cookie` / `Cookie` header string. */
export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of header.split(/;\s*/)) {
    const eq = pair.indexOf("=");
    if (eq > 0) out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

export type CookieWrite = { name: string; value: string; maxAgeSeconds: number };

/** A `document.cookie` assignment: path `/` (spec §9), SameSite=Lax, Secure under https. */
export function cookieAssignment(write: CookieWrite, secure: boolean): string {
  return `${write.name}=${write.value}; path=/; max-age=${write.maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Deletes a cookie (max-age negative, as WooCommerce's setOrderTracking(false)). */
export function cookieDeletion(name: string, secure: boolean): string {
  return cookieAssignment({ name, value: "", maxAgeSeconds: -999 }, secure);
}

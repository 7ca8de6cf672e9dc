/**
 * Whether the visitor reached us over HTTPS: PUBLIC_URL decides when set, else a trusted proxy's
 * X-Forwarded-Proto, else the request itself. Every cookie we set asks this one place for `Secure`.
 */
import type { Context } from "hono";
import type { Config } from "../config.ts";

export function requestIsSecure(c: Context, config: Pick<Config, "PUBLIC_URL" | "TRUST_PROXY">): boolean {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.startsWith("https:");
  if (config.TRUST_PROXY && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

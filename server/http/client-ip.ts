import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppServices } from "../services.ts";

/**
 * The visitor's IP: the socket's peer, or behind a trusted proxy (TRUST_PROXY) the hop it added
 * to X-Forwarded-For. Without TRUST_PROXY a client's own X-Forwarded-For changes nothing.
 */
export function clientIp(c: Context, services: AppServices): string {
  if (services.config.TRUST_PROXY) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((h) => h.trim());
    const last = hops[hops.length - 1];
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return ""; // not a node socket (the dev server)
  }
}

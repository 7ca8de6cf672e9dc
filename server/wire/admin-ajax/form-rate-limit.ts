/**
 * The refusal both form endpoints (nf_ajax_submit, nf_fu_upload) give a client over its limit:
 * 429 `laden_rate_limited`, the visitor's message with the wait, and Retry-After. Each endpoint
 * wraps it in its own envelope.
 */
import type { Db } from "#db/client.ts";
import { submissionText } from "#modules/forms/submission/messages.ts";
import { clientIp } from "#server/http/client-ip.ts";
import type { WireRequest } from "../types.ts";

export type RateRefusal = { code: "laden_rate_limited"; message: string; headers: Record<string, string> };

/** Counts this request in `limit`'s bucket; answers the refusal when the client is over it. */
export async function formRateRefusal(
  req: WireRequest,
  limit: (db: Db, ip: string) => Promise<number | undefined>,
): Promise<RateRefusal | undefined> {
  const retryAfter = await limit(req.services.db, clientIp(req.hono, req.services));
  if (retryAfter === undefined) return undefined;
  return {
    code: "laden_rate_limited",
    message: submissionText(req.lang, "submit.rateLimited", { seconds: retryAfter }),
    headers: { "Retry-After": String(retryAfter) },
  };
}

/**
 * The route *pattern* of a page request (`/product/:slug`), for metrics: never the raw URL, whose
 * ids, slugs and query strings would give every URL its own time series (and may be personal).
 * It is the pattern of React Router's own match, handed over by its request instrumentation
 * (exported by entry.server), so no request is matched twice.
 */
import type { ServerInstrumentation } from "react-router";
import { requestStateContext } from "../../app/context.ts";

/** Requests that match no route of ours (404s, probes, files) share one label. */
export const UNMATCHED = "unmatched";

/** React Router's pattern (`product/:slug`, `*`; "" when nothing matched) as a label. */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return UNMATCHED;
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}

/** Puts the matched pattern into the request's state once React Router has answered. */
export const routePatternInstrumentation: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, { context }) {
        const result = await handle();
        const state = context?.get(requestStateContext);
        if (state) state.outcome.routePattern = routeLabel(result.meta?.pattern);
      },
    });
  },
};

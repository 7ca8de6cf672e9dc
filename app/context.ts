import { createContext } from "react-router";
import type { Lang } from "../modules/i18n/index.ts";
import type { RequestSession } from "../modules/session/request-session.ts";
import type { AppServices } from "../server/services.ts";

/** Per-request facts the host hands to loaders and actions. */
export type RequestState = {
  session: RequestSession;
  cspNonce: string;
  requestId: string;
  /** The site's origin as visitors see it (PUBLIC_URL, or the request's own). Never for links in e-mails: modules/site/origin.ts. */
  origin: string;
  lang: Lang;
  /** The visitor's IP (the socket peer, or the last X-Forwarded-For hop under TRUST_PROXY); "" if unknown. */
  clientIp: string;
  /** What the answer came to, for the host: set by handleError when a loader failed because the
   * database is unreachable (→ 503); the matched route pattern, the metrics label (set by the
   * request instrumentation, server/http/route-pattern.ts). */
  outcome: { databaseUnavailable: boolean; routePattern?: string };
};

export const servicesContext = createContext<AppServices>();
export const requestStateContext = createContext<RequestState>();

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import "../modules/all-settings.ts";
import "../modules/i18n/all.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../server/http/db-errors.ts";
import { routePatternInstrumentation } from "../server/http/route-pattern.ts";
import { errorFields } from "../server/log.ts";
import { requestStateContext, servicesContext } from "./context.ts";
import { leanPreloads, matchedStylesheets } from "./lib/first-load.ts";
import { RenderContext } from "./render-context.tsx";

// The host and the boot sequence live in the app bundle: wire handlers render React fragments,
// and inlined dependencies load once (see ADR 002 and server/main.ts).
export { boot } from "../server/boot.ts";
export { firstOwnerLines } from "../server/first-owner.ts";
export { createHost } from "../server/host.ts";

/** React Router reports its match to the host (the metrics' route label) instead of a second match. */
export const instrumentations = [routePatternInstrumentation];

const RENDER_TIMEOUT_MS = 10_000;

/** Asks React to request the page's stylesheets before anything else it writes into <head>. */
function StylesFirst({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preload(href, { as: "style" });
  return null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, outcome } = loadContext.get(requestStateContext);
  // Loader errors reach this point sanitised; handleError saw the originals and set the outcome.
  if (outcome.databaseUnavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Whole documents only (no streamed holes): every page is complete HTML with its final status.
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared as soon as the document is written: a pending timer would keep the whole render
    // (loader data, stream) alive for its full duration.
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
    const { pipe, abort } = renderToPipeableStream(
      <RenderContext.Provider value={{ nonce, databaseUnavailable: outcome.databaseUnavailable }}>
        <StylesFirst hrefs={matchedStylesheets(routerContext)} />
        <ServerRouter context={leanPreloads(routerContext)} url={request.url} nonce={nonce} />
      </RenderContext.Provider>,
      {
        nonce,
        // Completed Suspense boundaries (the lazy form fields, app/components/forms/lazy-field.tsx)
        // stay inline: by default React moves any boundary over 500 bytes that comes after the
        // first 12.8 kB into a hidden <div> that only a script reveals, which a visitor without
        // JavaScript would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(done) {
              clearTimeout(timer);
              done();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError() {
          status = 500;
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const services = context.get(servicesContext);
  const fields = { path: new URL(request.url).pathname, ...errorFields(error) };
  if (isDatabaseUnavailable(error)) {
    context.get(requestStateContext).outcome.databaseUnavailable = true;
    services.log.warn("database unavailable", fields);
  } else {
    services.log.error("page error", fields);
  }
};

import { type Lang, type MessageKey, translate } from "#modules/i18n/index.ts";
// The wire's error texts (not in the core catalogue the pages carry).
import "#modules/i18n/messages-wire.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";

/** The REST error shape every wire error without a spec shape uses. */
export function errorResponse(
  code: string,
  message: string,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { code, message, data: { status } },
    { status, headers: { "Cache-Control": NO_STORE_VALUE, ...headers } },
  );
}

export function translatedError(lang: Lang, code: string, key: MessageKey, status: number): Response {
  return errorResponse(code, translate(lang, key), status);
}

/** Endpoints that answer HTML answer a failed nonce with 403 and a short German text. */
export function htmlNonceFailure(lang: Lang): Response {
  return new Response(translate(lang, "wire.badNonce"), {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE_VALUE },
  });
}

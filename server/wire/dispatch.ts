/**
 * Runs one wire handler: method check, body reading, nonce check, then the handler. Bad input
 * becomes a 4xx with a stable code; the handler only sees well-formed requests.
 */

import type { Context } from "hono";
import { langFromPath } from "#modules/i18n/index.ts";
import { checkNonce, requestNonceSubject } from "#modules/session/nonce-check.ts";
import type { RequestSession } from "#modules/session/request-session.ts";
import { requestIsSecure } from "../http/secure.ts";
import type { AppServices } from "../services.ts";
import { BadBodyError, readFields } from "./body.ts";
import { htmlNonceFailure, translatedError } from "./errors.ts";
import { field, type WireHandler, type WireRegistry, type WireRequest } from "./types.ts";

export async function dispatchWire(
  c: Context,
  services: AppServices,
  registry: WireRegistry,
  name: string | undefined,
  kind: "endpoint" | "action",
): Promise<Response> {
  const lang = langFromPath(new URL(c.req.url).pathname);
  const handler: WireHandler | undefined = name && Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!handler) {
    return translatedError(
      lang,
      kind === "endpoint" ? "laden_unknown_endpoint" : "laden_unknown_action",
      "wire.unknownEndpoint",
      400,
    );
  }
  if (!handler.methods.includes(c.req.method as "GET" | "POST")) {
    const res = translatedError(lang, "laden_method_not_allowed", "wire.methodNotAllowed", 405);
    res.headers.set("Allow", handler.methods.join(", "));
    return res;
  }
  let fields: WireRequest["fields"];
  try {
    fields = await readFields(c, { allowJson: false });
  } catch (err) {
    if (err instanceof BadBodyError) {
      return err.kind === "content-type"
        ? translatedError(lang, "laden_invalid_content_type", "wire.badContentType", 400)
        : translatedError(lang, "laden_malformed_body", "wire.badBody", 400);
    }
    throw err;
  }
  const session = c.get("session") as RequestSession;
  // A multilingual client adds `lang` to every ajax request (spec §7); it wins over the path.
  const asked = field(fields, "lang");
  const req: WireRequest = {
    services,
    session,
    lang: asked === "de" || asked === "en" ? asked : lang,
    fields,
    request: c.req.raw,
    secure: requestIsSecure(c, services.config),
    hono: c,
    nonceSubject: () => requestNonceSubject(session),
  };
  if (handler.nonce) {
    const ok = await checkNonce(
      services.config.secret,
      field(fields, handler.nonce.field),
      handler.nonce.action,
      await req.nonceSubject(),
    );
    if (!ok) {
      return handler.nonce.answer === "html"
        ? htmlNonceFailure(req.lang)
        : translatedError(req.lang, "laden_invalid_nonce", "wire.badNonce", 403);
    }
  }
  return handler.handle(req);
}

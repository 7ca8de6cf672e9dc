import { createNonce } from "#modules/session/nonce.ts";
import { NONCE_ACTIONS } from "#modules/session/nonce-actions.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import type { WireHandler } from "../types.ts";

/** A fresh REST nonce as plain text, for a client whose nonce has aged out (WordPress's rest-nonce). */
export const restNonce: WireHandler = {
  methods: ["GET", "POST"],
  async handle(req) {
    const nonce = createNonce(req.services.config.secret, NONCE_ACTIONS.rest, await req.nonceSubject());
    return new Response(nonce, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE_VALUE },
    });
  },
};

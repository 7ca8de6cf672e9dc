/**
 * The consent banner without JavaScript (`POST admin-ajax.php`, `action=laden_consent`,
 * `choice=all|necessary`, `redirect`, nonce `laden-consent`): stores the choice in the consent
 * cookie and goes back to the page (303). With JavaScript the banner sets the cookie itself.
 * The nonce keeps another site from giving consent in the visitor's name.
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_NONCE_ACTION,
  serializeConsent,
} from "#modules/consent/index.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { localPath } from "#modules/validation/index.ts";
import { field, type WireHandler } from "../types.ts";

export const consentChoice: WireHandler = {
  methods: ["POST"],
  nonce: { action: CONSENT_NONCE_ACTION, field: "_wpnonce", answer: "html" },
  handle(req) {
    const choice = field(req.fields, "choice");
    if (choice !== "all" && choice !== "necessary") {
      return new Response("Ungültige Auswahl.", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE_VALUE },
      });
    }
    const all = choice === "all";
    const cookie = `${CONSENT_COOKIE}=${serializeConsent({ statistics: all, marketing: all })}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${req.secure ? "; Secure" : ""}`;
    return new Response(null, {
      status: 303,
      headers: {
        Location: localPath(field(req.fields, "redirect")) ?? "/",
        "Set-Cookie": cookie,
        "Cache-Control": NO_STORE_VALUE,
      },
    });
  },
};

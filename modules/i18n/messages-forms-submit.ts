/**
 * Texts of the form's submit flow (the lazy chunk app/lib/forms/submit-client.ts): form errors the
 * client adds itself. Not part of the page catalogue, so the form page's first load does not
 * carry them (see messages-consent.ts for the same pattern).
 */
import type { Lang } from "./index.ts";

export const formsSubmitMessages = {
  de: {
    /** Form error parse-response-ERROR (spec §8): the answer could not be read. */
    "formsSubmit.parseResponseError":
      "Die Antwort des Servers war unverständlich. Bitte versuchen Sie es in einem Moment noch einmal.",
    /** Form error nonce: the fresh nonce from the server failed too (after the one automatic resubmit). */
    "formsSubmit.nonceExpired":
      "Die Seite ist abgelaufen. Bitte laden Sie sie neu und senden Sie das Formular erneut.",
  },
  en: {
    "formsSubmit.parseResponseError":
      "The server's response could not be read. Please try again in a moment.",
    "formsSubmit.nonceExpired": "This page has expired. Please reload it and submit the form again.",
  },
} as const;

export type FormsSubmitMessageKey = keyof (typeof formsSubmitMessages)["de"];

export function formsSubmitText(lang: Lang, key: FormsSubmitMessageKey): string {
  return (lang === "en" ? formsSubmitMessages.en[key] : undefined) ?? formsSubmitMessages.de[key];
}

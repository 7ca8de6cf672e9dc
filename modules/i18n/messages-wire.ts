/**
 * The wire's errors. Kept out of the core catalogue so pages do not carry them: the server (all.ts,
 * server/wire/errors.ts) and the few client modules that show a wire error import this file.
 */
import { registerMessages } from "./registry.ts";

export const wireMessages = {
  de: {
    "wire.unknownEndpoint": "Diese Schnittstelle gibt es nicht.",
    "wire.methodNotAllowed": "Diese Anfrageart ist hier nicht erlaubt.",
    "wire.bodyTooLarge": "Die Anfrage ist zu groß.",
    "wire.badBody": "Die Anfrage konnte nicht gelesen werden.",
    "wire.badCharacters":
      "Die Anfrage enthält unzulässige Zeichen (etwa ein Nullzeichen). Bitte prüfen Sie Ihre Eingabe.",
    "wire.badProductId": "Es fehlt eine gültige Produkt-ID.",
    "wire.badContentType": "Dieses Datenformat wird hier nicht angenommen.",
    "wire.badNonce":
      "Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    "wire.crossSite":
      "Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte nutzen Sie das Formular auf unserer Seite.",
    "wire.unauthorized": "Dafür müssen Sie angemeldet sein.",
    "wire.forbidden": "Dafür fehlt Ihnen die Berechtigung.",
    "wire.unavailable": "Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
    "wire.internal": "Ein unerwarteter Fehler ist aufgetreten.",
    "wire.notFound": "Nicht gefunden.",
  },
  en: {
    "wire.unknownEndpoint": "This endpoint does not exist.",
    "wire.methodNotAllowed": "This request method is not allowed here.",
    "wire.bodyTooLarge": "The request is too large.",
    "wire.badBody": "The request could not be read.",
    "wire.badCharacters":
      "The request contains characters that are not allowed (such as a null character). Please check your input.",
    "wire.badProductId": "A valid product ID is missing.",
    "wire.badContentType": "This data format is not accepted here.",
    "wire.badNonce": "Your session has expired. Please reload the page and try again.",
    "wire.crossSite":
      "This request came from another website and was refused. Please use the form on our site.",
    "wire.unauthorized": "You need to be signed in for this.",
    "wire.forbidden": "You are not allowed to do this.",
    "wire.unavailable": "The service is briefly unavailable. Please try again in a moment.",
    "wire.internal": "An unexpected error occurred.",
    "wire.notFound": "Not found.",
  },
} as const;

registerMessages(wireMessages);

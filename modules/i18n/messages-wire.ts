/**
 * English texts of the wire's errors (the German ones are core texts). Kept out of the core
 * catalogue so pages do not carry them: the server (all.ts) and the few client modules that show
 * a wire error import this file.
 */
import { registerMessages } from "./registry.ts";

export const wireMessages = {
  de: {},
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

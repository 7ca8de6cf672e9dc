/** The REST API's version-conflict answer (docs/back-office/concurrency.md), German first. */
import { registerMessages } from "./registry.ts";

export const versionMessages = {
  de: {
    "rest.versionConflict":
      "Der Datensatz wurde inzwischen geändert (jetzt Version {current}). Bitte neu laden und die Änderung erneut senden.",
  },
  en: {
    "rest.versionConflict":
      "The record was changed meanwhile (now version {current}). Please reload it and send the change again.",
  },
} as const;

registerMessages(versionMessages);

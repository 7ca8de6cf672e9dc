/** The forms REST API's writes (issue 26 item 8): its refusals, server-only (never shipped to a browser). */
import { registerMessages } from "./registry.ts";

export const formsRestMessages = {
  de: {
    "formsRest.formNotFound": "Dieses Formular gibt es nicht.",
    "formsRest.invalidDefinition":
      "Die Formulardefinition ist ungültig (bei „{path}“). Nichts wurde gespeichert.",
    "formsRest.titleMissing": "Bitte geben Sie einen Titel an (höchstens 200 Zeichen).",
    "formsRest.notPublishable": "Das Formular kann nicht veröffentlicht werden: {problems}",
    "formsRest.alreadyTrashed": "Dieses Formular liegt bereits im Papierkorb.",
    "formsRest.notTrashed": "Dieses Formular liegt nicht im Papierkorb.",
    "formsRest.submissionNotFound": "Diese Einsendung gibt es nicht.",
    "formsRest.submissionTrashed": "Diese Einsendung liegt bereits im Papierkorb.",
    "formsRest.ids": "Bitte nennen Sie die Einsendungen als ids=1,2,3 (höchstens 100).",
  },
  en: {
    "formsRest.formNotFound": "This form does not exist.",
    "formsRest.invalidDefinition": "The form definition is invalid (at “{path}”). Nothing was saved.",
    "formsRest.titleMissing": "Please give a title (at most 200 characters).",
    "formsRest.notPublishable": "The form cannot be published: {problems}",
    "formsRest.alreadyTrashed": "This form is already in the trash.",
    "formsRest.notTrashed": "This form is not in the trash.",
    "formsRest.submissionNotFound": "This submission does not exist.",
    "formsRest.submissionTrashed": "This submission is already in the trash.",
    "formsRest.ids": "Please name the submissions as ids=1,2,3 (at most 100).",
  },
} as const;

registerMessages(formsRestMessages);

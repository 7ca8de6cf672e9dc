/**
 * The form page's own texts (app/routes/forms/form.tsx), beside the runtime's (messages-forms.ts):
 * the 410 page when the owner moved the form to the trash while the visitor filled it in (the
 * no-JavaScript submit). Not in the core catalogue, which every page carries.
 */
import { registerMessages } from "./registry.ts";

export const formPageMessages = {
  de: {
    "error.formRemovedTitle": "Formular nicht mehr verfügbar",
    "error.formRemovedText":
      "Dieses Formular wurde inzwischen vom Betreiber entfernt und nimmt keine Einsendungen mehr an. Ihre Angaben wurden nicht gesendet.",
  },
  en: {
    "error.formRemovedTitle": "Form no longer available",
    "error.formRemovedText":
      "This form has been removed by the site owner and no longer accepts submissions. Your entries were not sent.",
  },
};

registerMessages(formPageMessages);

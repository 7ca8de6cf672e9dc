/** The dashboard's setup-wizard card and the wizard's step names (issue 27 item 5); small, the dashboard loads it. */
import { registerMessages } from "./registry.ts";

export const adminSetupWizardCardMessages = {
  de: {
    "admin.wizard.step.legal": "Rechtliches",
    "admin.wizard.step.shipping": "Versand",
    "admin.wizard.step.payments": "Zahlung",
    "admin.wizard.step.theme": "Logo und Farben",
    "admin.wizard.step.done": "Fertig",
    "admin.wizard.card.title": "Einrichtung fortsetzen",
    "admin.wizard.card.text":
      "Ihr Shop ist noch nicht fertig eingerichtet. Nächster Schritt: {step} (Schritt {n} von {m}).",
    "admin.wizard.card.continue": "Einrichtung fortsetzen",
    "admin.wizard.card.dismiss": "Nicht mehr anzeigen",
  },
  en: {
    "admin.wizard.step.legal": "Legal data",
    "admin.wizard.step.shipping": "Shipping",
    "admin.wizard.step.payments": "Payment",
    "admin.wizard.step.theme": "Logo and colours",
    "admin.wizard.step.done": "Done",
    "admin.wizard.card.title": "Continue setup",
    "admin.wizard.card.text": "Your shop is not fully set up yet. Next step: {step} (step {n} of {m}).",
    "admin.wizard.card.continue": "Continue setup",
    "admin.wizard.card.dismiss": "Do not show again",
  },
} as const;

registerMessages(adminSetupWizardCardMessages);

/** Texts of the customer account (login, registration, password, addresses). */
import { registerMessages } from "./registry.ts";

export const accountMessages = {
  de: {
    "account.title": "Mein Konto",
    "account.nav": "Kontobereich",
    "account.nav.dashboard": "Übersicht",
    "account.nav.addresses": "Adressen",
    "account.nav.details": "Kontodetails",
    "account.nav.logout": "Abmelden",
    "account.requiredNote": "Pflichtfelder sind mit * markiert.",
    "account.required": "erforderlich",
    "account.optional": "(optional)",
    "account.showPassword": "Passwort anzeigen",
    "account.hidePassword": "Passwort ausblenden",
    "account.errorsTitle": "Bitte prüfen Sie Ihre Eingaben:",
    "account.saving": "Wird gespeichert …",
    "account.duration.minute": "eine Minute",
    "account.duration.minutes": "{minutes} Minuten",

    "account.field.email": "E-Mail-Adresse",
    "account.field.password": "Passwort",
    "account.field.firstName": "Vorname",
    "account.field.lastName": "Nachname",
    "account.field.company": "Firma",
    "account.field.address1": "Straße und Hausnummer",
    "account.field.postcode": "Postleitzahl",
    "account.field.city": "Ort",
    "account.field.country": "Land",
    "account.field.phone": "Telefon",
    "account.field.currentPassword": "Aktuelles Passwort",
    "account.field.newPassword": "Neues Passwort",
    "account.field.confirmPassword": "Neues Passwort bestätigen",

    "account.hint.newPassword":
      "Mindestens {min} Zeichen. Ein Satz aus mehreren Wörtern ist sicher und leicht zu merken.",
    "account.hint.address1": "Bitte mit Hausnummer, z. B. Lindenstraße 12.",
    "account.hint.postcode": "Für Deutschland 5 Ziffern, z. B. 10115.",
    "account.hint.phone": "Nur für Rückfragen zu Ihrer Lieferung.",
    "account.hint.accountEmail":
      "Um die E-Mail-Adresse zu ändern, geben Sie unten auch Ihr aktuelles Passwort ein.",
    "account.hint.currentPassword": "Nur nötig, wenn Sie E-Mail-Adresse oder Passwort ändern.",

    "account.login.title": "Anmelden",
    "account.login.submit": "Anmelden",
    "account.login.lostPassword": "Passwort vergessen?",
    "account.register.title": "Registrieren",
    "account.register.intro": "Mit einem Kundenkonto bestellen Sie schneller und verwalten Ihre Adressen.",
    "account.register.privacy":
      "Ihre personenbezogenen Daten verwenden wir, um Ihr Konto zu führen und Ihre Bestellungen abzuwickeln. Mehr dazu in unserer",
    "account.register.privacyLink": "Datenschutzerklärung",
    "account.register.submit": "Registrieren",

    "account.dashboard.hello": "Hallo {name},",
    "account.dashboard.text":
      "hier verwalten Sie Ihre Rechnungs- und Lieferadresse und ändern Ihren Namen, Ihre E-Mail-Adresse oder Ihr Passwort.",

    "account.details.title": "Kontodetails",
    "account.details.passwordLegend": "Passwort ändern",
    "account.details.passwordNote": "Lassen Sie die Felder leer, wenn Sie Ihr Passwort nicht ändern möchten.",
    "account.details.submit": "Änderungen speichern",
    "account.details.saved": "Ihre Kontodaten wurden gespeichert.",

    "account.addresses.title": "Adressen",
    "account.addresses.intro": "Diese Adressen schlagen wir Ihnen an der Kasse vor.",
    "account.addresses.billing": "Rechnungsadresse",
    "account.addresses.shipping": "Lieferadresse",
    "account.addresses.none": "Sie haben noch keine Adresse dieser Art hinterlegt.",
    "account.addresses.edit": "{kind} bearbeiten",
    "account.addresses.add": "{kind} hinzufügen",
    "account.addresses.submit": "Adresse speichern",
    "account.addresses.saved": "Die Adresse wurde gespeichert.",
    "account.addresses.back": "Zurück zu den Adressen",

    "account.lost.title": "Passwort vergessen",
    "account.lost.intro":
      "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten eine E-Mail mit einem Link, über den Sie ein neues Passwort festlegen.",
    "account.lost.submit": "Link anfordern",
    "account.lost.back": "Zurück zur Anmeldung",
    "account.lost.sent":
      "Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir Ihnen soeben einen Link geschickt. Er ist eine Stunde gültig. Bitte sehen Sie auch im Spam-Ordner nach.",
    "account.reset.title": "Neues Passwort festlegen",
    "account.reset.intro": "Wählen Sie ein neues Passwort für Ihr Konto.",
    "account.reset.submit": "Passwort speichern",
    "account.reset.done":
      "Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.",
    "account.reset.mailSubject": "Neues Passwort für Ihr Konto bei {site}",
    "account.reset.mailText":
      "Hallo,\n\nfür Ihr Konto bei {site} wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest (er ist eine Stunde gültig und funktioniert einmal):\n\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach. Ihr Passwort bleibt dann unverändert.\n\nViele Grüße\n{site}",
    "account.reset.mailButton": "Neues Passwort festlegen",

    "account.logout.title": "Abmelden",
    "account.logout.confirm": "Möchten Sie sich wirklich abmelden?",
    "account.logout.submit": "Ja, abmelden",
    "account.logout.done": "Sie haben sich abgemeldet.",

    "account.error.badRequest": "Das Formular konnte nicht gelesen werden. Bitte laden Sie die Seite neu.",
    "account.error.required": "{label} ist ein Pflichtfeld.",
    "account.error.email": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    "account.error.tooLong": "{label} ist zu lang.",
    "account.error.invalidChars": "{label} enthält unzulässige Zeichen.",
    "account.error.passwordTooShort": "Das Passwort muss mindestens {min} Zeichen lang sein.",
    "account.error.passwordMismatch": "Die beiden Passwörter stimmen nicht überein.",
    "account.error.currentPasswordRequired":
      "Bitte geben Sie Ihr aktuelles Passwort ein, um E-Mail-Adresse oder Passwort zu ändern.",
    "account.error.currentPasswordWrong": "Das aktuelle Passwort ist nicht richtig.",
    "account.error.postcode": "Diese Postleitzahl passt nicht zu {country}.",
    "account.error.postcodeDE": "Die Postleitzahl muss aus 5 Ziffern bestehen.",
    "account.error.houseNumber": "Bitte geben Sie Straße und Hausnummer an.",
    "account.error.phone": "Bitte geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein.",
    "account.error.country": "Bitte wählen Sie ein Land aus der Liste.",
    "account.error.nonce":
      "Ihre Sitzung ist abgelaufen. Bitte senden Sie das Formular noch einmal ab – Ihre Eingaben sind noch da.",
    "account.error.loginFailed":
      "E-Mail-Adresse oder Passwort sind nicht richtig. Bitte versuchen Sie es noch einmal oder setzen Sie Ihr Passwort zurück.",
    "account.error.rateLimited":
      "Zu viele fehlgeschlagene Anmeldeversuche. Aus Sicherheitsgründen ist die Anmeldung jetzt für {duration} gesperrt. Bitte versuchen Sie es danach noch einmal.",
    "account.error.lostRateLimited":
      "Sie haben schon mehrere Links angefordert. Bitte warten Sie {duration}, bevor Sie einen neuen anfordern.",
    "account.error.emailExists":
      "Für diese E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.",
    "account.error.emailTaken": "Diese E-Mail-Adresse gehört schon zu einem anderen Konto.",
    "account.error.resetKeyInvalid":
      "Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.",
  },
  en: {
    "account.title": "My account",
    "account.nav": "Account area",
    "account.nav.dashboard": "Dashboard",
    "account.nav.addresses": "Addresses",
    "account.nav.details": "Account details",
    "account.nav.logout": "Log out",
    "account.requiredNote": "Required fields are marked *.",
    "account.required": "required",
    "account.optional": "(optional)",
    "account.showPassword": "Show password",
    "account.hidePassword": "Hide password",
    "account.errorsTitle": "Please check your entries:",
    "account.saving": "Saving …",
    "account.duration.minute": "one minute",
    "account.duration.minutes": "{minutes} minutes",

    "account.field.email": "Email address",
    "account.field.password": "Password",
    "account.field.firstName": "First name",
    "account.field.lastName": "Last name",
    "account.field.company": "Company",
    "account.field.address1": "Street and house number",
    "account.field.postcode": "Postcode",
    "account.field.city": "Town / City",
    "account.field.country": "Country",
    "account.field.phone": "Phone",
    "account.field.currentPassword": "Current password",
    "account.field.newPassword": "New password",
    "account.field.confirmPassword": "Confirm new password",

    "account.hint.newPassword":
      "At least {min} characters. A sentence of several words is strong and easy to remember.",
    "account.hint.address1": "Please include the house number, e.g. Lindenstraße 12.",
    "account.hint.postcode": "5 digits for Germany, e.g. 10115.",
    "account.hint.phone": "Only for questions about your delivery.",
    "account.hint.accountEmail": "To change your email address, also enter your current password below.",
    "account.hint.currentPassword": "Only needed when you change your email address or password.",

    "account.login.title": "Log in",
    "account.login.submit": "Log in",
    "account.login.lostPassword": "Lost your password?",
    "account.register.title": "Register",
    "account.register.intro": "With a customer account you order faster and manage your addresses.",
    "account.register.privacy":
      "We use your personal data to run your account and process your orders. Read more in our",
    "account.register.privacyLink": "privacy policy",
    "account.register.submit": "Register",

    "account.dashboard.hello": "Hello {name},",
    "account.dashboard.text":
      "here you manage your billing and shipping address and change your name, email address or password.",

    "account.details.title": "Account details",
    "account.details.passwordLegend": "Change password",
    "account.details.passwordNote": "Leave these fields empty to keep your current password.",
    "account.details.submit": "Save changes",
    "account.details.saved": "Your account details have been saved.",

    "account.addresses.title": "Addresses",
    "account.addresses.intro": "We suggest these addresses at checkout.",
    "account.addresses.billing": "Billing address",
    "account.addresses.shipping": "Shipping address",
    "account.addresses.none": "You have not set up this type of address yet.",
    "account.addresses.edit": "Edit {kind}",
    "account.addresses.add": "Add {kind}",
    "account.addresses.submit": "Save address",
    "account.addresses.saved": "The address has been saved.",
    "account.addresses.back": "Back to addresses",

    "account.lost.title": "Lost password",
    "account.lost.intro":
      "Enter the email address of your account. You will receive an email with a link to set a new password.",
    "account.lost.submit": "Request link",
    "account.lost.back": "Back to log in",
    "account.lost.sent":
      "If there is an account for this email address, we have just sent you a link. It is valid for one hour. Please also check your spam folder.",
    "account.reset.title": "Set a new password",
    "account.reset.intro": "Choose a new password for your account.",
    "account.reset.submit": "Save password",
    "account.reset.done": "Your password has been changed. You can now log in with your new password.",
    "account.reset.mailSubject": "New password for your account at {site}",
    "account.reset.mailText":
      "Hello,\n\nsomeone asked for a new password for your account at {site}. Use this link to set it (it is valid for one hour and works once):\n\n{link}\n\nIf you did not ask for this, just ignore this email. Your password stays unchanged.\n\nKind regards\n{site}",
    "account.reset.mailButton": "Set a new password",

    "account.logout.title": "Log out",
    "account.logout.confirm": "Do you really want to log out?",
    "account.logout.submit": "Yes, log out",
    "account.logout.done": "You have logged out.",

    "account.error.badRequest": "The form could not be read. Please reload the page.",
    "account.error.required": "{label} is a required field.",
    "account.error.email": "Please enter a valid email address.",
    "account.error.tooLong": "{label} is too long.",
    "account.error.invalidChars": "{label} contains characters that are not allowed.",
    "account.error.passwordTooShort": "The password must be at least {min} characters long.",
    "account.error.passwordMismatch": "The two passwords do not match.",
    "account.error.currentPasswordRequired":
      "Please enter your current password to change your email address or password.",
    "account.error.currentPasswordWrong": "Your current password is not correct.",
    "account.error.postcode": "This postcode does not match {country}.",
    "account.error.postcodeDE": "The postcode must have 5 digits.",
    "account.error.houseNumber": "Please enter the street and house number.",
    "account.error.phone": "Please enter a phone number with 6 to 15 digits.",
    "account.error.country": "Please choose a country from the list.",
    "account.error.nonce":
      "Your session has expired. Please submit the form again – your entries are still here.",
    "account.error.loginFailed":
      "The email address or password is not correct. Please try again or reset your password.",
    "account.error.rateLimited":
      "Too many failed login attempts. For your security, logging in is blocked for {duration}. Please try again afterwards.",
    "account.error.lostRateLimited":
      "You have already requested several links. Please wait {duration} before requesting a new one.",
    "account.error.emailExists":
      "An account is already registered with this email address. Please log in or reset your password.",
    "account.error.emailTaken": "This email address already belongs to another account.",
    "account.error.resetKeyInvalid":
      "This link is invalid, has expired or has already been used. Please request a new one.",
  },
} as const;

registerMessages(accountMessages);

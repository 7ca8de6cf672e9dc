/**
 * The back office's settings screens (/admin/settings/…): the overview, the shared form texts,
 * and the groups Allgemein and Shop-Status. Each further group adds its own catalogue.
 */
import { registerMessages } from "./registry.ts";

export const adminSettingsMessages = {
  de: {
    "admin.settings.title": "Einstellungen",
    "admin.settings.intro":
      "Hier legen Sie fest, wie Ihr Shop arbeitet. Jede Gruppe wird für sich gespeichert.",
    "admin.settings.back": "Alle Einstellungen",
    "admin.settings.administratorOnly": "Nur für Administratoren",
    "admin.settings.readOnly": "Diese Angaben darf nur ein Administrator ändern.",
    "admin.settings.save": "Einstellungen speichern",
    "admin.settings.saved": "Gespeichert. Die Änderung gilt ab sofort im ganzen Shop.",
    "admin.settings.unchanged": "Keine Änderung – es war schon alles so gespeichert.",
    "admin.settings.invalid": "Nicht gespeichert: Bitte prüfen Sie die markierten Felder.",
    "admin.settings.refused": "Nicht gespeichert: {reason}",
    "admin.settings.warning": "Hinweis: {reason}",
    "admin.settings.error.money": "Bitte einen Betrag wie 4,90 eingeben.",
    "admin.settings.error.integer": "Bitte eine ganze Zahl eingeben.",
    "admin.settings.group.general": "Allgemein",
    "admin.settings.group.general.description":
      "Name, Adresse und E-Mail des Shops, Seitenlängen, Lagerbestand.",
    "admin.settings.group.status": "Shop-Status",
    "admin.settings.group.status.description": "Demnächst-Modus und der Hinweis über dem Shop.",
    "admin.settings.group.emails": "E-Mails",
    "admin.settings.group.emails.description":
      "Absender und die Texte jeder E-Mail des Shops: Betreff, Überschrift und Text auf Deutsch und Englisch, mit Vorschau und Testversand.",
    "admin.settings.general.site": "Shop",
    "admin.settings.general.lists": "Listen und Warenkorb",
    "admin.settings.general.stock": "Lagerbestand",
    "admin.settings.field.lowStockAmount": "Schwelle für geringen Bestand",
    "admin.settings.field.lowStockAmount.help":
      "Fällt der verwaltete Bestand eines Produkts auf diese Stückzahl oder darunter, bekommen Sie einmal eine E-Mail. Ein Produkt kann im Editor eine eigene Schwelle haben (0 bis 10.000.000).",
    "adminComments.settings.section": "Kommentare",
    "adminComments.settings.autoApprove":
      "Kommentare von bereits freigegebenen Autoren automatisch freigeben",
    "adminComments.settings.autoApprove.help":
      "Ja: Wer (gleiche E-Mail-Adresse) schon einen freigegebenen Kommentar hat, erscheint sofort. Nein: jeder Kommentar wartet auf Ihre Freigabe.",
    "admin.settings.field.siteName": "Name des Shops",
    "admin.settings.field.siteName.help": "Steht im Kopf jeder Seite, im Fenstertitel und in den E-Mails.",
    "admin.settings.field.siteTagline": "Untertitel",
    "admin.settings.field.siteTagline.help":
      "Ein kurzer Satz unter dem Namen; leer lassen, wenn Sie keinen möchten.",
    "admin.settings.field.siteOrigin": "Adresse des Shops (URL)",
    "admin.settings.field.siteOrigin.help":
      "Für Links in E-Mails, etwa https://laden.example – nur Schema, Host und Port. Leer: wird beim nächsten Start aus HOST und PORT übernommen.",
    "admin.settings.field.orderEmail": "E-Mail für neue Bestellungen",
    "admin.settings.field.orderEmail.help": "Leer: die E-Mail-Adresse aus den rechtlichen Angaben.",
    "admin.settings.field.productsPerPage": "Produkte pro Seite",
    "admin.settings.field.productsPerPage.help": "Im Shop, in Kategorien und Schlagwörtern (1 bis 100).",
    "admin.settings.field.postsPerPage": "Beiträge pro Seite",
    "admin.settings.field.postsPerPage.help": "Im Blog und in seinen Archiven (1 bis 50).",
    "admin.settings.field.cartRedirect": "Nach „In den Warenkorb“ zum Warenkorb wechseln",
    "admin.settings.field.cartRedirect.help":
      "Aus: Der Kunde bleibt auf der Seite und sieht eine Bestätigung.",
    "admin.settings.status.mode": "Erreichbarkeit",
    "admin.settings.status.notice": "Shop-Hinweis",
    "admin.settings.field.comingSoon": "Demnächst-Modus",
    "admin.settings.field.comingSoon.help":
      "Besucher sehen nur eine Hinweisseite; angemeldete Inhaber sehen den Shop wie gewohnt. Ausschalten heißt: Der Shop ist live.",
    "admin.settings.field.storeNoticeEnabled": "Hinweis über dem Shop anzeigen",
    "admin.settings.field.storeNotice": "Text des Hinweises",
    "admin.settings.field.storeNotice.help": "Höchstens 500 Zeichen, etwa eine Versandaktion.",
    "admin.settings.status.noticeEmpty": "Ein eingeschalteter Hinweis braucht einen Text.",
    // Rechtliches (issue 21 item 2); its screen's texts: messages-admin-settings-legal.ts.
    "admin.settings.group.legal": "Rechtliches",
    "admin.settings.group.legal.description":
      "Ihre Angaben als Verkäufer für Impressum, E-Mails und Lastschriftmandat sowie welche Seite Impressum, AGB, Datenschutz, Widerrufsbelehrung und Versand und Zahlung ist.",
    // Versand (the overview's card; the screen's texts: messages-admin-shipping.ts)
    "admin.settings.group.shipping": "Versand",
    "admin.settings.group.shipping.description":
      "Versandzonen mit Ländern und Postleitzahlen, Versandarten, Preise und Versanddienstleister.",
    // Zahlung (issue 21 item 5); its screen's texts: messages-admin-payments.ts
    "admin.settings.group.payments": "Zahlung",
    "admin.settings.group.payments.description": "Zahlungsarten, ihre Reihenfolge und Bedingungen.",
    // Darstellung (issue 27 item 2); the group's own texts: messages-admin-appearance.ts
    "admin.settings.group.appearance": "Darstellung",
    "admin.settings.group.appearance.description":
      "Logo, Farben, Schrift, Kopfzeile, Blog, Slider, Fußzeile und Social-Media-Links – mit Vorschau vor dem Speichern.",
    // Steuern (issue 21 item 4); the group's own texts: messages-admin-taxes.ts
    "admin.settings.group.taxes": "Steuern",
    "admin.settings.group.taxes.description":
      "MwSt.-Sätze, One-Stop-Shop für Lieferungen in andere EU-Länder, Geschäftskunden und Reverse Charge.",
    // Buchhaltung (issue 22 item 7); the screen's texts: messages-accounting.ts
    "admin.settings.group.privacy": "Datenschutz und Spam-Schutz",
    "admin.settings.group.privacy.description":
      "Cookie-Banner und seine Texte, Captcha-Schlüssel, wie oft ein Formular gesendet werden darf.",
    "admin.settings.group.users": "Benutzer",
    "admin.settings.group.users.description":
      "Wer die Verwaltung nutzen darf: einladen, Rollen, deaktivieren, Anwendungspasswörter.",
    "admin.settings.group.accounting": "Buchhaltung",
    "admin.settings.group.accounting.description":
      "Kontenrahmen, Berater- und Mandantennummer und die Konten für den DATEV-Export der Belege.",
  },
  en: {
    "admin.settings.title": "Settings",
    "admin.settings.intro": "Decide how your shop works. Each group is saved on its own.",
    "admin.settings.back": "All settings",
    "admin.settings.administratorOnly": "Administrators only",
    "admin.settings.readOnly": "Only an administrator may change these details.",
    "admin.settings.save": "Save settings",
    "admin.settings.saved": "Saved. The change applies across the shop at once.",
    "admin.settings.unchanged": "No change – everything was already saved like this.",
    "admin.settings.invalid": "Not saved: please check the marked fields.",
    "admin.settings.refused": "Not saved: {reason}",
    "admin.settings.warning": "Note: {reason}",
    "admin.settings.error.money": "Please enter an amount such as 4,90.",
    "admin.settings.error.integer": "Please enter a whole number.",
    "admin.settings.group.general": "General",
    "admin.settings.group.general.description": "The shop's name, address and e-mail, list lengths, stock.",
    "admin.settings.group.status": "Shop status",
    "admin.settings.group.status.description": "Coming-soon mode and the notice above the shop.",
    "admin.settings.group.emails": "Emails",
    "admin.settings.group.emails.description":
      "The sender and the words of every mail the shop sends: subject, heading and text in German and English, with preview and test send.",
    "admin.settings.general.site": "Shop",
    "admin.settings.general.lists": "Lists and cart",
    "admin.settings.general.stock": "Stock",
    "admin.settings.field.lowStockAmount": "Low-stock threshold",
    "admin.settings.field.lowStockAmount.help":
      "When a product's managed stock falls to this many units or below, you get one e-mail. A product may set its own threshold in the editor (0 to 10,000,000).",
    "adminComments.settings.section": "Comments",
    "adminComments.settings.autoApprove": "Automatically approve comments from previously approved authors",
    "adminComments.settings.autoApprove.help":
      "Yes: an author (same email address) with an approved comment appears at once. No: every comment waits for your approval.",
    "admin.settings.field.siteName": "Shop name",
    "admin.settings.field.siteName.help": "Shown in every page's header, the window title and e-mails.",
    "admin.settings.field.siteTagline": "Tagline",
    "admin.settings.field.siteTagline.help": "A short line under the name; leave empty if you want none.",
    "admin.settings.field.siteOrigin": "Shop address (URL)",
    "admin.settings.field.siteOrigin.help":
      "For links in e-mails, such as https://laden.example – scheme, host and port only. Empty: taken from HOST and PORT at the next start.",
    "admin.settings.field.orderEmail": "E-mail for new orders",
    "admin.settings.field.orderEmail.help": "Empty: the e-mail address of the legal details.",
    "admin.settings.field.productsPerPage": "Products per page",
    "admin.settings.field.productsPerPage.help": "In the shop, categories and tags (1 to 100).",
    "admin.settings.field.postsPerPage": "Posts per page",
    "admin.settings.field.postsPerPage.help": "In the blog and its archives (1 to 50).",
    "admin.settings.field.cartRedirect": "Go to the cart after “Add to cart”",
    "admin.settings.field.cartRedirect.help": "Off: the customer stays on the page and sees a confirmation.",
    "admin.settings.status.mode": "Availability",
    "admin.settings.status.notice": "Store notice",
    "admin.settings.field.comingSoon": "Coming-soon mode",
    "admin.settings.field.comingSoon.help":
      "Visitors see only a notice page; signed-in owners see the shop as usual. Off means: the shop is live.",
    "admin.settings.field.storeNoticeEnabled": "Show the notice above the shop",
    "admin.settings.field.storeNotice": "Notice text",
    "admin.settings.field.storeNotice.help": "At most 500 characters, e.g. a shipping offer.",
    "admin.settings.status.noticeEmpty": "A notice that is switched on needs a text.",
    "admin.settings.group.legal": "Legal",
    "admin.settings.group.legal.description":
      "Your details as the seller for the legal notice, e-mails and the direct debit mandate, and which page is the legal notice, terms, privacy policy, withdrawal policy and shipping and payment.",
    // Versand (the overview's card; the screen's texts: messages-admin-shipping.ts)
    "admin.settings.group.shipping": "Shipping",
    "admin.settings.group.shipping.description":
      "Shipping zones with countries and postcodes, shipping methods, prices and carriers.",
    // Zahlung (issue 21 item 5); its screen's texts: messages-admin-payments.ts
    "admin.settings.group.payments": "Payments",
    "admin.settings.group.payments.description": "Payment methods, their order and conditions.",
    // Appearance (issue 27 item 2); the group's own texts: messages-admin-appearance.ts
    "admin.settings.group.appearance": "Appearance",
    "admin.settings.group.appearance.description":
      "Logo, colours, font, header, blog, slider, footer and social links – with a preview before saving.",
    // Taxes (issue 21 item 4); the group's own texts: messages-admin-taxes.ts
    "admin.settings.group.taxes": "Taxes",
    "admin.settings.group.taxes.description":
      "VAT rates, the one-stop shop for deliveries to other EU countries, business customers and reverse charge.",
    // Buchhaltung (issue 22 item 7); the screen's texts: messages-accounting.ts
    "admin.settings.group.privacy": "Privacy and spam",
    "admin.settings.group.privacy.description":
      "The cookie banner and its texts, captcha keys, how often a form may be sent.",
    "admin.settings.group.users": "Users",
    "admin.settings.group.users.description":
      "Who may use the back office: invite, roles, deactivate, application passwords.",
    "admin.settings.group.accounting": "Accounting",
    "admin.settings.group.accounting.description":
      "Chart of accounts, consultant and client number and the accounts of the DATEV export.",
  },
} as const;

registerMessages(adminSettingsMessages);

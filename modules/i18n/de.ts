/**
 * The German catalogue: the source of every visible text. Core keys live here; an area with
 * many texts keeps them in its own `messages-<area>.ts` ({ de, en }) merged below.
 */

import type { accountMessages } from "./messages-account.ts";
import type { accountingMessages } from "./messages-accounting.ts";
import type { accountingFileMessages } from "./messages-accounting-files.ts";
import type { adminMessages } from "./messages-admin.ts";
import type { adminAccountingMessages } from "./messages-admin-accounting.ts";
import type { adminAppearanceMessages } from "./messages-admin-appearance.ts";
import type { adminAuthMessages } from "./messages-admin-auth.ts";
import type { adminContentMessages } from "./messages-admin-content.ts";
import type { adminCouponsMessages } from "./messages-admin-coupons.ts";
import type { adminCustomerMessages } from "./messages-admin-customers.ts";
import type { adminDashboardMessages } from "./messages-admin-dashboard.ts";
import type { adminDocumentMailMessages } from "./messages-admin-document-mails.ts";
import type { adminFormsMessages } from "./messages-admin-forms.ts";
import type { adminFormsScreensMessages } from "./messages-admin-forms-screens.ts";
import type { adminFormsTransferMessages } from "./messages-admin-forms-transfer.ts";
import type { adminMediaMessages } from "./messages-admin-media.ts";
import type { adminMenusMessages } from "./messages-admin-menus.ts";
import type { adminOrderMessages } from "./messages-admin-order.ts";
import type { adminOrdersListMessages } from "./messages-admin-orders-list.ts";
import type { adminPaymentsMessages } from "./messages-admin-payments.ts";
import type { adminPrivacyMessages } from "./messages-admin-privacy.ts";
import type { adminProductImportMessages } from "./messages-admin-product-import.ts";
import type { adminProductsMessages } from "./messages-admin-products.ts";
import type { adminRedirectsMessages } from "./messages-admin-redirects.ts";
import type { adminRichTextMessages } from "./messages-admin-rich-text.ts";
import type { adminSettingsMessages } from "./messages-admin-settings.ts";
import type { adminSettingsEmailsMessages } from "./messages-admin-settings-emails.ts";
import type { adminSettingsLegalMessages } from "./messages-admin-settings-legal.ts";
import type { adminSetupWizardMessages } from "./messages-admin-setup-wizard.ts";
import type { adminSetupWizardCardMessages } from "./messages-admin-setup-wizard-card.ts";
import type { adminShippingMessages } from "./messages-admin-shipping.ts";
import type { adminStockMessages } from "./messages-admin-stock.ts";
import type { adminSubmissionsMessages } from "./messages-admin-submissions.ts";
import type { adminSystemMessages } from "./messages-admin-system.ts";
import type { adminTaxOrderMessages } from "./messages-admin-tax-order.ts";
import type { adminTaxMessages } from "./messages-admin-taxes.ts";
import type { adminTaxonomyMessages } from "./messages-admin-taxonomy.ts";
import type { adminUsersMessages } from "./messages-admin-users.ts";
import type { adminVariationsMessages } from "./messages-admin-variations.ts";
import type { adminVoucherMessages } from "./messages-admin-vouchers.ts";
import type { blogMessages } from "./messages-blog.ts";
import type { cartMessages } from "./messages-cart.ts";
import type { checkoutMessages } from "./messages-checkout.ts";
import type { commentMessages } from "./messages-comments.ts";
import type { couponMessages } from "./messages-coupons.ts";
import type { documentMailMessages } from "./messages-document-mails.ts";
import type { documentMessages } from "./messages-documents.ts";
import type { formPageMessages } from "./messages-form-page.ts";
import type { formsRestMessages } from "./messages-forms-rest.ts";
import type { legalMessages } from "./messages-legal.ts";
import type { mailTextMessages } from "./messages-mail-texts.ts";
import type { orderAccountMessages } from "./messages-order-account.ts";
import type { orderDocumentMessages } from "./messages-order-documents.ts";
import type { orderMailMessages } from "./messages-order-mail.ts";
import type { orderStatusMailMessages } from "./messages-order-status-mail.ts";
import type { orderMessages } from "./messages-orders.ts";
import type { previewMessages } from "./messages-preview.ts";
import type { productMessages } from "./messages-product.ts";
import type { taxMessages } from "./messages-tax.ts";
import type { taxErrorMessages } from "./messages-tax-errors.ts";
import type { themeMessages } from "./messages-theme.ts";
import type { themeExtraMessages } from "./messages-theme-extra.ts";
import type { versionMessages } from "./messages-version.ts";
import type { voucherTextMessages } from "./messages-voucher-texts.ts";
import type { voucherMessages } from "./messages-vouchers.ts";
import type { wireMessages } from "./messages-wire.ts";

export const coreDe = {
  "site.skip": "Zum Inhalt springen",
  "site.toast.close": "Hinweis schließen",
  "cart.added": "„{name}“ wurde Ihrem Warenkorb hinzugefügt.",
  "cart.addedMany": "{quantity} × „{name}“ wurden Ihrem Warenkorb hinzugefügt.",
  "cart.pleaseWait": "Bitte warten …",
  "site.home": "Startseite",
  "site.subpages": "Unterseiten",
  "site.accountOrders": "Bestellungen",
  "error.notFoundTitle": "Seite nicht gefunden",
  "error.notFoundText": "Diese Seite gibt es nicht (mehr). Vielleicht finden Sie im Shop, was Sie suchen.",
  "error.serverTitle": "Da ist etwas schiefgegangen",
  "error.serverText": "Bitte versuchen Sie es in einem Moment noch einmal. Ihre Daten sind nicht verloren.",
  "error.unavailableTitle": "Kurz nicht erreichbar",
  "error.unavailableText":
    "Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.",
  "error.toShop": "Zum Shop",
  "error.toHome": "Zur Startseite",
  "shop.title": "Shop",
  "shop.resultCount": "{count} Produkte",
  "shop.resultCountOne": "1 Produkt",
  "shop.resultRange": "Zeige {from}–{to} von {count} Produkten",
  "shop.noProducts": "Es wurden keine Produkte gefunden, die Ihrer Auswahl entsprechen.",
  "shop.sortLabel": "Sortierung",
  "shop.sort.menu_order": "Standardsortierung",
  "shop.sort.popularity": "Nach Beliebtheit sortiert",
  "shop.sort.rating": "Nach Durchschnittsbewertung sortiert",
  "shop.sort.date": "Nach Aktualität sortieren",
  "shop.sort.price": "Nach Preis sortieren: aufsteigend",
  "shop.sort.price-desc": "Nach Preis sortieren: absteigend",
  "shop.sortSubmit": "Sortieren",
  "shop.pagination": "Seitennummerierung",
  "shop.page": "Seite {page}",
  "shop.prev": "Vorherige Seite",
  "shop.next": "Nächste Seite",
  "shop.addToCart": "In den Warenkorb",
  "shop.viewCart": "Warenkorb anzeigen",
  "shop.selectOptions": "Ausführung wählen",
  "shop.readMore": "Weiterlesen",
  "shop.outOfStock": "Nicht vorrätig",
  "shop.sale": "Angebot!",
  "shop.originalPrice": "Ursprünglicher Preis war: {price}",
  "shop.currentPrice": "Aktueller Preis ist: {price}",
  "shop.priceRange": "Preisspanne: {min} bis {max}",
  "shop.inclVat": "inkl. MwSt.",
  "shop.plusShipping": "zzgl.",
  "shop.shippingLink": "Versandkosten",
  "shop.unitPrice": "{price} / {unit}",
  "shop.unitPriceFrom": "ab {price} / {unit}",
  "shop.unitPriceLabel": "Grundpreis",
  "shop.featured": "Empfohlene Produkte",
} as const;

/**
 * Every key of every area. Only the types are imported here: an area's texts reach a page's
 * JavaScript only when a module of that page imports the area (see registry.ts).
 */
export type MessageKey =
  | keyof typeof coreDe
  | keyof (typeof documentMessages)["de"]
  | keyof (typeof orderDocumentMessages)["de"]
  | keyof (typeof documentMailMessages)["de"]
  | keyof (typeof adminDocumentMailMessages)["de"]
  | keyof (typeof adminMessages)["de"]
  | keyof (typeof adminSystemMessages)["de"]
  | keyof (typeof adminSettingsMessages)["de"]
  | keyof (typeof adminShippingMessages)["de"]
  | keyof (typeof adminSetupWizardMessages)["de"]
  | keyof (typeof adminSetupWizardCardMessages)["de"]
  | keyof (typeof adminPaymentsMessages)["de"]
  | keyof (typeof adminAuthMessages)["de"]
  | keyof (typeof adminOrdersListMessages)["de"]
  | keyof (typeof adminProductsMessages)["de"]
  | keyof (typeof adminCustomerMessages)["de"]
  | keyof (typeof adminDashboardMessages)["de"]
  | keyof (typeof adminMediaMessages)["de"]
  | keyof (typeof adminRichTextMessages)["de"]
  | keyof (typeof adminFormsMessages)["de"]
  | keyof (typeof adminFormsTransferMessages)["de"]
  | keyof (typeof adminFormsScreensMessages)["de"]
  | keyof (typeof adminSubmissionsMessages)["de"]
  | keyof (typeof formsRestMessages)["de"]
  | keyof (typeof accountMessages)["de"]
  | keyof (typeof blogMessages)["de"]
  | keyof (typeof cartMessages)["de"]
  | keyof (typeof couponMessages)["de"]
  | keyof (typeof voucherMessages)["de"]
  | keyof (typeof formPageMessages)["de"]
  | keyof (typeof voucherTextMessages)["de"]
  | keyof (typeof adminVoucherMessages)["de"]
  | keyof (typeof adminCouponsMessages)["de"]
  | keyof (typeof checkoutMessages)["de"]
  | keyof (typeof orderMessages)["de"]
  | keyof (typeof orderAccountMessages)["de"]
  | keyof (typeof orderMailMessages)["de"]
  | keyof (typeof orderStatusMailMessages)["de"]
  | keyof (typeof adminOrderMessages)["de"]
  | keyof (typeof themeMessages)["de"]
  | keyof (typeof taxMessages)["de"]
  | keyof (typeof taxErrorMessages)["de"]
  | keyof (typeof adminTaxMessages)["de"]
  | keyof (typeof adminTaxOrderMessages)["de"]
  | keyof (typeof themeExtraMessages)["de"]
  | keyof (typeof versionMessages)["de"]
  | keyof (typeof previewMessages)["de"]
  | keyof (typeof legalMessages)["de"]
  | keyof (typeof adminSettingsLegalMessages)["de"]
  | keyof (typeof adminUsersMessages)["de"]
  | keyof (typeof adminPrivacyMessages)["de"]
  | keyof (typeof adminAppearanceMessages)["de"]
  | keyof (typeof accountingMessages)["de"]
  | keyof (typeof accountingFileMessages)["de"]
  | keyof (typeof adminAccountingMessages)["de"]
  | keyof (typeof adminVariationsMessages)["de"]
  | keyof (typeof adminTaxonomyMessages)["de"]
  | keyof (typeof adminMenusMessages)["de"]
  | keyof (typeof adminStockMessages)["de"]
  | keyof (typeof commentMessages)["de"]
  | keyof (typeof adminRedirectsMessages)["de"]
  | keyof (typeof adminContentMessages)["de"]
  | keyof (typeof adminProductImportMessages)["de"]
  | keyof (typeof adminSettingsEmailsMessages)["de"]
  | keyof (typeof mailTextMessages)["de"]
  | keyof (typeof wireMessages)["de"]
  | keyof (typeof productMessages)["de"];

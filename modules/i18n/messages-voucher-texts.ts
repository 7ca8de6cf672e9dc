/**
 * Gift vouchers (issue 24 item 3), server side: the coupon field's notices for a voucher code,
 * the voucher mail, and the documents' texts. `{code}`, `{amount}`, `{date}`, `{number}`,
 * `{shop}` are filled by translate().
 */
import { registerMessages } from "./registry.ts";

export const voucherTextMessages = {
  de: {
    "voucher.applied": "Geschenkgutschein {code} wird mit {amount} angerechnet.",
    "voucher.void": "Dieser Geschenkgutschein ist ungültig.",
    "voucher.expired": "Dieser Geschenkgutschein ist abgelaufen.",
    "voucher.empty": "Dieser Geschenkgutschein hat kein Guthaben mehr.",
    "voucher.forVoucher":
      "Ein Geschenkgutschein kann nicht mit einem Geschenkgutschein bezahlt werden. Bitte entfernen Sie den Gutschein aus dem Warenkorb oder bestellen Sie ihn getrennt.",
    "voucher.nothingDue": "Es ist nichts mehr zu bezahlen: der Gutschein wird nicht benötigt.",
    "voucher.taxNote": "nicht steuerbar, Mehrzweck-Gutschein",
    "voucher.mail.subject": "Ihr Geschenkgutschein von {shop}",
    "voucher.mail.intro":
      "vielen Dank für Ihre Bestellung {number}. Hier ist Ihr Geschenkgutschein – einlösbar für alles in unserem Shop, im Warenkorb oder an der Kasse im Feld „Gutscheincode“:",
    "voucher.mail.line": "Code: {code} – Wert: {amount} – gültig bis {date}",
    "voucher.mail.lineNoExpiry": "Code: {code} – Wert: {amount}",
    "voucher.mail.rules":
      "Der Gutschein kann in mehreren Bestellungen eingelöst werden, bis das Guthaben verbraucht ist. Eine Barauszahlung ist nicht möglich.",
  },
  en: {
    "voucher.applied": "Gift voucher {code} is credited with {amount}.",
    "voucher.void": "This gift voucher is not valid.",
    "voucher.expired": "This gift voucher has expired.",
    "voucher.empty": "This gift voucher has no balance left.",
    "voucher.forVoucher":
      "A gift voucher cannot be paid with a gift voucher. Please remove the voucher from the cart or order it separately.",
    "voucher.nothingDue": "Nothing is left to pay: the voucher is not needed.",
    "voucher.taxNote": "not taxable, multi-purpose voucher",
    "voucher.mail.subject": "Your gift voucher from {shop}",
    "voucher.mail.intro":
      "thank you for your order {number}. Here is your gift voucher – redeemable for everything in our shop, in the cart or at checkout in the field “Coupon code”:",
    "voucher.mail.line": "Code: {code} – value: {amount} – valid until {date}",
    "voucher.mail.lineNoExpiry": "Code: {code} – value: {amount}",
    "voucher.mail.rules":
      "The voucher can be used over several orders until its balance is spent. It cannot be paid out in cash.",
  },
};

registerMessages(voucherTextMessages);

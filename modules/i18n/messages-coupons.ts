/**
 * Coupon notices (issue 24), WooCommerce's texts in its formal German translation; `{code}`,
 * `{amount}`, `{names}` placeholders are filled by translate().
 */
import { registerMessages } from "./registry.ts";

export const couponMessages = {
  de: {
    "coupon.applied": "Gutschein erfolgreich angewendet.",
    "coupon.removed": "Gutschein erfolgreich entfernt.",
    "coupon.missing": "Bitte geben Sie einen Gutscheincode ein.",
    "coupon.notApplied": "Dieser Gutschein ist nicht in Ihrem Warenkorb.",
    "coupon.unknown": "Gutschein „{code}“ existiert nicht!",
    "coupon.alreadyApplied": "Gutscheincode wurde bereits angewendet!",
    "coupon.expired": "Dieser Gutschein ist abgelaufen.",
    "coupon.notYetValid": "Dieser Gutschein ist noch nicht gültig.",
    "coupon.usageLimit": "Das Nutzungslimit für diesen Gutschein wurde erreicht.",
    "coupon.userLimit":
      "Das Nutzungslimit für diesen Gutschein wurde erreicht: Sie haben ihn bereits so oft eingelöst wie erlaubt.",
    "coupon.minimum": "Der Mindestbestellwert für diesen Gutschein beträgt {amount}.",
    "coupon.maximum": "Der maximale Bestellwert für diesen Gutschein beträgt {amount}.",
    "coupon.notApplicable":
      "Dieser Gutschein kann leider nicht auf die ausgewählten Produkte angewendet werden.",
    "coupon.excludedProducts": "Dieser Gutschein ist leider nicht auf folgende Produkte anwendbar: {names}.",
    "coupon.individualUse":
      "Der Gutschein „{code}“ wurde bereits angewendet und kann nicht mit anderen Gutscheinen kombiniert werden.",
    "coupon.emptyCart": "Ihr Warenkorb ist leer. Bitte legen Sie zuerst Produkte in den Warenkorb.",
    "coupon.droppedAtCheckout": "Der Gutschein „{code}“ wurde entfernt: {reason}",
  },
  en: {
    "coupon.applied": "Coupon code applied successfully.",
    "coupon.removed": "Coupon code removed successfully.",
    "coupon.missing": "Please enter a coupon code.",
    "coupon.notApplied": "This coupon is not in your cart.",
    "coupon.unknown": 'Coupon "{code}" does not exist!',
    "coupon.alreadyApplied": "Coupon code already applied!",
    "coupon.expired": "This coupon has expired.",
    "coupon.notYetValid": "This coupon is not valid yet.",
    "coupon.usageLimit": "Coupon usage limit has been reached.",
    "coupon.userLimit": "Coupon usage limit has been reached: you have used it as often as allowed.",
    "coupon.minimum": "The minimum spend for this coupon is {amount}.",
    "coupon.maximum": "The maximum spend for this coupon is {amount}.",
    "coupon.notApplicable": "Sorry, this coupon is not applicable to selected products.",
    "coupon.excludedProducts": "Sorry, this coupon is not applicable to the products: {names}.",
    "coupon.individualUse":
      'Sorry, coupon "{code}" has already been applied and cannot be used in conjunction with other coupons.',
    "coupon.emptyCart": "Your cart is empty. Please add products to your cart first.",
    "coupon.droppedAtCheckout": 'The coupon "{code}" was removed: {reason}',
  },
};

registerMessages(couponMessages);

/** The back office's texts for the Steuern settings group (the order page's: messages-admin-tax-order.ts). */
import { registerMessages } from "./registry.ts";

export const adminTaxMessages = {
  de: {
    "admin.tax.section.oss": "Lieferungen an Privatkunden in andere EU-Länder",
    "admin.tax.section.business": "Geschäftskunden",
    "admin.tax.field.oss": "MwSt. des Lieferlands berechnen (One-Stop-Shop, OSS)",
    "admin.tax.field.oss.help":
      "Pflicht, sobald Ihre Lieferungen an Privatkunden in andere EU-Länder 10.000 € im Jahr übersteigen oder Sie am OSS-Verfahren teilnehmen. Aus: Alle zahlen die deutsche MwSt.",
    "admin.tax.field.priceMode": "Preise bei der MwSt. eines anderen Landes",
    "admin.tax.field.priceMode.help":
      "Gilt nur mit OSS. Bruttopreis bleibt gleich: Kunden in jedem Land zahlen, was im Shop steht; Ihr Nettoerlös ändert sich mit dem Satz. Nettopreis bleibt gleich: Der Endpreis folgt dem Satz des Lieferlands.",
    "admin.tax.priceMode.gross": "Bruttopreis bleibt gleich",
    "admin.tax.priceMode.net": "Nettopreis bleibt gleich",
    "admin.tax.field.businessFields": "Felder für Geschäftskunden an der Kasse",
    "admin.tax.field.businessFields.help":
      "Das Feld Firma gibt es immer. Mit „Angezeigt“ erscheinen unter der Rechnungsadresse USt-IdNr. und Käuferreferenz (z. B. die Leitweg-ID einer Behörde), beide freiwillig.",
    "admin.tax.businessFields.off": "Aus",
    "admin.tax.businessFields.optional": "Angezeigt, freiwillig",
    "admin.tax.field.reverseCharge": "Reverse Charge für Unternehmen aus anderen EU-Ländern",
    "admin.tax.field.reverseCharge.help":
      "Gibt ein Unternehmen aus einem anderen EU-Land eine USt-IdNr. seines Landes an, berechnet der Shop den Nettopreis ohne MwSt. Geprüft wird nur das Format, nicht ob die Nummer vergeben ist: Prüfen Sie sie und markieren Sie eine ungültige an der Bestellung.",
    "admin.tax.warn.reverseChargeWithoutFields":
      "Reverse Charge ist an, aber die Felder für Geschäftskunden sind aus: Ohne USt-IdNr. gilt Reverse Charge für niemanden.",
    "admin.tax.warn.ossWithoutCountries":
      "Der One-Stop-Shop ist an, aber Ihr Shop liefert in kein anderes EU-Land.",
    "admin.tax.german.title": "Steuersätze in Deutschland",
    "admin.tax.german.intro":
      "Ihre Preise sind Bruttopreise mit diesen Sätzen. Sie sind fest eingestellt: Ein anderer Satz würde die Bedeutung jedes gespeicherten Preises ändern. Ändert der Gesetzgeber einen Satz, kommt die Änderung mit einem Update.",
    "admin.tax.class": "Steuerklasse",
    "admin.tax.rate": "Satz",
    "admin.tax.class.standard": "Regelsatz",
    "admin.tax.class.reduced": "Ermäßigt (z. B. Lebensmittel, Kaffee)",
    "admin.tax.eu.title": "Steuersätze der Lieferländer",
    "admin.tax.eu.intro":
      "Mit OSS gilt für Privatkunden der Satz des Lieferlands. Stand der eingebauten Sätze: {date}. Gezeigt sind die Länder, in die Ihr Shop liefert. Prüfen Sie, welcher Satz für Ihre Waren gilt (Kaffee ist nicht in jedem Land ermäßigt), und ändern Sie ihn hier; der eingebaute Satz gilt wieder, wenn Sie ihn eintragen.",
    "admin.tax.eu.country": "Land",
    "admin.tax.eu.standard": "Regelsatz",
    "admin.tax.eu.reduced": "Ermäßigt",
    "admin.tax.eu.none": "Ihr Shop liefert nur nach Deutschland.",
    "admin.tax.error.rate": "Bitte einen Satz von 0 bis 30 % eingeben, z. B. 20 oder 5,5.",
    "admin.tax.eu.save": "Sätze speichern",
    "admin.tax.eu.input": "{rate} {country} in Prozent",
    "admin.tax.eu.table": "Tabelle: {standard} / {reduced}",
    "admin.tax.eu.saved": "Die Sätze sind gespeichert.",
    "admin.tax.eu.invalid": "Nicht gespeichert: Bitte prüfen Sie die markierten Sätze.",
  },
  en: {
    "admin.tax.section.oss": "Deliveries to consumers in other EU countries",
    "admin.tax.section.business": "Business customers",
    "admin.tax.field.oss": "Charge the delivery country's VAT (one-stop shop, OSS)",
    "admin.tax.field.oss.help":
      "Required once your deliveries to consumers in other EU countries exceed €10,000 a year or you take part in the OSS scheme. Off: everyone pays German VAT.",
    "admin.tax.field.priceMode": "Prices under another country's VAT",
    "admin.tax.field.priceMode.help":
      "Only with OSS. Gross stays: customers in every country pay the price shown; your net revenue changes with the rate. Net stays: the final price follows the delivery country's rate.",
    "admin.tax.priceMode.gross": "Gross price stays the same",
    "admin.tax.priceMode.net": "Net price stays the same",
    "admin.tax.field.businessFields": "Business customer fields at checkout",
    "admin.tax.field.businessFields.help":
      "The company field is always there. “Shown” adds the VAT ID and buyer reference (e.g. an authority's Leitweg-ID) under the billing address, both optional.",
    "admin.tax.businessFields.off": "Off",
    "admin.tax.businessFields.optional": "Shown, optional",
    "admin.tax.field.reverseCharge": "Reverse charge for businesses from other EU countries",
    "admin.tax.field.reverseCharge.help":
      "When a business from another EU country gives a VAT ID of its country, the shop charges the net price without VAT. Only the format is checked, not whether the number exists: check it and flag an invalid one on the order.",
    "admin.tax.warn.reverseChargeWithoutFields":
      "Reverse charge is on but the business customer fields are off: without a VAT ID it applies to no one.",
    "admin.tax.warn.ossWithoutCountries":
      "The one-stop shop is on but your shop delivers to no other EU country.",
    "admin.tax.german.title": "VAT rates in Germany",
    "admin.tax.german.intro":
      "Your prices are gross prices with these rates. They are fixed: another rate would change the meaning of every stored price. A change in the law comes with an update.",
    "admin.tax.class": "Tax class",
    "admin.tax.rate": "Rate",
    "admin.tax.class.standard": "Standard",
    "admin.tax.class.reduced": "Reduced (e.g. food, coffee)",
    "admin.tax.eu.title": "VAT rates of the delivery countries",
    "admin.tax.eu.intro":
      "With OSS, consumers pay their delivery country's rate. Built-in rates as of {date}. Shown are the countries your shop delivers to. Check which rate applies to your goods (coffee is not reduced everywhere) and change it here; entering the built-in rate restores it.",
    "admin.tax.eu.country": "Country",
    "admin.tax.eu.standard": "Standard",
    "admin.tax.eu.reduced": "Reduced",
    "admin.tax.eu.none": "Your shop delivers to Germany only.",
    "admin.tax.error.rate": "Please enter a rate from 0 to 30 %, e.g. 20 or 5.5.",
    "admin.tax.eu.save": "Save rates",
    "admin.tax.eu.input": "{rate} {country} in percent",
    "admin.tax.eu.table": "Table: {standard} / {reduced}",
    "admin.tax.eu.saved": "The rates are saved.",
    "admin.tax.eu.invalid": "Not saved: please check the marked rates.",
  },
} as const;

registerMessages(adminTaxMessages);

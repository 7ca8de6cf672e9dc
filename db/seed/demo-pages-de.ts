/** Demo pages: Versand und Zahlung, Über uns, Kontakt (German). */
import { addressHtml, type Company, type DemoPage, esc, mailLink } from "./demo-pages-legal-de.ts";

export function versandDe(): DemoPage {
  const content = [
    "<h2>Versandkosten</h2>",
    "<p>Alle Preise im Shop enthalten die gesetzliche Umsatzsteuer. Pro Bestellung berechnen wir folgende Versandkosten:</p>",
    // The table comes from the shipping zones (Verwaltung → Einstellungen → Versand).
    "<p>[laden_versandkosten]</p>",
    "<p>Für den kostenlosen Versand zählt der Warenwert inklusive Umsatzsteuer nach Abzug von Rabatten. In Länder, die die Tabelle nicht nennt, liefern wir derzeit nicht.</p>",
    "<h2>Lieferzeit</h2>",
    "<p>Wir rösten zweimal pro Woche, dienstags und donnerstags, und versenden montags bis freitags mit DHL. Die Lieferzeit steht bei jedem Produkt. Einige Geräte versenden wir direkt ab Lager des Herstellers; bei ihnen ist die längere Lieferzeit angegeben. Enthält eine Bestellung Produkte mit unterschiedlichen Lieferzeiten, senden wir sie gemeinsam, sobald alles verfügbar ist.</p>",
    "<p>Bei Zahlung per Vorkasse beginnt die Lieferzeit am Tag nach Eingang der Zahlung, bei den anderen Zahlungsarten am Tag nach Vertragsschluss. Fällt das Fristende auf einen Samstag, Sonntag oder Feiertag, verschiebt es sich auf den nächsten Werktag.</p>",
    "<h2>Zahlungsarten</h2>",
    "<h3>SEPA-Lastschrift</h3>",
    "<p>Sie geben im Bestellvorgang Kontoinhaber und IBAN an und erteilen uns ein SEPA-Lastschriftmandat. Wir ziehen den Betrag frühestens am Versandtag ein und teilen Ihnen Mandatsreferenz und Einzugsdatum vorher per E-Mail mit.</p>",
    "<h3>Kauf auf Rechnung</h3>",
    "<p>Sie erhalten die Rechnung mit der Ware und bezahlen innerhalb von 14 Tagen per Überweisung. Den Rechnungskauf bieten wir für Lieferadressen in Deutschland bis zu einem Bestellwert von 250 € an.</p>",
    "<h3>Vorkasse</h3>",
    "<p>Nach der Bestellung erhalten Sie unsere Bankverbindung per E-Mail. Bitte geben Sie die Bestellnummer als Verwendungszweck an. Wir versenden, sobald die Zahlung bei uns eingegangen ist; geht innerhalb von 7 Tagen keine Zahlung ein, stornieren wir die Bestellung.</p>",
    "<h2>Rücksendungen</h2>",
    '<p>Wie Sie einen Vertrag widerrufen und Ware zurücksenden, steht in der <a href="/widerrufsbelehrung/">Widerrufsbelehrung</a>.</p>',
  ];
  return {
    slug: "versand-und-zahlung",
    lang: "de",
    title: "Versand und Zahlung",
    content: content.join("\n"),
    menuOrder: 50,
  };
}

export function ueberUnsDe(): DemoPage {
  const content = [
    "<p>Röstwerk ist eine kleine Kaffeerösterei im Hamburger Hafen. Seit 2017 rösten wir in einem ehemaligen Lagerschuppen Kaffee aus einzelnen Herkünften und ein paar Mischungen, die wir selbst gern trinken.</p>",
    "<h2>Wie wir rösten</h2>",
    "<p>Unser Trommelröster fasst 15 kg Rohkaffee. Jede Charge rösten wir langsam, je nach Kaffee 12 bis 16 Minuten, und verkosten sie am nächsten Tag. Was nicht gut genug ist, verkaufen wir nicht. Kaffee für den Versand rösten wir dienstags und donnerstags, damit er frisch bei Ihnen ankommt.</p>",
    "<h2>Woher unser Kaffee kommt</h2>",
    "<p>Einen Teil unseres Rohkaffees kaufen wir direkt bei Kooperativen und Farmen, die wir kennen, zum Beispiel in Huila in Kolumbien und am Kivusee in Ruanda. Den Rest beziehen wir über zwei Importeure in Hamburg, die offenlegen, woher der Kaffee kommt und was die Erzeuger erhalten. Auf jeder Produktseite steht, woher ein Kaffee stammt und wie er aufbereitet wurde.</p>",
    "<h2>Wer wir sind</h2>",
    "<ul>",
    "<li>Johanna Petersen, Gründerin und Röstmeisterin</li>",
    "<li>Mehmet Aydın, Einkauf und Qualität</li>",
    "<li>Lena Schröder, Versand und Kundenservice</li>",
    "</ul>",
    "<h2>Besuchen Sie uns</h2>",
    "<p>Die Probierstube in der Rösterei ist donnerstags und freitags von 10 bis 18 Uhr und samstags von 10 bis 14 Uhr geöffnet. Einmal im Monat bieten wir einen Handfilter-Kurs an; die Termine stehen im Blog.</p>",
  ];
  return { slug: "ueber-uns", lang: "de", title: "Über uns", content: content.join("\n"), menuOrder: 60 };
}

export function kontaktDe(c: Company): DemoPage {
  const content = [
    "<p>Fragen zu einer Bestellung, zum richtigen Mahlgrad oder zu einem Kaffee beantworten wir gern. In der Regel antworten wir innerhalb eines Werktages.</p>",
    "<h2>So erreichen Sie uns</h2>",
    `<p>${addressHtml(c)}</p>`,
    `<p>Telefon: ${esc(c.phone)} (Montag bis Freitag, 9–16 Uhr)<br>E-Mail: ${mailLink(c)}</p>`,
    "<p>Bei Fragen zu einer Bestellung nennen Sie uns bitte die Bestellnummer; Sie finden sie in der Bestellbestätigung.</p>",
    "<h2>Nachricht schreiben</h2>",
    '<p>Mit dem folgenden Formular erreichen Sie uns ebenfalls. Wie wir mit Ihren Angaben umgehen, steht in der <a href="/datenschutz/">Datenschutzerklärung</a>.</p>',
    "[ninja_form id=1]",
  ];
  return { slug: "kontakt", lang: "de", title: "Kontakt", content: content.join("\n"), menuOrder: 70 };
}

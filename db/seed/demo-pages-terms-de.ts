/**
 * Demo pages: AGB and Widerrufsbelehrung (German). Sample text for a demo shop, written for this
 * project and following the structure of the statutory model; not legal advice.
 */
import { addressHtml, type Company, type DemoPage, esc, mailLink } from "./demo-pages-legal-de.ts";

export function agbDe(c: Company): DemoPage {
  const content = [
    "<h2>§ 1 Geltungsbereich</h2>",
    `<p>Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher sowie Unternehmen über den Onlineshop „${esc(c.siteName)}“ bei der ${esc(c.name)}, ${esc(c.street)}, ${esc(c.city)} (im Folgenden „wir“) aufgeben. Abweichende Bedingungen der Kundin oder des Kunden gelten nicht, auch wenn wir ihnen nicht ausdrücklich widersprechen.</p>`,
    "<h2>§ 2 Vertragsschluss</h2>",
    "<p>Die Darstellung der Produkte im Shop ist kein rechtlich bindendes Angebot, sondern eine Einladung zur Bestellung. Sie können Produkte in den Warenkorb legen und Ihre Eingaben vor dem Absenden jederzeit prüfen und korrigieren. Mit einem Klick auf die Schaltfläche „zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Waren im Warenkorb ab.</p>",
    "<p>Unmittelbar danach erhalten Sie eine E-Mail, die den Eingang Ihrer Bestellung bestätigt; diese Bestätigung ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir die Bestellung ausdrücklich annehmen oder die Ware versenden, spätestens jedoch mit der Aufforderung zur Zahlung bei Vorkasse.</p>",
    "<h2>§ 3 Vertragssprache und Vertragstext</h2>",
    "<p>Vertragssprache ist Deutsch. Wir speichern den Vertragstext und senden Ihnen die Bestelldaten und diese AGB per E-Mail zu. Bei einem Kundenkonto können Sie Ihre Bestellungen dort einsehen.</p>",
    "<h2>§ 4 Preise und Versandkosten</h2>",
    '<p>Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer (7 % für Kaffee und Tee, 19 % für Zubehör). Hinzu kommen die Versandkosten, die auf der Seite <a href="/versand-und-zahlung/">Versand und Zahlung</a> aufgeführt sind und vor dem Absenden der Bestellung angezeigt werden.</p>',
    "<h2>§ 5 Lieferung</h2>",
    "<p>Wir liefern innerhalb Deutschlands und in die Länder der Europäischen Union. Die Lieferzeit steht beim jeweiligen Produkt; fehlt eine Angabe, beträgt sie 2–4 Werktage innerhalb Deutschlands. Bei Vorkasse beginnt die Lieferzeit am Tag nach Eingang der Zahlung.</p>",
    "<p>Ist ein bestelltes Produkt entgegen unserer Erwartung nicht verfügbar, informieren wir Sie unverzüglich und erstatten bereits geleistete Zahlungen.</p>",
    "<h2>§ 6 Zahlung</h2>",
    "<ul>",
    "<li><strong>SEPA-Lastschrift:</strong> Sie erteilen uns ein SEPA-Lastschriftmandat. Wir ziehen den Betrag frühestens mit dem Versand ein und kündigen die Lastschrift mindestens einen Tag vorher an. Kosten einer Rücklastschrift, die Sie zu vertreten haben, tragen Sie.</li>",
    "<li><strong>Kauf auf Rechnung:</strong> Der Rechnungsbetrag ist innerhalb von 14 Tagen nach Erhalt der Ware ohne Abzug fällig.</li>",
    "<li><strong>Vorkasse:</strong> Sie überweisen den Betrag innerhalb von 7 Tagen nach der Bestellung auf unser Konto; wir versenden nach Zahlungseingang.</li>",
    "</ul>",
    "<h2>§ 7 Eigentumsvorbehalt</h2>",
    "<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>",
    "<h2>§ 8 Widerrufsrecht</h2>",
    '<p>Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu. Einzelheiten finden Sie in der <a href="/widerrufsbelehrung/">Widerrufsbelehrung</a>.</p>',
    "<h2>§ 9 Gewährleistung</h2>",
    "<p>Es gilt die gesetzliche Mängelhaftung. Offensichtliche Transportschäden melden Sie bitte möglichst bald dem Zusteller und uns; Ihre gesetzlichen Rechte hängen davon nicht ab, die Meldung hilft uns aber, Ansprüche gegen den Versanddienstleister geltend zu machen.</p>",
    "<h2>§ 10 Gutscheine</h2>",
    "<p>Geschenkgutscheine sind drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem sie gekauft wurden. Sie können für alle Produkte eingelöst werden; ein Restguthaben bleibt erhalten. Eine Auszahlung in bar ist nicht möglich.</p>",
    "<h2>§ 11 Schlussbestimmungen</h2>",
    "<p>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Verbraucherinnen und Verbraucher gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben.</p>",
    "<p>Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir nicht verpflichtet und nicht bereit.</p>",
  ];
  return {
    slug: "agb",
    lang: "de",
    title: "Allgemeine Geschäftsbedingungen",
    content: content.join("\n"),
    menuOrder: 30,
  };
}

export function widerrufDe(c: Company): DemoPage {
  const content = [
    "<h2>Widerrufsrecht</h2>",
    "<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>",
    "<p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben. Werden mehrere Waren einer Bestellung getrennt geliefert, beginnt die Frist an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die letzte Ware in Besitz genommen haben.</p>",
    `<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${esc(c.name)}, ${esc(c.street)}, ${esc(c.city)}, Telefon ${esc(c.phone)}, E-Mail ${mailLink(c)}) mittels einer eindeutigen Erklärung (zum Beispiel einem mit der Post versandten Brief oder einer E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.</p>`,
    "<p>Sie können den Widerruf auch online erklären: über die Schaltfläche „Vertrag widerrufen“, die Sie am Ende jeder Seite und in Ihrem Kundenkonto bei der jeweiligen Bestellung finden. Nach Ihren Angaben zur Bestellung bestätigen Sie den Widerruf mit der Schaltfläche „Widerruf bestätigen“. Den Eingang Ihres Widerrufs bestätigen wir Ihnen unverzüglich per E-Mail.</p>",
    "<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>",
    "<h2>Folgen des Widerrufs</h2>",
    "<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.</p>",
    "<p>Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>",
    `<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns (${esc(c.name)}, ${esc(c.street)}, ${esc(c.city)}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.</p>`,
    "<p>Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>",
    "<h2>Vorzeitiges Erlöschen des Widerrufsrechts</h2>",
    "<p>Das Widerrufsrecht erlischt vorzeitig bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde. Das betrifft Kaffee und Tee, deren verschweißte Verpackung geöffnet wurde. Ungeöffnete Packungen können Sie selbstverständlich zurückgeben.</p>",
    "<h2>Muster-Widerrufsformular</h2>",
    "<p>(Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>",
    `<p>An ${addressHtml(c)}<br>E-Mail: ${mailLink(c)}</p>`,
    "<p>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</p>",
    "<p>_______________________________________________</p>",
    "<p>Bestellt am (*)/erhalten am (*): ____________________</p>",
    "<p>Name des/der Verbraucher(s): ____________________</p>",
    "<p>Anschrift des/der Verbraucher(s): ____________________</p>",
    "<p>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): ____________________</p>",
    "<p>Datum: ____________________</p>",
    "<p>(*) Unzutreffendes streichen.</p>",
  ];
  return {
    slug: "widerrufsbelehrung",
    lang: "de",
    title: "Widerrufsbelehrung",
    content: content.join("\n"),
    menuOrder: 40,
  };
}

/**
 * Demo pages: Impressum and Datenschutzerklärung (German). Sample text for a demo shop, written
 * for this project; not legal advice. The seller's data is not written into the text: the pages
 * hold `[legal_data …]` shortcodes (modules/legal/render.ts), rendered from the legal settings
 * on every view, so what the owner enters in Einstellungen → Rechtliches shows at once.
 */

export type Company = {
  siteName: string;
  name: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  vatId: string;
};

export type DemoPage = { slug: string; lang: "de" | "en"; title: string; content: string; menuOrder: number };

/** The company block the pages print: shortcodes for the seller's data, the shop's name as text. */
export function demoCompany(siteName: string): Company {
  const field = (name: string) => `[legal_data field=${name}]`;
  return {
    siteName,
    name: field("companyName"),
    street: field("street"),
    city: field("postcodeCity"),
    email: field("email"),
    phone: field("phone"),
    vatId: field("vatId"),
  };
}

export function esc(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

export function addressHtml(c: Company): string {
  return `${esc(c.name)}<br>${esc(c.street)}<br>${esc(c.city)}`;
}

export function mailLink(c: Company): string {
  return `<a href="mailto:${esc(c.email)}">${esc(c.email)}</a>`;
}

export function impressumDe(): DemoPage {
  const content = [
    "<h2>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</h2>",
    "<p>[legal_data]</p>",
    "<h2>Öko-Kontrolle</h2>",
    "<p>Unsere Bio-Produkte sind zertifiziert durch die Öko-Kontrollstelle DE-ÖKO-000.</p>",
    "<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>",
    "<p>[legal_data part=responsible]</p>",
    "<h2>Verbraucherstreitbeilegung</h2>",
    "<p>Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Problemen mit einer Bestellung schreiben Sie uns bitte; wir finden in aller Regel eine Lösung.</p>",
    "<h2>Bildnachweis</h2>",
    "<p>Die Produktabbildungen sind eigene Illustrationen.</p>",
  ];
  return { slug: "impressum", lang: "de", title: "Impressum", content: content.join("\n"), menuOrder: 10 };
}

export function datenschutzDe(): DemoPage {
  const content = [
    "<p>Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, die Abwicklung Ihrer Bestellungen und die Beantwortung Ihrer Anfragen nötig ist oder Sie eingewilligt haben. Auf dieser Seite erklären wir, welche Daten das sind, wozu wir sie verwenden und welche Rechte Sie haben.</p>",
    "<h2>1. Verantwortlicher</h2>",
    "<p>[legal_data part=address]</p>",
    "<p>Eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten müssen wir als kleines Unternehmen nicht benennen. Wenden Sie sich mit allen Fragen zum Datenschutz bitte an die oben genannte Adresse.</p>",
    "<h2>2. Aufruf der Website und Server-Protokolle</h2>",
    "<p>Beim Aufruf einer Seite verarbeitet unser Server technisch notwendige Daten: die aufgerufene Adresse, Datum und Uhrzeit, den Statuscode, die übertragene Datenmenge, Browsertyp und Betriebssystem sowie Ihre IP-Adresse, die für die Auslieferung der Seite nötig ist. In unseren Protokollen speichern wir keine vollständigen IP-Adressen und keine Formular- oder Bestelldaten. Die Protokolle dienen der Sicherheit und Fehlersuche und werden nach 14 Tagen gelöscht.</p>",
    "<p>Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Der Shop läuft auf Servern in einem Rechenzentrum in Deutschland, mit dessen Betreiber wir einen Vertrag zur Auftragsverarbeitung geschlossen haben (Art. 28 DSGVO).</p>",
    "<p>Schriften, Bilder und Skripte liefern wir von unserem eigenen Server aus. Beim bloßen Besuch der Website werden keine Daten an Dritte übertragen.</p>",
    "<h2>3. Cookies und Speicherung im Browser</h2>",
    "<p>Ohne Ihre Einwilligung setzen wir nur Cookies, die für die von Ihnen gewünschten Funktionen unbedingt erforderlich sind (§ 25 Abs. 2 Nr. 2 TDDDG):</p>",
    "<ul>",
    "<li><strong>laden_session</strong>: eine zufällige Kennung, über die wir Ihren Warenkorb und Ihre Anmeldung zuordnen. Ohne Kundenkonto läuft sie 48 Stunden nach dem letzten Besuch ab, bei Anmeldung nach 14 Tagen.</li>",
    "<li><strong>woocommerce_items_in_cart</strong> und <strong>woocommerce_cart_hash</strong>: zeigen der Seite an, ob und was sich im Warenkorb befindet, damit der Mini-Warenkorb aktuell bleibt. Sie enthalten keine Angaben zu Ihrer Person und enden mit der Sitzung.</li>",
    "<li><strong>Hinweis-Cookie</strong>: merkt sich, dass Sie den Hinweis am Seitenanfang geschlossen haben.</li>",
    "<li><strong>Einwilligungs-Cookie</strong>: speichert Ihre Auswahl im Einwilligungsdialog für zwölf Monate, damit wir Sie nicht bei jedem Besuch erneut fragen.</li>",
    "</ul>",
    "<h2>4. Einwilligung in Statistik und Marketing</h2>",
    "<p>Dienste zur Reichweitenmessung oder für Marketing laden wir nur, wenn Sie im Einwilligungsdialog der jeweiligen Kategorie zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Welche Dienste das im Einzelnen sind, zeigt der Dialog. Ihre Einwilligung können Sie jederzeit über den Link „Cookie-Einstellungen“ am Seitenende widerrufen oder ändern; der Widerruf gilt für die Zukunft.</p>",
    "<p>Eingebettete Inhalte anderer Anbieter, etwa Videos, laden wir erst, wenn Sie sie anklicken oder der Kategorie Marketing zugestimmt haben.</p>",
    "<h2>5. Bestellungen und Kundenkonto</h2>",
    "<p>Für eine Bestellung benötigen wir Name, Rechnungs- und Lieferadresse, E-Mail-Adresse und die gewählte Zahlungsart, auf Wunsch auch eine Telefonnummer. Wir verwenden diese Daten, um den Vertrag zu schließen und abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO). Legen Sie ein Kundenkonto an, speichern wir Ihre Angaben und Bestellungen, bis Sie das Konto löschen; Passwörter speichern wir nur als sicheren Hashwert.</p>",
    "<p>Nach Abschluss des Vertrags bewahren wir Rechnungen und Buchungsbelege so lange auf, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147 AO, in der Regel acht bis zehn Jahre), und sperren die Daten für andere Zwecke.</p>",
    "<h2>6. Versand</h2>",
    "<p>Zur Zustellung geben wir Name und Lieferadresse an den beauftragten Versanddienstleister (DHL) weiter. Ihre E-Mail-Adresse übermitteln wir nur, wenn Sie im Bestellvorgang eingewilligt haben, damit der Dienstleister Sie über die Zustellung informiert. Diese Einwilligung können Sie jederzeit widerrufen.</p>",
    "<h2>7. Zahlung</h2>",
    "<ul>",
    "<li><strong>SEPA-Lastschrift</strong>: Wir verarbeiten Kontoinhaber, IBAN, gegebenenfalls BIC und die Mandatsreferenz, um den Betrag einzuziehen, und übermitteln diese Daten an unsere Hausbank. Die IBAN speichern wir verschlüsselt; angezeigt werden nur die letzten vier Stellen.</li>",
    "<li><strong>Kauf auf Rechnung</strong>: Wir bieten den Rechnungskauf selbst an. Eine Bonitätsprüfung bei einer Auskunftei findet nicht statt.</li>",
    "<li><strong>Vorkasse</strong>: Sie überweisen den Betrag auf unser Konto; wir gleichen den Zahlungseingang mit Ihrer Bestellung ab.</li>",
    "</ul>",
    "<p>Rechtsgrundlage ist jeweils die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).</p>",
    "<h2>8. Kontaktformular und E-Mail</h2>",
    "<p>Wenn Sie uns über das Kontaktformular oder per E-Mail schreiben, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei Fragen zu einem Vertrag, sonst lit. f). Wir löschen die Nachrichten, wenn die Anfrage erledigt ist und keine Aufbewahrungspflicht besteht, spätestens nach zwei Jahren.</p>",
    "<h2>9. Newsletter</h2>",
    "<p>Wir versenden keinen Newsletter und nutzen Ihre E-Mail-Adresse nicht für Werbung.</p>",
    "<h2>10. Ihre Rechte</h2>",
    "<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 21). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3).</p>",
    "<p>Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der für uns zuständigen: Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit, Ludwig-Erhard-Straße 22, 20459 Hamburg.</p>",
    "<p>Stand dieser Erklärung: Juni 2026.</p>",
  ];
  return {
    slug: "datenschutz",
    lang: "de",
    title: "Datenschutzerklärung",
    content: content.join("\n"),
    menuOrder: 20,
  };
}

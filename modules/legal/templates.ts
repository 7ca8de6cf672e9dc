/**
 * Starting texts for the five legal pages of a shop started without the demo (the setup wizard,
 * issue 27 item 5). The seller's data is not written into the text: the pages hold
 * `[legal_data …]` shortcodes (render.ts) and the shipping table `[laden_versandkosten]`, so what
 * the owner enters later shows at once. A start the owner adapts, not legal advice; the pages are
 * ordinary pages afterwards (Verwaltung → Seiten).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { pages } from "#db/schema/index.ts";
import type { Actor } from "../audit/log.ts";
import { createEntry } from "../content/editing/entries.ts";
import type { EntryValues } from "../content/editing/rules.ts";
import type { Settings } from "../settings/definitions.ts";
import { saveSettingsGroup } from "../settings/save-group.ts";
import { LEGAL_PAGE_SETTING, LEGAL_PAGES, type LegalPage } from "./page-kinds.ts";
import { publishedPageSlugs } from "./pages.ts";

type Template = { slug: string; title: string; paragraphs: readonly string[] };

const TEMPLATES: Record<LegalPage, Template> = {
  imprint: {
    slug: "impressum",
    title: "Impressum",
    paragraphs: [
      "<h2>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</h2>",
      "<p>[legal_data]</p>",
      "<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>",
      "<p>[legal_data part=responsible]</p>",
      "<h2>Verbraucherstreitbeilegung</h2>",
      "<p>Wir sind nicht verpflichtet und nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>",
    ],
  },
  privacy: {
    slug: "datenschutz",
    title: "Datenschutzerklärung",
    paragraphs: [
      "<h2>Verantwortlicher</h2>",
      "<p>[legal_data part=address]</p>",
      "<h2>Bestellungen und Kundenkonto</h2>",
      "<p>Für Ihre Bestellung verarbeiten wir die Angaben, die Sie im Bestellformular machen (Name, Anschrift, E-Mail-Adresse, Zahlungsangaben), zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Wir geben sie nur an die Versand- und Zahlungsdienstleister weiter, die die Bestellung ausführen, und speichern sie, solange handels- und steuerrechtliche Aufbewahrungsfristen es verlangen.</p>",
      "<h2>Cookies und Einwilligung</h2>",
      "<p>Technisch notwendige Cookies (Warenkorb, Anmeldung, Ihre Einwilligungswahl) setzen wir auf Grundlage von § 25 Abs. 2 TDDDG. Statistik- oder Marketingdienste laden erst nach Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.</p>",
      "<h2>Ihre Rechte</h2>",
      "<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde. Schreiben Sie uns: [legal_data field=email]</p>",
    ],
  },
  terms: {
    slug: "agb",
    title: "Allgemeine Geschäftsbedingungen",
    paragraphs: [
      "<h2>§ 1 Geltungsbereich und Vertragspartner</h2>",
      "<p>Diese Bedingungen gelten für alle Bestellungen in unserem Onlineshop. Vertragspartner ist [legal_data field=companyName], [legal_data field=addressLine].</p>",
      "<h2>§ 2 Vertragsschluss</h2>",
      "<p>Die Darstellung der Produkte ist kein bindendes Angebot. Mit einem Klick auf „zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Die Eingangsbestätigung per E-Mail ist noch keine Annahme; der Vertrag kommt mit unserer Annahme oder dem Versand der Ware zustande.</p>",
      "<h2>§ 3 Preise, Versand und Zahlung</h2>",
      "<p>Alle Preise sind Endpreise einschließlich der gesetzlichen Umsatzsteuer, zuzüglich der Versandkosten. Versandkosten und Zahlungsarten stehen auf der Seite „Versand und Zahlung“ und werden vor dem Absenden der Bestellung angezeigt.</p>",
      "<h2>§ 4 Eigentumsvorbehalt</h2>",
      "<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>",
      "<h2>§ 5 Widerrufsrecht und Gewährleistung</h2>",
      "<p>Verbraucherinnen und Verbrauchern steht das gesetzliche Widerrufsrecht zu (siehe Widerrufsbelehrung). Es gilt die gesetzliche Mängelhaftung.</p>",
      "<h2>§ 6 Schlussbestimmungen</h2>",
      "<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts, soweit Verbraucherinnen und Verbrauchern dadurch nicht der Schutz zwingender Vorschriften ihres Aufenthaltsstaates entzogen wird. Vertragssprache ist Deutsch.</p>",
    ],
  },
  withdrawal: {
    slug: "widerrufsbelehrung",
    title: "Widerrufsbelehrung",
    paragraphs: [
      "<h2>Widerrufsrecht</h2>",
      "<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.</p>",
      "<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ([legal_data part=address], E-Mail: [legal_data field=email]) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief, eine E-Mail oder über die Widerrufsschaltfläche im Shop) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>",
      "<h2>Folgen des Widerrufs</h2>",
      "<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>",
      "<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>",
    ],
  },
  shipping: {
    slug: "versand-und-zahlung",
    title: "Versand und Zahlung",
    paragraphs: [
      "<h2>Versandkosten</h2>",
      "<p>[laden_versandkosten]</p>",
      "<h2>Zahlung</h2>",
      "<p>Welche Zahlungsarten Sie wählen können, sehen Sie an der Kasse vor dem Absenden der Bestellung.</p>",
    ],
  },
};

function pageValues(t: Template): EntryValues {
  return {
    title: t.title,
    slug: t.slug,
    content: t.paragraphs.join("\n"),
    excerpt: "",
    metaDescription: "",
    featuredMediaId: null,
    socialMediaId: null,
    authorId: null,
    lang: "de",
    translationId: null,
    status: "publish",
    hasPassword: false,
    password: null,
    publishedAt: null,
    sticky: false,
    categoryIds: [],
    tagNames: [],
    parentId: null,
    menuOrder: 0,
  };
}

/**
 * Every legal page not chosen yet (or chosen but no longer published) becomes a published page:
 * a published German page at the template's address if there is one, else a new page from the
 * template. One audited settings change chooses them. Returns the kinds it created pages for.
 */
export async function createMissingLegalPages(
  db: Db,
  settings: Settings,
  opts: { actor: Actor; requestId?: string },
): Promise<LegalPage[]> {
  const chosen = LEGAL_PAGES.map((p) => settings[LEGAL_PAGE_SETTING[p]]);
  const published = await publishedPageSlugs(db, chosen);
  const missing = LEGAL_PAGES.filter((p) => !published.has(settings[LEGAL_PAGE_SETTING[p]]));
  if (missing.length === 0) return [];
  const existing = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(
      and(
        eq(pages.lang, "de"),
        eq(pages.status, "publish"),
        inArray(
          pages.slug,
          missing.map((p) => TEMPLATES[p].slug),
        ),
      ),
    );
  const bySlug = new Map(existing.map((r) => [r.slug, r.id]));
  const values: Partial<Settings> = {};
  const created: LegalPage[] = [];
  for (const page of missing) {
    let id = bySlug.get(TEMPLATES[page].slug);
    if (id === undefined) {
      id = await createEntry(db, "page", pageValues(TEMPLATES[page]), opts);
      created.push(page);
    }
    values[LEGAL_PAGE_SETTING[page]] = id;
  }
  await saveSettingsGroup(db, { actor: opts.actor, group: "legal", values });
  return created;
}

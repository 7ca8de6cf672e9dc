/** Demo data: brewing gear and tableware (19 % VAT). */
import { type DemoProduct, facts, html } from "./demo-catalog.ts";
import type { DemoImage, DemoImageKind } from "./demo-images.ts";

export function gearImage(kind: DemoImageKind, hue: number, title: string, alt: string): DemoImage {
  return { kind, hue, label: { title }, alt };
}

type GearData = Omit<DemoProduct, "type" | "taxClass" | "categories"> & { categories?: string[] };

export function gear(p: GearData): DemoProduct {
  return { type: "simple", taxClass: "standard", categories: ["zubehoer"], ...p };
}

const SAFETY =
  "<p><strong>Sicherheitshinweis:</strong> Bitte lesen Sie vor dem ersten Gebrauch die beiliegende Anleitung. Nur an geerdeten Steckdosen betreiben und vor dem Reinigen den Netzstecker ziehen.</p>";

export const GEAR_PRODUCTS: DemoProduct[] = [
  gear({
    slug: "handfilter-porzellan",
    name: "Handfilter aus Porzellan, Größe 02",
    sku: "RW-ZUB-HF02",
    regularPriceCents: 2490,
    shortDescription:
      "Kegelförmiger Handfilter für 1–4 Tassen, hält die Wärme gut. Passend für Filterpapier 02.",
    description: html(
      "<p>Der Handfilter ist die einfachste Art, sehr guten Filterkaffee zu brühen. Porzellan speichert die Wärme gleichmäßig; die Rillen auf der Innenseite lassen das Wasser gleichmäßig ablaufen.</p>",
      "<p>Er steht sicher auf Tassen, Bechern und Karaffen bis 10 cm Durchmesser. Spülmaschinenfest.</p>",
      facts([
        ["Material", "Porzellan, glasiert"],
        ["Größe", "02 (1–4 Tassen)"],
        ["Maße", "Ø 13 cm, Höhe 9 cm"],
        ["Hersteller", "Musterporzellan GmbH, Musterweg 1, 95100 Selb"],
      ]),
    ),
    tags: ["handfilter"],
    featured: true,
    totalSales: 388,
    averageRating: "4.80",
    ratingCount: 46,
    ageDays: 320,
    image: gearImage(
      "dripper",
      30,
      "Handfilter Größe 02",
      "Handfilter aus Porzellan auf einer Tasse, Illustration",
    ),
  }),
  gear({
    slug: "filterpapier-02",
    name: "Filterpapier Größe 02, ungebleicht, 100 Stück",
    sku: "RW-ZUB-FP02",
    regularPriceCents: 390,
    minQuantity: 2,
    shortDescription: "Ungebleichte Filtertüten aus Zellstoff für Handfilter der Größe 02. Ab 2 Packungen.",
    description: html(
      "<p>Ungebleichtes Papier aus Zellstoff, geschmacksneutral und kompostierbar. Spülen Sie den Filter vor dem Aufbrühen kurz mit heißem Wasser aus, dann bleibt kein Papiergeschmack.</p>",
      "<p>Weil sich der Versand einer einzelnen Packung kaum lohnt, verkaufen wir das Filterpapier ab zwei Packungen.</p>",
    ),
    tags: ["handfilter"],
    totalSales: 910,
    averageRating: "4.50",
    ratingCount: 33,
    ageDays: 318,
    image: gearImage("papers", 35, "Filterpapier 02", "Drei ungebleichte Filtertüten, Illustration"),
  }),
  gear({
    slug: "kaffeekanne-glas-600",
    name: "Kaffeekanne aus Glas, 600 ml",
    sku: "RW-ZUB-KAN600",
    regularPriceCents: 2990,
    shortDescription: "Karaffe aus Borosilikatglas mit Holzmanschette, passend für den Handfilter.",
    description: html(
      "<p>Die Kanne ist aus hitzebeständigem Borosilikatglas mundgeblasen. Die Manschette aus Olivenholz mit Lederband schützt die Hand beim Einschenken.</p>",
      "<p>Manschette vor dem Spülen abnehmen; das Glas ist spülmaschinenfest, das Holz nicht.</p>",
      facts([
        ["Inhalt", "600 ml"],
        ["Material", "Borosilikatglas, Olivenholz, Leder"],
      ]),
    ),
    tags: ["handfilter"],
    totalSales: 120,
    averageRating: "4.40",
    ratingCount: 11,
    ageDays: 200,
    image: gearImage(
      "carafe",
      38,
      "Kaffeekanne 600 ml",
      "Kaffeekanne aus Glas mit Holzmanschette, Illustration",
    ),
  }),
  gear({
    slug: "handmuehle-kegelmahlwerk",
    name: "Handmühle mit Kegelmahlwerk",
    sku: "RW-ZUB-HM",
    regularPriceCents: 8900,
    salePriceCents: 7900,
    shortDescription:
      "Stufenlos einstellbare Handmühle mit Edelstahl-Kegelmahlwerk, für Filter bis Espresso.",
    description: html(
      "<p>Ein gleichmäßiger Mahlgrad ist für guten Kaffee wichtiger als die teuerste Maschine. Das Kegelmahlwerk aus Edelstahl mahlt 20 g Kaffee für den Filter in etwa 40 Sekunden.</p>",
      "<p>Der Mahlgrad lässt sich stufenlos einstellen, von grob für die French Press bis fein für Espresso. Gehäuse aus Aluminium mit Griffschale aus Nussbaum.</p>",
      facts([
        ["Fassungsvermögen", "30 g Bohnen"],
        ["Mahlwerk", "Kegelmahlwerk, Edelstahl, 38 mm"],
        ["Gewicht", "540 g"],
      ]),
    ),
    tags: ["handfilter"],
    featured: true,
    totalSales: 143,
    averageRating: "4.70",
    ratingCount: 22,
    ageDays: 170,
    image: gearImage(
      "handGrinder",
      20,
      "Handmühle",
      "Handkaffeemühle mit Kurbel und Holzgriff, Illustration",
    ),
  }),
  gear({
    slug: "kaffeemuehle-elektrisch",
    name: "Elektrische Kaffeemühle mit Scheibenmahlwerk",
    sku: "RW-ZUB-EM60",
    regularPriceCents: 22900,
    manageStock: true,
    stockQuantity: 6,
    deliveryTime: "5–7 Werktage",
    shortDescription: "Leise Mühle mit 60-mm-Scheibenmahlwerk und 40 Mahlstufen, für Filter und Espresso.",
    description: html(
      "<p>Die Mühle mahlt gleichmäßig und mit wenig Rückständen. Über den Drehregler stellen Sie 40 Stufen ein, der Timer gibt die Mahlmenge zuverlässig wieder.</p>",
      "<p>Wir versenden die Mühle direkt aus dem Lager des Herstellers, daher die längere Lieferzeit.</p>",
      facts([
        ["Mahlwerk", "Flachscheiben, 60 mm, Stahl"],
        ["Leistung", "230 V, 250 W"],
        ["Bohnenbehälter", "250 g"],
        ["Hersteller", "Mustermühlen GmbH, Musterweg 2, 79098 Freiburg"],
      ]),
      SAFETY,
    ),
    tags: ["siebtraeger", "handfilter"],
    totalSales: 38,
    averageRating: "4.60",
    ratingCount: 8,
    ageDays: 90,
    image: gearImage(
      "electricGrinder",
      190,
      "Elektrische Kaffeemühle",
      "Elektrische Kaffeemühle mit Bohnenbehälter, Illustration",
    ),
  }),
  gear({
    slug: "milchkaennchen-350",
    name: "Milchkännchen Edelstahl, 350 ml",
    sku: "RW-ZUB-MK350",
    regularPriceCents: 1990,
    shortDescription: "Kännchen mit spitzem Ausguss für Milchschaum und Latte Art, 350 ml.",
    description: html(
      "<p>Das Kännchen hat die richtige Größe für einen Cappuccino oder zwei Flat Whites. Der schmale Ausguss erleichtert feine Muster beim Eingießen.</p>",
      facts([
        ["Inhalt", "350 ml"],
        ["Material", "Edelstahl 18/8"],
      ]),
    ),
    tags: ["siebtraeger"],
    totalSales: 167,
    averageRating: "4.30",
    ratingCount: 14,
    ageDays: 230,
    image: gearImage("pitcher", 10, "Milchkännchen 350 ml", "Milchkännchen aus Edelstahl, Illustration"),
  }),
  gear({
    slug: "kaffeewaage-timer",
    name: "Kaffeewaage mit Timer",
    sku: "RW-ZUB-WAA",
    regularPriceCents: 3990,
    shortDescription: "Präzise Waage auf 0,1 g mit eingebautem Timer, per USB-C aufladbar.",
    description: html(
      "<p>Wer Kaffee und Wasser wiegt, statt Löffel zu zählen, brüht jeden Tag gleich gut. Die Waage misst bis 2 kg auf 0,1 g genau und zeigt gleichzeitig die Brühzeit.</p>",
      "<p>Die Oberfläche aus Silikon ist hitzebeständig und rutschfest. Der Akku hält etwa einen Monat.</p>",
      facts([
        ["Wiegebereich", "0,1 g bis 2 kg"],
        ["Akku", "USB-C, Kabel liegt bei"],
        ["Hersteller", "Musterwaagen GmbH, Musterweg 3, 24103 Kiel"],
      ]),
    ),
    tags: ["handfilter", "siebtraeger"],
    totalSales: 204,
    averageRating: "4.50",
    ratingCount: 27,
    ageDays: 260,
    image: gearImage("scale", 205, "Kaffeewaage", "Digitale Kaffeewaage mit Tasse, Illustration"),
  }),
  gear({
    slug: "schwanenhalskessel",
    name: "Schwanenhalskessel 1 l",
    sku: "RW-ZUB-SHK",
    regularPriceCents: 4990,
    shortDescription: "Wasserkessel mit schmalem Ausguss für gleichmäßiges Aufgießen, für alle Herdarten.",
    description: html(
      "<p>Mit dem langen, schmalen Ausguss gießen Sie langsam und genau, wie es der Handfilter braucht. Der Kessel funktioniert auf Gas, Ceran und Induktion.</p>",
      facts([
        ["Inhalt", "1 l"],
        ["Material", "Edelstahl, Griff aus Holz"],
      ]),
    ),
    tags: ["handfilter"],
    totalSales: 99,
    averageRating: "4.60",
    ratingCount: 13,
    ageDays: 210,
    image: gearImage(
      "kettle",
      350,
      "Schwanenhalskessel",
      "Wasserkessel mit Schwanenhals-Ausguss, Illustration",
    ),
  }),
  gear({
    slug: "french-press-1l",
    name: "French Press 1 l",
    sku: "RW-ZUB-FP1L",
    regularPriceCents: 3490,
    deliveryTime: "3–5 Werktage",
    shortDescription: "Stempelkanne aus Glas und Edelstahl für vier große Tassen.",
    description: html(
      "<p>Die French Press ist unkompliziert und bringt viel Körper in die Tasse. Kaffee grob mahlen, 60 g pro Liter, vier Minuten ziehen lassen, dann langsam den Stempel drücken.</p>",
      facts([
        ["Inhalt", "1 l"],
        ["Material", "Borosilikatglas, Edelstahl"],
      ]),
    ),
    totalSales: 156,
    averageRating: "4.20",
    ratingCount: 18,
    ageDays: 250,
    image: gearImage(
      "frenchPress",
      160,
      "French Press 1 l",
      "French Press aus Glas mit Kaffee, Illustration",
    ),
  }),
];

/** Demo data: tea (7 % VAT) and gifts. */
import { bagOf, type DemoProduct, facts, html } from "./demo-catalog.ts";
import type { DemoImage } from "./demo-images.ts";

function teaImage(hue: number, title: string, subtitle: string): DemoImage {
  return {
    kind: "tin",
    hue,
    label: { title, subtitle },
    alt: `Teedose „${title}“ von Röstwerk, Illustration`,
  };
}

function leavesImage(hue: number, name: string): DemoImage {
  return {
    kind: "leaves",
    hue,
    label: { title: name },
    alt: `Tasse ${name} von oben, umgeben von Teeblättern`,
  };
}

type TeaData = Omit<DemoProduct, "type" | "taxClass" | "categories">;

function tea(p: TeaData): DemoProduct {
  return { type: "simple", taxClass: "reduced", categories: ["tee"], ...p };
}

export const TEA_PRODUCTS: DemoProduct[] = [
  tea({
    slug: "darjeeling-first-flush-bio",
    name: "Darjeeling First Flush Bio, 100 g",
    sku: "RW-TEE-DAR-100",
    regularPriceCents: 1290,
    ...bagOf("0.100"),
    shortDescription: "Frühjahrspflückung aus dem Himalaya: blumig, frisch, mit leichter Muskatellernote.",
    description: html(
      "<p>Die erste Pflückung nach der Winterruhe ergibt einen hellen, blumigen Tee. Er stammt von einem Teegarten in rund 1.800 m Höhe, der seit über zwanzig Jahren ökologisch arbeitet.</p>",
      facts(
        [
          ["Menge", "2 g pro 200 ml"],
          ["Wasser", "85–90 °C"],
          ["Ziehzeit", "3 Minuten"],
          ["Zertifizierung", "Bio (DE-ÖKO-000, Nicht-EU-Landwirtschaft)"],
        ],
        "Zubereitung",
      ),
    ),
    tags: ["bio"],
    totalSales: 118,
    averageRating: "4.60",
    ratingCount: 12,
    ageDays: 200,
    image: teaImage(40, "Darjeeling", "First Flush · Bio"),
    gallery: [leavesImage(40, "Darjeeling")],
  }),
  tea({
    slug: "assam-tgfop",
    name: "Assam TGFOP, 100 g",
    sku: "RW-TEE-ASS-100",
    regularPriceCents: 790,
    ...bagOf("0.100"),
    shortDescription:
      "Kräftiger Schwarztee mit malziger Note, gut mit Milch. Die Grundlage für Ostfriesentee.",
    description: html(
      "<p>Assam wächst im feuchten Tiefland im Nordosten Indiens und ergibt einen dunklen, kräftigen Aufguss. TGFOP steht für ganze Blätter mit einem hohen Anteil an Blattspitzen.</p>",
      facts(
        [
          ["Menge", "2 g pro 200 ml"],
          ["Wasser", "95–100 °C"],
          ["Ziehzeit", "3–4 Minuten"],
        ],
        "Zubereitung",
      ),
    ),
    totalSales: 201,
    averageRating: "4.40",
    ratingCount: 17,
    ageDays: 270,
    image: teaImage(14, "Assam", "Schwarzer Tee"),
  }),
  tea({
    slug: "sencha-bio",
    name: "Japan Sencha Bio, 100 g",
    sku: "RW-TEE-SEN-100",
    regularPriceCents: 1150,
    ...bagOf("0.100"),
    shortDescription: "Gedämpfter Grüntee aus Kagoshima: grasig, frisch, leicht süß.",
    description: html(
      "<p>Sencha wird nach der Ernte kurz gedämpft, damit die Blätter grün bleiben. Unser Tee kommt von einer Familie in Kagoshima im Süden Japans.</p>",
      "<p>Bitte nicht mit kochendem Wasser aufgießen, sonst wird er bitter.</p>",
      facts(
        [
          ["Menge", "3 g pro 200 ml"],
          ["Wasser", "70–75 °C"],
          ["Ziehzeit", "1–2 Minuten, mehrere Aufgüsse möglich"],
          ["Zertifizierung", "Bio (DE-ÖKO-000, Nicht-EU-Landwirtschaft)"],
        ],
        "Zubereitung",
      ),
    ),
    tags: ["bio"],
    totalSales: 89,
    averageRating: "4.70",
    ratingCount: 10,
    ageDays: 150,
    image: teaImage(88, "Sencha", "Grüner Tee · Bio"),
    gallery: [leavesImage(88, "Sencha")],
  }),
  tea({
    slug: "rooibos-vanille",
    name: "Rooibos Vanille, 100 g",
    sku: "RW-TEE-ROO-100",
    regularPriceCents: 690,
    salePriceCents: 590,
    ...bagOf("0.100"),
    shortDescription: "Koffeinfreier Rotbuschtee mit Vanillestücken, mild und leicht süß.",
    description: html(
      "<p>Rooibos kommt aus den Zederbergen in Südafrika und enthält kein Koffein. Wir mischen ihn mit echten Vanillestücken aus Madagaskar, ohne zugesetztes Aroma.</p>",
      facts(
        [
          ["Zutaten", "Rooibos 97 %, Vanille 3 %"],
          ["Wasser", "100 °C"],
          ["Ziehzeit", "5–8 Minuten"],
        ],
        "Zubereitung",
      ),
    ),
    totalSales: 176,
    averageRating: "4.20",
    ratingCount: 15,
    ageDays: 110,
    image: teaImage(18, "Rooibos", "mit Vanille"),
  }),
  tea({
    slug: "pfefferminze",
    name: "Pfefferminze, 50 g",
    sku: "RW-TEE-MIN-50",
    regularPriceCents: 550,
    ...bagOf("0.050"),
    shortDescription: "Ganze Blätter deutscher Pfefferminze aus der Pfalz. Koffeinfrei.",
    description: html(
      "<p>Die Minze wird im Sommer geerntet, schonend getrocknet und nicht geschnitten, damit die ätherischen Öle in den Blättern bleiben.</p>",
      facts(
        [
          ["Menge", "1–2 g pro 200 ml"],
          ["Wasser", "100 °C"],
          ["Ziehzeit", "5–10 Minuten"],
        ],
        "Zubereitung",
      ),
    ),
    tags: ["neu"],
    totalSales: 34,
    averageRating: "0",
    ratingCount: 0,
    ageDays: 15,
    image: teaImage(150, "Pfefferminze", "Kräutertee"),
  }),
];

export const GIFT_PRODUCTS: DemoProduct[] = [
  {
    slug: "probierset-single-origin",
    name: "Probierset Single Origin, 3 × 250 g",
    sku: "RW-GES-PROBE",
    type: "simple",
    regularPriceCents: 2990,
    ...bagOf("0.750"),
    shortDescription: "Drei Herkünfte zum Vergleichen: Äthiopien, Kolumbien und Brasilien, je 250 g.",
    description: html(
      "<p>Das Set zeigt, wie verschieden Kaffee schmecken kann: blumig aus Äthiopien, fruchtig-süß aus Kolumbien, nussig aus Brasilien. Alle drei als ganze Bohne, in einer Geschenkschachtel aus Recyclingkarton.</p>",
      "<p>Mit einer Karte, auf der Herkunft, Aufbereitung und Zubereitung jedes Kaffees erklärt sind.</p>",
    ),
    categories: ["geschenke", "kaffee"],
    tags: ["geschenkidee", "single-origin"],
    taxClass: "reduced",
    featured: true,
    totalSales: 302,
    averageRating: "4.90",
    ratingCount: 40,
    ageDays: 60,
    image: {
      kind: "giftBox",
      hue: 355,
      label: { title: "Probierset Single Origin" },
      alt: "Geschenkschachtel mit Schleife, Illustration",
    },
  },
  {
    slug: "geschenkset-handfilter",
    name: "Geschenkset Handfilter",
    sku: "RW-GES-HF",
    type: "simple",
    regularPriceCents: 3490,
    manageStock: true,
    stockQuantity: 14,
    deliveryTime: "3–5 Werktage",
    shortDescription:
      "Handfilter aus Porzellan, 100 Filterpapiere und ein Messlöffel, in der Geschenkschachtel.",
    description: html(
      "<p>Alles, was man für den Einstieg in den Handfilter braucht, außer Kaffee: Handfilter Größe 02, 100 ungebleichte Filterpapiere und ein Messlöffel aus Olivenholz (etwa 10 g).</p>",
      "<p>Tipp: Zusammen mit einem unserer Filterkaffees wird daraus ein vollständiges Geschenk.</p>",
    ),
    categories: ["geschenke", "zubehoer"],
    tags: ["geschenkidee", "handfilter"],
    taxClass: "standard",
    totalSales: 77,
    averageRating: "4.80",
    ratingCount: 9,
    ageDays: 40,
    image: {
      kind: "giftBox",
      hue: 160,
      label: { title: "Geschenkset Handfilter" },
      alt: "Geschenkbox mit Schleife, Illustration",
    },
  },
  {
    slug: "geschenkgutschein",
    name: "Geschenkgutschein",
    sku: "RW-GUT",
    type: "variable",
    attributes: [{ name: "Wert", slug: "wert", options: ["25 €", "50 €", "100 €"], variation: true }],
    variations: [2500, 5000, 10000].map((cents) => ({
      sku: `RW-GUT-${cents / 100}`,
      attributes: { wert: `${cents / 100} €` },
      regularPriceCents: cents,
      manageStock: false,
      stockStatus: "instock" as const,
    })),
    shortDescription: "Gedruckter Gutschein auf Karte, einlösbar für alles im Shop. Drei Jahre gültig.",
    description: html(
      "<p>Wir schicken den Gutschein als gedruckte Karte mit Umschlag an Sie oder direkt an die beschenkte Person. Er gilt für alle Produkte in unserem Onlineshop und in der Rösterei.</p>",
      "<p>Der Gutschein ist drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem er gekauft wurde. Ein Restguthaben bleibt erhalten. Eine Barauszahlung ist nicht möglich.</p>",
    ),
    categories: ["geschenke"],
    tags: ["geschenkidee"],
    taxClass: "standard",
    giftVoucher: true,
    totalSales: 145,
    averageRating: "5.00",
    ratingCount: 7,
    ageDays: 75,
    image: {
      kind: "voucher",
      hue: 20,
      label: { title: "Gutschein", subtitle: "für alles aus der Rösterei" },
      alt: "Gutscheinkarte von Röstwerk, Illustration",
    },
  },
];

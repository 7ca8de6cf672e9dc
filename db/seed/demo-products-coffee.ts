/** Demo data: single-origin coffees (Filterkaffee). */
import { coffeeVariations, type DemoProduct, facts, html } from "./demo-catalog.ts";
import type { DemoImage } from "./demo-images.ts";

export function bagImage(hue: number, title: string, subtitle: string, note: string): DemoImage {
  return {
    kind: "bag",
    hue,
    label: { title, subtitle, note },
    alt: `Kaffeebeutel „${title} ${subtitle}“ von Röstwerk, Illustration`,
  };
}

export function beansImage(hue: number, name: string): DemoImage {
  return {
    kind: "beans",
    hue,
    label: { title: name },
    alt: `Tasse ${name} von oben, umgeben von gerösteten Kaffeebohnen`,
  };
}

const FILTER = ["kaffee", "filterkaffee"];
const BREW_FILTER =
  "<p>Für den Handfilter empfehlen wir 60 g Kaffee auf einen Liter Wasser mit 92–94 °C und eine Brühzeit von etwa drei Minuten. Die Bohnen sind ab etwa sieben Tagen nach der Röstung am besten und halten sich verschlossen und kühl gelagert mehrere Monate.</p>";

export const COFFEE_PRODUCTS: DemoProduct[] = [
  {
    slug: "aethiopien-yirgacheffe",
    name: "Äthiopien Yirgacheffe",
    sku: "RW-ETH-YIR",
    ...coffeeVariations({ sku: "RW-ETH-YIR", prices: [1090, 1990, 3690] }),
    shortDescription:
      "Gewaschener Kaffee aus der Region Gedeo: Bergamotte, Jasmin und Zitrone, helle Röstung.",
    description: html(
      "<p>Dieser Kaffee kommt von Kleinbauern, die ihre Kirschen an die Waschstation Konga im Bezirk Yirgacheffe liefern. Dort wird er gewaschen, fermentiert und auf erhöhten Trockenbetten getrocknet. Wir rösten ihn hell, damit die blumigen Aromen erhalten bleiben.</p>",
      "<p>In der Tasse ist er leicht und klar, mit einer lebendigen Säure. Als Espresso ist er uns zu spitz; für Handfilter, Aeropress und Filtermaschine passt er sehr gut.</p>",
      facts([
        ["Herkunft", "Äthiopien, Gedeo-Zone, Yirgacheffe"],
        ["Höhe", "1.900–2.200 m"],
        ["Varietät", "lokale Heirloom-Sorten"],
        ["Aufbereitung", "gewaschen"],
        ["Röstgrad", "hell"],
        ["Geschmack", "Bergamotte, Jasmin, Zitrone"],
      ]),
      BREW_FILTER,
    ),
    categories: FILTER,
    tags: ["single-origin", "handfilter"],
    taxClass: "reduced",
    featured: true,
    totalSales: 412,
    averageRating: "4.80",
    ratingCount: 37,
    ageDays: 210,
    image: bagImage(48, "Äthiopien", "Yirgacheffe", "Helle Röstung"),
    gallery: [beansImage(48, "Äthiopien Yirgacheffe")],
  },
  {
    slug: "kolumbien-huila",
    name: "Kolumbien Huila",
    sku: "RW-COL-HUI",
    ...coffeeVariations({ sku: "RW-COL-HUI", prices: [990, 1850, 3390] }),
    shortDescription:
      "Ausgewogener Kaffee aus dem Süden Kolumbiens mit Karamell, roter Johannisbeere und Kakao.",
    description: html(
      "<p>Aus dem Departamento Huila beziehen wir seit vier Jahren Kaffee über eine Kooperative in La Plata. Die Bäuerinnen und Bauern ernten von Hand und waschen den Kaffee auf ihren eigenen Höfen.</p>",
      "<p>Der Kaffee ist süß und rund, mit einer milden Fruchtsäure. Er funktioniert im Handfilter ebenso wie im Siebträger, wo er einen milden Espresso mit Karamellnoten ergibt.</p>",
      facts([
        ["Herkunft", "Kolumbien, Huila, La Plata"],
        ["Höhe", "1.600–1.900 m"],
        ["Varietät", "Caturra, Castillo, Colombia"],
        ["Aufbereitung", "gewaschen"],
        ["Röstgrad", "hell bis mittel"],
        ["Geschmack", "Karamell, rote Johannisbeere, Kakao"],
      ]),
      BREW_FILTER,
    ),
    categories: [...FILTER, "espresso"],
    tags: ["single-origin", "direkthandel"],
    taxClass: "reduced",
    featured: true,
    totalSales: 538,
    averageRating: "4.60",
    ratingCount: 52,
    ageDays: 280,
    image: bagImage(18, "Kolumbien", "Huila", "Mittlere Röstung"),
    gallery: [beansImage(18, "Kolumbien Huila")],
  },
  {
    slug: "brasilien-cerrado",
    name: "Brasilien Cerrado",
    sku: "RW-BRA-CER",
    ...coffeeVariations({ sku: "RW-BRA-CER", prices: [850, 1590, 2890], sale: { "1000": 2590 } }),
    shortDescription:
      "Naturbelassen aufbereitet, wenig Säure: Haselnuss und Milchschokolade. Gut für Milchgetränke.",
    description: html(
      "<p>Die Fazenda im Cerrado Mineiro trocknet ihren Kaffee als ganze Kirsche in der Sonne. Dadurch wird er süß und körperreich, mit wenig Säure. Wir rösten ihn etwas dunkler als unsere anderen Herkünfte.</p>",
      "<p>Im Siebträger gelingt er auch Einsteigern zuverlässig und harmoniert gut mit Milch. Im Filter schmeckt er mild und nussig.</p>",
      facts([
        ["Herkunft", "Brasilien, Minas Gerais, Cerrado Mineiro"],
        ["Höhe", "1.000–1.200 m"],
        ["Varietät", "Mundo Novo, Catuaí"],
        ["Aufbereitung", "natural"],
        ["Röstgrad", "mittel"],
        ["Geschmack", "Haselnuss, Milchschokolade, brauner Zucker"],
      ]),
    ),
    categories: [...FILTER, "espresso"],
    tags: ["single-origin", "siebtraeger"],
    taxClass: "reduced",
    totalSales: 764,
    averageRating: "4.40",
    ratingCount: 68,
    ageDays: 300,
    image: bagImage(28, "Brasilien", "Cerrado", "Mittlere Röstung"),
    gallery: [beansImage(28, "Brasilien Cerrado")],
  },
  {
    slug: "guatemala-antigua",
    name: "Guatemala Antigua",
    sku: "RW-GUA-ANT",
    ...coffeeVariations({ sku: "RW-GUA-ANT", prices: [990, 1890, 3490] }),
    shortDescription: "Vulkanböden, Schattenanbau: Kakao, Orange und brauner Zucker bei mittlerer Röstung.",
    description: html(
      "<p>Die Finca liegt im Tal von Antigua zwischen drei Vulkanen. Der Kaffee wächst im Schatten von Gravillea-Bäumen und wird nach der Ernte gewaschen und auf Betonterrassen getrocknet.</p>",
      "<p>Er ist klar und schokoladig, mit einer feinen Orangennote. Ein Kaffee für jeden Tag, der im Filter und in der French Press gleichermaßen gut schmeckt.</p>",
      facts([
        ["Herkunft", "Guatemala, Sacatepéquez, Antigua"],
        ["Höhe", "1.500–1.700 m"],
        ["Varietät", "Bourbon, Caturra"],
        ["Aufbereitung", "gewaschen"],
        ["Röstgrad", "mittel"],
        ["Geschmack", "Kakao, Orange, brauner Zucker"],
      ]),
      BREW_FILTER,
    ),
    categories: FILTER,
    tags: ["single-origin"],
    taxClass: "reduced",
    totalSales: 301,
    averageRating: "4.50",
    ratingCount: 24,
    ageDays: 190,
    image: bagImage(165, "Guatemala", "Antigua", "Mittlere Röstung"),
  },
  {
    slug: "kenia-aa",
    name: "Kenia AA Nyeri",
    sku: "RW-KEN-AA",
    ...coffeeVariations({ sku: "RW-KEN-AA", prices: [1290, 2390, 4490], soldOut: ["1000"] }),
    shortDescription:
      "Kräftige Fruchtsäure mit schwarzer Johannisbeere und Grapefruit. Die Kilotüte ist ausverkauft.",
    description: html(
      "<p>AA bezeichnet in Kenia die größte Bohnengröße. Dieser Kaffee stammt aus der Region Nyeri an den Hängen des Mount Kenya und wurde in der Fabrik einer Genossenschaft gewaschen und doppelt fermentiert.</p>",
      "<p>Er ist saftig und intensiv, mit deutlicher Säure und einem langen Abgang. Wer helle Röstungen mag, wird ihn lieben; für Espresso empfehlen wir ihn nicht.</p>",
      facts([
        ["Herkunft", "Kenia, Nyeri"],
        ["Höhe", "1.700–1.900 m"],
        ["Varietät", "SL28, SL34, Ruiru 11"],
        ["Aufbereitung", "gewaschen, doppelt fermentiert"],
        ["Röstgrad", "hell"],
        ["Geschmack", "Schwarze Johannisbeere, Grapefruit, Rohrzucker"],
      ]),
      BREW_FILTER,
    ),
    categories: FILTER,
    tags: ["single-origin", "limitiert", "handfilter"],
    taxClass: "reduced",
    totalSales: 188,
    averageRating: "4.90",
    ratingCount: 15,
    ageDays: 45,
    image: bagImage(340, "Kenia AA", "Nyeri", "Helle Röstung"),
    gallery: [beansImage(340, "Kenia AA")],
  },
  {
    slug: "peru-bio",
    name: "Peru Bio Cajamarca",
    sku: "RW-PER-BIO",
    ...coffeeVariations({ sku: "RW-PER-BIO", prices: [950, 1790, 3290] }),
    shortDescription: "Bio und Fairtrade aus Cajamarca: Mandel, Honig und grüner Apfel, mild und ausgewogen.",
    description: html(
      "<p>Die Kooperative im Norden Perus vereint rund 400 Familien, die ihren Kaffee ökologisch anbauen. Neben dem Fairtrade-Mindestpreis erhält sie eine Prämie für Projekte vor Ort, zuletzt für eine gemeinsame Trocknungsanlage.</p>",
      "<p>Der Kaffee ist mild, mit feiner Süße und wenig Bitterkeit. Er eignet sich für alle Zubereitungen und ist unser meistverkaufter Bio-Kaffee.</p>",
      facts([
        ["Herkunft", "Peru, Cajamarca"],
        ["Höhe", "1.600–1.900 m"],
        ["Varietät", "Typica, Caturra, Bourbon"],
        ["Aufbereitung", "gewaschen"],
        ["Röstgrad", "mittel"],
        ["Geschmack", "Mandel, Honig, grüner Apfel"],
        ["Zertifizierung", "Bio (DE-ÖKO-000, Nicht-EU-Landwirtschaft), Fairtrade"],
      ]),
    ),
    categories: FILTER,
    tags: ["single-origin", "bio", "fairtrade"],
    taxClass: "reduced",
    totalSales: 455,
    averageRating: "4.30",
    ratingCount: 41,
    ageDays: 260,
    image: bagImage(95, "Peru Bio", "Cajamarca", "Mittlere Röstung"),
  },
];

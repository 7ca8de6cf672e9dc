/**
 * German products for the search benchmarks: `count` products named like a coffee shop's
 * catalogue ("Bio Espresso Äthiopien Hafenröstung, 250 g"), with SKUs `GEN-0000001…`, short and
 * long descriptions and a category each. Generated inside PostgreSQL (generate_series) in batches,
 * with the search triggers off; the caller then rebuilds the index (and times it).
 * Products it made have slugs `gen-N`; running it again replaces them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

const ADJECTIVES = [
  "Bio",
  "Fairtrade",
  "Kräftiger",
  "Milder",
  "Edler",
  "Würziger",
  "Frischer",
  "Dunkler",
  "Heller",
  "Klassischer",
  "Samtiger",
  "Fruchtiger",
  "Schokoladiger",
  "Nussiger",
  "Zarter",
  "Herber",
  "Süßer",
  "Säurearmer",
  "Vollmundiger",
  "Feuriger",
  "Handverlesener",
  "Sonnengetrockneter",
  "Gewaschener",
  "Entkoffeinierter",
];
const NOUNS = [
  "Kaffee",
  "Espresso",
  "Filterkaffee",
  "Kaffeebohnen",
  "Röstkaffee",
  "Teemischung",
  "Grüntee",
  "Kräutertee",
  "Früchtetee",
  "Kakao",
  "Trinkschokolade",
  "Kaffeetasse",
  "Becher",
  "Kaffeemühle",
  "Handfilter",
  "Wasserkocher",
  "Milchkännchen",
  "Vorratsdose",
  "Siebträger",
  "Teekanne",
  "Karaffe",
  "Löffel",
  "Gebäck",
  "Lebkuchen",
  "Waffeln",
  "Honig",
  "Zucker",
  "Sirup",
  "Espressotasse",
  "Milchschäumer",
];
const ORIGINS = [
  "Äthiopien",
  "Kolumbien",
  "Brasilien",
  "Guatemala",
  "Kenia",
  "Sumatra",
  "Honduras",
  "Peru",
  "Indien",
  "Vietnam",
  "Java",
  "Costa Rica",
  "Mexiko",
  "Ruanda",
  "Burundi",
  "Tansania",
  "Nicaragua",
  "Uganda",
  "Jemen",
  "Hawaii",
];
const EXTRAS = [
  "Hafenröstung",
  "Speicherstadt",
  "Elbstrand",
  "Nordlicht",
  "Morgenrot",
  "Feierabend",
  "Sonntagsmischung",
  "Großmutters Art",
  "Straßencafé",
  "Bergbauern",
  "Müllers Auslese",
  "Fischmarkt",
  "Alsterblick",
  "Schanze",
  "Blankenese",
  "Wintermischung",
  "Sommerfrische",
  "Hausmarke",
  "Gipfelstürmer",
  "Leuchtturm",
];
const SIZES = ["250 g", "500 g", "1 kg", "100 g", "6er-Set", "2er-Set", "0,5 l", "1 l"];
const NOTES = [
  "Schokolade",
  "Karamell",
  "Beeren",
  "Zitrus",
  "Nuss",
  "Vanille",
  "Honig",
  "Gewürzen",
  "Kirsche",
  "Mandel",
];
const USES = [
  "den Vollautomaten",
  "die French Press",
  "den Siebträger",
  "den Handfilter",
  "die Mokkakanne",
  "kalte Tage",
  "das Frühstück",
  "den Nachmittag",
  "Gäste",
  "unterwegs",
];

const arr = (words: string[]) =>
  sql.raw(`(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[])`);

/** Words of generated product `i`'s name (for queries that find few products). */
export function productWords(i: number): { adjective: string; noun: string; origin: string; extra: string } {
  return {
    adjective: ADJECTIVES[(i * 7) % ADJECTIVES.length]!,
    noun: NOUNS[(i * 13) % NOUNS.length]!,
    origin: ORIGINS[(i * 17) % ORIGINS.length]!,
    extra: EXTRAS[Math.floor((i * 31) / 7) % EXTRAS.length]!,
  };
}

export type GenerateProgress = (done: number, total: number) => void;

/** Replaces the generated products with `count` new ones. Returns the milliseconds it took. */
export async function generateProducts(
  db: Db,
  count: number,
  onProgress?: GenerateProgress,
  batch = 50_000,
): Promise<number> {
  const started = performance.now();
  const triggers = ["products.laden_search_products", "product_category_links.laden_search_category_links"];
  const setTriggers = async (on: boolean) => {
    for (const t of triggers) {
      const [table, trigger] = t.split(".");
      await db.execute(sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger ${trigger}`));
    }
  };
  await setTriggers(false);
  try {
    await db.execute(sql`delete from products where slug like 'gen-%'`);
    const cats = await db.execute<{ id: number }>(sql`select id from product_categories order by id`);
    const catIds = cats.rows.map((r) => r.id);
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(from + batch - 1, count);
      // Each word list is indexed with a different stride, so the combinations spread evenly.
      await db.execute(sql`
        with g as (
          select i,
            ${arr(ADJECTIVES)}[1 + (i * 7) % ${ADJECTIVES.length}] as adj,
            ${arr(NOUNS)}[1 + (i * 13) % ${NOUNS.length}] as noun,
            ${arr(ORIGINS)}[1 + (i * 17) % ${ORIGINS.length}] as origin,
            ${arr(EXTRAS)}[1 + (i * 31 / 7) % ${EXTRAS.length}] as extra,
            ${arr(SIZES)}[1 + (i * 3) % ${SIZES.length}] as size,
            ${arr(NOTES)}[1 + (i * 11) % ${NOTES.length}] as note1,
            ${arr(NOTES)}[1 + (i * 19 / 3) % ${NOTES.length}] as note2,
            ${arr(USES)}[1 + (i * 23) % ${USES.length}] as use
          from generate_series(${from}::int, ${to}::int) as i
        ),
        ins as (
          insert into products (slug, name, sku, short_description, description, regular_price_cents,
            sale_price_cents, sort_price_cents, max_price_cents, stock_status, created_at)
          select 'gen-' || i,
            adj || ' ' || noun || ' ' || origin || ' ' || extra || ', ' || size,
            'GEN-' || lpad(i::text, 7, '0'),
            'Ein ' || lower(adj) || ' ' || noun || ' aus ' || origin || ' mit Noten von ' || note1 || ' und ' || note2 || '.',
            '<p>Unser ' || noun || ' „' || extra || '“ kommt aus ' || origin || '. Er schmeckt nach ' || note1
              || ', ' || note2 || ' und ein wenig nach Heimat. Ideal für ' || use || '.</p><p>Frisch geröstet in Hamburg, '
              || 'sorgfältig verpackt und schnell bei Ihnen.</p>',
            399 + (i * 37) % 4000,
            case when i % 9 = 0 then 299 + (i * 37) % 3000 end,
            case when i % 9 = 0 then 299 + (i * 37) % 3000 else 399 + (i * 37) % 4000 end,
            case when i % 9 = 0 then 299 + (i * 37) % 3000 else 399 + (i * 37) % 4000 end,
            case when i % 17 = 0 then 'outofstock' else 'instock' end,
            now() - (i % 1000) * interval '1 hour'
          from g
          returning id
        )
        insert into product_category_links (product_id, category_id)
        select id, (${sql.param(catIds)}::int[])[1 + id % ${catIds.length}] from ins`);
      onProgress?.(to, count);
    }
  } finally {
    await setTriggers(true);
  }
  await db.execute(sql`analyze products`);
  return performance.now() - started;
}

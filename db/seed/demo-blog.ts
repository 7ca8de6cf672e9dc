/**
 * German demo posts for the blog: categories, tags, one author, sticky and formatted posts
 * (audio, video, image posts and a gallery post, all with the demo product images: the body's
 * `[gallery]` gets the first six image ids, `{bild}` a captioned image with its sizes), approved and
 * unapproved comments. Idempotent: posts by slug, terms by slug, the author by slug.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { imageSrcset } from "#modules/blog/gallery.ts";
import { mediaUrl } from "#modules/media/storage.ts";
import type { Db } from "../client.ts";
import {
  type MediaSize,
  media,
  postAuthors,
  postComments,
  posts,
  postTermLinks,
  postTerms,
} from "../schema/index.ts";

type Tx = Pick<Db, "select" | "insert" | "update">;

const CATEGORIES = [
  { slug: "roesterei", name: "Aus der Rösterei" },
  { slug: "zubereitung", name: "Zubereitung" },
  { slug: "reisen", name: "Reiseberichte" },
];
const TAGS = [
  { slug: "espresso", name: "Espresso" },
  { slug: "filterkaffee", name: "Filterkaffee" },
  { slug: "nachhaltigkeit", name: "Nachhaltigkeit" },
];

type DemoPost = {
  slug: string;
  title: string;
  cat: string;
  tags: string[];
  format?: "standard" | "audio" | "video" | "image" | "quote" | "aside" | "gallery";
  sticky?: boolean;
  status?: "publish" | "draft";
  body: string;
};

const P = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: "willkommen-im-roestwerk-blog",
    title: "Willkommen im Röstwerk-Blog",
    cat: "roesterei",
    tags: ["nachhaltigkeit"],
    sticky: true,
    body: P(
      "Hier erzählen wir, was in der Rösterei passiert: neue Ernten, Röstprofile und Besuche bei unseren Farmen.",
      "Schreiben Sie uns gern, worüber Sie mehr lesen möchten.",
    ),
  },
  {
    slug: "espresso-richtig-einstellen",
    title: "Espresso richtig einstellen: Mahlgrad, Dosis, Zeit",
    cat: "zubereitung",
    tags: ["espresso"],
    body: P(
      "Ein guter Espresso braucht drei Dinge im Gleichgewicht: den Mahlgrad, die Menge Kaffee und die Durchlaufzeit.",
      "Beginnen Sie mit 18 g Kaffee, 36 g im Becher und 25 bis 30 Sekunden. Läuft er zu schnell, mahlen Sie feiner.",
    ),
  },
  {
    slug: "filterkaffee-mit-der-handfilter",
    title: "Filterkaffee mit dem Handfilter",
    cat: "zubereitung",
    tags: ["filterkaffee"],
    format: "image",
    body: P("60 g Kaffee auf einen Liter Wasser, 94 °C, erst aufblühen lassen, dann in Kreisen aufgießen."),
  },
  {
    slug: "besuch-in-huila",
    title: "Besuch bei unseren Partnern in Huila",
    cat: "reisen",
    tags: ["nachhaltigkeit"],
    body: P(
      "Im Süden Kolumbiens wachsen die Kirschen an steilen Hängen. Wir haben zwei Wochen bei der Ernte geholfen.",
      "Die Familien bekommen von uns einen festen Preis über dem Weltmarkt, unabhängig von der Börse.",
    ),
  },
  {
    slug: "podcast-folge-1-roestprofile",
    title: "Podcast, Folge 1: Wie ein Röstprofil entsteht",
    cat: "roesterei",
    tags: ["espresso"],
    format: "audio",
    body: P(
      "Unser Röstmeister erzählt, wie er ein neues Profil findet.",
      '<a href="https://upload.wikimedia.org/wikipedia/commons/c/c8/Example.ogg">Audiodatei: Folge 1 (OGG)</a>',
    ),
  },
  {
    slug: "video-die-roestmaschine",
    title: "Video: Ein Tag an der Röstmaschine",
    cat: "roesterei",
    tags: [],
    format: "video",
    body: P(
      "Vom Rohkaffee bis zur fertigen Bohne in zwölf Minuten.",
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a>',
    ),
  },
  {
    slug: "zitat-der-woche",
    title: "Zitat der Woche",
    cat: "roesterei",
    tags: [],
    format: "quote",
    body: "<blockquote><p>Kaffee ist ein Getränk, das man nicht trinkt, sondern erlebt.</p></blockquote>",
  },
  {
    slug: "neue-ernte-aethiopien",
    title: "Die neue Ernte aus Äthiopien ist da",
    cat: "roesterei",
    tags: ["filterkaffee"],
    body: P("Blumig, hell, mit Noten von Bergamotte: der Yirgacheffe ist ab sofort im Shop."),
  },
  {
    slug: "milchschaum-wie-im-cafe",
    title: "Milchschaum wie im Café",
    cat: "zubereitung",
    tags: ["espresso"],
    body: P(
      "Kalte Milch, Dampflanze knapp unter die Oberfläche, bis 60 °C, dann die Kanne klopfen und schwenken.",
    ),
  },
  {
    slug: "verpackung-ohne-plastik",
    title: "Unsere Verpackung kommt ohne Plastik aus",
    cat: "roesterei",
    tags: ["nachhaltigkeit"],
    format: "aside",
    body: P("Seit diesem Monat sind unsere Tüten kompostierbar, das Aromaventil inklusive."),
  },
  {
    slug: "cold-brew-im-sommer",
    title: "Cold Brew für heiße Tage",
    cat: "zubereitung",
    tags: ["filterkaffee"],
    body: P(
      "100 g grob gemahlener Kaffee, ein Liter kaltes Wasser, zwölf Stunden im Kühlschrank, dann filtern.",
    ),
  },
  {
    slug: "reise-nach-sumatra",
    title: "Reisenotizen aus Sumatra",
    cat: "reisen",
    tags: [],
    body: P(
      "Nassentschälter Kaffee, Vulkanboden und Regen am Nachmittag: Sumatra schmeckt erdig und würzig.",
    ),
  },
  {
    slug: "ein-tag-in-der-roesterei",
    title: "Ein Tag in der Rösterei: eine Bildergalerie",
    cat: "roesterei",
    tags: ["nachhaltigkeit"],
    format: "gallery",
    body: [
      P("Vom Rohkaffee bis zur Tüte: ein paar Eindrücke aus unserem Alltag."),
      "{bild}",
      '[gallery columns="3" size="thumbnail" link="file"]',
      P("Alle Bilder zeigen Kaffees und Zubehör aus unserem Sortiment."),
    ].join("\n"),
  },
  {
    slug: "entwurf-wintermischung",
    title: "Entwurf: Wintermischung",
    cat: "roesterei",
    tags: [],
    status: "draft",
    body: P("Noch nicht fertig."),
  },
];

/** Inserts what is missing; returns the number of posts created. */
export async function seedDemoBlog(tx: Tx): Promise<number> {
  await tx
    .insert(postAuthors)
    .values({ slug: "roestwerk-team", displayName: "Röstwerk-Team" })
    .onConflictDoNothing({ target: postAuthors.slug });
  const [author] = await tx
    .select({ id: postAuthors.id })
    .from(postAuthors)
    .where(eq(postAuthors.slug, "roestwerk-team"));
  for (const [taxonomy, list] of [
    ["category", CATEGORIES],
    ["tag", TAGS],
  ] as const) {
    await tx
      .insert(postTerms)
      .values(list.map((t) => ({ taxonomy, ...t })))
      .onConflictDoNothing();
  }
  const terms = await tx
    .select({ id: postTerms.id, taxonomy: postTerms.taxonomy, slug: postTerms.slug })
    .from(postTerms)
    .where(
      inArray(
        postTerms.slug,
        [...CATEGORIES, ...TAGS].map((t) => t.slug),
      ),
    );
  const termId = (taxonomy: string, slug: string) =>
    terms.find((t) => t.taxonomy === taxonomy && t.slug === slug)?.id;
  const images = await tx
    .select({
      id: media.id,
      file: media.file,
      width: media.width,
      height: media.height,
      alt: media.alt,
      sizes: media.sizes,
    })
    .from(media)
    .where(and(eq(media.mime, "image/webp")))
    .orderBy(asc(media.id))
    .limit(8);

  const existing = new Set(
    (
      await tx
        .select({ slug: posts.slug })
        .from(posts)
        .where(
          and(
            eq(posts.lang, "de"),
            inArray(
              posts.slug,
              DEMO_POSTS.map((p) => p.slug),
            ),
          ),
        )
    ).map((r) => r.slug),
  );
  let created = 0;
  const base = Date.UTC(2026, 9, 30, 9, 0, 0);
  for (const [i, p] of DEMO_POSTS.entries()) {
    if (existing.has(p.slug)) continue;
    const [row] = await tx
      .insert(posts)
      .values({
        slug: p.slug,
        lang: "de",
        title: p.title,
        content: demoBody(p.body, images),
        status: p.status ?? "publish",
        format: p.format ?? "standard",
        sticky: p.sticky ?? false,
        authorId: author?.id ?? null,
        featuredMediaId: i % 3 === 2 ? null : (images[i % Math.max(images.length, 1)]?.id ?? null),
        // One post every four days backwards, so the month archives have content.
        publishedAt: new Date(base - i * 4 * 86_400_000),
      })
      .returning({ id: posts.id });
    if (!row) continue;
    created++;
    const links = [termId("category", p.cat), ...p.tags.map((t) => termId("tag", t))].filter(
      (id): id is number => id !== undefined,
    );
    if (links.length)
      await tx.insert(postTermLinks).values(links.map((t) => ({ postId: row.id, termId: t })));
    if (i === 1) {
      const [first] = await tx
        .insert(postComments)
        .values({
          postId: row.id,
          authorName: "Jana",
          content: "<p>Danke, endlich klappt es mit dem Espresso!</p>",
          status: "approved",
        })
        .returning({ id: postComments.id });
      await tx.insert(postComments).values([
        {
          postId: row.id,
          parentId: first?.id,
          authorName: "Röstwerk-Team",
          content: "<p>Das freut uns, Jana!</p>",
          status: "approved",
        },
        { postId: row.id, authorName: "Spam", content: "<p>Nicht freigegeben</p>", status: "hold" },
      ]);
    }
  }
  return created;
}

/** `[gallery]` → the first six demo images; `{bild}` → the first one as a captioned figure. */
function demoBody(
  body: string,
  images: {
    id: number;
    file: string;
    width: number;
    height: number;
    alt: string;
    sizes: Record<string, MediaSize>;
  }[],
): string {
  const first = images[0];
  const figure = first
    ? `<figure class="wp-caption aligncenter"><img loading="lazy" alt="${first.alt.replace(/"/g, "&quot;")}" src="${mediaUrl(first.file)}" srcset="${imageSrcset(first)}" sizes="(max-width: ${first.width}px) 100vw, ${first.width}px" width="${first.width}" height="${first.height}" /><figcaption>Frisch geröstet und bereit für den Versand.</figcaption></figure>`
    : "";
  return body.replace("{bild}", figure).replace(
    "[gallery ",
    `[gallery ids="${images
      .slice(0, 6)
      .map((m) => m.id)
      .join(",")}" `,
  );
}

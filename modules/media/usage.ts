/**
 * Where a media item is used: product images, galleries and the images in product descriptions
 * (`content_media_ids`, kept by the product writes; a variation's image counts for its product),
 * category images, post featured images, posts' and pages' social images, and post and page
 * content (the file's URL at any size,
 * WordPress's `wp-image-ID` class, a `[gallery ids="…"]` naming it). One SQL definition
 * serves the library's used/unused filter, the usage line of a page of items and the refusal to
 * delete or trash an item in use.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { type Lang, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-media.ts";
import { MEDIA_URL_PREFIX } from "./storage.ts";

export type UsageKind = "product" | "category" | "post" | "page";
export type UsageRef = { kind: UsageKind; id: number; title: string };
/** Usage per kind, in the order an owner reads it. */
export const USAGE_KINDS: readonly UsageKind[] = ["product", "category", "post", "page"];

/** `m.file` without `.webp`, its dots escaped: the start of every size's URL as a regex. */
const FILE_STEM = sql`replace(regexp_replace(m.file, '\\.webp$', ''), '.', '\\.')`;
/** After the stem: the extension (`.webp`, `.orig.png`) or a size (`-300x300.webp`). */
const FILE_SUFFIX = String.raw`(\.|-[0-9]+x[0-9]+\.)`;
const GALLERY_IDS = String.raw`\[gallery[^\]]*\sids=("|&quot;|')?[0-9, ]*\m`;

/** Whether the text column `content` refers to the media row aliased `m`. */
function contentRefers(content: SQL): SQL {
  return sql`(${content} ~ (${MEDIA_URL_PREFIX} || ${FILE_STEM} || ${FILE_SUFFIX})
    or ${content} ~ ('wp-image-' || m.id || '\\M')
    or ${content} ~ (${GALLERY_IDS} || m.id || '\\M'))`;
}

/** Rows (media_id, kind, id, title) of every use of the media rows `m` that `where` selects. */
function usesOf(where: SQL): SQL {
  return sql`
    select m.id as media_id, 'product' as kind, p.id, p.name as title from media m
      join products p on p.image_id = m.id or m.id = any(p.gallery_image_ids)
        or m.id = any(p.content_media_ids) where ${where}
    union select m.id, 'product', p.id, p.name from media m
      join product_variations v on v.image_id = m.id join products p on p.id = v.product_id where ${where}
    union select m.id, 'category', c.id, c.name from media m
      join product_categories c on c.image_id = m.id where ${where}
    union select m.id, 'post', p.id, p.title from media m
      join posts p on p.featured_media_id = m.id or p.social_media_id = m.id
        or ${contentRefers(sql`p.content`)} where ${where}
    union select m.id, 'page', p.id, p.title from media m
      join pages p on p.social_media_id = m.id or ${contentRefers(sql`p.content`)} where ${where}`;
}

/** A condition on an outer query's media alias `outer`: the item is used somewhere. */
export function mediaUsedSql(outer: SQL): SQL {
  return sql`exists (select 1 from (${usesOf(sql`m.id = ${outer}`)}) u)`;
}

/** The uses of each of `ids` (an id without any use is absent from the map). */
export async function mediaUsage(db: Db, ids: readonly number[]): Promise<Map<number, UsageRef[]>> {
  const out = new Map<number, UsageRef[]>();
  if (ids.length === 0) return out;
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const rows = await db.execute<{ media_id: number; kind: UsageKind; id: number; title: string }>(
    sql`select * from (${usesOf(sql`m.id = any(${idList})`)}) u order by media_id, kind, title, id`,
  );
  for (const r of rows.rows) {
    const list = out.get(r.media_id) ?? [];
    list.push({ kind: r.kind, id: r.id, title: r.title });
    out.set(r.media_id, list);
  }
  const rank = (r: UsageRef) => USAGE_KINDS.indexOf(r.kind);
  for (const list of out.values()) list.sort((a, b) => rank(a) - rank(b));
  return out;
}

/** Uses counted per kind, kinds without a use left out: [["product", 3], ["post", 1]]. */
export function countUsage(refs: readonly UsageRef[]): [UsageKind, number][] {
  return USAGE_KINDS.map(
    (kind) => [kind, refs.filter((r) => r.kind === kind).length] as [UsageKind, number],
  ).filter(([, n]) => n > 0);
}

/** The usage line's list: "3 Produkten, 1 Beitrag" (dative, after "verwendet in"). */
export function describeUsageCounts(lang: Lang, refs: readonly UsageRef[]): string {
  return countUsage(refs)
    .map(([kind, n]) =>
      translate(lang, `adminMedia.usage.${kind}.${n === 1 ? "one" : "other"}` as MessageKey, { count: n }),
    )
    .join(", ");
}

/** Where an item is used, by name: "Produkt „Kenia AA“, Beitrag „Ernte 2026“" (a refusal's reason). */
export function describeUses(lang: Lang, refs: readonly UsageRef[]): string {
  const quote = (s: string) => (lang === "de" ? `„${s}“` : `“${s}”`);
  return refs
    .map((r) => `${translate(lang, `adminMedia.kind.${r.kind}` as MessageKey)} ${quote(r.title)}`)
    .join(", ");
}

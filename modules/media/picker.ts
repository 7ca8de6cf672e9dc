/**
 * Choosing media for content (the rich-text editor's image button, the product image and the
 * gallery): the library's items as the picker shows them (thumbnail, the address to insert, whether
 * the alt-text rule lets the item be used), and the way back from an image address in content
 * to its media item (so the usage counts images in descriptions).
 */
import { inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media } from "#db/schema/index.ts";
import type { MessageKey } from "../i18n/index.ts";
import { listLibrary } from "./library.ts";
import { MEDIA_URL_PREFIX, mediaUrl } from "./storage.ts";
import type { MediaRow } from "./upload.ts";
import { whyNotUsable } from "./usable.ts";

export type PickerItem = {
  id: number;
  title: string;
  alt: string;
  /** The 300 px square crop (or the image itself). */
  thumb: string;
  /** What content shows: the large size (≤ 1200 px) or the image itself, with its dimensions. */
  src: string;
  width: number;
  height: number;
  /** Why it may not be chosen (no alt text, in the trash); null: it may. */
  refusal: MessageKey | null;
};

/** Items per page of the picker. */
export const PICKER_PER_PAGE = 24;

export function pickerItem(row: MediaRow): PickerItem {
  const large = row.sizes.large;
  return {
    id: row.id,
    title: row.title || row.file.split("/").pop() || String(row.id),
    alt: row.alt,
    thumb: mediaUrl(row.sizes.thumbnail?.file ?? row.file),
    src: mediaUrl(large?.file ?? row.file),
    width: large?.width ?? row.width,
    height: large?.height ?? row.height,
    refusal: whyNotUsable(row) ?? null,
  };
}

/** One page of the library outside the trash, searched as the library searches. */
export async function pickerPage(db: Db, query: { search?: string; page?: number }) {
  const page = await listLibrary(db, { ...query, filter: "all", perPage: PICKER_PER_PAGE });
  return { items: page.rows.map(pickerItem), total: page.total, page: page.page, pages: page.pages };
}

/** The items of `ids` in that order (trashed ones too: the editor shows what is chosen). */
export async function pickerItems(db: Db, ids: readonly number[]): Promise<PickerItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(media)
    .where(inArray(media.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, pickerItem(r)]));
  return ids.map((id) => byId.get(id)).filter((i): i is PickerItem => i !== undefined);
}

/** The stored file name of a media address (`/wp-content/uploads/2026/11/a.webp` → `2026/11/a.webp`). */
function fileOf(src: string): string | undefined {
  if (!src.startsWith(MEDIA_URL_PREFIX)) return undefined;
  try {
    return decodeURIComponent(src.slice(MEDIA_URL_PREFIX.length));
  } catch {
    return undefined;
  }
}

/**
 * The media items that image addresses show (any stored size of an item counts); `unknown` lists
 * the addresses no item (outside or in the trash) has.
 */
export async function mediaIdsOfSources(
  db: Db,
  sources: readonly string[],
): Promise<{ ids: number[]; unknown: string[] }> {
  const files = [...new Set(sources.map(fileOf))].filter((f): f is string => f !== undefined);
  if (sources.length === 0) return { ids: [], unknown: [] };
  const list = sql`array[${sql.join(
    files.map((f) => sql`${f}`),
    sql`, `,
  )}]::text[]`;
  const rows =
    files.length === 0
      ? []
      : (
          await db.execute<{ id: number; file: string; size_files: string[] | null }>(sql`
            select m.id, m.file, array(select s.value->>'file' from jsonb_each(m.sizes) s) as size_files
            from media m
            where m.file = any(${list})
               or exists (select 1 from jsonb_each(m.sizes) s where s.value->>'file' = any(${list}))`)
        ).rows;
  const idOfFile = new Map<string, number>();
  for (const r of rows) {
    idOfFile.set(r.file, r.id);
    for (const f of r.size_files ?? []) idOfFile.set(f, r.id);
  }
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const src of sources) {
    const file = fileOf(src);
    const id = file === undefined ? undefined : idOfFile.get(file);
    if (id === undefined) unknown.push(src);
    else ids.add(id);
  }
  return { ids: [...ids], unknown };
}

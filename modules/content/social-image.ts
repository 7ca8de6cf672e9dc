/**
 * The social image of a post or page (og:image, issue 25 item 1): the owner's chosen social
 * image, else the featured image; the large size (≤ 1200 px) when there is one, as a site path
 * (the page makes it absolute with its own origin). Undefined when there is none.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { media, pages, posts } from "#db/schema/index.ts";
import { mediaUrl } from "../media/storage.ts";

export type SocialImage = { path: string; width: number; height: number; alt: string };

export async function socialImageOf(
  db: Db,
  kind: "post" | "page",
  id: number,
): Promise<SocialImage | undefined> {
  const table = kind === "post" ? posts : pages;
  const [row] = await db
    .select({ social: table.socialMediaId, featured: table.featuredMediaId })
    .from(table)
    .where(eq(table.id, id));
  const mediaId = row?.social ?? row?.featured;
  if (!mediaId) return undefined;
  const [item] = await db
    .select({
      file: media.file,
      width: media.width,
      height: media.height,
      alt: media.alt,
      sizes: media.sizes,
      trashedAt: media.trashedAt,
    })
    .from(media)
    .where(eq(media.id, mediaId));
  if (!item || item.trashedAt) return undefined;
  const large = item.sizes?.large;
  const chosen = large ?? { file: item.file, width: item.width ?? 0, height: item.height ?? 0 };
  return { path: mediaUrl(chosen.file), width: chosen.width, height: chosen.height, alt: item.alt };
}

/** The `<meta>` tags of a social image (absolute URL with the page's origin). */
export function socialImageMeta(image: SocialImage | undefined, origin: string) {
  if (!image) return [];
  return [
    { property: "og:image", content: new URL(image.path, origin).href },
    ...(image.width ? [{ property: "og:image:width", content: String(image.width) }] : []),
    ...(image.height ? [{ property: "og:image:height", content: String(image.height) }] : []),
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
  ];
}

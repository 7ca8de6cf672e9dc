/**
 * `laden import wxr FILE`: a WordPress export (WXR) → posts, pages, media, terms, comments, menus.
 *
 * parse.ts (XML → sanitised records) → attachment files written before the transaction
 * (placeholders when fetching is off or fails, as the CSV importer does) → everything else in
 * one transaction. Every imported row carries a source key (`wxr:<site>:<type>:<id>`), so a
 * second run with the same file finds it and creates nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  media,
  mediaSources,
  menus,
  pages,
  pageTree,
  postAuthors,
  postComments,
  posts,
  postTermLinks,
  postTerms,
} from "../../db/schema/index.ts";
import {
  type GalleryMedia,
  galleryOptions,
  imageSrcset,
  shortcodeAttrs,
} from "../../modules/blog/gallery.ts";
import { insertMedia, mediaUrl } from "../../modules/media/storage.ts";
import { type Progress, silentProgress } from "../progress.ts";
import { type LocalImage, sanitizeHtml } from "../sanitize-html.ts";
import { type ImageFetcher, imageFile, prepareImages, storedFileExists } from "../woocommerce-csv/images.ts";
import { slugify, type WxrFile } from "./parse.ts";

export { parseWxr, type WxrFile, WxrInputError } from "./parse.ts";

const IMPORT_LOCK_KEY = 7_310_545_005;

export const WXR_TYPES = [
  "authors",
  "categories",
  "tags",
  "attachments",
  "posts",
  "pages",
  "comments",
  "menus",
] as const;
export type WxrType = (typeof WXR_TYPES)[number];
export type WxrCounts = Record<WxrType, number>;

export type WxrImportResult = {
  created: WxrCounts;
  ids: Record<WxrType, number[]>;
  unchanged: WxrCounts;
  warnings: string[];
};

export type WxrImportOptions = {
  mediaDir: string;
  /** null: fetch nothing, every attachment becomes a placeholder. */
  fetcher: ImageFetcher | null;
  progress?: Progress;
  lang?: "de" | "en";
  now?: Date;
};

const zero = (): WxrCounts => Object.fromEntries(WXR_TYPES.map((t) => [t, 0])) as WxrCounts;
const noIds = () =>
  Object.fromEntries(WXR_TYPES.map((t) => [t, [] as number[]])) as Record<WxrType, number[]>;

/** The slug itself or, when taken, the slug with "-2", "-3", … */
function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export async function importWxr(db: Db, file: WxrFile, opts: WxrImportOptions): Promise<WxrImportResult> {
  const progress = opts.progress ?? silentProgress;
  const lang = opts.lang ?? "de";
  const now = opts.now ?? new Date();
  const key = (type: string, id: string) => `wxr:${file.site}:${type}:${id}`;
  const created = zero();
  const unchanged = zero();
  const ids = noIds();
  const warnings: string[] = [];
  progress.note(
    `Datei gelesen: ${file.posts.length} Beiträge, ${file.pages.length} Seiten, ${file.attachments.length} Anhänge, ${file.terms.length} Kategorien/Schlagwörter, ${file.menus.length} Menüs.`,
  );
  for (const s of file.skipped)
    warnings.push(`${s.count} Einträge vom Typ „${s.type}“ werden nicht übernommen.`);

  // Attachment files first (outside the transaction, like the CSV importer).
  const knownAttachments = new Set(
    (
      await db
        .select({ sourceKey: mediaSources.sourceKey })
        .from(mediaSources)
        .where(
          inArray(mediaSources.sourceKey, file.attachments.map((a) => key("attachment", a.id)).concat(["-"])),
        )
    ).map((r) => r.sourceKey),
  );
  // A file is written again unless a media row for it exists and the file is still there (a run
  // that failed after writing files left files without rows: their sizes must be made again).
  const pending = file.attachments
    .filter((a) => !knownAttachments.has(key("attachment", a.id)))
    .map((a) => ({ a, stored: imageFile(a.url, now).file }));
  const withRow = new Set(
    pending.length
      ? (
          await db
            .select({ file: media.file })
            .from(media)
            .where(
              inArray(
                media.file,
                pending.map((p) => p.stored),
              ),
            )
        ).map((r) => r.file)
      : [],
  );
  const wanted = [];
  for (const { a, stored } of pending) {
    if (withRow.has(stored) && (await storedFileExists(opts.mediaDir, stored))) continue;
    wanted.push({ url: a.url, file: stored, title: a.title || "Anhang" });
  }
  const prepared = await prepareImages({ wanted, mediaDir: opts.mediaDir, fetcher: opts.fetcher, progress });
  for (const w of prepared.warnings) warnings.push(w.message);
  if (!opts.fetcher && wanted.length)
    warnings.push(
      `Laden von Dateien ist aus (LADEN_IMPORT_FETCH=0): ${wanted.length} Anhänge als Platzhalter.`,
    );

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);

    // Attachments → media rows.
    const mediaByAttachment = new Map<string, number>();
    for (const r of await tx
      .select()
      .from(mediaSources)
      .where(
        inArray(mediaSources.sourceKey, file.attachments.map((a) => key("attachment", a.id)).concat(["-"])),
      )) {
      mediaByAttachment.set(r.sourceKey, r.mediaId);
    }
    const step = progress.step("Anhänge", file.attachments.length);
    for (const a of file.attachments) {
      const k = key("attachment", a.id);
      if (mediaByAttachment.has(k)) {
        unchanged.attachments++;
        step.tick();
        continue;
      }
      const image = prepared.images.get(a.url);
      const { file: stored } = imageFile(a.url, now);
      const row = image
        ? await insertMedia(tx, { ...image, alt: a.alt, title: a.title })
        : await insertMedia(tx, {
            file: stored,
            mime: "image/webp",
            width: 0,
            height: 0,
            sizes: {},
            alt: a.alt,
            title: a.title,
          });
      await tx
        .insert(mediaSources)
        .values({ sourceKey: k, mediaId: row.id, url: a.url, placeholder: image?.placeholder ?? true });
      mediaByAttachment.set(k, row.id);
      created.attachments++;
      ids.attachments.push(row.id);
      step.tick();
    }
    step.done();
    const finish = await contentFinisher(tx, file, (id) => mediaByAttachment.get(key("attachment", id)));

    // Authors.
    const authorIds = new Map<string, number>();
    for (const a of file.authors) {
      const slug = slugify(a.login) || "autor";
      const [row] = await tx
        .insert(postAuthors)
        .values({ slug, displayName: a.displayName })
        .onConflictDoNothing({ target: postAuthors.slug })
        .returning({ id: postAuthors.id });
      if (row) {
        created.authors++;
        ids.authors.push(row.id);
        authorIds.set(a.login, row.id);
      } else {
        unchanged.authors++;
        const [found] = await tx
          .select({ id: postAuthors.id })
          .from(postAuthors)
          .where(eq(postAuthors.slug, slug));
        if (found) authorIds.set(a.login, found.id);
      }
    }

    // Categories and tags (also those only named on posts).
    const termDefs = new Map(file.terms.map((t) => [`${t.taxonomy}:${t.slug}`, t]));
    for (const p of file.posts) {
      for (const [taxonomy, refs] of [
        ["category", p.categories],
        ["tag", p.tags],
      ] as const) {
        for (const r of refs) {
          if (!termDefs.has(`${taxonomy}:${r.slug}`))
            termDefs.set(`${taxonomy}:${r.slug}`, {
              taxonomy,
              slug: r.slug,
              name: r.name || r.slug,
              description: "",
              parentSlug: "",
            });
        }
      }
    }
    const termIds = new Map<string, number>();
    for (const t of termDefs.values()) {
      const slug = slugify(decodeURIComponentSafe(t.slug)) || "begriff";
      const [row] = await tx
        .insert(postTerms)
        .values({ taxonomy: t.taxonomy, slug, name: t.name, description: t.description })
        .onConflictDoNothing()
        .returning({ id: postTerms.id });
      const type = t.taxonomy === "category" ? "categories" : "tags";
      if (row) {
        created[type]++;
        ids[type].push(row.id);
        termIds.set(`${t.taxonomy}:${t.slug}`, row.id);
      } else {
        unchanged[type]++;
        const [found] = await tx
          .select({ id: postTerms.id })
          .from(postTerms)
          .where(and(eq(postTerms.taxonomy, t.taxonomy), eq(postTerms.slug, slug)));
        if (found) termIds.set(`${t.taxonomy}:${t.slug}`, found.id);
      }
    }
    for (const t of termDefs.values()) {
      const id = termIds.get(`${t.taxonomy}:${t.slug}`);
      const parent = t.parentSlug ? termIds.get(`${t.taxonomy}:${t.parentSlug}`) : undefined;
      if (id && parent && ids[t.taxonomy === "category" ? "categories" : "tags"].includes(id))
        await tx.update(postTerms).set({ parentId: parent }).where(eq(postTerms.id, id));
    }

    // Posts, their terms and comments.
    const postIds = new Map<string, { id: number; slug: string }>();
    const existingPosts = await tx
      .select({ id: posts.id, slug: posts.slug, sourceKey: posts.sourceKey })
      .from(posts)
      .where(inArray(posts.sourceKey, file.posts.map((p) => key("post", p.id)).concat(["-"])));
    for (const r of existingPosts) if (r.sourceKey) postIds.set(r.sourceKey, r);
    const takenPostSlugs = new Set(
      (await tx.select({ slug: posts.slug }).from(posts).where(eq(posts.lang, lang))).map((r) => r.slug),
    );
    const postStep = progress.step("Beiträge", file.posts.length);
    for (const p of file.posts) {
      const k = key("post", p.id);
      if (postIds.has(k)) {
        unchanged.posts++;
        unchanged.comments += p.comments.length;
        postStep.tick();
        continue;
      }
      const slug = freeSlug(p.slug, takenPostSlugs);
      const [row] = await tx
        .insert(posts)
        .values({
          slug,
          lang,
          title: p.title,
          content: finish(p.content, p.id),
          excerpt: p.excerpt,
          status: p.status,
          format: (p.format || "standard") as never,
          sticky: p.sticky,
          hasPassword: p.hasPassword,
          commentsOpen: p.commentsOpen,
          authorId: authorIds.get(p.author) ?? null,
          featuredMediaId: p.thumbnailId
            ? (mediaByAttachment.get(key("attachment", p.thumbnailId)) ?? null)
            : null,
          sourceKey: k,
          publishedAt: p.date,
          updatedAt: p.date,
        })
        .returning({ id: posts.id });
      if (!row) throw new Error("Beitrag nicht angelegt");
      postIds.set(k, { id: row.id, slug });
      created.posts++;
      ids.posts.push(row.id);
      const links = [
        ...p.categories.map((c) => termIds.get(`category:${c.slug}`)),
        ...p.tags.map((t) => termIds.get(`tag:${t.slug}`)),
      ].filter((id): id is number => id !== undefined);
      if (links.length)
        await tx
          .insert(postTermLinks)
          .values([...new Set(links)].map((termId) => ({ postId: row.id, termId })))
          .onConflictDoNothing();
      const commentIds = new Map<string, number>();
      for (const c of p.comments) {
        const [cr] = await tx
          .insert(postComments)
          .values({
            postId: row.id,
            authorName: c.authorName,
            authorUrl: c.authorUrl,
            content: c.content,
            approved: c.approved,
            sourceKey: key(`comment:${p.id}`, c.id),
            createdAt: c.date,
          })
          .returning({ id: postComments.id });
        if (!cr) throw new Error("Kommentar nicht angelegt");
        commentIds.set(c.id, cr.id);
        created.comments++;
        ids.comments.push(cr.id);
      }
      for (const c of p.comments) {
        const parent = c.parentId && c.parentId !== "0" ? commentIds.get(c.parentId) : undefined;
        if (parent)
          await tx
            .update(postComments)
            .set({ parentId: parent })
            .where(eq(postComments.id, commentIds.get(c.id)!));
      }
      postStep.tick();
    }
    postStep.done();

    // Pages with their hierarchy.
    const pageIds = new Map<string, { id: number; slug: string }>();
    for (const r of await tx
      .select({ id: pageTree.pageId, slug: pages.slug, sourceKey: pageTree.sourceKey })
      .from(pageTree)
      .innerJoin(pages, eq(pages.id, pageTree.pageId))
      .where(inArray(pageTree.sourceKey, file.pages.map((p) => key("page", p.id)).concat(["-"])))) {
      if (r.sourceKey) pageIds.set(r.sourceKey, r);
    }
    const takenPageSlugs = new Set(
      (await tx.select({ slug: pages.slug }).from(pages).where(eq(pages.lang, lang))).map((r) => r.slug),
    );
    const newPages: { id: number; parentId: string }[] = [];
    const pageStep = progress.step("Seiten", file.pages.length);
    for (const p of file.pages) {
      const k = key("page", p.id);
      if (pageIds.has(k)) {
        unchanged.pages++;
        pageStep.tick();
        continue;
      }
      const slug = freeSlug(p.slug, takenPageSlugs);
      const [row] = await tx
        .insert(pages)
        .values({
          slug,
          lang,
          title: p.title,
          content: finish(p.content, p.id),
          status: p.status,
          menuOrder: p.menuOrder,
          createdAt: p.date,
          updatedAt: p.date,
        })
        .returning({ id: pages.id });
      if (!row) throw new Error("Seite nicht angelegt");
      await tx.insert(pageTree).values({ pageId: row.id, menuOrder: p.menuOrder, sourceKey: k });
      pageIds.set(k, { id: row.id, slug });
      newPages.push({ id: row.id, parentId: p.parentId });
      created.pages++;
      ids.pages.push(row.id);
      pageStep.tick();
    }
    pageStep.done();
    for (const np of newPages) {
      const parent = np.parentId && np.parentId !== "0" ? pageIds.get(key("page", np.parentId)) : undefined;
      if (parent) await tx.update(pageTree).set({ parentId: parent.id }).where(eq(pageTree.pageId, np.id));
      else if (np.parentId && np.parentId !== "0")
        warnings.push(
          `Seite ${np.id}: die Elternseite ${np.parentId} steht nicht in der Datei; sie steht oben.`,
        );
    }

    // Menus (flat list in their order: the menus table holds label and URL only).
    const prefix = lang === "en" ? "/en" : "";
    const urlOf = (url: string): string | null => {
      const m = /^wxr:([a-z_]+):(\d+)$/.exec(url);
      if (!m) return url && url !== "#" ? url : null;
      if (m[1] === "page") {
        const p = pageIds.get(key("page", m[2]!));
        return p ? `${prefix}/${p.slug}/` : null;
      }
      if (m[1] === "post") {
        const p = postIds.get(key("post", m[2]!));
        return p ? `${prefix}/blog/${p.slug}/` : null;
      }
      return null;
    };
    for (const menu of file.menus) {
      const location = `wxr-${slugify(menu.slug) || "menue"}`;
      const [existing] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.location, location), eq(menus.lang, lang)));
      if (existing) {
        unchanged.menus++;
        continue;
      }
      const items = menu.items.flatMap((it) => {
        const url = urlOf(it.url);
        return url && it.label ? [{ label: it.label, url }] : [];
      });
      const [row] = await tx.insert(menus).values({ location, lang, items }).returning({ id: menus.id });
      if (!row) throw new Error("Menü nicht angelegt");
      created.menus++;
      ids.menus.push(row.id);
    }
  });

  return { created, ids, unchanged, warnings };
}

/** "https://Host/a/b-300x200.jpg?x" → "host/a/b.jpg" (WordPress's resized copies name the original). */
function imageKey(url: string, stripSize: boolean): string {
  const bare = url
    .trim()
    .replace(/^https?:\/\//i, "")
    .replace(/[?#].*$/, "")
    .toLowerCase();
  return stripSize ? bare.replace(/-\d{1,5}x\d{1,5}(?=\.[a-z0-9]{2,5}$)/, "") : bare;
}

/**
 * The second content pass, once the attachments have media rows: images whose URL is an
 * imported attachment (or one of WordPress's resized copies of it) point at our file with its
 * generated sizes in `srcset`; every other image on another host becomes a link (no hot-linking:
 * docs/decisions/007-content-blog.md). `[gallery]` gets our media ids: from its `ids` or, without
 * them, WordPress's rule, the attachments whose parent is the post.
 */
async function contentFinisher(
  tx: Pick<Db, "select">,
  file: WxrFile,
  mediaOf: (attachmentId: string) => number | undefined,
): Promise<(html: string, wpId: string) => string> {
  const ids = file.attachments.map((a) => mediaOf(a.id)).filter((id): id is number => id !== undefined);
  const rows = new Map<number, GalleryMedia>();
  for (const r of ids.length ? await tx.select().from(media).where(inArray(media.id, ids)) : [])
    rows.set(r.id, r);
  const byUrl = new Map<string, GalleryMedia>();
  for (const stripSize of [false, true])
    for (const a of file.attachments) {
      const row = rows.get(mediaOf(a.id) ?? -1);
      const k = imageKey(a.url, stripSize);
      if (row && !byUrl.has(k)) byUrl.set(k, row);
    }
  const resolveImage = (src: string): LocalImage | null => {
    const row = byUrl.get(imageKey(src, false)) ?? byUrl.get(imageKey(src, true));
    if (!row) return null;
    const srcset = imageSrcset(row);
    return {
      src: mediaUrl(row.file),
      ...(srcset ? { srcset } : {}),
      ...(row.width ? { width: row.width, height: row.height } : {}),
    };
  };
  const children = new Map<string, number[]>();
  for (const a of file.attachments) {
    const id = mediaOf(a.id);
    if (id !== undefined && a.parentId && a.parentId !== "0")
      children.set(a.parentId, [...(children.get(a.parentId) ?? []), id]);
  }
  return (html, wpId) =>
    sanitizeHtml(html, { resolveImage }).html.replace(/\[gallery\b([^\]]*)\]/gi, (_m, raw: string) => {
      const attrs = shortcodeAttrs(raw);
      const o = galleryOptions({ ...attrs, ids: "" });
      const wanted = (attrs.ids ?? attrs.include ?? "").trim();
      const mapped = wanted
        ? wanted
            .split(",")
            .map((id) => mediaOf(id.trim()))
            .filter((id): id is number => id !== undefined)
        : (children.get(wpId) ?? []);
      return `[gallery ids="${mapped.join(",")}" columns="${o.columns}" size="${o.size}" link="${o.link}"]`;
    });
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

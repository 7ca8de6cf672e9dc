/**
 * `laden import wxr FILE`: a WordPress export (WXR) → posts, pages, media, terms, comments, menus.
 *
 * parse.ts (XML → sanitised records) → attachment files written before the transaction
 * (placeholders when fetching is off or fails, as the CSV importer does) → everything else in
 * one transaction. Every imported row carries a source key (`wxr:<site>:<type>:<id>`), so a
 * second run with the same file finds it and creates nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
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
} from "#db/schema/index.ts";
import { type GalleryMedia, galleryOptions, imageSrcset, shortcodeAttrs } from "#modules/blog/gallery.ts";
import {
  type ImageFetcher,
  imageFile,
  prepareImages,
  storedFileExists,
} from "#modules/catalog/csv-import/images.ts";
import { insertMedia, mediaUrl } from "#modules/media/storage.ts";
import { type Progress, silentProgress } from "#modules/shared/progress.ts";
import { type LocalImage, sanitizeHtml } from "#modules/shared/sanitize-html.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { addImportedRedirect } from "#modules/site/redirects.ts";
import {
  collectTermDefs,
  freeSlug,
  hasParent,
  imageKey,
  menuItemUrl,
  postTermIds,
  sourceKey,
  termSlug,
  termType,
} from "./mapping.ts";
import { slugify, type WxrFile, type WxrPost } from "./parse.ts";

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
  /** 301s from WordPress's permalinks that differ from ours (published posts and pages). */
  redirects: { added: number; refused: number };
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

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Imported = Map<string, { id: number; slug: string }>;

/** One import in its transaction: the file, where rows go and what the run has done so far. */
type WxrRun = {
  tx: Tx;
  file: WxrFile;
  lang: "de" | "en";
  now: Date;
  progress: Progress;
  key: (type: string, id: string) => string;
  result: WxrImportResult;
};

export async function importWxr(db: Db, file: WxrFile, opts: WxrImportOptions): Promise<WxrImportResult> {
  const progress = opts.progress ?? silentProgress;
  const now = opts.now ?? new Date();
  const key = (type: string, id: string) => sourceKey(file.site, type, id);
  const result: WxrImportResult = {
    created: zero(),
    ids: noIds(),
    unchanged: zero(),
    redirects: { added: 0, refused: 0 },
    warnings: [],
  };
  progress.note(
    `Datei gelesen: ${file.posts.length} Beiträge, ${file.pages.length} Seiten, ${file.attachments.length} Anhänge, ${file.terms.length} Kategorien/Schlagwörter, ${file.menus.length} Menüs.`,
  );
  for (const s of file.skipped)
    result.warnings.push(`${s.count} Einträge vom Typ „${s.type}“ werden nicht übernommen.`);
  const prepared = await writeAttachmentFiles(db, file, key, { ...opts, progress, now }, result.warnings);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const run: WxrRun = { tx, file, lang: opts.lang ?? "de", now, progress, key, result };
    const mediaByAttachment = await storeAttachments(run, prepared);
    const mediaOf = (id: string) => mediaByAttachment.get(key("attachment", id));
    const finish = await contentFinisher(tx, file, mediaOf);
    const authorIds = await storeAuthors(run);
    const termIds = await storeTerms(run);
    const postIds = await storePosts(run, { finish, authorIds, termIds, mediaOf });
    const pageIds = await storePages(run, finish);
    await storeMenus(run, {
      page: (id) => pageIds.get(key("page", id))?.slug,
      post: (id) => postIds.get(key("post", id))?.slug,
    });
  });

  return result;
}

/** WordPress's permalink keeps working: a 301 to our path when they differ (counted; a refusal noted). */
async function keepPermalink(run: WxrRun, link: string, path: string): Promise<void> {
  const outcome = await addImportedRedirect(run.tx as unknown as Db, link, path);
  if (outcome === "added") run.result.redirects.added++;
  if (outcome === "refused") {
    run.result.redirects.refused++;
    run.result.warnings.push(`Alte Adresse ${link} wird nicht weitergeleitet (nach ${path}).`);
  }
}

/**
 * Attachment files first, outside the transaction (like the CSV importer). A file is written
 * again unless a media row for it exists and the file is still there (a run that failed after
 * writing files left files without rows: their sizes must be made again).
 */
async function writeAttachmentFiles(
  db: Db,
  file: WxrFile,
  key: WxrRun["key"],
  opts: WxrImportOptions & { progress: Progress; now: Date },
  warnings: string[],
) {
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
  const pending = file.attachments
    .filter((a) => !knownAttachments.has(key("attachment", a.id)))
    .map((a) => ({ a, stored: imageFile(a.url, opts.now).file }));
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
  const prepared = await prepareImages({
    wanted,
    mediaDir: opts.mediaDir,
    fetcher: opts.fetcher,
    progress: opts.progress,
  });
  for (const w of prepared.warnings) warnings.push(w.message);
  if (!opts.fetcher && wanted.length)
    warnings.push(
      `Laden von Dateien ist aus (LADEN_IMPORT_FETCH=0): ${wanted.length} Anhänge als Platzhalter.`,
    );
  return prepared;
}

/** Attachments → media rows (placeholders where no file was prepared); returns media id by source key. */
async function storeAttachments(
  run: WxrRun,
  prepared: Awaited<ReturnType<typeof prepareImages>>,
): Promise<Map<string, number>> {
  const { tx, file, key, result } = run;
  const mediaByAttachment = new Map<string, number>();
  for (const r of await tx
    .select()
    .from(mediaSources)
    .where(
      inArray(mediaSources.sourceKey, file.attachments.map((a) => key("attachment", a.id)).concat(["-"])),
    )) {
    mediaByAttachment.set(r.sourceKey, r.mediaId);
  }
  const step = run.progress.step("Anhänge", file.attachments.length);
  for (const a of file.attachments) {
    const k = key("attachment", a.id);
    if (mediaByAttachment.has(k)) {
      result.unchanged.attachments++;
      step.tick();
      continue;
    }
    const image = prepared.images.get(a.url);
    const { file: stored } = imageFile(a.url, run.now);
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
    result.created.attachments++;
    result.ids.attachments.push(row.id);
    step.tick();
  }
  step.done();
  return mediaByAttachment;
}

/** Authors by slug (an existing one is kept); returns author id by login. */
async function storeAuthors({ tx, file, result }: WxrRun): Promise<Map<string, number>> {
  const authorIds = new Map<string, number>();
  for (const a of file.authors) {
    const slug = slugify(a.login) || "autor";
    const [row] = await tx
      .insert(postAuthors)
      .values({ slug, displayName: a.displayName })
      .onConflictDoNothing({ target: postAuthors.slug })
      .returning({ id: postAuthors.id });
    if (row) {
      result.created.authors++;
      result.ids.authors.push(row.id);
      authorIds.set(a.login, row.id);
    } else {
      result.unchanged.authors++;
      const [found] = await tx
        .select({ id: postAuthors.id })
        .from(postAuthors)
        .where(eq(postAuthors.slug, slug));
      if (found) authorIds.set(a.login, found.id);
    }
  }
  return authorIds;
}

/** Categories and tags (also those only named on posts), then the new ones' parents; returns term id by `taxonomy:slug`. */
async function storeTerms({ tx, file, result }: WxrRun): Promise<Map<string, number>> {
  const termDefs = collectTermDefs(file);
  const termIds = new Map<string, number>();
  for (const t of termDefs.values()) {
    const slug = termSlug(t.slug);
    const [row] = await tx
      .insert(postTerms)
      .values({ taxonomy: t.taxonomy, slug, name: t.name, description: t.description })
      .onConflictDoNothing()
      .returning({ id: postTerms.id });
    const type = termType(t.taxonomy);
    if (row) {
      result.created[type]++;
      result.ids[type].push(row.id);
      termIds.set(`${t.taxonomy}:${t.slug}`, row.id);
    } else {
      result.unchanged[type]++;
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
    if (id && parent && result.ids[termType(t.taxonomy)].includes(id))
      await tx.update(postTerms).set({ parentId: parent }).where(eq(postTerms.id, id));
  }
  return termIds;
}

/** Posts, their terms and comments; returns the imported posts (new and earlier) by source key. */
async function storePosts(
  run: WxrRun,
  refs: {
    finish: (html: string, wpId: string) => string;
    authorIds: Map<string, number>;
    termIds: Map<string, number>;
    mediaOf: (attachmentId: string) => number | undefined;
  },
): Promise<Imported> {
  const { tx, file, key, lang, result } = run;
  const postIds: Imported = new Map();
  const existingPosts = await tx
    .select({ id: posts.id, slug: posts.slug, sourceKey: posts.sourceKey })
    .from(posts)
    .where(inArray(posts.sourceKey, file.posts.map((p) => key("post", p.id)).concat(["-"])));
  for (const r of existingPosts) if (r.sourceKey) postIds.set(r.sourceKey, r);
  const takenPostSlugs = new Set(
    (await tx.select({ slug: posts.slug }).from(posts).where(eq(posts.lang, lang))).map((r) => r.slug),
  );
  const postStep = run.progress.step("Beiträge", file.posts.length);
  for (const p of file.posts) {
    const k = key("post", p.id);
    if (postIds.has(k)) {
      result.unchanged.posts++;
      result.unchanged.comments += p.comments.length;
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
        content: refs.finish(p.content, p.id),
        excerpt: p.excerpt,
        status: p.status,
        format: (p.format || "standard") as never,
        sticky: p.sticky,
        hasPassword: p.hasPassword,
        commentsOpen: p.commentsOpen,
        authorId: refs.authorIds.get(p.author) ?? null,
        featuredMediaId: p.thumbnailId ? (refs.mediaOf(p.thumbnailId) ?? null) : null,
        sourceKey: k,
        publishedAt: p.date,
        updatedAt: p.date,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error("Beitrag nicht angelegt");
    postIds.set(k, { id: row.id, slug });
    if (p.status === "publish") {
      const path = localePath(lang, `/blog/${encodeURIComponent(slug)}/`);
      await keepPermalink(run, p.link, path);
      // WordPress answers /?p=ID for every post (its <guid>; the plain permalink).
      await keepPermalink(run, `/?p=${p.id}`, path);
    }
    result.created.posts++;
    result.ids.posts.push(row.id);
    const links = postTermIds(p, refs.termIds);
    if (links.length)
      await tx
        .insert(postTermLinks)
        .values(links.map((termId) => ({ postId: row.id, termId })))
        .onConflictDoNothing();
    await storeComments(run, p, row.id);
    postStep.tick();
  }
  postStep.done();
  return postIds;
}

/** A new post's comments, then their reply links. */
async function storeComments({ tx, key, result }: WxrRun, p: WxrPost, postId: number): Promise<void> {
  const commentIds = new Map<string, number>();
  for (const c of p.comments) {
    const [cr] = await tx
      .insert(postComments)
      .values({
        postId,
        authorName: c.authorName,
        authorUrl: c.authorUrl,
        content: c.content,
        status: c.approved ? "approved" : "hold",
        sourceKey: key(`comment:${p.id}`, c.id),
        createdAt: c.date,
      })
      .returning({ id: postComments.id });
    if (!cr) throw new Error("Kommentar nicht angelegt");
    commentIds.set(c.id, cr.id);
    result.created.comments++;
    result.ids.comments.push(cr.id);
  }
  for (const c of p.comments) {
    const parent = hasParent(c.parentId) ? commentIds.get(c.parentId) : undefined;
    if (parent)
      await tx
        .update(postComments)
        .set({ parentId: parent })
        .where(eq(postComments.id, commentIds.get(c.id)!));
  }
}

/** Pages, then the new pages' hierarchy; returns the imported pages (new and earlier) by source key. */
async function storePages(run: WxrRun, finish: (html: string, wpId: string) => string): Promise<Imported> {
  const { tx, file, key, lang, result } = run;
  const pageIds: Imported = new Map();
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
  const pageStep = run.progress.step("Seiten", file.pages.length);
  for (const p of file.pages) {
    const k = key("page", p.id);
    if (pageIds.has(k)) {
      result.unchanged.pages++;
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
    if (p.status === "publish") {
      const path = localePath(lang, paths.page(slug));
      await keepPermalink(run, p.link, path);
      await keepPermalink(run, `/?page_id=${p.id}`, path);
    }
    newPages.push({ id: row.id, parentId: p.parentId });
    result.created.pages++;
    result.ids.pages.push(row.id);
    pageStep.tick();
  }
  pageStep.done();
  for (const np of newPages) {
    const parent = hasParent(np.parentId) ? pageIds.get(key("page", np.parentId)) : undefined;
    if (parent) await tx.update(pageTree).set({ parentId: parent.id }).where(eq(pageTree.pageId, np.id));
    else if (hasParent(np.parentId))
      result.warnings.push(
        `Seite ${np.id}: die Elternseite ${np.parentId} steht nicht in der Datei; sie steht oben.`,
      );
  }
  return pageIds;
}

/** Menus (flat list in their order: the menus table holds label and URL only); an existing location is kept. */
async function storeMenus(
  { tx, file, lang, result }: WxrRun,
  slugOf: Parameters<typeof menuItemUrl>[2],
): Promise<void> {
  for (const menu of file.menus) {
    const location = `wxr-${slugify(menu.slug) || "menue"}`;
    const [existing] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.location, location), eq(menus.lang, lang)));
    if (existing) {
      result.unchanged.menus++;
      continue;
    }
    const items = menu.items.flatMap((it) => {
      const url = menuItemUrl(it.url, lang, slugOf);
      return url && it.label ? [{ label: it.label, url }] : [];
    });
    const [row] = await tx.insert(menus).values({ location, lang, items }).returning({ id: menus.id });
    if (!row) throw new Error("Menü nicht angelegt");
    result.created.menus++;
    result.ids.menus.push(row.id);
  }
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

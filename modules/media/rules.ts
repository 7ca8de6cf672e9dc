/** The media library's limits and filters: browser-safe (the screens import them), one place each. */

/** Largest upload, per file. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Files one request may carry (the back office's no-JavaScript form; with JavaScript each file goes alone). */
export const MEDIA_FORM_MAX_FILES = 10;
/** What one post to the library may carry in all (the host's body limit; each file still ≤ MEDIA_MAX_BYTES). */
export const MEDIA_FORM_MAX_BYTES = 32 * 1024 * 1024;
/** The library's screens and upload endpoint (the host gives their posts the limit above). */
export const MEDIA_LIBRARY_PATH = "/admin/media/";
/** How long an item stays restorable in the trash before housekeeping deletes it. */
export const MEDIA_TRASH_DAYS = 30;
export const MEDIA_TEXT_LIMITS = { title: 200, alt: 300, caption: 1000 } as const;

export const LIBRARY_FILTERS = ["all", "unused", "used", "noalt", "trash"] as const;
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number];
export const LIBRARY_PER_PAGE = 24;
export const LIBRARY_MAX_SEARCH = 100;

export function isLibraryFilter(value: unknown): value is LibraryFilter {
  return typeof value === "string" && (LIBRARY_FILTERS as readonly string[]).includes(value);
}

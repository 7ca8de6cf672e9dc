/**
 * File uploads of forms (issue 7 item 8, ADR 011): the limits and names that every side shares.
 * The global per-file cap is the setting `forms.uploadMaxMb`; a field's `max_file_size` (MB) can
 * only lower it.
 */

/** Pending uploads (chosen but never submitted) older than this are deleted, file and row. */
export const PENDING_TTL_SECONDS = 24 * 60 * 60;

/**
 * Upload requests per client per minute, as a multiple of `forms.submitsPerMinute`: one submission
 * may carry several file fields, and a visitor may replace a file before sending.
 */
export const UPLOADS_PER_SUBMISSION = 3;

/** Files per upload field when `upload_multi_count` is unset. */
export const DEFAULT_MULTI_COUNT = 1;
/** Most files one field accepts whatever its settings say. */
export const MAX_MULTI_COUNT = 20;

/** Extensions a field allows when its `upload_types` is empty. */
export const DEFAULT_UPLOAD_TYPES = ["pdf", "jpg", "png", "gif", "webp", "txt", "csv", "docx", "xlsx", "odt"];

/**
 * Never stored, whatever a field's list says: types a browser runs or renders as a page (an SVG
 * or HTML file opened from our origin could run script) and server scripts.
 */
export const FORBIDDEN_EXTENSIONS = new Set([
  "html",
  "htm",
  "xhtml",
  "shtml",
  "xht",
  "xml",
  "svg",
  "svgz",
  "js",
  "mjs",
  "cjs",
  "php",
  "php3",
  "php4",
  "php5",
  "php7",
  "phtml",
  "phar",
  "pht",
  "asp",
  "aspx",
  "jsp",
  "cgi",
  "pl",
  "py",
  "sh",
  "exe",
  "bat",
  "cmd",
  "hta",
  "swf",
]);

/** Text types without magic bytes: allowed only when listed and valid UTF-8 without NUL. */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: "text/plain",
  csv: "text/csv",
};

/** The cookie binding pending uploads to the browser that made them (HttpOnly, SameSite=Lax). */
export const UPLOAD_OWNER_COOKIE = "laden_nf_uploads";

/** The upload wire action (Ninja Forms File Uploads' name). */
export const UPLOAD_ACTION = "nf_fu_upload";

/** Room for the other multipart fields and boundaries on top of the file bytes. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Longest original name kept for display. */
export const MAX_NAME_LENGTH = 120;

/** The folder below the data dir (outside anything served). */
export const UPLOADS_SUBDIR = ["uploads", "forms"] as const;

/**
 * Deciding whether an uploaded file is accepted: the field's limits, the type by content (magic
 * bytes via file-type; text types only as valid UTF-8), and a display name that cannot name a
 * path. The visitor's file name, declared type and any temp path count for nothing but refusal:
 * the stored name is always a random id with the sniffed extension.
 */
import { fileTypeFromBuffer } from "file-type";
import type { FieldDef } from "../engine/types.ts";
import {
  DEFAULT_MULTI_COUNT,
  DEFAULT_UPLOAD_TYPES,
  FORBIDDEN_EXTENSIONS,
  MAX_MULTI_COUNT,
  MAX_NAME_LENGTH,
  TEXT_TYPES,
} from "./constants.ts";

export type UploadErrorCode = "file_too_large" | "invalid_file_type" | "too_many_files" | "upload_failed";

/** The HTTP status of each refusal. */
export const UPLOAD_ERROR_STATUS: Readonly<Record<UploadErrorCode, number>> = {
  file_too_large: 413,
  invalid_file_type: 415,
  too_many_files: 400,
  upload_failed: 400,
};

export type UploadField = FieldDef;

export type UploadLimits = { maxBytes: number; types: readonly string[]; multiCount: number };

const ALIASES: Readonly<Record<string, string>> = { jpeg: "jpg", jpe: "jpg", tif: "tiff", htm: "html" };

export function normalizeExt(ext: string): string {
  const e = ext.trim().toLowerCase().replace(/^\.+/, "");
  return ALIASES[e] ?? e;
}

/** The field's limits: its size (MB) never above the global cap, its listed types minus the forbidden ones. */
export function fieldLimits(field: UploadField, globalMaxMb: number): UploadLimits {
  const mb = Number(field.max_file_size);
  const maxMb = Number.isFinite(mb) && mb > 0 ? Math.min(mb, globalMaxMb) : globalMaxMb;
  const listed = (field.upload_types ?? "")
    .split(/[\s,;|]+/)
    .map(normalizeExt)
    .filter((e) => /^[a-z0-9]{1,10}$/.test(e));
  const types = (listed.length > 0 ? listed : DEFAULT_UPLOAD_TYPES).filter(
    (e) => !FORBIDDEN_EXTENSIONS.has(e),
  );
  const n = Number(field.upload_multi_count);
  const multiCount = Number.isInteger(n) && n > 0 ? Math.min(n, MAX_MULTI_COUNT) : DEFAULT_MULTI_COUNT;
  return { maxBytes: Math.floor(maxMb * 1024 * 1024), types: [...new Set(types)], multiCount };
}

/**
 * A name for display only: the last path segment, no control characters, no NUL (raw or
 * percent-encoded), at most MAX_NAME_LENGTH characters with the extension kept. Never a path.
 */
export function sanitizeName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const clean = last
    .normalize("NFC")
    .replaceAll("%00", "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  if (clean.length <= MAX_NAME_LENGTH) return clean || "datei";
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 11 ? clean.slice(dot) : "";
  return clean.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** Every extension in a name (`x.php.jpg` → ["php", "jpg"]), normalised. */
function extensionsOf(name: string): string[] {
  const parts = name.split(".");
  return parts.length > 1 ? parts.slice(1).map(normalizeExt) : [];
}

/** Markers of script or markup hidden in a file (a GIF/PHP or JPEG/HTML polyglot). */
const ACTIVE_CONTENT = /<\?php|<\?=|<script|<html|<svg|<!doctype html|<iframe|<body|javascript:/i;

/**
 * A declared type that names something a browser would run or render (whole types only:
 * `application/vnd.openxmlformats-…` of a .docx is fine).
 */
export function isActiveDeclared(type: string): boolean {
  return /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|(text|application)\/xml|(text|application)\/(x-)?(java|ecma)script|(text|application)\/(x-)?(httpd-)?php[a-z0-9.-]*|(text|application)\/x-(sh|shellscript))$/.test(
    type,
  );
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export type Accepted = { ok: true; ext: string; mime: string; name: string };
export type Refused = { ok: false; code: UploadErrorCode };

/**
 * One file against the field's limits. The name's extension, the declared type and the content
 * must agree; the content decides.
 */
export async function checkFile(
  file: { bytes: Uint8Array; name: string; type: string },
  limits: UploadLimits,
): Promise<Accepted | Refused> {
  const refuse = (code: UploadErrorCode): Refused => ({ ok: false, code });
  if (file.bytes.length > limits.maxBytes) return refuse("file_too_large");
  if (file.bytes.length === 0) return refuse("upload_failed");
  // A NUL in the name (`x%00.jpg`) is an attempt to cut the name somewhere else: refused.
  if (file.name.includes("%00") || file.name.includes("\0")) return refuse("invalid_file_type");
  const name = sanitizeName(file.name);
  const exts = extensionsOf(name);
  const nameExt = exts[exts.length - 1];
  if (!nameExt || exts.some((e) => FORBIDDEN_EXTENSIONS.has(e)) || !limits.types.includes(nameExt))
    return refuse("invalid_file_type");
  const declared = file.type.split(";")[0]!.trim().toLowerCase();
  if (isActiveDeclared(declared)) return refuse("invalid_file_type");
  const head = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  if (ACTIVE_CONTENT.test(head.toString("latin1"))) return refuse("invalid_file_type");

  const sniffed = await fileTypeFromBuffer(file.bytes);
  let ext: string;
  let mime: string;
  if (sniffed) {
    ext = normalizeExt(sniffed.ext);
    mime = sniffed.mime;
  } else {
    const text = TEXT_TYPES[nameExt];
    if (!text || !isUtf8Text(file.bytes)) return refuse("invalid_file_type");
    ext = nameExt;
    mime = text;
  }
  if (ext !== nameExt || FORBIDDEN_EXTENSIONS.has(ext) || !limits.types.includes(ext))
    return refuse("invalid_file_type");
  // A declared media type of another kind (image/png for a PDF) disagrees with the content.
  const major = declared.split("/")[0];
  if (["image", "audio", "video"].includes(major ?? "") && declared.split("/")[0] !== mime.split("/")[0])
    return refuse("invalid_file_type");
  return { ok: true, ext, mime, name };
}

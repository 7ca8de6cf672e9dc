/**
 * Images referenced by URL in an import: fetched (short time-out, injectable fetcher) and stored
 * as WebP under a deterministic name derived from the URL, so importing the same URL again
 * finds its media row. A URL that cannot be fetched, or any URL while fetching is disabled,
 * gets a calm placeholder with the product name instead.
 */
import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { mediaFolder, mediaPath, type StoredImage, writeImage } from "#modules/media/storage.ts";
import { type Progress, silentProgress } from "../../shared/progress.ts";
import { slugify } from "./values.ts";

/** Returns the bytes at `url`; must give up when `signal` aborts. */
export type ImageFetcher = (url: string, signal: AbortSignal) => Promise<Uint8Array>;

export const FETCH_TIMEOUT_MS = 3000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const CONCURRENCY = 4;

/** The real fetcher: plain `fetch`, http(s) only, image bodies up to 20 MB. */
export const httpImageFetcher: ImageFetcher = async (url, signal) => {
  const response = await fetch(url, { signal, redirect: "follow", headers: { accept: "image/*" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > MAX_IMAGE_BYTES) throw new Error("Datei größer als 20 MB");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error("Datei größer als 20 MB");
  return bytes;
};

/**
 * The stored file for an image URL: `YYYY/MM/<name>-<hash>.webp`. The folder is the one in the
 * URL when it has WordPress's `/YYYY/MM/` (so imported files keep their place), else the current
 * month; the hash of the whole URL makes the name unique, so `suffix` alone finds it again.
 */
export function imageFile(url: string, now: Date = new Date()): { file: string; suffix: string } {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // not a URL: the name comes from the text
  }
  const dated = /\/(\d{4})\/(0[1-9]|1[0-2])\/[^/]*$/.exec(pathname);
  const folder = dated ? `${dated[1]}/${dated[2]}` : mediaFolder(now);
  let base = pathname.split("/").pop() ?? "";
  try {
    base = decodeURIComponent(base);
  } catch {
    // keep it encoded
  }
  const name = slugify(base.replace(/\.[A-Za-z0-9]{1,5}$/, ""), "bild")
    .slice(0, 80)
    .replace(/-+$/, "");
  const hash = createHash("sha256").update(url).digest("hex").slice(0, 8);
  const suffix = `${name}-${hash}.webp`;
  return { file: `${folder}/${suffix}`, suffix };
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Words → at most 4 lines of about 18 characters (the last one shortened with "…"). */
function wrap(text: string, width = 18, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

/** A neutral square with the product name, as SVG (sharp rasterises it). */
export function placeholderSvg(title: string): Buffer {
  const size = 800;
  const lines = wrap(title || "Produkt");
  const lineHeight = 64;
  const top = size / 2 - ((lines.length - 1) * lineHeight) / 2 - 20;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${size / 2}" y="${top + i * lineHeight}" font-size="52" font-weight="600" fill="#5f5850" text-anchor="middle" dominant-baseline="middle">${escapeXml(l)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#efebe6"/>
<rect x="40" y="40" width="${size - 80}" height="${size - 80}" fill="none" stroke="#ddd6cd" stroke-width="4" rx="24"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">${text}
<text x="${size / 2}" y="${size - 110}" font-size="30" fill="#8f877d" text-anchor="middle">Bild folgt</text></g>
</svg>`;
  return Buffer.from(svg);
}

export type WantedImage = { url: string; file: string; title: string };
export type PreparedImage = StoredImage & { placeholder: boolean };

async function fileExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Writes the files of `wanted` images (before the import's transaction). `fetcher` null means
 * fetching is disabled: every image becomes a placeholder. Returns the stored images by URL
 * and one warning per image that could not be fetched.
 */
export async function prepareImages(opts: {
  wanted: WantedImage[];
  mediaDir: string;
  fetcher: ImageFetcher | null;
  timeoutMs?: number;
  progress?: Progress;
}): Promise<{ images: Map<string, PreparedImage>; warnings: { url: string; message: string }[] }> {
  const { mediaDir, fetcher } = opts;
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const images = new Map<string, PreparedImage>();
  /** By position in `wanted`, so the report does not depend on which fetch finished first. */
  const failures: ({ url: string; message: string } | undefined)[] = [];
  const step = (opts.progress ?? silentProgress).step("Bilder", opts.wanted.length);

  const one = async (w: WantedImage, index: number) => {
    let failure: string | undefined;
    if (!fetcher) {
      failure = undefined; // disabled: reported once by the caller
    } else if (!/^https?:\/\//i.test(w.url)) {
      failure = "keine http(s)-Adresse";
    } else {
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const bytes = await fetcher(w.url, signal);
        images.set(w.url, {
          ...(await writeImage(mediaDir, w.file, Buffer.from(bytes))),
          placeholder: false,
        });
        return;
      } catch (err) {
        const e = err as Error;
        failure =
          e.name === "TimeoutError" || e.name === "AbortError"
            ? `keine Antwort nach ${timeoutMs / 1000} s`
            : /unsupported image format|Input buffer/i.test(e.message)
              ? "kein lesbares Bild"
              : e.message;
      }
    }
    if (failure)
      failures[index] = {
        url: w.url,
        message: `Bild ${w.url} nicht geladen (${failure}); Platzhalter verwendet.`,
      };
    images.set(w.url, {
      ...(await writeImage(mediaDir, w.file, placeholderSvg(w.title))),
      placeholder: true,
    });
  };

  for (let i = 0; i < opts.wanted.length; i += CONCURRENCY) {
    await Promise.all(
      opts.wanted.slice(i, i + CONCURRENCY).map(async (w, j) => {
        await one(w, i + j);
        step.tick();
      }),
    );
  }
  step.done();
  return { images, warnings: failures.filter((f) => f !== undefined) };
}

/** Whether a stored file is still on disk (a media row whose file was deleted is rewritten). */
export function storedFileExists(mediaDir: string, file: string): Promise<boolean> {
  return fileExists(mediaPath(mediaDir, file));
}

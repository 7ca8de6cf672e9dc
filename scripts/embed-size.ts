/**
 * The embed's first-load files from its Vite manifest (build/client/embed/.vite/manifest.json):
 * the loader (`forms.js`), every entry it starts (the runtime) and their static imports, but not
 * dynamic imports (the lazily loaded field chunks).
 */
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export type EmbedManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export function embedFirstLoad(manifest: EmbedManifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

const EMBED_DIR = new URL("../build/client/embed/", import.meta.url);

/** The embed's first load in gzip bytes (level 9) and its files; undefined without a build. */
export function embedFirstLoadGzip(): { bytes: number; files: number } | undefined {
  const manifest = new URL(".vite/manifest.json", EMBED_DIR);
  if (!existsSync(manifest)) return undefined;
  const files = embedFirstLoad(JSON.parse(readFileSync(manifest, "utf8")) as EmbedManifest);
  const bytes = files.reduce(
    (n, f) => n + gzipSync(readFileSync(new URL(f, EMBED_DIR)), { level: 9 }).length,
    0,
  );
  return { bytes, files: files.length };
}

/**
 * The embed's first-load files from its Vite manifest (build/client/embed/.vite/manifest.json):
 * the loader (`forms.js`), every entry it starts (the runtime) and their static imports, but not
 * dynamic imports (the lazily loaded field chunks).
 */
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

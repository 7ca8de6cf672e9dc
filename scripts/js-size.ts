/** First-load JavaScript per route, gzip-compressed, from the React Router build manifest. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type AssetsManifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { parentId?: string }> };

const ROOT = new URL("..", import.meta.url).pathname;

export async function routeJsSizes(): Promise<Record<string, { files: number; gzipBytes: number }>> {
  const build = (await import(pathToFileURL(join(ROOT, "build/server/index.js")).href)) as {
    assets: AssetsManifest;
  };
  const { entry, routes } = build.assets;
  const gz = new Map<string, number>();
  const size = (url: string) => {
    if (!gz.has(url))
      gz.set(url, gzipSync(readFileSync(join(ROOT, "build/client", url)), { level: 9 }).length);
    return gz.get(url)!;
  };
  const result: Record<string, { files: number; gzipBytes: number }> = {};
  for (const id of Object.keys(routes)) {
    const files = new Set<string>([entry.module, ...(entry.imports ?? [])]);
    for (
      let r: (typeof routes)[string] | undefined = routes[id];
      r;
      r = r.parentId ? routes[r.parentId] : undefined
    ) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    result[id] = { files: files.size, gzipBytes: [...files].reduce((sum, f) => sum + size(f), 0) };
  }
  return result;
}

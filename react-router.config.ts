import type { Config } from "@react-router/dev/config";

// LADEN_BUILD_DIR lets parallel work (or CI steps) build into separate folders; default ./build.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.LADEN_BUILD_DIR ?? "build",
} satisfies Config;

import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "modules/**/*.test.ts",
            "server/**/*.test.ts",
            "cli/**/*.test.ts",
            "db/**/*.test.ts",
            "importers/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          exclude: ["tests/integration/lifecycle/**"],
          globalSetup: ["tests/setup/db-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two workers on two cores; each test file gets its own database cloned from a template.
          maxWorkers: 2,
        },
      },
      {
        // The fault and load suite (issue 10): real app processes and a real PostgreSQL per scenario.
        test: {
          name: "reliability",
          environment: "node",
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: ["tests/setup/db-global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: "lifecycle",
          environment: "node",
          include: ["tests/integration/lifecycle/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

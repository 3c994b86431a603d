import { defineConfig } from "vitest/config";
import { markdown } from "./scripts/vite-markdown.ts";
import { toolIndex } from "./scripts/vite-tool-index.ts";

export default defineConfig({
  plugins: [markdown(), toolIndex()],
  test: {
    projects: [
      {
        plugins: [markdown(), toolIndex()],
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: ["node_modules/**", "build/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "e2e",
          include: ["**/*.e2e.ts"],
          exclude: ["node_modules/**", "build/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ["tests/helpers/e2e-global-setup.ts"],
        },
      },
    ],
  },
});

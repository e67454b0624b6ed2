import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["test/node/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});

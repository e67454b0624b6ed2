import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
// With its extension: the configuration is loaded as it is, and the module imports nothing of the site.
import { folderView } from "./tooling/content/folder-view.ts";

export default defineConfig({
  plugins: [
    {
      // "./programs.json?titles" (src/content/program-titles.ts): the build's browser bundle
      // trims it to ids and titles; tests read the whole file, as the build's prerender does.
      name: "content-json-view",
      load(id) {
        const [file, query] = id.split("?");
        if (file?.endsWith(".json") && query === "titles") return `export default ${readFileSync(file, "utf8")};`;
        // "./stories.json?cards" and the other views of the stories' folder (tooling/content/folders.ts).
        if (file?.endsWith(".json") && query) return `export default ${JSON.stringify(folderView(file, JSON.parse(readFileSync(file, "utf8")), `?${query}`))};`;
      },
    },
  ],
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
          globalSetup: ["test/node/site-build.ts"],
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
      {
        extends: true,
        test: {
          // The build on real nginx and Cloudflare's runtime (.ci/run, after npm test).
          name: "hosts",
          include: ["test/hosts/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

import { existsSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { join, resolve, sep } from "node:path";
import { defineConfig } from "vitest/config";
// With its extension: the configuration is loaded as it is, and the module imports nothing of the site.
import { folderView } from "./tooling/content/folder-view.ts";

// CONTENT_DIR runs the whole suite on another studio's content (test/fixtures/content-alt), as
// the build does: every test reads its expectations from the content, whichever it is. Its photo
// manifest is where the build writes it (tooling/content/index.ts manifestFileFor).
const contentDir = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined;
const manifestFile = contentDir && resolve(".cache", "content", createHash("sha256").update(contentDir).digest("hex").slice(0, 12), "generated", "photos.json");

export default defineConfig({
  plugins: [
    {
      name: "content-json-view",
      enforce: "pre",
      resolveId(source, importer) {
        if (!contentDir) return;
        // Before the setup's build has written it (a fresh clone), the modules the build itself
        // imports take the sample's: the tests, loaded after, get this studio's.
        if (/[\\/]generated[\\/]photos\.json$/.test(source)) return existsSync(manifestFile!) ? manifestFile : undefined;
        const own = /^\.\/([\w-]+\.json)(\?\w+)?$/.exec(source);
        if (own && importer?.includes(`${sep}src${sep}content${sep}`)) return join(contentDir, own[1]!) + (own[2] ?? "");
      },
      // "./programs.json?titles" and "./plans.json?prices" (src/content): the build's browser
      // bundle trims them; tests read the whole file, as the build's prerender does.
      load(id) {
        const [file, query] = id.split("?");
        if (file?.endsWith(".json") && ["titles", "descriptions", "prices"].includes(query ?? "")) return `export default ${readFileSync(file, "utf8")};`;
        // "./stories.json?cards" and the other views of the stories' folder (tooling/content/folder-view.ts).
        if (file?.endsWith(".json") && query) return `export default ${JSON.stringify(folderView(file, JSON.parse(readFileSync(file, "utf8")), `?${query}`))};`;
      },
    },
  ],
  test: {
    // Vitest's default leaves a core to its own process, which mostly waits: on these two-core
    // machines that ran the unit and node tests one file at a time (172 s; 91 s with both).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Each file in a VM context of a worker thread: still a fresh DOM and fresh modules per
          // file, without a fresh worker's setup; 464 tests in 21 to 29 s against 56 to 59 s with a
          // worker per file (2026-11-28). Its known catch: an error from Node's own modules is no
          // `instanceof Error` inside the context; no test here trips on it.
          pool: "vmThreads",
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
          // A file per core (maxWorkers), and within a file three pages at a time
          // (describe.concurrent): while one page waits on the network or a timer, another runs.
          // Two files here: the suite 7 min, against about 9½ one file at a time.
          maxConcurrency: 3,
          // A busy machine answers a click in more than expect.poll's default second.
          expect: { poll: { timeout: 5_000 } },
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

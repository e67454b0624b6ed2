/**
 * The one build of the site with the test settings (vitest globalSetup), before any test file is
 * loaded: it writes the photo manifest the tests import; the size budgets, the heads, the
 * languages and the HTML check read it, and the browser suite loads it. `npm test` (test/run.ts)
 * builds it first, for both, and says so with TEST_SITE_BUILT.
 */
import { readFile } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { build, type BuildResult } from "../../build";
import { testConfig, testDistDir } from "../browser/test-config";

declare module "vitest" {
  export interface ProvidedContext {
    siteBuild: Pick<BuildResult, "outDir" | "metafiles">;
  }
}

/** The build's esbuild metafiles, by language: the budgets read which code each page loads. */
export const metafilesFile = `${testDistDir}.metafiles.json`;

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_SITE_BUILT) {
    project.provide("siteBuild", { outDir: testDistDir, metafiles: JSON.parse(await readFile(metafilesFile, "utf8")) });
    return;
  }
  const { outDir, metafiles } = await build({ outDir: testDistDir, config: testConfig, quiet: true });
  project.provide("siteBuild", { outDir, metafiles });
}

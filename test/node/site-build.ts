/**
 * The one build of the site with the test settings (vitest globalSetup), before any test file is
 * loaded: it writes the photo manifest the tests import; the size budgets, the heads, the
 * languages and the HTML check read it, and the browser suite loads it after (`npm test`).
 */
import type { TestProject } from "vitest/node";
import type { BuildResult } from "../../build";
import { testBuild } from "../test-build";
import { testConfig, testDistDir } from "../browser/test-config";

declare module "vitest" {
  export interface ProvidedContext {
    siteBuild: Pick<BuildResult, "outDir" | "metafiles">;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const { outDir, metafiles } = await testBuild({ outDir: testDistDir, config: testConfig });
  project.provide("siteBuild", { outDir, metafiles });
}

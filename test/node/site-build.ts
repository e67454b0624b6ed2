/**
 * The node tests' one build of the site with the test settings (vitest globalSetup): the size
 * budgets, the heads, the languages and the HTML check all read it, so `npm test` builds it once.
 */
import type { TestProject } from "vitest/node";
import { resolve } from "node:path";
import { build, type BuildResult } from "../../build";
import { testConfig } from "../browser/test-config";

export const siteBuildDir = resolve(".cache/node-test/site");

declare module "vitest" {
  export interface ProvidedContext {
    siteBuild: Pick<BuildResult, "outDir" | "metafiles">;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const { outDir, metafiles } = await build({ outDir: siteBuildDir, config: testConfig, quiet: true });
  project.provide("siteBuild", { outDir, metafiles });
}

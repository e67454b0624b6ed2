// `npm test`: types, a test build, unit and node tests, then the browser suite in Chromium
// (skipped without one, except in CI). CONTENT_DIR runs it all on another studio's content.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { testBuild } from "./test-build";
import { findChromium } from "./browser/chromium";
import { faultsConfig, faultsDistDir, noIdsConfig, noIdsDistDir } from "./browser/test-config";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Every temporary content folder a test builds leaves its photo manifest there (140 KB, eight a
// run): cleared, as each build writes its own again.
rmSync(".cache/content", { recursive: true, force: true });
run("node_modules/.bin/tsc", ["--noEmit"]);
// The node tests' setup builds the site with test settings first (test/node/site-build.ts): the
// photo manifest the tests import, and the build the browser suite loads.
run("node_modules/.bin/vitest", ["run", "--project", "unit", "--project", "node"]);

console.log(`\n> the enquiry fault builds into ${faultsDistDir} and ${noIdsDistDir}`);
// Side by side: one waits on its files while the other bundles (11.5 s instead of 15 to 17 s).
await Promise.all([testBuild({ outDir: faultsDistDir, config: faultsConfig }), testBuild({ outDir: noIdsDistDir, config: noIdsConfig })]);

const chromium = findChromium();
if (!chromium) {
  const msg = "No Chromium found (looked at $CHROME_PATH and the usual paths; `apt-get install chromium`).";
  if (process.env.CI) {
    console.error(`\n${msg}\nCI is set, so this fails the run.`);
    process.exit(1);
  }
  console.warn(`\n${msg}\nSkipping the browser suite; everything else passed.`);
  process.exit(0);
}
run("node_modules/.bin/vitest", ["run", "--project", "browser"], { ...process.env, CHROME_PATH: chromium });

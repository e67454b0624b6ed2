// `npm test`: types, a test build, unit and node tests, then the browser suite in Chromium
// (skipped without one, except in CI). CONTENT_DIR runs it all on another studio's content.
import { spawnSync } from "node:child_process";
import { build } from "../build";
import { configFromEnv } from "../src/config";
import { findChromium } from "./browser/chromium";
import { faultsConfig, faultsDistDir, noIdsConfig, noIdsDistDir, testConfig, testDistDir } from "./browser/test-config";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run("node_modules/.bin/tsc", ["--noEmit"]);
// First: it writes the photo manifest the tests import.
console.log(`\n> build (test settings) into ${testDistDir}${process.env.CONTENT_DIR ? ` from ${process.env.CONTENT_DIR}` : ""}`);
await build({ outDir: testDistDir, config: testConfig, quiet: true });
run("node_modules/.bin/vitest", ["run", "--project", "unit", "--project", "node"]);

await build({ outDir: faultsDistDir, config: faultsConfig, quiet: true });
await build({ outDir: noIdsDistDir, config: noIdsConfig, quiet: true });
await build({ outDir: "dist", config: configFromEnv(process.env), quiet: true });

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

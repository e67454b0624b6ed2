// `npm test`: types, the test builds, then the unit and node tests beside the browser suite in
// Chromium (skipped without one, except in CI). CONTENT_DIR runs it all on another studio's content.
import { spawn, spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { build } from "../build";
import { findChromium } from "./browser/chromium";
import { testConfig, testDistDir, faultsConfig, faultsDistDir, noIdsConfig, noIdsDistDir } from "./browser/test-config";
import { metafilesFile } from "./node/site-build";

function run(cmd: string, args: string[]) {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Runs vitest; `quiet` keeps its output until it ends, so two runs at once do not interleave. */
function vitest(projects: string[], env: NodeJS.ProcessEnv, quiet = false): Promise<number> {
  const args = ["run", ...projects.flatMap((p) => ["--project", p])];
  const line = `\n> node_modules/.bin/vitest ${args.join(" ")}`;
  if (!quiet) console.log(line);
  const child = spawn("node_modules/.bin/vitest", args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
  // Before it starts its workers, which inherit it: the browser suite's pages come first.
  if (quiet && child.pid) setPriority(child.pid, 10);
  const output: Buffer[] = [];
  child.stdout?.on("data", (b: Buffer) => output.push(b));
  child.stderr?.on("data", (b: Buffer) => output.push(b));
  return new Promise((done) =>
    child.on("close", (code) => {
      if (quiet) console.log(`${line}\n${Buffer.concat(output).toString()}`);
      done(code ?? 1);
    }),
  );
}

run("node_modules/.bin/tsc", ["--noEmit"]);

console.log(`\n> the test builds into ${testDistDir}, ${faultsDistDir} and ${noIdsDistDir}`);
const { metafiles } = await build({ outDir: testDistDir, config: testConfig, quiet: true });
// The node tests read this build rather than build it again (test/node/site-build.ts).
await writeFile(metafilesFile, JSON.stringify(metafiles));
await build({ outDir: faultsDistDir, config: faultsConfig, quiet: true });
await build({ outDir: noIdsDistDir, config: noIdsConfig, quiet: true });

const chromium = findChromium();
if (!chromium) {
  const msg = "No Chromium found (looked at $CHROME_PATH and the usual paths; `apt-get install chromium`).";
  if (process.env.CI) {
    console.error(`\n${msg}\nCI is set, so this fails the run.`);
    process.exit(1);
  }
  console.warn(`\n${msg}\nSkipping the browser suite.`);
  process.exit(await vitest(["unit", "node"], { TEST_SITE_BUILT: "1" }));
}
// A browser test mostly waits on its pages: the unit and node tests use the idle CPU meanwhile,
// at a lower priority, and print when they are done.
const codes = await Promise.all([vitest(["browser"], { CHROME_PATH: chromium }), vitest(["unit", "node"], { TEST_SITE_BUILT: "1" }, true)]);
process.exit(codes.find((c) => c !== 0) ?? 0);

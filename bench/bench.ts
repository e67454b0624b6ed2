/**
 * `npm run bench` (in bench/): every route of a built site in real Chromium as a mid-range phone,
 * cold cache, on slow 4G and on a village connection (load.ts), then Lighthouse beside a reference
 * page (lighthouse.ts); the median of BENCH_RUNS loads per route, printed beside the budgets
 * (test/budgets.ts) and written to bench-results/latest.json. Exits 1 when a budget is broken.
 * How it measures, and why: PERFORMANCE.md, "How the bench measures".
 */
import { chromium } from "playwright-core";
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "../build";
import { budgets } from "../test/budgets";
import { buildPhotos } from "../tooling/photos";
import { devanagariFont, findChromium, noDevanagariFont, playwrightArgs } from "../test/browser/chromium";
import { loadOnce, profiles, settleMs, type LoadFigures, type Profile } from "./load";
import { certificateArgs, localhostCertificate, serveSecure, type Certificate } from "./server";
import { columns, lighthouseColumns, medianOf, referenceName, table } from "./report";

const usage = `npm run bench [-- --only=slow4g,village,lighthouse,photos] [--routes=/,/about/]
  --only      runs those parts only (default: slow4g, village and lighthouse; photos only when named:
              a cold photo build into a temporary folder, in seconds per photo)
  --routes    measures those routes only
  BENCH_RUNS  loads per route and part (default 3)
  BENCH_DIST  measures that built folder as it is; without it the site is built into .cache/dist`;

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).split(",").filter(Boolean);
const parts = option("only") ?? ["slow4g", "village", "lighthouse"];
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** The bench's folder: its build and results stay in it, wherever it is run from. */
const here = dirname(fileURLToPath(import.meta.url));
/** A line that the next replaces, on a terminal only; progress("") clears it. */
const progress = (line: string) => process.stdout.isTTY && process.stdout.write(`\r\x1b[2K${line}`);
const loadAverage = () => Math.round(loadavg()[0]! * 10) / 10;

/** Every page of a built folder by its address (`about/index.html` is `/about/`), English first. */
async function routesOf(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => /(^|\/)index\.html$/.test(f) && !f.startsWith("admin/"));
  const paths = files.map((f) => `/${f.slice(0, -"index.html".length)}`);
  const language = (path: string) => /^\/([a-z]{2})\//.exec(path)?.[1] ?? "";
  return paths.sort((a, b) => language(a).localeCompare(language(b)) || a.localeCompare(b));
}

/** `runs` cold loads of every path, interleaved, in a browser of its own; the server holds each body half the latency (server.ts). */
async function measure(executablePath: string, dist: string, certificate: Certificate, paths: string[], profile: Profile) {
  const site = await serveSecure(dist, certificate, profile.latencyMs / 2);
  const browser = await chromium.launch({ executablePath, args: [...playwrightArgs, ...certificateArgs] });
  const loads = new Map<string, LoadFigures[]>(paths.map((p) => [p, []]));
  try {
    // One load nobody counts: the browser's own first-start costs are not the site's.
    await loadOnce(browser, site.url + "/", profile);
    for (let run = 1; run <= runs; run++) {
      for (const path of paths) {
        progress(`${profile.name} ${run}/${runs} ${path}`);
        loads.get(path)!.push(await loadOnce(browser, site.url + path, profile));
      }
    }
    return { loads, chromium: browser.version() };
  } finally {
    await browser.close();
    await site.close();
  }
}

async function lighthouseRuns(executablePath: string, dist: string, certificate: Certificate, paths: string[]) {
  // Imported only when it runs: Lighthouse takes seconds to load.
  const { referencePage, runLighthouse } = await import("./lighthouse");
  const referenceDir = await mkdtemp(join(tmpdir(), "bench-reference-"));
  await writeFile(join(referenceDir, "index.html"), referencePage);
  const [site, reference] = await Promise.all([serveSecure(dist, certificate), serveSecure(referenceDir, certificate)]);
  try {
    const targets = [...paths.map((name) => ({ name, url: site.url + name })), { name: referenceName, url: reference.url + "/" }];
    return await runLighthouse(executablePath, targets, runs, progress);
  } finally {
    await Promise.all([site.close(), reference.close(), rm(referenceDir, { recursive: true })]);
  }
}

/** A cold photo build (an empty cache, into a temporary folder): what a new set of photos costs. */
async function photoSeconds() {
  const dir = await mkdtemp(join(tmpdir(), "bench-photos-"));
  try {
    const [started, cpuBefore] = [Date.now(), process.cpuUsage()];
    const { photos } = await buildPhotos({ outDir: join(dir, "dist"), cacheDir: join(dir, "cache"), manifestFile: join(dir, "photos.json") });
    const seconds = (Date.now() - started) / 1000;
    // CPU time too (the encoder's threads are this process's): on a busy machine the clock says little.
    const { user, system } = process.cpuUsage(cpuBefore);
    const cpuSeconds = (user + system) / 1e6;
    console.log(`\nCold photo build: ${photos} photos in ${seconds.toFixed(1)} s, ${(seconds / photos).toFixed(2)} s/photo ` +
      `(CPU ${(cpuSeconds / photos).toFixed(2)} s/photo; ${cpus().length} cores, load average ${loadAverage()})`);
    return { photos, seconds, cpuSeconds, secondsPerPhoto: seconds / photos };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const git = (...args: string[]) => spawnSync("git", args, { cwd: here, encoding: "utf8" }).stdout?.trim() ?? "";

async function main(): Promise<number> {
  if (process.argv.includes("--help")) return console.log(usage), 0;
  const started = Date.now();
  const results: Record<string, unknown> = {};
  const failures: string[] = [];
  if (parts.includes("photos")) results.photos = await photoSeconds();

  const pageParts = parts.filter((p) => p !== "photos");
  if (pageParts.length > 0) {
    const executablePath = findChromium();
    if (!executablePath) throw new Error("No Chromium found: set CHROME_PATH or apt-get install chromium.");
    const certificate = localhostCertificate();
    if (!devanagariFont()) console.warn(`${noDevanagariFont}\nTheir figures below are not a phone's.`);
    let dist = process.env.BENCH_DIST && resolve(process.env.INIT_CWD ?? ".", process.env.BENCH_DIST);
    if (!dist) {
      dist = join(here, ".cache", "dist");
      console.log(`Building the site into ${dist} …`);
      await build({ outDir: dist, quiet: true });
    }
    const wanted = option("routes");
    const paths = (await routesOf(dist)).filter((p) => !wanted || wanted.includes(p));
    if (paths.length === 0) throw new Error(`No pages to measure in ${dist}${wanted ? ` among ${wanted.join(", ")}` : ""}.`);

    for (const profile of profiles.filter((p) => parts.includes(p.name))) {
      const before = loadAverage();
      const { loads, chromium } = await measure(executablePath, dist, certificate, paths, profile);
      const medians = new Map([...loads].map(([path, l]) => [path, medianOf(l, "lcp")]));
      const load = `load average ${before} before, ${loadAverage()} after`;
      progress("");
      console.log(`\n${profile.title}: median of ${runs} cold loads, Chromium ${chromium}, ${load}\n`);
      console.log(table(profile.name, medians, columns[profile.name], failures));
      results[profile.name] = { profile, holdMs: profile.latencyMs / 2, chromium, load, routes: Object.fromEntries([...loads].map(([p, l]) => [p, { median: medians.get(p), runs: l }])) };
    }
    if (parts.includes("lighthouse")) {
      const before = loadAverage();
      const lh = await lighthouseRuns(executablePath, dist, certificate, paths);
      const medians = new Map([...lh].map(([path, r]) => [path, { ...medianOf(r, "score"), scores: r.map((x) => x.score).join("/") }]));
      const load = `load average ${before} before, ${loadAverage()} after`;
      progress("");
      console.log(`\nLighthouse 12.8 (mobile preset, simulated slow 4G and 4x CPU): median of ${runs} runs, ${load}\n`);
      console.log(table("lighthouse", medians, lighthouseColumns(medians.get(referenceName)!.score), failures));
      results.lighthouse = { load, routes: Object.fromEntries([...lh].map(([p, r]) => [p, { median: medians.get(p), runs: r }])) };
    }
  }

  const commit = git("rev-parse", "--short", "HEAD") + (git("status", "--porcelain", "--", "..") ? " with uncommitted changes" : "");
  const machine = `${cpus()[0]?.model.trim()}, ${cpus().length} cores`;
  const figures = { date: new Date().toISOString(), commit, machine, node: process.version, devanagariFont: devanagariFont(), runs, settleMs, budgets, ...results, failures };
  await mkdir(join(here, "bench-results"), { recursive: true });
  await writeFile(join(here, "bench-results", "latest.json"), JSON.stringify(figures, null, 2) + "\n");
  console.log(`\nFigures (at ${commit}) written to bench/bench-results/latest.json in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (failures.length > 0) return console.log(`\n${failures.length} budget(s) broken:\n  ${failures.join("\n  ")}`), 1;
  if (pageParts.length > 0) console.log("\nEvery budget met.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);

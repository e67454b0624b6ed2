/**
 * `npm run bench`: every route in real Chromium on a throttled mid-range phone, cold cache, the
 * median of BENCH_RUNS (default 3) loads, printed beside the budgets of DESIGN.md and written to
 * bench-results/latest.json. Exits 1 when a budget is broken.
 *
 * Two profiles, slow 4G and a village connection (tooling/bench-load.ts: the profiles and how each
 * load is measured; scripts/bench-report.ts: the tables), then Lighthouse itself, the same number
 * of runs per route (scripts/lighthouse.ts).
 *
 * The site is served as a static host or CDN serves it: over HTTPS with HTTP/2, so Chromium asks
 * for the brotli copies and HPACK compresses the headers every small script repeats
 * (scripts/serve-secure.ts, a self-signed localhost certificate that only the bench's Chromium takes).
 * Under the throttled profiles each body follows its headers after half the latency (bodyDelayMs in
 * tooling/bench-load.ts), so Chromium's emulation never passes a body through its throttle twice.
 */
import { chromium } from "playwright-core";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg, totalmem, type as osType, release } from "node:os";
import { join, resolve } from "node:path";
import type { Metafile } from "esbuild";
import { build } from "../build";
import { exitWith, isStale } from "../tooling/core";
import { importNodeBundle } from "../tooling/bundles";
import { budgets, ownCodeGzip, pageJs } from "../tooling/budgets";
import { bodyDelayMs, loadOnce, profiles, settleMs, type LoadFigures, type Profile } from "../tooling/bench-load";
import { createStaticServer, listen } from "./serve";
import { certificateArgs, createSecureStaticServer, localhostCertificate } from "./serve-secure";
import { devanagariFont, findChromium, noDevanagariFont, playwrightArgs } from "../test/browser/chromium";
import { lighthouseTable, referenceName, referencePage, runLighthouse } from "./lighthouse";
import { loadTable, medianLoad } from "./bench-report";

const usage = `npm run bench [-- --only=slow4g,village,lighthouse] [--routes=/,/program]
  --only      runs those parts only (comma-separated); BENCH_ONLY says the same
  --routes    measures those routes only; BENCH_ROUTES says the same
  BENCH_RUNS  loads per route and profile (default 3)
  BENCH_BUILD 1 always builds, 0 measures BENCH_DIST (default .cache/bench-dist) as it is
  BENCH_HTTP1 1 serves plain HTTP/1.1 on http://localhost instead of HTTPS + HTTP/2, for comparison`;

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const outDir = resolve(process.env.BENCH_DIST ?? ".cache/bench-dist");
const resultsFile = resolve("bench-results/latest.json");
const http1 = process.env.BENCH_HTTP1 === "1";
const served = http1 ? "plain HTTP/1.1 (BENCH_HTTP1)" : "HTTPS + HTTP/2 with brotli, like a CDN";

/** A comma-separated flag (`--only=`, `--routes=`) or its BENCH_ variable: for quick iterations. */
function option(name: string): string[] | null {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? process.env[`BENCH_${name.toUpperCase()}`];
  return arg ? arg.split(",").map((s) => s.trim()).filter(Boolean) : null;
}
const only = option("only");
const onlyRoutes = option("routes");
const wanted = (part: string) => !only || only.includes(part);

const progress = (line: string) => process.stdout.isTTY && process.stdout.write(`\r${line.padEnd(40)}`);
const clearProgress = () => process.stdout.isTTY && process.stdout.write("\r" + " ".repeat(40) + "\r");
// Other work on the machine slows the throttled CPU further: the figures say how busy it was.
const loadSince = (before: number) => `load average ${before.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;

/** Builds when the sources are newer than the last bench build; returns the bundle's metafile. */
async function buildIfNeeded(): Promise<Metafile | null> {
  const stamp = join(outDir, "index.html");
  const metafileCopy = join(outDir, "..", "bench-metafile.json");
  const stale = isStale(stamp);
  // BENCH_BUILD=1 always builds; BENCH_BUILD=0 measures the folder as it is.
  if (process.env.BENCH_BUILD === "0" || (!stale && process.env.BENCH_BUILD !== "1")) {
    return existsSync(metafileCopy) ? (JSON.parse(await readFile(metafileCopy, "utf8")) as Metafile) : null;
  }
  console.log(`Building the production site into ${outDir} …`);
  // Every language's bundle in one: a page's chunks are found by name, and shared ones are the same file.
  const { metafiles } = await build({ outDir, quiet: true });
  const all = Object.values(metafiles);
  const metafile = all.length ? { inputs: Object.assign({}, ...all.map((m) => m.inputs)), outputs: Object.assign({}, ...all.map((m) => m.outputs)) } : null;
  if (metafile) await writeFile(metafileCopy, JSON.stringify(metafile));
  return metafile ?? null;
}

/** Every route in every language, from the build's own Node bundle (Node cannot import the pages' CSS). */
async function loadRoutes(): Promise<{ path: string; file: string }[]> {
  const { routes, languages, localisePath, localiseFile } = await importNodeBundle<typeof import("../tooling/prerender")>("tooling/prerender.ts", outDir);
  return languages.flatMap((l) => routes.map((r) => ({ path: localisePath(r.path, l), file: localiseFile(r.file, l) })));
}

/** `runs` cold loads of every path under `profile`, interleaved, in a browser of its own. */
async function loadAll(executablePath: string, base: string, paths: string[], profile: Profile) {
  const browser = await chromium.launch({ executablePath, args: [...playwrightArgs, ...certificateArgs] });
  const loads = new Map<string, LoadFigures[]>(paths.map((p) => [p, []]));
  try {
    // One load nobody counts: the browser's own first-start costs are not the site's.
    await loadOnce(browser, base + "/", profile);
    for (let run = 1; run <= runs; run++) {
      for (const path of paths) {
        progress(`${profile.name} ${run}/${runs}  ${path}`);
        loads.get(path)!.push(await loadOnce(browser, base + path, profile));
      }
    }
    clearProgress();
    return { loads, version: browser.version() };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  if (process.argv.includes("--help")) {
    console.log(usage);
    return 0;
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error("No Chromium found: set CHROME_PATH or apt-get install chromium.");
    return 2;
  }
  // Before the build: without openssl the bench stops at once, with one sentence rather than a stack.
  const certificate = http1 ? null : await localhostCertificate(resolve(".cache/bench-tls")).catch((err: Error) => err);
  if (certificate instanceof Error) {
    console.error(certificate.message);
    return 2;
  }
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  const metafile = await buildIfNeeded();
  const own = metafile ? await ownCodeGzip(metafile) : { bytes: NaN, gzip: NaN, ratio: NaN };
  const routes = (await loadRoutes()).filter((r) => !onlyRoutes || onlyRoutes.includes(r.path));
  const paths = routes.map((r) => r.path);
  // Each page loads its own chunks: our code is counted per page, from what its HTML preloads.
  const ownByRoute = new Map<string, number>();
  for (const r of routes) {
    const html = await readFile(join(outDir, r.file), "utf8");
    ownByRoute.set(r.path, metafile ? (await pageJs(outDir, metafile, html, own.ratio)).ownGzip : NaN);
  }

  // One server for each part: the throttled profiles' hold each body briefly (bodyDelayMs);
  // Lighthouse loads unthrottled and simulates the network itself, so its server holds nothing.
  const serve = async (root: string, delay = 0) => {
    const server = certificate ? createSecureStaticServer({ root, bodyDelayMs: delay, ...certificate }) : createStaticServer({ root, bodyDelayMs: delay });
    return { url: (await listen(server, 0)).replace(/\/$/, ""), close: () => new Promise<void>((ok) => server.close(() => ok())) };
  };
  const machine = `${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, ${osType()} ${release()}`;
  // Hindi and Marathi pages measured without a Devanagari font shape no glyphs: not a phone's page.
  const devanagari = devanagariFont();
  if (!devanagari) console.warn(`${noDevanagariFont}\nTheir figures below are not a phone's.`);
  const fontNote = `Devanagari in ${devanagari ?? "no font"}`;
  const failures: string[] = [];
  const results: Record<string, unknown> = {};
  let version = "";
  for (const profile of profiles.filter((p) => wanted(p.name))) {
    const loadStart = loadavg()[0]!;
    const site = await serve(outDir, bodyDelayMs(profile));
    const measured = await loadAll(executablePath, site.url, paths, profile).finally(site.close);
    version = measured.version;
    const medians = new Map([...measured.loads].map(([path, l]) => [path, medianLoad(l)]));
    const t = loadTable(medians, ownByRoute, profile);
    failures.push(...t.failures);
    const load = loadSince(loadStart);
    console.log(
      `\n${profile.title}: median of ${runs} cold loads per route, ${profile.viewport.width}x${profile.viewport.height} @${profile.deviceScaleFactor}x, ` +
        `${profile.cpuSlowdown}x CPU slowdown, ${profile.downloadKbps / 1000} Mbit/s down, ${profile.uploadKbps} kbit/s up, ${profile.latencyMs} ms latency\n` +
        `Served over ${served}, each body ${bodyDelayMs(profile)} ms after its headers; Chromium ${version}; ${machine}; ${fontNote}; ${load}\n`,
    );
    console.log(t.text);
    results[profile.name] = {
      profile,
      bodyDelayMs: bodyDelayMs(profile),
      load,
      routes: Object.fromEntries([...measured.loads].map(([path, l]) => [path, { median: medians.get(path), runs: l }])),
    };
  }
  if (wanted("lighthouse")) {
    const loadStart = loadavg()[0]!;
    // The reference page, served the same way from a folder of its own (never in the site's).
    const referenceDir = resolve(".cache/lighthouse-reference");
    await mkdir(referenceDir, { recursive: true });
    await writeFile(join(referenceDir, "index.html"), referencePage);
    const [site, reference] = await Promise.all([serve(outDir), serve(referenceDir)]);
    const targets = paths.map((path) => ({ path, url: site.url + path }));
    targets.push({ path: referenceName, url: reference.url + "/" });
    const lh = await runLighthouse(executablePath, targets, runs, progress).finally(() => Promise.all([site.close(), reference.close()]));
    clearProgress();
    const t = lighthouseTable(lh);
    failures.push(...t.failures);
    console.log(`\nLighthouse 12.8 (mobile preset, simulated slow 4G and 4x CPU), median of ${runs} runs per route, served over ${served}; ${fontNote}; ${loadSince(loadStart)}\n`);
    console.log(t.text);
    results.lighthouse = Object.fromEntries(lh.map((r) => [r.path, r]));
  }

  const figures = {
    date: new Date().toISOString(),
    machine,
    devanagariFont: devanagari,
    load: loadSince(loadBefore),
    chromium: version,
    node: process.version,
    served,
    runs,
    settleMs,
    budgets,
    ownCode: own,
  };
  await mkdir(resolve("bench-results"), { recursive: true });
  await writeFile(resultsFile, JSON.stringify({ ...figures, ...results, failures }, null, 2) + "\n");
  console.log(`\nFigures written to ${resultsFile.slice(process.cwd().length + 1)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} budget(s) broken:\n  ${failures.join("\n  ")}`);
    return 1;
  }
  console.log("\nEvery budget met.");
  return 0;
}

exitWith(main());

/**
 * `npm run bench`: every route in real Chromium on a throttled mid-range phone, cold cache, the
 * median of BENCH_RUNS (default 3) loads, printed beside the budgets of DESIGN.md and written to
 * bench-results/latest.json. Exits 1 when a budget is broken.
 *
 * Profiles: viewport 412x823 at DPR 1.75, 4x CPU slowdown, and either slow 4G (1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency) or a village connection (400 kbit/s each way, 400 ms latency),
 * by DevTools protocol emulation (as Lighthouse's "devtools" throttling). Then Lighthouse itself,
 * the same number of runs per route (scripts/lighthouse.ts). How each load is measured:
 * tooling/bench-load.ts.
 *
 * `npm run bench -- --only=lighthouse` (or slow4g, village; comma-separated) runs a part only, and
 * `--routes=/,/program` some routes only.
 */
import { chromium } from "playwright-core";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg, totalmem, type as osType, release } from "node:os";
import { join, resolve } from "node:path";
import type { Metafile } from "esbuild";
import { build } from "../build";
import { isStale, kb } from "../tooling/core";
import { importNodeBundle } from "../tooling/bundles";
import { budgets, ownCodeGzip, pageJs } from "../tooling/budgets";
import { loadOnce, profiles, settleMs, type LoadFigures, type Profile } from "../tooling/bench-load";
import { createStaticServer, listen } from "./serve";
import { chromiumArgs, findChromium } from "../test/browser/chromium";
import { lighthouseTable, runLighthouse } from "./lighthouse";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const outDir = resolve(process.env.BENCH_DIST ?? ".cache/bench-dist");
const resultsFile = resolve("bench-results/latest.json");

/**
 * What to run: `npm run bench -- --only=lighthouse` (or slow4g, village, comma-separated) and
 * `--routes=/,/program` for quick iterations; BENCH_ONLY and BENCH_ROUTES say the same.
 */
function option(name: string): string[] | null {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? process.env[`BENCH_${name.toUpperCase()}`];
  return arg ? arg.split(",").map((s) => s.trim()).filter(Boolean) : null;
}
const only = option("only");
const onlyRoutes = option("routes");
const wanted = (part: string) => !only || only.includes(part);

// --- build if needed ---------------------------------------------------------------------------

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
  const { metafile } = await build({ outDir, quiet: true });
  if (metafile) await writeFile(metafileCopy, JSON.stringify(metafile));
  return metafile ?? null;
}

/** The route table, from the build's own Node bundle (Node cannot import the pages' CSS). */
async function loadRoutes(): Promise<{ path: string; file: string }[]> {
  return (await importNodeBundle<typeof import("../tooling/prerender")>("tooling/prerender.ts", outDir)).routes;
}


// --- figures, budgets and the table ------------------------------------------------------------

function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

function medianLoad(loads: LoadFigures[]): LoadFigures {
  const pick = (f: (l: LoadFigures) => number) => median(loads.map(f));
  const lcp = pick((l) => l.lcp);
  // The LCP element of the load whose LCP is nearest the median.
  const typical = loads.reduce((a, b) => (Math.abs(b.lcp - lcp) < Math.abs(a.lcp - lcp) ? b : a));
  const kinds = Object.keys(typical.bytes) as (keyof LoadFigures["bytes"])[];
  return {
    fcp: pick((l) => l.fcp),
    lcp,
    lcpElement: typical.lcpElement,
    tbt: pick((l) => l.tbt),
    cls: pick((l) => l.cls),
    hydrated: loads.some((l) => l.hydrated === null) ? null : pick((l) => l.hydrated!),
    load: pick((l) => l.load),
    bytes: Object.fromEntries(kinds.map((k) => [k, pick((l) => l.bytes[k])])) as LoadFigures["bytes"],
    headerBytes: pick((l) => l.headerBytes),
    firstScreenBytes: pick((l) => l.firstScreenBytes),
    requests: pick((l) => l.requests),
    longestTask: pick((l) => l.longestTask),
  };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "–");

interface Row {
  label: string;
  budget: string;
  cell: (path: string, m: LoadFigures) => { text: string; over?: boolean };
}


function rows(ownGzip: Map<string, number>, profile: Profile): Row[] {
  if (profile.name === "village") {
    return [
      { label: "FCP", budget: "", cell: (_, m) => ({ text: ms(m.fcp) }) },
      { label: "LCP (first screen)", budget: `< ${budgets.villageLcpMs} ms`, cell: (_, m) => ({ text: ms(m.lcp), over: !(m.lcp < budgets.villageLcpMs) }) },
      { label: "CLS", budget: "0", cell: (_, m) => ({ text: m.cls.toFixed(3), over: m.cls > 0 }) },
      {
        label: "hydrated",
        budget: `< ${budgets.villageHydratedMs} ms`,
        cell: (_, m) => ({ text: m.hydrated === null ? "never" : ms(m.hydrated), over: !(m.hydrated !== null && m.hydrated < budgets.villageHydratedMs) }),
      },
      { label: "TBT", budget: "", cell: (_, m) => ({ text: ms(m.tbt) }) },
      { label: "JS", budget: "", cell: (_, m) => ({ text: kb(m.bytes.js) }) },
      { label: "images", budget: "", cell: (_, m) => ({ text: kb(m.bytes.images) }) },
      { label: "requests", budget: "", cell: (_, m) => ({ text: String(Math.round(m.requests)) }) },
      { label: "first-screen bytes", budget: "", cell: (_, m) => ({ text: kb(m.firstScreenBytes) }) },
    ];
  }
  const lcpBudget = (path: string) => (path === "/" ? budgets.lcpHomeMs : budgets.lcpMs);
  return [
    { label: "FCP", budget: "", cell: (_, m) => ({ text: ms(m.fcp) }) },
    { label: "LCP", budget: `< ${budgets.lcpMs} (home ${budgets.lcpHomeMs}) ms`, cell: (p, m) => ({ text: ms(m.lcp), over: !(m.lcp < lcpBudget(p)) }) },
    { label: "TBT", budget: `< ${budgets.tbtMs} ms`, cell: (_, m) => ({ text: ms(m.tbt), over: !(m.tbt < budgets.tbtMs) }) },
    { label: "longest task", budget: "", cell: (_, m) => ({ text: ms(m.longestTask) }) },
    { label: "CLS", budget: `< ${budgets.cls}`, cell: (_, m) => ({ text: m.cls.toFixed(3), over: !(m.cls < budgets.cls) }) },
    { label: "hydrated", budget: "", cell: (_, m) => ({ text: m.hydrated === null ? "never" : ms(m.hydrated), over: m.hydrated === null }) },
    { label: "HTML, CSS inlined", budget: `< ${kb(budgets.htmlGzip)}`, cell: (_, m) => ({ text: kb(m.bytes.html), over: !(m.bytes.html < budgets.htmlGzip) }) },
    { label: "CSS file (after hydration)", budget: "", cell: (_, m) => ({ text: kb(m.bytes.css) }) },
    { label: "JS", budget: `< ${kb(budgets.jsBrotli)}`, cell: (_, m) => ({ text: kb(m.bytes.js), over: !(m.bytes.js < budgets.jsBrotli) }) },
    {
      label: "own JS (gzip, build)",
      budget: `< ${kb(budgets.ownJsGzip)}`,
      cell: (p) => {
        const own = ownGzip.get(p) ?? NaN;
        return { text: Number.isFinite(own) ? kb(own) : "unknown", over: !(own < budgets.ownJsGzip) };
      },
    },
    { label: "images", budget: "", cell: (_, m) => ({ text: kb(m.bytes.images) }) },
    { label: "fonts", budget: "", cell: (_, m) => ({ text: kb(m.bytes.fonts) }) },
    { label: "other", budget: "", cell: (_, m) => ({ text: kb(m.bytes.other) }) },
    { label: "total (bodies)", budget: "", cell: (_, m) => ({ text: kb(m.bytes.total) }) },
    { label: "response headers", budget: "", cell: (_, m) => ({ text: kb(m.headerBytes) }) },
    { label: "requests", budget: "", cell: (_, m) => ({ text: String(Math.round(m.requests)) }) },
    {
      label: "first-screen bytes",
      budget: `< ${kb(budgets.firstScreenHomeBytes)} (home)`,
      cell: (p, m) => ({ text: kb(m.firstScreenBytes), over: p === "/" && !(m.firstScreenBytes < budgets.firstScreenHomeBytes) }),
    },
  ];
}

function table(results: Map<string, LoadFigures>, ownGzip: Map<string, number>, profile: Profile): { text: string; failures: string[] } {
  const paths = [...results.keys()];
  const failures: string[] = [];
  const grid: string[][] = [["", "budget", ...paths]];
  for (const row of rows(ownGzip, profile)) {
    const cells = paths.map((p) => {
      const c = row.cell(p, results.get(p)!);
      if (c.over) failures.push(`${profile.name} ${p} ${row.label}: ${c.text} (budget ${row.budget})`);
      return c.over ? `${c.text} ✗` : c.text;
    });
    grid.push([row.label, row.budget, ...cells]);
  }
  const widths = grid[0]!.map((_, i) => Math.max(...grid.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const text = [line(grid[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...grid.slice(1).map(line)].join("\n");
  const lcpLines = paths.map((p) => `  ${p.padEnd(Math.max(...paths.map((x) => x.length)))}  LCP element: ${results.get(p)!.lcpElement}`);
  return { text: `${text}\n\n${lcpLines.join("\n")}`, failures };
}

// --- main --------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error("No Chromium found: set CHROME_PATH or apt-get install chromium.");
    return 2;
  }
  const started = Date.now();
  // Other work on the machine slows the throttled CPU further: the figures say how busy it was.
  const loadBefore = loadavg()[0]!;
  const metafile = await buildIfNeeded();
  const own = metafile ? await ownCodeGzip(metafile) : { bytes: NaN, gzip: NaN, ratio: NaN };
  const routes = (await loadRoutes()).filter((r) => !onlyRoutes || onlyRoutes.includes(r.path));
  // Each page loads its own chunks: our code is counted per page, from what its HTML preloads.
  const ownByRoute = new Map<string, number>();
  for (const r of routes) {
    const html = await readFile(join(outDir, r.file), "utf8");
    ownByRoute.set(r.path, metafile ? (await pageJs(outDir, metafile, html, own.ratio)).ownGzip : NaN);
  }

  const server = createStaticServer({ root: outDir });
  const base = (await listen(server, 0)).replace(/\/$/, "");
  const machine = `${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, ${osType()} ${release()}`;
  const failures: string[] = [];
  const results: Record<string, unknown> = {};
  let version = "";
  const progress = (line: string) => process.stdout.isTTY && process.stdout.write(`\r${line.padEnd(40)}`);
  const clearProgress = () => process.stdout.isTTY && process.stdout.write("\r" + " ".repeat(40) + "\r");
  try {
    for (const profile of profiles.filter((p) => wanted(p.name))) {
      const loadStart = loadavg()[0]!;
      const browser = await chromium.launch({ executablePath, args: chromiumArgs });
      version = browser.version();
      const loads = new Map<string, LoadFigures[]>(routes.map((r) => [r.path, []]));
      try {
        // One load nobody counts: the browser's own first-start costs are not the site's.
        await loadOnce(browser, base + "/", profile);
        for (let run = 1; run <= runs; run++) {
          for (const route of routes) {
            progress(`${profile.name} ${run}/${runs}  ${route.path}`);
            loads.get(route.path)!.push(await loadOnce(browser, base + route.path, profile));
          }
        }
        clearProgress();
      } finally {
        await browser.close();
      }
      const medians = new Map([...loads].map(([path, l]) => [path, medianLoad(l)]));
      const t = table(medians, ownByRoute, profile);
      failures.push(...t.failures);
      const load = `load average ${loadStart.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`;
      console.log(
        `\n${profile.title}: median of ${runs} cold loads per route, ${profile.viewport.width}x${profile.viewport.height} @${profile.deviceScaleFactor}x, ` +
          `${profile.cpuSlowdown}x CPU slowdown, ${profile.downloadKbps / 1000} Mbit/s down, ${profile.uploadKbps} kbit/s up, ${profile.latencyMs} ms latency\n` +
          `Chromium ${version}; ${machine}; ${load}\n`,
      );
      console.log(t.text);
      results[profile.name] = {
        profile,
        load,
        routes: Object.fromEntries([...loads].map(([path, l]) => [path, { median: medians.get(path), runs: l }])),
      };
    }
    if (wanted("lighthouse")) {
      const loadStart = loadavg()[0]!;
      const lh = await runLighthouse(executablePath, base, routes.map((r) => r.path), runs, progress);
      clearProgress();
      const t = lighthouseTable(lh);
      failures.push(...t.failures);
      console.log(
        `\nLighthouse 12.8 (mobile preset, simulated slow 4G and 4x CPU), median of ${runs} runs per route; ` +
          `load average ${loadStart.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
      );
      console.log(t.text);
      results.lighthouse = Object.fromEntries(lh.map((r) => [r.path, r]));
    }
  } finally {
    await new Promise<void>((ok) => server.close(() => ok()));
  }

  await mkdir(resolve("bench-results"), { recursive: true });
  await writeFile(
    resultsFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine,
        load: `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
        chromium: version,
        node: process.version,
        runs,
        settleMs,
        budgets,
        ownCode: own,
        ...results,
        failures,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`\nFigures written to ${resultsFile.slice(process.cwd().length + 1)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} budget(s) broken:\n  ${failures.join("\n  ")}`);
    return 1;
  }
  console.log("\nEvery budget met.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
/**
 * `npm run bench`: every route in real Chromium on a throttled mid-range phone, cold cache, the
 * median of BENCH_RUNS (default 3) loads, printed beside the budgets of DESIGN.md and written to
 * bench-results/latest.json. Exits 1 when a budget is broken.
 *
 * Profiles: viewport 412x823 at DPR 1.75, 4x CPU slowdown, and either slow 4G (1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency) or a village connection (400 kbit/s each way, 400 ms latency),
 * by DevTools protocol emulation (as Lighthouse's "devtools" throttling). Then Lighthouse itself,
 * the same number of runs per route (scripts/lighthouse.ts).
 *
 * `npm run bench -- --only=lighthouse` (or slow4g, village; comma-separated) runs a part only, and
 * `--routes=/,/program` some routes only.
 *
 * Definitions:
 * - FCP, LCP, CLS from the browser's PerformanceObservers; CLS is the largest session window
 *   (shifts less than 1 s apart, at most 5 s long) without recent input, as web-vitals does.
 * - TBT: the sum of (duration - 50 ms) over long tasks between FCP and 5 s after the load event
 *   (the end of observation), each task clipped to start at FCP. Lighthouse ends at TTI instead,
 *   which is never later than that on these pages, so this figure is the stricter one.
 * - Bytes: the compressed response bodies (Network.dataReceived's encodedDataLength), by resource
 *   type: what the budgets are about. HTTP/1.1 response headers (about 1.3 KB each here, most of
 *   it the Content-Security-Policy; HTTP/2 and HTTP/3 hosts compress them) are reported on their
 *   own line. "First screen" is the bytes (headers included) of the requests finished by LCP.
 * - Hydrated: from navigation start to the client setting <html data-hydrated="true">.
 */
import { chromium, type Browser, type CDPSession } from "playwright-core";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg, totalmem, type as osType, release } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build as esbuild, type Metafile } from "esbuild";
import { build } from "../build";
import { budgets, ownCodeGzip, pageJs } from "./budgets";
import { createStaticServer, listen } from "./serve";
import { chromiumArgs, findChromium } from "../test/browser/chromium";
import { lighthouseTable, runLighthouse } from "./lighthouse";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const outDir = resolve(process.env.BENCH_DIST ?? ".cache/bench-dist");
const resultsFile = resolve("bench-results/latest.json");
/** How long the page is watched after its load event (long tasks, late shifts, hydration). */
const settleMs = 5000;

interface Profile {
  name: string;
  title: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  cpuSlowdown: number;
  downloadKbps: number;
  uploadKbps: number;
  latencyMs: number;
}

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, cpuSlowdown: 4 };
const profiles: Profile[] = [
  { name: "slow4g", title: "mid-range phone, slow 4G", ...phone, downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 },
  // A 2G/3G connection in a small town: the first screen must still come within 3 s.
  { name: "village", title: "village connection", ...phone, downloadKbps: 400, uploadKbps: 400, latencyMs: 400 },
];

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

const sources = ["src", "static", "index.html", "build.ts", "scripts", "package.json", ".env"];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

/** Builds when the sources are newer than the last bench build; returns the bundle's metafile. */
async function buildIfNeeded(): Promise<Metafile | null> {
  const stamp = join(outDir, "index.html");
  const metafileCopy = join(outDir, "..", "bench-metafile.json");
  const stale = !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
  // BENCH_BUILD=1 always builds; BENCH_BUILD=0 measures the folder as it is.
  if (process.env.BENCH_BUILD === "0" || (!stale && process.env.BENCH_BUILD !== "1")) {
    return existsSync(metafileCopy) ? (JSON.parse(await readFile(metafileCopy, "utf8")) as Metafile) : null;
  }
  console.log(`Building the production site into ${outDir} …`);
  const { metafile } = await build({ outDir, quiet: true });
  if (metafile) await writeFile(metafileCopy, JSON.stringify(metafile));
  return metafile ?? null;
}

/** The route table, bundled first: it imports the pages, and Node cannot import their CSS. */
async function loadRoutes(): Promise<{ path: string; file: string }[]> {
  const file = resolve(".cache/bench/routes.mjs");
  await esbuild({
    entryPoints: ["src/routes.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: file,
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": '"production"', __BUILD_YEAR__: "2025" },
    logLevel: "warning",
  });
  const mod = (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { routes: { path: string; file: string }[] };
  return mod.routes;
}

// --- one page load -----------------------------------------------------------------------------

/**
 * Installed before any page script: collects the paint, shift, long-task and hydration timings in
 * window.__bench. Plain JavaScript in a string, so no compiler helper can leak into the page.
 */
const observers = String.raw`(() => {
  const b = (window.__bench = { fcp: null, lcp: null, lcpElement: null, longTasks: [], shifts: [], hydrated: null });
  const describe = (el, url) => {
    if (!el) return "(removed)";
    const cls = typeof el.className === "string" && el.className.trim() ? "." + el.className.trim().split(/\s+/)[0] : "";
    const what = url ? url.split("/").pop() : (el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 32);
    return "<" + el.tagName.toLowerCase() + cls + "> " + what;
  };
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch (e) {
      // An entry type this browser lacks: its figure stays empty.
    }
  };
  observe("paint", (e) => { if (e.name === "first-contentful-paint") b.fcp = e.startTime; });
  observe("largest-contentful-paint", (e) => { b.lcp = e.startTime; b.lcpElement = describe(e.element, e.url); });
  observe("longtask", (e) => b.longTasks.push([e.startTime, e.duration]));
  observe("layout-shift", (e) => { if (!e.hadRecentInput) b.shifts.push([e.startTime, e.value]); });
  const check = () => {
    if (b.hydrated === null && document.documentElement && document.documentElement.dataset.hydrated === "true") b.hydrated = performance.now();
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

type Kind = "html" | "css" | "js" | "images" | "fonts" | "other";

function kindOf(type: string | undefined): Kind {
  switch (type) {
    case "Document":
      return "html";
    case "Stylesheet":
      return "css";
    case "Script":
      return "js";
    case "Image":
      return "images";
    case "Font":
      return "fonts";
    default:
      return "other";
  }
}

interface LoadFigures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  cls: number;
  hydrated: number | null;
  load: number;
  bytes: Record<Kind | "total", number>;
  /** Response headers of all requests, as HTTP/1.1 sends them. */
  headerBytes: number;
  firstScreenBytes: number;
  requests: number;
  /** The longest task after FCP, ms: where the blocking time comes from (usually hydration). */
  longestTask: number;
}

/** Largest burst of layout shifts (web-vitals' session windows). */
function clsOf(shifts: [number, number][]): number {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [t, v] of shifts.sort((a, b) => a[0] - b[0])) {
    if (t - last > 1000 || t - first > 5000) {
      current = 0;
      first = t;
    }
    current += v;
    last = t;
    worst = Math.max(worst, current);
  }
  return worst;
}

function tbtOf(tasks: [number, number][], fcp: number, end: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const taskEnd = start + duration;
    if (taskEnd <= fcp || start >= end) continue;
    const blocking = Math.min(taskEnd, end) - Math.max(start, fcp) - 50;
    if (blocking > 0) total += blocking;
  }
  return total;
}

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
}

async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<LoadFigures> {
  // A fresh context is a fresh profile: empty HTTP cache, no storage, no service worker.
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: observers });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, { kind: Kind; start: number }>();
    const finished: { kind: Kind; bytes: number; wire: number; at: number }[] = [];
    const body = new Map<string, number>();
    const headerSize = new Map<string, number>();
    cdp.on("Network.dataReceived", (e) => body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.encodedDataLength));
    // The document's body is not reported chunk by chunk: its size is the total less its headers.
    cdp.on("Network.responseReceived", (e) =>
      headerSize.set(e.requestId, 17 + Object.entries(e.response.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0)),
    );
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!e.request.url.startsWith("data:")) requests.set(e.requestId, { kind: kindOf(e.type), start: e.timestamp });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      const bodyBytes = body.get(e.requestId) || Math.max(0, e.encodedDataLength - (headerSize.get(e.requestId) ?? 0));
      if (r) finished.push({ kind: r.kind, bytes: bodyBytes, wire: e.encodedDataLength, at: e.timestamp });
    });
    await throttle(cdp, profile);

    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    await page.waitForFunction("window.__bench && window.__bench.hydrated !== null", null, { timeout: 20_000 }).catch(() => {});
    await page.waitForTimeout(settleMs);

    const raw = await page.evaluate(
      `(() => { const nav = performance.getEntriesByType("navigation")[0]; return { ...window.__bench, fetchStart: nav.fetchStart, load: nav.loadEventEnd }; })()`,
    );
    const b = raw as unknown as {
      fcp: number | null;
      lcp: number | null;
      lcpElement: string | null;
      longTasks: [number, number][];
      shifts: [number, number][];
      hydrated: number | null;
      fetchStart: number;
      load: number;
    };
    // The document's request is the zero of the protocol's clock; the page's clock starts fetchStart earlier.
    const docStart = [...requests.values()].find((r) => r.kind === "html")?.start ?? 0;
    const pageTime = (ts: number) => (ts - docStart) * 1000 + b.fetchStart;
    const fcp = b.fcp ?? NaN;
    const lcp = b.lcp ?? fcp;
    const bytes: LoadFigures["bytes"] = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, total: 0 };
    for (const f of finished) {
      bytes[f.kind] += f.bytes;
      bytes.total += f.bytes;
    }
    return {
      fcp,
      lcp,
      lcpElement: b.lcpElement ?? "(none)",
      tbt: tbtOf(b.longTasks, fcp, b.load + settleMs),
      cls: clsOf(b.shifts),
      hydrated: b.hydrated,
      load: b.load,
      bytes,
      headerBytes: finished.reduce((n, f) => n + Math.max(0, f.wire - f.bytes), 0),
      firstScreenBytes: finished.filter((f) => pageTime(f.at) <= lcp).reduce((n, f) => n + f.wire, 0),
      requests: finished.length,
      longestTask: Math.max(0, ...b.longTasks.filter(([start, d]) => start + d > fcp).map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
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

interface Row {
  label: string;
  budget: string;
  cell: (path: string, m: LoadFigures) => { text: string; over?: boolean };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "–");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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

/**
 * Lighthouse in the bench: the tool a studio or its web agency will run. Lighthouse 12.8 (13 needs
 * Node 22), its default mobile preset (Moto G Power screen, simulated slow 4G: 150 ms RTT,
 * 1.6 Mbit/s, 4x CPU), performance category only, driving the system Chromium over the DevTools
 * port. One run moves by 1 to 3 points, so each route gets `runs` runs and the median is reported.
 *
 * The metrics are Lighthouse's simulated (Lantern) ones: it loads the page unthrottled and
 * replays the dependency graph it saw on the modelled network and CPU, which makes FCP, LCP and SI
 * depend far less on how busy this shared machine is than the bench's own throttled loads. TBT
 * does not: it is the observed main-thread tasks times 4, so the table shows Lighthouse's CPU
 * benchmark index, the load average and how much of its tasks' time the page's main thread was
 * running beside it, and a reference page's figures: what this machine gives a page that does
 * nothing.
 */
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { chromiumArgs, withoutOmniboxPopup } from "../test/browser/chromium";
import { certificateArgs } from "./serve-secure";
import { budgets } from "../tooling/budgets";
import { budgetTable, info, median, ms, percent, type Row } from "./bench-report";

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; a busy
   * machine scores low, and its simulated TBT is inflated by as much). */
  benchmarkIndex: number;
  /** The URLs Lighthouse counted as the LCP's critical requests are not kept; the element is. */
  lcpElement: string;
  /** Of the page's main-thread tasks in the run's trace, the share of their time the thread was
   * running: see `mainThreadCpuShare`. */
  cpuShare: number;
}

export interface LighthouseRoute {
  /** The route's path, or `referenceName` for the reference page. */
  path: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** 1-minute load average before the route's first run: how busy the machine was. */
  load: number;
}

/**
 * The reference page: one heading and one paragraph, no style, no script, no photo, served the
 * same way as the site. Lighthouse runs it beside the routes, with no budget. A page that does
 * nothing should score 100; where it does not, what Lighthouse counted is the browser's own work
 * on this machine (creating the page's JavaScript context, the first layout) times four, and no
 * route can do better.
 */
export const referencePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="What Lighthouse scores on this machine for a page that does nothing."></head>
<body><h1>Reference page</h1><p>One heading and one paragraph, no style, no script, no photo.</p></body>
</html>
`;
export const referenceName = "reference";

/** The score a route must reach: 100 where no photo is above the fold, 99 where one is. */
function lighthouseBudget(lcpElement: string): number {
  return /^<img/.test(lcpElement) ? budgets.lighthouseScore : budgets.lighthouseScoreNoPhoto;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** The events of a Chromium trace that `mainThreadCpuShare` reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time and the thread's CPU time, in microseconds. */
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * Of the tested page's main-thread tasks of 1 ms or more in Lighthouse's trace, from its
 * navigation on, the share of their time the thread was running, not waiting: for a core (the
 * browser's other processes, Lighthouse itself and the bench's server share this machine's two)
 * or for a synchronous answer from the browser process (on Linux, each font the first layout sets
 * up). Lighthouse's simulated TBT counts each task as long as it was observed, times four: at 0.4
 * the page's tasks were observed 2.5 times longer than the work in them. NaN without such tasks.
 */
export function mainThreadCpuShare(events: TraceEvent[], url: string): number {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  if (!start) return NaN;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== start.pid || e.tid !== start.tid || e.ts < start.ts) continue;
    const { dur = 0, tdur } = e;
    if (dur < 1000 || tdur === undefined) continue;
    wall += dur;
    cpu += tdur;
  }
  return wall > 0 ? cpu / wall : NaN;
}

function figuresOf(lhr: import("lighthouse").Result, trace: TraceEvent[]): LighthouseFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpItem = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]
    ?.items?.[0]?.node?.snippet;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    si: num("speed-index"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    lcpElement: (lcpItem ?? "(none)").slice(0, 60),
    cpuShare: mainThreadCpuShare(trace, lhr.finalDisplayedUrl),
  };
}

/** The run whose score is the median (ties: the one with the median LCP), so its metrics belong together. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  return {
    ...runs.reduce((a, b) => (Math.abs(b.lcp - lcp) < Math.abs(a.lcp - lcp) ? b : a)),
    score,
    fcp: median(runs.map((r) => r.fcp)),
    lcp,
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    si: median(runs.map((r) => r.si)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    cpuShare: median(runs.map((r) => r.cpuShare)),
  };
}

/**
 * Runs Lighthouse `runs` times on every target (a name and its URL on a server already listening,
 * over HTTPS with the bench's self-signed certificate or plain HTTP) and returns the medians. Runs
 * are interleaved (every target once, then again), so a burst of load on the machine spreads over
 * them instead of sinking one.
 */
export async function runLighthouse(
  executablePath: string,
  targets: { path: string; url: string }[],
  runs: number,
  progress: (line: string) => void = () => {},
): Promise<LighthouseRoute[]> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, withoutOmniboxPopup, ...certificateArgs, `--remote-debugging-port=${port}`] });
  const results = new Map<string, { runs: LighthouseFigures[]; load: number }>(targets.map((t) => [t.path, { runs: [], load: NaN }]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { path, url } of targets) {
        progress(`lighthouse ${run}/${runs}  ${path}`);
        const entry = results.get(path)!;
        if (run === 1) entry.load = loadavg()[0]!;
        // On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a
        // run has no figures, so it is run again, at most twice.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
          if (result && !result.lhr.runtimeError?.message) {
            entry.runs.push(figuresOf(result.lhr, result.artifacts.Trace?.traceEvents ?? []));
            break;
          }
          const error = result?.lhr.runtimeError?.message ?? "no result";
          if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${error}`);
          progress(`lighthouse ${run}/${runs}  ${path}: run again (${error.slice(0, 40)})`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map(({ path }) => {
    const r = results.get(path)!;
    return { path, median: medianRun(r.runs), runs: r.runs, load: r.load };
  });
}

/** The Lighthouse table, one column per route (the reference page's too, without a budget), and
 * the failures against its budget. */
export function lighthouseTable(results: LighthouseRoute[]): { text: string; failures: string[] } {
  const rows: Row<LighthouseRoute>[] = [
    {
      label: "score",
      budget: `>= ${budgets.lighthouseScore} (${budgets.lighthouseScoreNoPhoto} no photo)`,
      cell: (path, r) => ({
        text: `${r.median.score} (${r.runs.map((x) => x.score).join("/")})`,
        over: path !== referenceName && !(r.median.score >= lighthouseBudget(r.median.lcpElement)),
      }),
    },
    info("FCP", (r) => ms(r.median.fcp)),
    info("LCP", (r) => ms(r.median.lcp)),
    info("TBT", (r) => ms(r.median.tbt)),
    info("CLS", (r) => r.median.cls.toFixed(3)),
    info("SI", (r) => ms(r.median.si)),
    info("CPU benchmark index", (r) => String(Math.round(r.median.benchmarkIndex))),
    info("main thread running", (r) => percent(r.median.cpuShare)),
    info("load average", (r) => r.load.toFixed(1)),
  ];
  const byPath = new Map(results.map((r) => [r.path, r]));
  return budgetTable("Lighthouse (median)", byPath, rows, (path, label) => `${path} Lighthouse ${label}`, (r) => r.median.lcpElement);
}

import { describe, expect, it } from "vitest";
import { loadTable } from "../../scripts/bench-report";
import { lighthouseTable, mainThreadCpuShare, referenceName, type LighthouseFigures, type LighthouseRoute, type TraceEvent } from "../../scripts/lighthouse";
import { budgets } from "../../tooling/budgets";
import { profiles, type LoadFigures } from "../../tooling/bench-load";
import { languages } from "../../src/content/load";
import { localisePath } from "../../src/shell/routes";

const slow4g = profiles.find((p) => p.name === "slow4g")!;

/** A load that meets every budget but its LCP, which lies between the text routes' and the home page's. */
function load(lcp: number): LoadFigures {
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, total: 0 };
  return { fcp: 500, lcp, lcpElement: "img", tbt: 0, cls: 0, hydrated: 1000, hydratedFirst: 1000, load: 900, bytes, headerBytes: 0, firstScreenBytes: 0, jsBeforeHydration: 0, requests: 1, longestTask: 0 };
}

describe("the bench's budget table", () => {
  it("holds the home page to the home page's LCP budget in every language, and its other routes to the text routes'", () => {
    const lcp = (budgets.lcpMs + budgets.lcpHomeMs) / 2;
    const results = new Map<string, LoadFigures>();
    for (const language of languages) for (const path of ["/", "/about/"]) results.set(localisePath(path, language), load(lcp));
    const { failures } = loadTable(results, new Map(), slow4g);
    const over = failures.filter((f) => f.includes(" LCP")).map((f) => f.split(" ")[1]);
    expect(over.sort()).toEqual(languages.map((l) => localisePath("/about/", l)).sort());
  });
});

describe("the bench's Lighthouse table", () => {
  /** A route's three runs, all with `score`; its LCP a photo or not. */
  function route(path: string, score: number, photo: boolean): LighthouseRoute {
    const run: LighthouseFigures = { score, fcp: 900, lcp: 1200, tbt: 300, cls: 0, si: 900, benchmarkIndex: 2000, lcpElement: photo ? "<img src=…>" : "<h1>", cpuShare: 0.5 };
    return { path, median: run, runs: [run, run, run], load: 1 };
  }

  it("holds photo routes to 99 and text routes to 100, and shows the reference page beside them without a budget", () => {
    const results = [
      route("/", budgets.lighthouseScore, true),
      route("/about/", budgets.lighthouseScore, false),
      route(referenceName, budgets.lighthouseScore - 10, false),
    ];
    const { text, failures } = lighthouseTable(results);
    expect(failures).toEqual([expect.stringMatching(/^\/about\/ Lighthouse score: /)]);
    expect(text).toContain(referenceName);
    expect(text).toContain(`${budgets.lighthouseScore - 10} (`);
    expect(text).toMatch(/main thread running.* 50%/);
  });
});

describe("the share of its tasks' time the page's main thread was running", () => {
  const url = "https://localhost:8443/pricing";
  const page = { pid: 7, tid: 7 };
  const navigation: TraceEvent = { name: "navigationStart", ph: "R", ...page, ts: 1_000, args: { data: { documentLoaderURL: url } } };
  const task = (at: number, wall: number, cpu: number, thread = page): TraceEvent => ({ name: "RunTask", ph: "X", ...thread, ts: at, dur: wall, tdur: cpu });

  it("adds up the CPU and wall time of the tested page's tasks of 1 ms or more, from its navigation on", () => {
    const events = [
      task(500, 40_000, 1_000), // before the navigation: about:blank
      navigation,
      task(2_000, 30_000, 10_000),
      task(40_000, 10_000, 10_000),
      task(60_000, 900, 100), // under 1 ms: scheduling, not work
      task(70_000, 50_000, 5_000, { pid: 8, tid: 8 }), // another renderer
    ];
    expect(mainThreadCpuShare(events, url)).toBeCloseTo(20_000 / 40_000);
  });

  it("is unknown for a trace without the page's navigation or tasks", () => {
    expect(mainThreadCpuShare([task(2_000, 30_000, 10_000)], url)).toBeNaN();
    expect(mainThreadCpuShare([navigation], url)).toBeNaN();
  });
});

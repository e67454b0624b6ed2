import { describe, expect, it } from "vitest";
import { loadTable } from "../../scripts/bench-report";
import { lighthouseTable, referenceName, type LighthouseFigures, type LighthouseRoute } from "../../scripts/lighthouse";
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
    for (const language of languages) for (const path of ["/", "/about"]) results.set(localisePath(path, language), load(lcp));
    const { failures } = loadTable(results, new Map(), slow4g);
    const over = failures.filter((f) => f.includes(" LCP")).map((f) => f.split(" ")[1]);
    expect(over.sort()).toEqual(languages.map((l) => localisePath("/about", l)).sort());
  });
});

describe("the bench's Lighthouse table", () => {
  /** A route's three runs, all with `score`; its LCP a photo or not. */
  function route(path: string, score: number, photo: boolean): LighthouseRoute {
    const run: LighthouseFigures = { score, fcp: 900, lcp: 1200, tbt: 300, cls: 0, si: 900, benchmarkIndex: 2000, lcpElement: photo ? "<img src=…>" : "<h1>" };
    return { path, median: run, runs: [run, run, run], load: 1 };
  }

  it("holds photo routes to 99 and text routes to 100, and shows the reference page beside them without a budget", () => {
    const results = [
      route("/", budgets.lighthouseScore, true),
      route("/about", budgets.lighthouseScore, false),
      route(referenceName, budgets.lighthouseScore - 10, false),
    ];
    const { text, failures } = lighthouseTable(results);
    expect(failures).toEqual([expect.stringMatching(/^\/about Lighthouse score: /)]);
    expect(text).toContain(referenceName);
    expect(text).toContain(`${budgets.lighthouseScore - 10} (`);
  });
});

import { describe, expect, it } from "vitest";
import { budgets } from "../../test/budgets";
import { columns, lighthouseColumns, median, medianOf, referenceName, table } from "../report";
import type { LoadFigures } from "../load";
import type { LighthouseRun } from "../lighthouse";

const routes = ["/", "/about/", "/hi/", "/hi/about/"];

function lighthouse(scores: Record<string, number>) {
  const failures: string[] = [];
  const run = (score: number) => ({ score, scores: `${score}`, fcp: 900, lcp: 1200, tbt: 50, cls: 0, benchmarkIndex: 2000 }) satisfies LighthouseRun & { scores: string };
  table("lighthouse", new Map(Object.entries(scores).map(([path, s]) => [path, run(s)])), lighthouseColumns(scores[referenceName]!), failures);
  return failures.map((f) => f.split(" ")[1]);
}

describe("the bench's budgets", () => {
  it("hold every route to the budget score and to within 3 points of the reference page, which has no budget itself", () => {
    const floor = budgets.lighthouseScore;
    expect(lighthouse({ "/": floor, "/about/": floor - 1, [referenceName]: floor - 10 })).toEqual(["/about/"]);
    expect(lighthouse({ "/": 100, "/about/": 100 - budgets.lighthouseBehindReference, "/hi/": 96, [referenceName]: 100 })).toEqual(["/hi/"]);
  });

  it("give the home page in every language the home page's LCP budget on slow 4G, and the other routes the text routes'", () => {
    const lcp = (budgets.lcpMs + budgets.lcpHomeMs) / 2;
    const load: LoadFigures = { fcp: 500, lcp, lcpElement: "<h1>", tbt: 0, cls: 0, hydrated: 1000, html: 0, jsBeforeHydration: 0, js: 0, images: 0, firstScreen: 0 };
    const failures: string[] = [];
    table("slow4g", new Map(routes.map((p) => [p, load])), columns.slow4g, failures);
    expect(failures.map((f) => f.split(" ")[1])).toEqual(["/about/", "/hi/about/"]);
  });

  it("take the median of each figure, a page that never hydrated counting as never", () => {
    expect(median([3, 1, 2])).toBe(2);
    const runs = [{ lcp: 1, hydrated: 5, lcpElement: "a" }, { lcp: 3, hydrated: NaN, lcpElement: "b" }, { lcp: 2, hydrated: 4, lcpElement: "c" }];
    expect(medianOf(runs, "lcp")).toEqual({ lcp: 2, hydrated: NaN, lcpElement: "c" });
  });
});

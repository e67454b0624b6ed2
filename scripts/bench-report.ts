/**
 * What the bench prints (scripts/bench.ts, scripts/lighthouse.ts): medians of several loads, and
 * tables of figures against their budgets, one column per route, a ✗ beside each broken budget.
 */
import { kb, textTable } from "../tooling/core";
import { budgets } from "../tooling/budgets";
import { splitLocale } from "../src/shell/routes";
import type { LoadFigures, Profile } from "../tooling/bench-load";

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

export const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "–");
export const percent = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)}%` : "–");

/** One line of a table: a cell per route; `over` marks a broken budget. */
export interface Row<T> {
  label: string;
  budget: string;
  cell: (path: string, figures: T) => { text: string; over?: boolean };
}

/** A line of figures to read, without a budget. */
export function info<T>(label: string, text: (figures: T) => string): Row<T> {
  return { label, budget: "", cell: (_, figures) => ({ text: text(figures) }) };
}

/**
 * The table of `results` (by route path), then each route's LCP element; and a failure line for
 * each broken budget, named by `failureName(path, label)`.
 */
export function budgetTable<T>(
  corner: string,
  results: Map<string, T>,
  rows: Row<T>[],
  failureName: (path: string, label: string) => string,
  lcpElement: (figures: T) => string,
): { text: string; failures: string[] } {
  const paths = [...results.keys()];
  const failures: string[] = [];
  const grid = [[corner, "budget", ...paths]];
  for (const row of rows) {
    const cells = paths.map((p) => {
      const c = row.cell(p, results.get(p)!);
      if (c.over) failures.push(`${failureName(p, row.label)}: ${c.text} (budget ${row.budget})`);
      return c.over ? `${c.text} ✗` : c.text;
    });
    grid.push([row.label, row.budget, ...cells]);
  }
  const pad = Math.max(...paths.map((p) => p.length));
  const lcpLines = paths.map((p) => `  ${p.padEnd(pad)}  LCP element: ${lcpElement(results.get(p)!)}`);
  return { text: `${textTable(grid, 2, true)}\n\n${lcpLines.join("\n")}`, failures };
}

/** The median of each figure over a route's loads. */
export function medianLoad(loads: LoadFigures[]): LoadFigures {
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
    hydratedFirst: loads.some((l) => l.hydratedFirst === null) ? null : pick((l) => l.hydratedFirst!),
    load: pick((l) => l.load),
    bytes: Object.fromEntries(kinds.map((k) => [k, pick((l) => l.bytes[k])])) as LoadFigures["bytes"],
    headerBytes: pick((l) => l.headerBytes),
    firstScreenBytes: pick((l) => l.firstScreenBytes),
    jsBeforeHydration: pick((l) => l.jsBeforeHydration),
    requests: pick((l) => l.requests),
    longestTask: pick((l) => l.longestTask),
  };
}

type LoadRow = Row<LoadFigures>;
const count = (n: number) => String(Math.round(n));
const hydratedText = (m: LoadFigures) => (m.hydrated === null ? "never" : ms(m.hydrated));
const firstText = (m: LoadFigures) => (m.hydratedFirst === null ? "never" : ms(m.hydratedFirst));

/** The village profile's budgets: the first screen within 3 s and usable within 6 s (issue 17). */
function villageRows(): LoadRow[] {
  return [
    info("FCP", (m) => ms(m.fcp)),
    { label: "LCP (first screen)", budget: `< ${budgets.villageLcpMs} ms`, cell: (_, m) => ({ text: ms(m.lcp), over: !(m.lcp < budgets.villageLcpMs) }) },
    { label: "CLS", budget: "0", cell: (_, m) => ({ text: m.cls.toFixed(3), over: m.cls > 0 }) },
    {
      label: "hydrated",
      budget: `< ${budgets.villageHydratedMs} ms`,
      cell: (_, m) => ({ text: hydratedText(m), over: !(m.hydrated !== null && m.hydrated < budgets.villageHydratedMs) }),
    },
    info("first screen hydrated", firstText),
    info("TBT", (m) => ms(m.tbt)),
    info("JS before hydration", (m) => kb(m.jsBeforeHydration)),
    info("JS, all", (m) => kb(m.bytes.js)),
    info("images", (m) => kb(m.bytes.images)),
    info("requests", (m) => count(m.requests)),
    info("first-screen bytes", (m) => kb(m.firstScreenBytes)),
  ];
}

/** The home page in any language ("/", "/hi", "/mr"): the same page, with the same hero photo. */
const isHome = (path: string) => splitLocale(path)[1] === "/";

/** The slow 4G profile's budgets (DESIGN.md); `ownGzip` is our own code per route, from the build. */
function slow4gRows(ownGzip: Map<string, number>): LoadRow[] {
  const lcpBudget = (path: string) => (isHome(path) ? budgets.lcpHomeMs : budgets.lcpMs);
  return [
    info("FCP", (m) => ms(m.fcp)),
    { label: "LCP", budget: `< ${budgets.lcpMs} (home ${budgets.lcpHomeMs}) ms`, cell: (p, m) => ({ text: ms(m.lcp), over: !(m.lcp < lcpBudget(p)) }) },
    { label: "TBT", budget: `< ${budgets.tbtMs} ms`, cell: (_, m) => ({ text: ms(m.tbt), over: !(m.tbt < budgets.tbtMs) }) },
    info("longest task", (m) => ms(m.longestTask)),
    { label: "CLS", budget: `< ${budgets.cls}`, cell: (_, m) => ({ text: m.cls.toFixed(3), over: !(m.cls < budgets.cls) }) },
    { label: "hydrated", budget: "", cell: (_, m) => ({ text: hydratedText(m), over: m.hydrated === null }) },
    info("first screen hydrated", firstText),
    { label: "HTML, CSS inlined", budget: `< ${kb(budgets.htmlGzip)}`, cell: (_, m) => ({ text: kb(m.bytes.html), over: !(m.bytes.html < budgets.htmlGzip) }) },
    info("CSS file (after hydration)", (m) => kb(m.bytes.css)),
    {
      label: "JS before hydration",
      budget: `< ${kb(budgets.jsBrotli)}`,
      cell: (_, m) => ({ text: kb(m.jsBeforeHydration), over: !(m.jsBeforeHydration < budgets.jsBrotli) }),
    },
    // With what comes once the page is idle: the booking dialog, the enquiry code, prefetched pages.
    info("JS, all", (m) => kb(m.bytes.js)),
    {
      label: "own JS (gzip, build)",
      budget: `< ${kb(budgets.ownJsGzip)}`,
      cell: (p) => {
        const own = ownGzip.get(p) ?? NaN;
        return { text: Number.isFinite(own) ? kb(own) : "unknown", over: !(own < budgets.ownJsGzip) };
      },
    },
    info("images", (m) => kb(m.bytes.images)),
    info("fonts", (m) => kb(m.bytes.fonts)),
    info("other", (m) => kb(m.bytes.other)),
    info("total (bodies)", (m) => kb(m.bytes.total)),
    info("response headers", (m) => kb(m.headerBytes)),
    info("requests", (m) => count(m.requests)),
    {
      label: "first-screen bytes",
      budget: `< ${kb(budgets.firstScreenHomeBytes)} (home)`,
      cell: (p, m) => ({ text: kb(m.firstScreenBytes), over: isHome(p) && !(m.firstScreenBytes < budgets.firstScreenHomeBytes) }),
    },
  ];
}

/** A profile's table of median loads against its budgets. */
export function loadTable(results: Map<string, LoadFigures>, ownGzip: Map<string, number>, profile: Profile): { text: string; failures: string[] } {
  const rows = profile.name === "village" ? villageRows() : slow4gRows(ownGzip);
  return budgetTable("", results, rows, (path, label) => `${profile.name} ${path} ${label}`, (m) => m.lcpElement);
}

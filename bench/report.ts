/**
 * What the bench prints: one table per part, a row per route and a column per figure, the
 * budgets (test/budgets.ts) in the second row and ✗ beside a broken one.
 */
import { kb } from "../tooling/core";
import { budgets } from "../test/budgets";
import type { LoadFigures, Profile } from "./load";
import type { LighthouseRun } from "./lighthouse";

export const referenceName = "reference";
const isHome = (path: string) => /^\/([a-z]{2}\/)?$/.test(path);

export function median(values: number[]): number {
  if (values.length === 0 || values.some((v) => Number.isNaN(v))) return NaN;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** The median of each figure; other fields (the LCP element) from the run nearest the median of `key`. */
export function medianOf<T extends object>(list: T[], key: keyof T): T {
  const m = median(list.map((r) => r[key] as number));
  const typical = list.reduce((a, b) => (Math.abs((b[key] as number) - m) < Math.abs((a[key] as number) - m) ? b : a));
  const values = Object.entries(typical).map(([k, v]) => [k, typeof v === "number" ? median(list.map((r) => r[k as keyof T] as number)) : v]);
  return Object.fromEntries(values) as T;
}

export interface Column<T> {
  label: string;
  text: (f: T) => string;
  /** The budget as printed, and whether a route's figures break it. */
  budget?: string;
  over?: (f: T, path: string) => boolean;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "never");
const info = <T>(label: string, text: (f: T) => string): Column<T> => ({ label, text });

/** One row per route, one column per figure, ✗ beside a broken budget; the failures listed for the summary. */
export function table<T>(part: string, medians: Map<string, T>, columns: Column<T>[], failures: string[]): string {
  const rows = [["route", ...columns.map((c) => c.label)], ["budget", ...columns.map((c) => c.budget ?? "")]];
  for (const [path, f] of medians) {
    rows.push([path, ...columns.map((c) => {
      const over = c.over?.(f, path) ?? false;
      if (over) failures.push(`${part} ${path} ${c.label}: ${c.text(f)}${c.budget ? ` (budget ${c.budget})` : ""}`);
      return over ? `${c.text(f)} ✗` : c.text(f);
    })]);
  }
  return textTable(rows);
}

const byLcp = info<LoadFigures>("LCP element", (m) => m.lcpElement);
export const columns: Record<Profile["name"], Column<LoadFigures>[]> = {
  slow4g: [
    info("FCP", (m) => ms(m.fcp)),
    { label: "LCP", text: (m) => ms(m.lcp), budget: `≤ ${budgets.lcpMs} (home ${budgets.lcpHomeMs})`, over: (m, p) => !(m.lcp <= (isHome(p) ? budgets.lcpHomeMs : budgets.lcpMs)) },
    { label: "TBT", text: (m) => ms(m.tbt), budget: `≤ ${budgets.tbtMs}`, over: (m) => !(m.tbt <= budgets.tbtMs) },
    { label: "CLS", text: (m) => m.cls.toFixed(3), budget: `${budgets.cls}`, over: (m) => !(m.cls <= budgets.cls) },
    { label: "hydrated", text: (m) => ms(m.hydrated), over: (m) => Number.isNaN(m.hydrated) },
    { label: "HTML", text: (m) => kb(m.html), budget: `≤ ${kb(budgets.htmlGzip)}`, over: (m) => !(m.html <= budgets.htmlGzip) },
    { label: "JS before hydration", text: (m) => kb(m.jsBeforeHydration), budget: `≤ ${kb(budgets.jsBrotli)}`, over: (m) => !(m.jsBeforeHydration <= budgets.jsBrotli) },
    info("JS, all", (m) => kb(m.js)),
    { label: "first screen", text: (m) => kb(m.firstScreen), budget: `≤ ${kb(budgets.firstScreenHomeBytes)} home`, over: (m, p) => isHome(p) && !(m.firstScreen <= budgets.firstScreenHomeBytes) },
    byLcp,
  ],
  village: [
    info("FCP", (m) => ms(m.fcp)),
    { label: "LCP", text: (m) => ms(m.lcp), budget: `≤ ${budgets.villageLcpMs}`, over: (m) => !(m.lcp <= budgets.villageLcpMs) },
    { label: "hydrated", text: (m) => ms(m.hydrated), budget: `≤ ${budgets.villageHydratedMs}`, over: (m) => !(m.hydrated <= budgets.villageHydratedMs) },
    { label: "CLS", text: (m) => m.cls.toFixed(3), budget: `${budgets.cls}`, over: (m) => !(m.cls <= budgets.cls) },
    info("TBT", (m) => ms(m.tbt)),
    info("JS before hydration", (m) => kb(m.jsBeforeHydration)),
    info("images", (m) => kb(m.images)),
    info("first screen", (m) => kb(m.firstScreen)),
    byLcp,
  ],
};

/** The Lighthouse columns: a route must score at least the budget and be near the reference page. */
export function lighthouseColumns(reference: number): Column<LighthouseRun & { scores: string }>[] {
  const floor = Math.max(budgets.lighthouseScore, reference - budgets.lighthouseBehindReference);
  return [
    { label: "score", text: (r) => `${r.score} (${r.scores})`, budget: `≥ ${floor}`, over: (r, path) => path !== referenceName && !(r.score >= floor) },
    info("FCP", (r) => ms(r.fcp)),
    info("LCP", (r) => ms(r.lcp)),
    info("TBT", (r) => ms(r.tbt)),
    info("CLS", (r) => r.cls.toFixed(3)),
    info("CPU benchmark index", (r) => String(Math.round(r.benchmarkIndex))),
  ];
}

/** The first column left-aligned, the others right-aligned; a rule under the header. */
function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const lines = rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
  lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  return lines.join("\n");
}
